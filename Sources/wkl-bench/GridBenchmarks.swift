@preconcurrency import Glibc
import Foundation
@_spi(Benchmarks) import WidgetKitLite

/// Collection view measurements: the cost of a scrolling frame of a grid against the number
/// of items (flow and compositional layouts), and resident memory over a full scroll.
@MainActor
enum GridBenchmarks {
    /// A grid of `items` items in one section (three to a row, so even 100 items scroll), each cell a label.
    final class Items: CollectionViewDataSource {
        let items: Int
        private(set) var cellRequests = 0
        init(items: Int) { self.items = items }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            cellRequests += 1
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            (cell as? Tile)?.label.text = "Item \(indexPath.item + 1)"
            return cell
        }
    }

    /// A tile: a label on a coloured background.
    final class Tile: CollectionViewCell {
        required init?(coder: NSCoder) { nil }

        let label = Label()
        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = Color(rgb: 120, 170, 230)
            contentView.addSubview(label)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = contentView.bounds.insetBy(dx: 6, dy: 6)
        }
    }

    static func run(quick: Bool) -> [String: Any] {
        let frames = quick ? 120 : 400
        var out: [String: Any] = [:]
        for kind in ["flow", "compositional"] {
            var scrolling: [String: Any] = [:]
            for items in [100, 10_000] { scrolling[String(items)] = scroll(items: items, frames: frames, layout: kind) }
            let small = (scrolling["100"] as? [String: Any])?["totalP50ms"] as? Double ?? 0
            let large = (scrolling["10000"] as? [String: Any])?["totalP50ms"] as? Double ?? 0
            scrolling["ratio10000over100"] = small > 0 ? large / small : 0
            out[kind] = scrolling
        }
        out["memory"] = memoryOverFullScroll(items: 10_000)
        return out
    }

    static func makeLayout(_ kind: String) -> CollectionViewLayout {
        if kind == "flow" {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 400, height: 120)
            return layout
        }
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)), subitems: [item])
        return CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private static func makeGrid(items: Int, layout: String, screen: HeadlessScreen) -> (CollectionView, Items) {
        let window = screen.makeWindow()
        let grid = CollectionView(frame: window.bounds, collectionViewLayout: makeLayout(layout))
        grid.register(Tile.self, forCellWithReuseIdentifier: "tile")
        let source = Items(items: items)
        grid.dataSource = source
        window.addSubview(grid)
        return (grid, source)
    }

    /// Frame work while the grid scrolls 13 pt per frame (about 780 pt/s), back and forth.
    static func scroll(items: Int, frames: Int, layout: String) -> [String: Any] {
        let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800))
        let (grid, source) = makeGrid(items: items, layout: layout, screen: screen)
        defer { withExtendedLifetime(source) {} }
        screen.advance(by: 0)
        return ListBenchmarks.scrollBackAndForth(grid, on: screen, frames: frames)
    }

    /// Resident memory before, halfway through and after scrolling a flow grid from the top
    /// to the bottom, 400 pt per frame.
    static func memoryOverFullScroll(items: Int) -> [String: Any] {
        let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800))
        let (grid, source) = makeGrid(items: items, layout: "flow", screen: screen)
        screen.advance(by: 0)
        var samples: [Double] = [ListBenchmarks.residentMB()]
        let end = grid.contentSize.height - grid.bounds.height
        var y: CGFloat = 0
        var step = 0
        while y < end {
            y = min(end, y + 400)
            grid.contentOffset = CGPoint(x: 0, y: y)
            screen.runFrame()
            step += 1
            if step % 20 == 0 { samples.append(ListBenchmarks.residentMB()) }
        }
        samples.append(ListBenchmarks.residentMB())
        return [
            "rssStartMB": samples[0], "rssMidMB": samples[samples.count / 2], "rssEndMB": samples.last ?? 0, "rssMaxMB": samples.max() ?? 0,
            "cellRequests": source.cellRequests, "frames": step,
        ]
    }
}
