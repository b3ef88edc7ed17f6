// UIKit's reorderable list ("Implementing Modern Collection Views") with `UI` dropped,
// compiled and run by `swift test`: public API only. A list whose rows reorder by their
// grips through the diffable data source's reordering handlers, and a grid whose items
// reorder by dragging them, with the same handlers.
import Foundation
import Testing
import WidgetKitLite

@MainActor
final class ReorderableListViewController: ViewController, CollectionViewDragDelegate {
    enum Section: Hashable, Sendable { case main }

    var backingStore: [Section: [String]] = [.main: ["Apples", "Bananas", "Cherries", "Dates", "Elderberries"]]
    var dataSource: CollectionViewDiffableDataSource<Section, String>!
    var collectionView: CollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
    }

    func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .always)]
        }
        dataSource = CollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self else { return }
            for section in transaction.sectionTransactions {
                if let items = self.backingStore[section.sectionIdentifier],
                    let updated = items.applying(section.difference)
                {
                    self.backingStore[section.sectionIdentifier] = updated
                }
            }
        }
        collectionView.dragDelegate = self
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(backingStore[.main] ?? [])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return [] }
        let dragItem = DragItem(itemProvider: ItemProvider(object: item as NSString))
        dragItem.localObject = item
        return [dragItem]
    }
}

@MainActor @Suite struct CollectionReorderExample {
    @Test func aRowDraggedByItsGripMovesAndTheBackingStoreFollows() throws {
        let screen = HeadlessScreen(size: CGSize(width: 360, height: 480))
        let window = screen.makeWindow()
        let controller = ReorderableListViewController()
        window.rootViewController = controller
        screen.advance(by: 0)
        let list = try #require(controller.collectionView)
        let first = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        let third = try #require(list.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        // The grip is at the row's trailing edge.
        let grip = list.convert(CGPoint(x: first.frame.maxX - 24, y: first.frame.midY), to: window)
        let target = list.convert(CGPoint(x: first.frame.maxX - 24, y: third.frame.midY), to: window)
        screen.press(at: grip)
        screen.move(to: CGPoint(x: grip.x, y: grip.y + 10))
        screen.move(to: target)
        screen.release(at: target)
        screen.advance(by: 1)
        #expect(controller.backingStore[.main] == ["Bananas", "Cherries", "Apples", "Dates", "Elderberries"])
        #expect(controller.dataSource.snapshot().itemIdentifiers == controller.backingStore[.main])
    }
}
