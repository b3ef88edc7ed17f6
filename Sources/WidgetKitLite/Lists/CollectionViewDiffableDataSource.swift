import Foundation

/// A collection view data source driven by snapshots — UIKit's
/// `UICollectionViewDiffableDataSource`.
///
/// Create it with the collection view and a cell provider; it makes itself the collection
/// view's `dataSource` (held weakly: keep the data source in a property). `apply` a
/// snapshot and the collection view animates the difference from the one shown — sections
/// and items deleted, inserted and moved, items marked for reload or reconfiguration —
/// and nothing else: cells of unchanged items are kept (the cell provider is not called
/// for them) and slide to their new places.
///
/// The cell provider is called for items coming into view, with the item's identifier;
/// it returns a cell from `dequeueReusableCell(withReuseIdentifier:for:)` or
/// `dequeueConfiguredReusableCell(using:for:item:)`. Headers, footers and other
/// supplementary views come from `supplementaryViewProvider`. A provider returning nil (a
/// programming error UIKit raises on) gets one diagnostic line and a blank view.
///
/// A section can hold an outline instead of a flat list: apply an
/// ``NSDiffableDataSourceSectionSnapshot`` to it (`CollectionViewDiffableDataSource+Outlines`).
@MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    CollectionViewDataSource
{
    /// Makes the cell for an item — UIKit's `CellProvider`.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view of a kind at an index path — UIKit's `SupplementaryViewProvider`.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    private(set) weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()
    /// The outline of each section given one through `apply(_:to:)`; the others are flat.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes the supplementary views (headers, footers) the layout asks for.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// What the app is asked, and told, when the user expands or collapses an item of an
    /// outline — UIKit's `sectionSnapshotHandlers`.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Whether the user may reorder items, and what the app is told when they do — UIKit's
    /// `reorderingHandlers` (`CollectionViewDiffableDataSource+Reordering`).
    open var reorderingHandlers = ReorderingHandlers()

    /// Creates the data source of `collectionView` (it becomes its `dataSource`), with
    /// `cellProvider` making the cells. The collection view starts empty.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// The data shown now, as a snapshot to change and apply.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.snapshot }

    /// Shows `snapshot`: the collection view animates the difference from the data shown
    /// (with `animatingDifferences` false it changes at once, still keeping unchanged items'
    /// cells). `completion` runs when the change has finished animating. Every section
    /// becomes flat: outlines applied with `apply(_:to:)` are dropped.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let outlined = Array(sectionSnapshots.keys)
        sectionSnapshots = [:]
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
        refreshOutlineCells(inSections: outlined)
    }

    /// Shows `snapshot`, animating the difference, with the outlines as they are.
    func show(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool,
        completion: (() -> Void)?
    ) {
        let difference = core.replace(with: snapshot)
        guard let collectionView, !difference.isEmpty else {
            completion?()
            return
        }
        var batch = CollectionViewBatch()
        batch.deletedSections = Set(difference.deletedSections)
        batch.insertedSections = Set(difference.insertedSections)
        for move in difference.movedSections { batch.movedSections[move.from] = move.to }
        batch.reloadedSections = Set(difference.reloadedSectionsBefore)
        // Items of deleted or inserted sections go with their sections.
        let deletedSections = batch.deletedSections, insertedSections = batch.insertedSections
        batch.deletedItems = Set(difference.deletedItems.filter { !deletedSections.contains($0.section) })
        batch.insertedItems = Set(difference.insertedItems.filter { !insertedSections.contains($0.section) })
        for move in difference.movedItems { batch.movedItems[move.from] = move.to }
        batch.reloadedItems = Set(difference.reloadedItemsBefore)
        let reconfigured = difference.reconfiguredItems
        collectionView.applyBatch(batch, api: "apply(_:animatingDifferences:)", animated: animatingDifferences) { _ in completion?() }
        if !reconfigured.isEmpty { collectionView.reconfigureItems(at: reconfigured) }
    }

    /// Shows `snapshot` by reloading the collection view, with no animation and no
    /// difference worked out.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        sectionSnapshots = [:]
        _ = core.replace(with: snapshot)
        collectionView?.reloadData()
        completion?()
    }

    // MARK: Identifiers and positions

    /// The item shown at `indexPath`, nil out of range.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { core.itemIdentifier(for: indexPath) }

    /// Where `itemIdentifier` is shown, nil when it is not in the snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core.indexPath(for: itemIdentifier) }

    /// The section shown at `index`, nil out of range.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.sectionIdentifier(for: index) }

    /// The position of `sectionIdentifier`, nil when it is not in the snapshot.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.index(for: sectionIdentifier) }

    // MARK: CollectionViewDataSource

    /// The number of sections in the snapshot.
    open func numberOfSections(in collectionView: CollectionView) -> Int { core.numberOfSections }

    /// The number of items in the snapshot's section.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { core.numberOfItems(inSection: section) }

    /// The cell provider's cell for the item (a blank cell, with a diagnostic, when it gives none).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = core.itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            Diagnostics.report(
                "CollectionViewDiffableDataSource: the cell provider returned nil for \(CollectionView.describe(indexPath)); using a blank cell")
            return collectionView.blankCell()
        }
        View.performWithoutAnimation { prepareOutline(cell, item: item, at: indexPath) }
        return cell
    }

    /// Whether the user may move the item: `reorderingHandlers.canReorderItem` says (false
    /// while it is nil, and for items of a section holding an outline).
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canReorder(at: indexPath)
    }

    /// The user moved an item: the snapshot follows, between the reordering handlers'
    /// `willReorder` and `didReorder`.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = core.itemIdentifier(for: sourceIndexPath), let section = core.sectionIdentifier(for: destinationIndexPath.section)
        else { return }
        let initial = core.snapshot
        let final = Self.moving(item, to: destinationIndexPath.item, in: section, of: initial)
        let transaction = NSDiffableDataSourceTransaction(from: initial, to: final)
        reorderingHandlers.willReorder?(transaction)
        _ = core.replace(with: final)
        reorderingHandlers.didReorder?(transaction)
    }

    /// The supplementary view provider's view (a blank view, with a diagnostic, when there
    /// is no provider or it gives none).
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            Diagnostics.report(
                "CollectionViewDiffableDataSource: no supplementary view for \"\(kind)\" at \(CollectionView.describe(indexPath)); using a blank view")
            return CollectionReusableView(frame: .zero)
        }
        return view
    }
}
