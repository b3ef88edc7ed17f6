import Foundation

/// A table view data source driven by snapshots — UIKit's `UITableViewDiffableDataSource`.
///
/// Create it with the table and a cell provider; it makes itself the table's `dataSource`
/// (which the table holds weakly: keep the data source in a property). Describe the data as
/// an `NSDiffableDataSourceSnapshot` and `apply` it: the data source works out what changed
/// from the snapshot shown — sections and rows deleted, inserted and moved, rows marked for
/// reload or reconfiguration — and the table animates just that: unchanged rows keep their
/// cells (the cell provider is not called for them) and slide to their new places.
///
/// The cell provider is called for rows coming into view, with the row's item identifier.
/// It returns a cell from `dequeueReusableCell(withIdentifier:for:)`; nil is a programming
/// error UIKit raises on: here one diagnostic line, and the row shows a blank cell.
///
/// Subclass it to give section titles (`tableView(_:titleForHeaderInSection:)`) as in UIKit.
@MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: TableViewDataSource {
    /// Makes the cell for a row — UIKit's `CellProvider`.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()

    /// How inserted and deleted rows animate when a snapshot is applied (default `.automatic`).
    open var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// Creates the data source of `tableView` (it becomes the table's `dataSource`), with
    /// `cellProvider` making the cells. The table starts empty.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// The data shown now, as a snapshot to change and apply.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.snapshot }

    /// Shows `snapshot`: the table animates the difference from the data shown (with
    /// `animatingDifferences` false it changes at once, still keeping unchanged rows' cells).
    /// `completion` runs when the change has finished animating.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let difference = core.replace(with: snapshot)
        guard let tableView, !difference.isEmpty else {
            completion?()
            return
        }
        var batch = TableViewBatch()
        batch.deletedSections = Set(difference.deletedSections)
        batch.insertedSections = Set(difference.insertedSections)
        batch.movedSections = difference.movedSections
        batch.deletedRows = difference.deletedItems
        batch.insertedRows = difference.insertedItems
        batch.movedRows = difference.movedItems
        batch.reloadedNewRows = difference.reloadedItems
        for s in difference.reloadedSections {
            batch.reloadedNewRows += (0..<core.numberOfItems(inSection: s)).map { IndexPath(row: $0, section: s) }
        }
        batch.reconfiguredRows = difference.reconfiguredItems
        batch.animation = defaultRowAnimation
        batch.animated = animatingDifferences
        tableView.run(batch, api: "apply(_:animatingDifferences:)") { _ in completion?() }
    }

    /// Shows `snapshot` by reloading the table, with no animation and no difference worked out.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        _ = core.replace(with: snapshot)
        tableView?.reloadData()
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

    // MARK: TableViewDataSource

    /// The number of sections in the snapshot.
    open func numberOfSections(in tableView: TableView) -> Int { core.numberOfSections }

    /// The number of items in the snapshot's section.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { core.numberOfItems(inSection: section) }

    /// The cell provider's cell for the row's item (a blank cell, with a diagnostic, when it
    /// gives none).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = core.itemIdentifier(for: indexPath) else {
            Diagnostics.report("TableViewDiffableDataSource: no item at \(TableView.describe(indexPath)); using a blank cell")
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            Diagnostics.report("TableViewDiffableDataSource: the cell provider returned nil for \(TableView.describe(indexPath)); using a blank cell")
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No header title (override to give one).
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title (override to give one).
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
