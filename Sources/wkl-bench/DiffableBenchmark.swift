@preconcurrency import Glibc
import Foundation
@_spi(Benchmarks) import WidgetKitLite

/// Applying a snapshot of 10,000 items with 100 random changes (deletes, inserts, moves)
/// to a table and to a flow-layout grid shown in a window: the difference and the table's update, until the apply
/// returns (the animation then runs on its own frames). Budget: under 16 ms.
@MainActor
enum DiffableBenchmark {
    static func run(quick: Bool) -> [String: Any] {
        let rounds = quick ? 5 : 21
        var applies: [Double] = []
        var differences: [Double] = []
        var collectionApplies: [Double] = []
        for round in 0..<rounds {
            let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800))
            let window = screen.makeWindow()
            let (snapshot, changed) = snapshots(seed: UInt64(round + 1))
            // The table.
            let table = TableView(frame: window.bounds, style: .plain)
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            let source = TableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = "Item \(item)"
                return cell
            }
            window.addSubview(table)
            source.apply(snapshot, animatingDifferences: false)
            screen.advance(by: 0)
            // Scrolled to the middle, so moves reach the rows in view.
            table.scrollToRow(at: IndexPath(row: 5000, section: 0), at: .top, animated: false)
            screen.advance(by: 0)
            var start = Benchmarks.now()
            source.apply(changed, animatingDifferences: true)
            applies.append((Benchmarks.now() - start) * 1000)
            screen.advance(by: 1)
            table.removeFromSuperview()
            // The same in a grid of 100×40 items.
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 40)
            let grid = CollectionView(frame: window.bounds, collectionViewLayout: layout)
            grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
            let gridSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { grid, indexPath, _ in
                grid.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            }
            window.addSubview(grid)
            gridSource.apply(snapshot, animatingDifferences: false)
            screen.advance(by: 0)
            grid.scrollToItem(at: IndexPath(item: 5000, section: 0), at: .top, animated: false)
            screen.advance(by: 0)
            start = Benchmarks.now()
            gridSource.apply(changed, animatingDifferences: true)
            collectionApplies.append((Benchmarks.now() - start) * 1000)
            screen.advance(by: 1)
            let diffStart = Benchmarks.now()
            _ = DiffableProbe.differenceSize(from: snapshot, to: changed)
            differences.append((Benchmarks.now() - diffStart) * 1000)
            withExtendedLifetime((source, gridSource)) {}
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return [
            "items": 10_000, "changes": 100, "rounds": rounds,
            "tableApplyP50ms": median(applies), "tableApplyMaxms": applies.max() ?? 0,
            "differenceP50ms": median(differences),
            "collectionApplyP50ms": median(collectionApplies), "collectionApplyMaxms": collectionApplies.max() ?? 0,
        ]
    }

    /// 10,000 items, and the same with 100 random deletes, inserts and moves.
    static func snapshots(seed: UInt64) -> (NSDiffableDataSourceSnapshot<Int, Int>, NSDiffableDataSourceSnapshot<Int, Int>) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10_000))
        var generator = SplitMix(state: seed)
        var items = Array(0..<10_000)
        var next = 10_000
        for k in 0..<100 {
            switch k % 3 {
            case 0: items.remove(at: Int(generator.next() % UInt64(items.count)))
            case 1:
                items.insert(next, at: Int(generator.next() % UInt64(items.count)))
                next += 1
            default:
                let moved = items.remove(at: Int(generator.next() % UInt64(items.count)))
                items.insert(moved, at: Int(generator.next() % UInt64(items.count)))
            }
        }
        var changed = NSDiffableDataSourceSnapshot<Int, Int>()
        changed.appendSections([0])
        changed.appendItems(items)
        return (snapshot, changed)
    }

    /// A small deterministic generator.
    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
