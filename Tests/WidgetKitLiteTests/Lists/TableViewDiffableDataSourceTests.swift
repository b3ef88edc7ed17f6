import Foundation
import Testing
@testable import WidgetKitLite

/// A 400×600 window filled by a table whose rows come from a diffable data source of
/// strings in sections named by strings; counts every call of the cell provider.
@MainActor
final class DiffableTable {
    let screen = HeadlessScreen(size: CGSize(width: 400, height: 600))
    let window: Window
    let table: TableView
    var dataSource: TableViewDiffableDataSource<String, String>!
    /// Items the cell provider was asked for, in order.
    var provided: [String] = []
    /// Cells made (not taken from the pool).
    var made = 0
    var returnsNil = false

    init(_ sections: [(String, [String])]) {
        window = screen.makeWindow()
        table = TableView(frame: window.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        dataSource = TableViewDiffableDataSource<String, String>(tableView: table) { [unowned self] table, indexPath, item in
            provided.append(item)
            if returnsNil { return nil }
            let pooled = table.dequeueReusableCell(withIdentifier: "row")
            if pooled == nil { made += 1 }
            let cell = pooled ?? table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        window.addSubview(table)
        dataSource.apply(Self.snapshot(sections), animatingDifferences: false)
        screen.advance(by: 0)
    }

    static func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var s = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    /// The titles of the cells shown, top to bottom.
    var titles: [String] { table.visibleCells.map { $0.textLabel?.text ?? "<nil>" } }

    /// Every shown cell sits at its row, fully opaque, showing the snapshot's item there.
    func expectSettled(sourceLocation: SourceLocation = #_sourceLocation) {
        for indexPath in table.indexPathsForVisibleRows {
            let cell = table.cellForRow(at: indexPath)
            #expect(cell?.frame == table.rectForRow(at: indexPath), sourceLocation: sourceLocation)
            #expect(cell?.presentation.frame == cell?.frame, sourceLocation: sourceLocation)
            #expect(cell?.presentation.alpha == 1, sourceLocation: sourceLocation)
            #expect(cell?.textLabel?.text == dataSource.itemIdentifier(for: indexPath), sourceLocation: sourceLocation)
        }
        let inTree = table.subviews.compactMap { $0 as? TableViewCell }
        #expect(inTree.count == table.visibleCells.count, sourceLocation: sourceLocation)
    }
}

/// `TableViewDiffableDataSource` from UIKit's documented behaviour: applying a snapshot
/// animates only the difference; unchanged rows keep their cells.
@MainActor
@Suite struct TableViewDiffableDataSourceTests {
    @Test func applyShowsTheSnapshotAndAsksOnlyForVisibleRows() {
        let t = DiffableTable([("main", (0..<1000).map { "Item \($0)" })])
        #expect(t.table.numberOfRows(inSection: 0) == 1000)
        #expect(t.titles.first == "Item 0")
        // 600 pt of 44 pt rows plus the reuse margin: far fewer than 1000 asked.
        #expect(t.provided.count < 40)
        #expect(t.dataSource.itemIdentifier(for: IndexPath(row: 7, section: 0)) == "Item 7")
        #expect(t.dataSource.indexPath(for: "Item 999") == IndexPath(row: 999, section: 0))
        #expect(t.dataSource.indexPath(for: "nothing") == nil)
        #expect(t.dataSource.sectionIdentifier(for: 0) == "main")
        #expect(t.dataSource.index(for: "main") == 0)
        #expect(t.dataSource.snapshot().numberOfItems == 1000)
    }

    @Test func aMoveSlidesTheSameCellAndAsksForNothing() {
        let t = DiffableTable([("main", ["A", "B", "C", "D", "E"])])
        let cellA = t.table.cellForRow(at: IndexPath(row: 0, section: 0))
        t.provided = []
        var s = t.dataSource.snapshot()
        s.moveItem("A", afterItem: "D")
        t.dataSource.apply(s)
        #expect(t.provided.isEmpty)
        #expect(t.table.cellForRow(at: IndexPath(row: 3, section: 0)) === cellA)
        // Halfway through the slide A is between its old row (0) and its new one (132).
        t.screen.advance(by: 0.15)
        let midY = cellA?.presentation.frame.minY ?? -1
        #expect(midY > 10 && midY < 122)
        t.screen.advance(by: 1)
        #expect(t.titles == ["B", "C", "D", "A", "E"])
        t.expectSettled()
    }

    @Test func insertsFadeInDeletesFadeOutAndKeptCellsAreNotRemade() {
        let t = DiffableTable([("main", ["A", "B", "C"])])
        let kept = ["A", "C"].map { item in t.table.visibleCells.first { $0.textLabel?.text == item } }
        t.provided = []
        t.dataSource.apply(DiffableTable.snapshot([("main", ["A", "X", "C", "Y"])]))
        #expect(t.provided == ["X", "Y"])
        t.screen.advance(by: 0.1)
        let x = t.table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect((x?.presentation.alpha ?? 1) < 1)
        t.screen.advance(by: 1)
        #expect(t.titles == ["A", "X", "C", "Y"])
        #expect(t.table.cellForRow(at: IndexPath(row: 0, section: 0)) === kept[0])
        #expect(t.table.cellForRow(at: IndexPath(row: 2, section: 0)) === kept[1])
        t.expectSettled()
    }

    @Test func sectionsInsertDeleteAndMoveWithTheirRows() {
        let t = DiffableTable([("s1", ["a", "b"]), ("s2", ["c"]), ("s3", ["d", "e"])])
        t.dataSource.apply(DiffableTable.snapshot([("s3", ["d", "e"]), ("s4", ["f"]), ("s1", ["b", "a"])]))
        t.screen.advance(by: 1)
        #expect(t.table.numberOfSections == 3)
        #expect(t.titles == ["d", "e", "f", "b", "a"])
        t.expectSettled()
    }

    /// Random snapshots applied in a row always end as a reload would show them, and never
    /// print a line (the batch the difference makes always adds up).
    @Test func randomAppliesEndAsAReloadWould() {
        var rng = SplitMix64(seed: 7)
        let t = DiffableTable([("s0", (0..<8).map { "i\($0)" })])
        var next = 8
        let lines = capturingDiagnostics {
            for _ in 0..<60 {
                var sections: [(String, [String])] = []
                var pool = t.dataSource.snapshot().itemIdentifiers.shuffled(using: &rng)
                pool.removeLast(Int.random(in: 0...min(3, pool.count), using: &rng))
                for _ in 0..<Int.random(in: 0...2, using: &rng) {
                    pool.append("i\(next)")
                    next += 1
                }
                pool.shuffle(using: &rng)
                let sectionNames = ["s0", "s1", "s2", "s3"].shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))
                for (k, name) in sectionNames.enumerated() {
                    let share = k == sectionNames.count - 1 ? pool.count : Int.random(in: 0...pool.count, using: &rng)
                    sections.append((name, Array(pool.prefix(share))))
                    pool.removeFirst(share)
                }
                t.dataSource.apply(DiffableTable.snapshot(sections), animatingDifferences: Bool.random(using: &rng))
                t.screen.advance(by: Bool.random(using: &rng) ? 0.1 : 1)
                #expect(t.table.numberOfSections == sections.count)
                for (s, section) in sections.enumerated() { #expect(t.table.numberOfRows(inSection: s) == section.1.count) }
            }
            t.screen.advance(by: 1)
        }
        #expect(lines.isEmpty)
        t.expectSettled()
        #expect(t.titles == t.dataSource.snapshot().itemIdentifiers.prefix(t.titles.count).map { $0 })
    }

    @Test func reloadRemakesTheCellAndReconfigureKeepsIt() {
        let t = DiffableTable([("main", ["A", "B", "C"])])
        let c = t.table.cellForRow(at: IndexPath(row: 2, section: 0))
        t.provided = []
        var s = t.dataSource.snapshot()
        s.reconfigureItems(["C"])
        t.dataSource.apply(s)
        #expect(t.provided == ["C"])
        #expect(t.table.cellForRow(at: IndexPath(row: 2, section: 0)) === c)
        t.provided = []
        s = t.dataSource.snapshot()
        s.reloadItems(["B"])
        t.dataSource.apply(s)
        t.screen.advance(by: 1)
        #expect(t.provided == ["B"])
        t.expectSettled()
    }

    @Test func completionRunsWhenTheAnimationEnds() {
        let t = DiffableTable([("main", ["A", "B"])])
        var done = false
        t.dataSource.apply(DiffableTable.snapshot([("main", ["B", "A", "C"])])) { done = true }
        #expect(!done)
        t.screen.advance(by: 0.1)
        #expect(!done)
        t.screen.advance(by: 1)
        #expect(done)
        var immediate = false
        t.dataSource.apply(t.dataSource.snapshot()) { immediate = true }
        #expect(immediate)
    }

    @Test func withoutAnimationTheRowsAreInPlaceAtOnce() {
        let t = DiffableTable([("main", ["A", "B", "C"])])
        t.dataSource.apply(DiffableTable.snapshot([("main", ["C", "A", "N"])]), animatingDifferences: false)
        t.screen.runFrame()
        #expect(t.titles == ["C", "A", "N"])
        t.expectSettled()
    }

    @Test func aNilCellIsABlankRowWithOneLine() {
        let t = DiffableTable([("main", [])])
        t.returnsNil = true
        let lines = capturingDiagnostics {
            t.dataSource.apply(DiffableTable.snapshot([("main", ["A"])]))
            t.screen.advance(by: 1)
        }
        #expect(lines == ["WidgetKitLite: TableViewDiffableDataSource: the cell provider returned nil for [0, 0]; using a blank cell"])
        #expect(t.table.visibleCells.count == 1)
    }

    @Test func duplicateItemsAreKeptOnceWithOneLine() {
        let t = DiffableTable([("main", [])])
        var lines: [String] = []
        lines = capturingDiagnostics {
            var s = NSDiffableDataSourceSnapshot<String, String>()
            s.appendSections(["main"])
            s.appendItems(["A", "B", "A"])
            t.dataSource.apply(s)
            t.screen.advance(by: 1)
        }
        #expect(lines.count == 1)
        #expect(t.titles == ["A", "B"])
    }

    /// Ten thousand rows with a hundred random changes: only the rows in view are touched.
    @Test func aLargeApplyTouchesOnlyTheRowsInView() {
        let t = DiffableTable([("main", (0..<10_000).map { "Item \($0)" })])
        var rng = SplitMix64(seed: 3)
        var items = t.dataSource.snapshot().itemIdentifiers
        for k in 0..<100 {
            switch k % 3 {
            case 0: items.remove(at: Int.random(in: 0..<items.count, using: &rng))
            case 1: items.insert("New \(k)", at: Int.random(in: 0..<items.count, using: &rng))
            default: items.swapAt(Int.random(in: 0..<items.count, using: &rng), Int.random(in: 0..<items.count, using: &rng))
            }
        }
        t.provided = []
        t.made = 0
        t.dataSource.apply(DiffableTable.snapshot([("main", items)]))
        t.screen.advance(by: 1)
        #expect(t.provided.count < 40)
        #expect(t.titles == Array(items.prefix(t.titles.count)))
        t.expectSettled()
    }
}

/// `performBatchUpdates` and the calls inside it, UIKit's numbering rules.
@MainActor
@Suite struct TableViewBatchUpdateTests {
    @Test func aBatchMovesInsertsAndDeletesTogether() {
        let model = TableModel(sections: [["A", "B", "C", "D"]])
        let f = TableFixture(model: model)
        let c = f.table.cellForRow(at: IndexPath(row: 2, section: 0))
        var finished: Bool?
        f.table.performBatchUpdates({
            model.sections[0] = ["C", "A", "X", "D"]
            f.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            f.table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
            f.table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        }) { finished = $0 }
        #expect(f.table.cellForRow(at: IndexPath(row: 0, section: 0)) === c)
        #expect(finished == nil)
        f.screen.advance(by: 1)
        #expect(finished == true)
        f.expectConsistent()
    }

    @Test func beginAndEndUpdatesMakeOneBatch() {
        let model = TableModel(sections: [["A", "B"], ["C"]])
        let f = TableFixture(model: model)
        let lines = capturingDiagnostics {
            f.table.beginUpdates()
            model.sections = [["C"], ["B", "A"]]
            f.table.moveSection(1, toSection: 0)
            f.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
            f.table.endUpdates()
            f.screen.advance(by: 1)
            f.table.endUpdates()
        }
        #expect(lines == ["WidgetKitLite: TableView.endUpdates(): no beginUpdates() to end; ignored"])
        f.expectConsistent()
    }

    @Test func aBatchThatDoesNotAddUpReloadsWithOneLine() {
        let model = TableModel(sections: [["A", "B"]])
        let f = TableFixture(model: model)
        let lines = capturingDiagnostics {
            f.table.performBatchUpdates {
                model.sections[0] = ["A"]
                f.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
            }
            f.screen.advance(by: 1)
        }
        #expect(lines == ["WidgetKitLite: TableView.performBatchUpdates(_:completion:): the move of row [0, 0] to [0, 1] is invalid; reloading the table"])
        f.expectConsistent()
    }

    @Test func sectionInsertAndDeleteInOneBatch() {
        let model = TableModel(sections: [["A"], ["B"], ["C"]], headers: ["one", "two", "three"])
        let f = TableFixture(model: model)
        f.table.performBatchUpdates {
            model.sections = [["A"], ["N1", "N2"], ["C"]]
            model.headers = ["one", "new", "three"]
            f.table.deleteSections([1], with: .fade)
            f.table.insertSections([1], with: .fade)
        }
        f.screen.advance(by: 1)
        f.expectConsistent()
        #expect(f.table.numberOfRows(inSection: 1) == 2)
    }
}
