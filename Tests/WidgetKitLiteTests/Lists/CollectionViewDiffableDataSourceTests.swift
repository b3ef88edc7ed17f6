import Foundation
import Testing
@testable import WidgetKitLite

/// A 400×600 window filled by a flow-layout grid (100×40 items, three to a row) whose items
/// come from a diffable data source of strings in string sections; counts provider calls.
@MainActor
private final class DiffableGrid {
    let screen = HeadlessScreen(size: CGSize(width: 400, height: 600))
    let window: Window
    let collectionView: CollectionView
    var dataSource: CollectionViewDiffableDataSource<String, String>!
    /// Items the cell provider was asked for, in order.
    var provided: [String] = []
    var returnsNil = false

    init(_ sections: [(String, [String])], headers: Bool = false) {
        window = screen.makeWindow()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        if headers { layout.headerReferenceSize = CGSize(width: 0, height: 30) }
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<GridCell, String> { cell, _, item in cell.label.text = item }
        dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { [unowned self] view, indexPath, item in
            provided.append(item)
            if returnsNil { return nil }
            return view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let header = CollectionView.SupplementaryRegistration<GridHeader>(elementKind: CollectionView.elementKindSectionHeader) { [unowned self] view, _, indexPath in
            view.label.text = dataSource.sectionIdentifier(for: indexPath.section)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath) }
        window.addSubview(collectionView)
        dataSource.apply(DiffableTable.snapshot(sections), animatingDifferences: false)
        screen.advance(by: 0)
    }

    /// The titles of the cells shown, in index path order.
    var titles: [String] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap { (collectionView.cellForItem(at: $0) as? GridCell)?.label.text }
    }

    /// Every shown cell sits where the layout puts its item, fully opaque, showing the item.
    func expectSettled(sourceLocation: SourceLocation = #_sourceLocation) {
        for indexPath in collectionView.indexPathsForVisibleItems {
            let cell = collectionView.cellForItem(at: indexPath) as? GridCell
            #expect(cell?.frame == collectionView.layoutAttributesForItem(at: indexPath)?.frame, sourceLocation: sourceLocation)
            #expect(cell?.presentation.frame == cell?.frame, sourceLocation: sourceLocation)
            #expect(cell?.presentation.alpha == 1, sourceLocation: sourceLocation)
            #expect(cell?.label.text == dataSource.itemIdentifier(for: indexPath), sourceLocation: sourceLocation)
        }
    }
}

/// `CollectionViewDiffableDataSource` from UIKit's documented behaviour.
@MainActor
@Suite struct CollectionViewDiffableDataSourceTests {
    @Test func applyShowsTheSnapshotAndHeaders() {
        let g = DiffableGrid([("Fruit", ["apple", "pear"]), ("Veg", ["leek"])], headers: true)
        #expect(g.collectionView.numberOfSections == 2)
        #expect(g.titles == ["apple", "pear", "leek"])
        let header = g.collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) as? GridHeader
        #expect(header?.label.text == "Veg")
        #expect(g.dataSource.indexPath(for: "leek") == IndexPath(item: 0, section: 1))
    }

    @Test func aMoveSlidesTheSameCellAndAsksForNothing() {
        let g = DiffableGrid([("main", ["A", "B", "C", "D", "E"])])
        let a = g.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        g.provided = []
        var s = g.dataSource.snapshot()
        s.moveItem("A", afterItem: "E")
        g.dataSource.apply(s)
        #expect(g.provided.isEmpty)
        #expect(g.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === a)
        g.screen.advance(by: 0.15)
        let mid = a?.presentation.frame.minY ?? -1
        #expect(mid > 0)
        g.screen.advance(by: 1)
        #expect(g.titles == ["B", "C", "D", "E", "A"])
        g.expectSettled()
    }

    @Test func randomAppliesEndAsTheSnapshotSays() {
        var rng = SplitMix64(seed: 11)
        let g = DiffableGrid([("s0", (0..<8).map { "i\($0)" })])
        var next = 8
        let lines = capturingDiagnostics {
            for _ in 0..<60 {
                var pool = g.dataSource.snapshot().itemIdentifiers.shuffled(using: &rng)
                pool.removeLast(Int.random(in: 0...min(3, pool.count), using: &rng))
                for _ in 0..<Int.random(in: 0...2, using: &rng) {
                    pool.append("i\(next)")
                    next += 1
                }
                pool.shuffle(using: &rng)
                var sections: [(String, [String])] = []
                let names = ["s0", "s1", "s2", "s3"].shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))
                for (k, name) in names.enumerated() {
                    let share = k == names.count - 1 ? pool.count : Int.random(in: 0...pool.count, using: &rng)
                    sections.append((name, Array(pool.prefix(share))))
                    pool.removeFirst(share)
                }
                g.dataSource.apply(DiffableTable.snapshot(sections), animatingDifferences: Bool.random(using: &rng))
                g.screen.advance(by: Bool.random(using: &rng) ? 0.1 : 1)
                #expect(g.collectionView.numberOfSections == sections.count)
            }
            g.screen.advance(by: 1)
        }
        #expect(lines.isEmpty)
        g.expectSettled()
    }

    @Test func reloadAsksAgainAndReconfigureKeepsTheCell() {
        let g = DiffableGrid([("main", ["A", "B", "C"])])
        let c = g.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        g.provided = []
        var s = g.dataSource.snapshot()
        s.reconfigureItems(["C"])
        g.dataSource.apply(s)
        #expect(g.provided == ["C"])
        #expect(g.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === c)
        g.provided = []
        s = g.dataSource.snapshot()
        s.reloadItems(["B"])
        g.dataSource.apply(s)
        g.screen.advance(by: 1)
        #expect(g.provided == ["B"])
        g.expectSettled()
    }

    @Test func aNilCellIsBlankWithOneLine() {
        let g = DiffableGrid([("main", [])])
        g.returnsNil = true
        let lines = capturingDiagnostics {
            g.dataSource.apply(DiffableTable.snapshot([("main", ["A"])]))
            g.screen.advance(by: 1)
        }
        #expect(lines == ["WidgetKitLite: CollectionViewDiffableDataSource: the cell provider returned nil for [0, 0]; using a blank cell"])
        #expect(g.collectionView.visibleCells.count == 1)
    }

    /// Ten thousand items with a hundred random changes: only the cells in view are touched.
    @Test func aLargeApplyTouchesOnlyTheItemsInView() {
        let g = DiffableGrid([("main", (0..<10_000).map { "Item \($0)" })])
        var rng = SplitMix64(seed: 5)
        var items = g.dataSource.snapshot().itemIdentifiers
        for k in 0..<100 {
            switch k % 3 {
            case 0: items.remove(at: Int.random(in: 0..<items.count, using: &rng))
            case 1: items.insert("New \(k)", at: Int.random(in: 0..<items.count, using: &rng))
            default: items.swapAt(Int.random(in: 0..<items.count, using: &rng), Int.random(in: 0..<items.count, using: &rng))
            }
        }
        g.provided = []
        g.dataSource.apply(DiffableTable.snapshot([("main", items)]))
        g.screen.advance(by: 1)
        #expect(g.provided.count < 60)
        #expect(g.titles == Array(items.prefix(g.titles.count)))
        g.expectSettled()
    }
}
