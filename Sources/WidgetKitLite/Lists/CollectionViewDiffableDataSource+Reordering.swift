import Foundation

extension CollectionViewDiffableDataSource {
    /// Whether the user may reorder items, and what the app is told when they do — UIKit's
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    ///
    /// Set ``canReorderItem`` and give the collection view a `dragDelegate`: an item it
    /// allows is then moved by dragging it within its section. The data source updates its
    /// snapshot itself (no `apply` is needed) and hands ``willReorder`` and ``didReorder``
    /// the ``NSDiffableDataSourceTransaction`` that says what moved, for the app's model to
    /// follow. A move the app's own drop delegate performs reaches no handler.
    public struct ReorderingHandlers {
        /// Whether `item` may be moved; nil (the default): no item may.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called just before the snapshot takes the move.
        public var willReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called once the snapshot shows the move: bring the app's model in line with the
        /// transaction.
        public var didReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that are all nil: nothing is reordered.
        public init() {}
    }

    /// Whether the item at `indexPath` may move: ``ReorderingHandlers/canReorderItem`` says,
    /// for items of flat sections.
    func canReorder(at indexPath: IndexPath) -> Bool {
        guard let canReorderItem = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath),
            let section = sectionIdentifier(for: indexPath.section), sectionSnapshots[section] == nil
        else { return false }
        return canReorderItem(item)
    }

    /// `snapshot` with `item` moved to position `index` of `section` (counted after the move).
    static func moving(
        _ item: ItemIdentifierType, to index: Int, in section: SectionIdentifierType,
        of snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        var moved = snapshot
        let others = snapshot.itemIdentifiers(inSection: section).filter { $0 != item }
        if others.isEmpty {
            moved.deleteItems([item])
            moved.appendItems([item], toSection: section)
        } else if index < others.count {
            moved.moveItem(item, beforeItem: others[max(index, 0)])
        } else {
            moved.moveItem(item, afterItem: others[others.count - 1])
        }
        return moved
    }
}
