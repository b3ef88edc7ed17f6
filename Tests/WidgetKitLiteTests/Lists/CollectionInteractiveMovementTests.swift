import Foundation
import Testing

@testable import WidgetKitLite

/// UIKit's reorderable list sample with `UI` dropped: list cells with an always-shown
/// reorder accessory over a diffable data source whose reordering handlers keep a
/// backing store in line. No drag or drop delegate.
@MainActor
final class ReorderableList {
    let screen = HeadlessScreen(size: CGSize(width: 400, height: 400))
    let window: Window
    let collectionView: CollectionView
    var dataSource: CollectionViewDiffableDataSource<Int, String>!
    var backingStore: [Int: [String]] = [0: (0..<6).map { "Row \($0)" }]
    var reorders = 0

    init(canReorder: @escaping @MainActor (String) -> Bool = { _ in true }) {
        window = screen.makeWindow()
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .always)]
        }
        dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.reorderingHandlers.canReorderItem = canReorder
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self else { return }
            reorders += 1
            for sectionTransaction in transaction.sectionTransactions {
                let sectionIdentifier = sectionTransaction.sectionIdentifier
                if let previousSectionItems = backingStore[sectionIdentifier],
                    let updatedSectionItems = previousSectionItems.applying(sectionTransaction.difference)
                {
                    backingStore[sectionIdentifier] = updatedSectionItems
                }
            }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(backingStore[0]!)
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.advance(by: 0)
    }

    func frame(_ item: Int) -> CGRect { collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame }

    /// The centre of item `item`'s reorder grip, in the window.
    func grip(_ item: Int) -> CGPoint {
        let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! CollectionViewListCell
        let handle = cell.accessoryViews.first {
            if case .reorder = $0.accessory.kind { return true }
            return false
        }!
        return handle.convert(CGPoint(x: handle.bounds.midX, y: handle.bounds.midY), to: window)
    }

    /// The texts of the shown rows, top to bottom.
    var shownRows: [String] {
        screen.advance(by: 1)
        return collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap {
            (($0 as? CollectionViewListCell)?.contentConfiguration as? ListContentConfiguration)?.text
        }
    }
}

@MainActor @Suite struct CollectionInteractiveMovementTests {
    @Test func theReorderAccessoryMovesARowAndTheHandlersSeeIt() {
        let list = ReorderableList()
        let start = list.grip(1)
        list.screen.press(at: start)
        let drop = CGPoint(x: start.x, y: start.y + list.frame(3).midY - list.frame(1).midY)
        list.screen.move(to: CGPoint(x: start.x, y: start.y + 10))
        list.screen.move(to: drop)
        list.screen.advance(by: 0.1)
        // Mid-move: the row follows the pointer, and rows 2 and 3 have slid up a place.
        let moving = list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(abs(moving.center.y - list.frame(3).midY) < 1)
        #expect(moving.layer.shadowOpacity == Theme.light.drag.liftShadowOpacity, "lifted above the others")
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!.frame.minY == list.frame(1).minY)
        list.screen.release(at: drop)
        list.screen.advance(by: 1)
        let expected = ["Row 0", "Row 2", "Row 3", "Row 1", "Row 4", "Row 5"]
        #expect(list.reorders == 1)
        #expect(moving.layer.shadowOpacity == 0, "landed: its own shadow (none) is back")
        #expect(list.backingStore[0] == expected)
        #expect(list.dataSource.snapshot().itemIdentifiers == expected)
        #expect(list.shownRows == expected)
    }

    @Test func aRowTheHandlerRefusesDoesNotMove() {
        let list = ReorderableList(canReorder: { $0 != "Row 1" })
        let start = list.grip(1)
        list.screen.press(at: start)
        list.screen.move(to: CGPoint(x: start.x, y: start.y + 100))
        list.screen.release(at: CGPoint(x: start.x, y: start.y + 100))
        list.screen.advance(by: 1)
        #expect(list.reorders == 0)
        #expect(list.shownRows == (0..<6).map { "Row \($0)" })
    }

    @Test func theInteractiveMovementAPIMovesAndCancels() {
        let list = ReorderableList()
        let view = list.collectionView
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "one move at a time")
        view.updateInteractiveMovementTargetPosition(CGPoint(x: list.frame(0).midX, y: list.frame(0).midY))
        view.cancelInteractiveMovement()
        list.screen.advance(by: 1)
        #expect(list.reorders == 0)
        #expect(list.shownRows == (0..<6).map { "Row \($0)" }, "cancelled: every row back in its place")
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))!.frame == list.frame(4))

        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: list.frame(0).midX, y: list.frame(0).midY))
        view.endInteractiveMovement()
        list.screen.advance(by: 1)
        #expect(list.backingStore[0] == ["Row 4", "Row 0", "Row 1", "Row 2", "Row 3", "Row 5"])
        #expect(list.shownRows == ["Row 4", "Row 0", "Row 1", "Row 2", "Row 3", "Row 5"])
    }
}
