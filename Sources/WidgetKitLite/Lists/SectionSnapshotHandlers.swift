import Foundation

extension CollectionViewDiffableDataSource {
    /// What a diffable data source asks and tells the app when the user expands or collapses
    /// an item of an outline (its outline disclosure, or the Right and Left arrow keys) —
    /// UIKit's `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
    ///
    /// Expanding asks ``shouldExpandItem`` (false: nothing happens), then
    /// ``snapshotForExpandingParent`` for the item's children, then tells ``willExpandItem``,
    /// then applies the section's new outline, animated. Collapsing asks
    /// ``shouldCollapseItem``, tells ``willCollapseItem``, then applies. A handler left nil
    /// allows the change or is not called. Outlines changed by the app's own `apply` calls
    /// reach no handler.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether `item` may expand; nil: it may.
        public var shouldExpandItem: (@MainActor (Item) -> Bool)?
        /// Called just before `item` expands.
        public var willExpandItem: (@MainActor (Item) -> Void)?
        /// Whether `item` may collapse; nil: it may.
        public var shouldCollapseItem: (@MainActor (Item) -> Bool)?
        /// Called just before `item` collapses.
        public var willCollapseItem: (@MainActor (Item) -> Void)?
        /// The children `item` shows once expanded, given the ones it has now (a snapshot of
        /// them, their levels counted from 0); they replace its children. Nil: it keeps them.
        public var snapshotForExpandingParent: (@MainActor (Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that are all nil: every item may expand and collapse.
        public init() {}
    }
}
