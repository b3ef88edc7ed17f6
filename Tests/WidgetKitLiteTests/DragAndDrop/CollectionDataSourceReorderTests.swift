import Foundation
import Testing

@testable import WidgetKitLite

/// A grid data source whose items move through `canMoveItemAt` and `moveItemAt`, with a
/// drag delegate and no drop delegate.
@MainActor
final class MovableGrid: CollectionViewDataSource, CollectionViewDragDelegate {
    var items: [String]
    var movable = true
    var moves: [(IndexPath, IndexPath)] = []

    init(items: Int) { self.items = (0..<items).map { "\($0)" } }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? GridCell)?.label.text = items[indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(itemProvider: ItemProvider(object: items[indexPath.item] as NSString))]
    }
}

/// Drags on a grid of 12 items (4 a row) in a 400 × 600 window.
@MainActor
struct GridDragger {
    let f = GridFixture(model: GridModel(items: 12))

    func center(_ item: Int) -> CGPoint {
        let frame = f.collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The titles of the cells shown, in reading order.
    var shownTitles: [String] {
        f.screen.advance(by: 1)
        return (0..<f.collection.numberOfItems(inSection: 0)).compactMap {
            (f.collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? GridCell)?.label.text
        }
    }

    func drag(_ item: Int, to over: Int) {
        let start = center(item)
        f.screen.press(at: start)
        f.screen.move(to: CGPoint(x: start.x + 15, y: start.y))
        f.screen.move(to: CGPoint(x: start.x + 20, y: start.y))
        f.screen.move(to: center(over))
        f.screen.release(at: center(over))
        f.screen.advance(by: 1)
    }
}

@MainActor @Suite struct CollectionDataSourceReorderTests {
    @Test func anItemTheDataSourceCanMoveIsMovedThroughItWithNoDropDelegate() {
        let d = GridDragger()
        let grid = MovableGrid(items: 12)
        d.f.collection.dataSource = grid
        d.f.collection.dragDelegate = grid
        d.f.collection.reloadData()
        d.drag(1, to: 4)
        #expect(grid.moves.map(\.0) == [IndexPath(item: 1, section: 0)])
        #expect(grid.moves.map(\.1) == [IndexPath(item: 4, section: 0)])
        #expect(grid.items.prefix(6) == ["0", "2", "3", "4", "1", "5"])
        #expect(d.shownTitles.prefix(6) == ["0", "2", "3", "4", "1", "5"], "the collection moved the cell itself")
    }

    @Test func anItemTheDataSourceCannotMoveStaysAndNothingIsAsked() {
        let d = GridDragger()
        let grid = MovableGrid(items: 12)
        grid.movable = false
        d.f.collection.dataSource = grid
        d.f.collection.dragDelegate = grid
        d.f.collection.reloadData()
        d.drag(1, to: 4)
        #expect(grid.moves.isEmpty)
        #expect(d.shownTitles.prefix(6) == ["0", "1", "2", "3", "4", "5"])
    }

    @Test func noDragDelegateNoReordering() {
        let d = GridDragger()
        let grid = MovableGrid(items: 12)
        d.f.collection.dataSource = grid
        d.f.collection.reloadData()
        d.drag(1, to: 4)
        #expect(grid.moves.isEmpty)
    }
}

/// A diffable grid whose items reorder through `reorderingHandlers`, as in UIKit's
/// "reorderable list" sample: the handlers keep a backing store in line.
@MainActor
final class ReorderableDiffableGrid: CollectionViewDragDelegate {
    let dataSource: CollectionViewDiffableDataSource<String, String>
    var backingStore: [String: [String]] = ["A": (0..<12).map { "a\($0)" }]
    var transactions: [NSDiffableDataSourceTransaction<String, String>] = []
    var shownWhenWillReorder: [String] = []

    init(collection: CollectionView) {
        dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: collection) { view, indexPath, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? GridCell)?.label.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["A"])
        snapshot.appendItems(backingStore["A"]!)
        dataSource.apply(snapshot, animatingDifferences: false)
        collection.dragDelegate = self
    }

    func allowReordering(except fixed: Set<String> = []) {
        dataSource.reorderingHandlers.canReorderItem = { !fixed.contains($0) }
        dataSource.reorderingHandlers.willReorder = { [unowned self] _ in
            shownWhenWillReorder = dataSource.snapshot().itemIdentifiers
        }
        dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
            transactions.append(transaction)
            for section in transaction.sectionTransactions {
                if let items = backingStore[section.sectionIdentifier], let updated = items.applying(section.difference) {
                    backingStore[section.sectionIdentifier] = updated
                }
            }
        }
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return [] }
        let drag = DragItem(itemProvider: ItemProvider(object: item as NSString))
        drag.localObject = item
        return [drag]
    }
}

@MainActor @Suite struct DiffableReorderingTests {
    @Test func reorderingHandlersSeeTheMoveAndTheSnapshotFollowsIt() throws {
        let d = GridDragger()
        let grid = ReorderableDiffableGrid(collection: d.f.collection)
        grid.allowReordering()
        d.f.screen.advance(by: 1)
        d.drag(5, to: 0)
        let expected = ["a5", "a0", "a1", "a2", "a3", "a4"] + (6..<12).map { "a\($0)" }
        #expect(grid.dataSource.snapshot().itemIdentifiers == expected, "no apply needed")
        #expect(d.shownTitles == expected)
        #expect(grid.shownWhenWillReorder == (0..<12).map { "a\($0)" }, "willReorder comes before the snapshot changes")
        let transaction = try #require(grid.transactions.first)
        #expect(grid.transactions.count == 1)
        #expect(transaction.initialSnapshot.itemIdentifiers == (0..<12).map { "a\($0)" })
        #expect(transaction.finalSnapshot.itemIdentifiers == expected)
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["A"])
        #expect(transaction.sectionTransactions.first?.finalSnapshot.items == expected)
        #expect(grid.backingStore["A"] == expected, "the section's difference applied to the old items gives the new order")
        #expect(transaction.difference.insertions.count == 1 && transaction.difference.removals.count == 1)
    }

    @Test func itemsTheHandlerRefusesDoNotMove() {
        let d = GridDragger()
        let grid = ReorderableDiffableGrid(collection: d.f.collection)
        grid.allowReordering(except: ["a1"])
        d.f.screen.advance(by: 1)
        d.drag(1, to: 4)
        #expect(grid.transactions.isEmpty)
        #expect(grid.dataSource.snapshot().itemIdentifiers.prefix(3) == ["a0", "a1", "a2"])
        d.drag(2, to: 4)
        #expect(grid.dataSource.snapshot().itemIdentifiers.prefix(6) == ["a0", "a1", "a3", "a4", "a2", "a5"])
    }

    @Test func withNoCanReorderItemNothingReorders() {
        let d = GridDragger()
        let grid = ReorderableDiffableGrid(collection: d.f.collection)
        d.f.screen.advance(by: 1)
        d.drag(1, to: 4)
        #expect(grid.dataSource.snapshot().itemIdentifiers.prefix(3) == ["a0", "a1", "a2"])
    }

    @Test func aTransactionOnlyListsSectionsThatChanged() {
        var before = NSDiffableDataSourceSnapshot<Int, String>()
        before.appendSections([0, 1])
        before.appendItems(["x", "y", "z"], toSection: 0)
        before.appendItems(["p", "q"], toSection: 1)
        var after = before
        after.moveItem("z", beforeItem: "x")
        let transaction = NSDiffableDataSourceTransaction(from: before, to: after)
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == [0])
        #expect(["x", "y", "z"].applying(transaction.sectionTransactions[0].difference) == ["z", "x", "y"])
        #expect(before.itemIdentifiers.applying(transaction.difference) == after.itemIdentifiers)
    }
}
