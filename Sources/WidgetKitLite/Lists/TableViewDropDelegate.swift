import Foundation

/// A table view's drop target — UIKit's `UITableViewDropDelegate`: which drags it takes,
/// what a drop at a row would do, and performing it. Every method but `performDropWith` is
/// optional.
@MainActor
public protocol TableViewDropDelegate: AnyObject {
    /// Performs the drop: update the data source and the table (`moveRow(at:to:)`,
    /// `insertRows(at:with:)`), load the items of drags from elsewhere, and tell the
    /// coordinator where each item went (`drop(_:toRowAt:)`). A move of the table's own row
    /// that the data source can move (`canMoveRowAt`) is not performed here: the table calls
    /// the data source's `moveRowAt` and moves the row itself, as UIKit does.
    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator)
    /// Whether the table takes `session` at all (asked once per drag). Default: true.
    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool
    /// What a drop at `destinationIndexPath` would do (nil: not over a place for a row).
    /// Default: a move inserted at the destination for a drag of this table's own rows,
    /// `.cancel` for any other drag.
    func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal
}

extension TableViewDropDelegate {
    /// Default: every drag.
    public func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool { true }
    /// Default: a move of the table's own rows, nothing else.
    public func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        guard (session.dragSession as? DragSession)?.sourceList === tableView else { return TableViewDropProposal(operation: .cancel) }
        return TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
}

/// What a drop over a table view would do — UIKit's `UITableViewDropProposal`.
@MainActor
public final class TableViewDropProposal: DropProposal {
    /// How the drop fits among the rows — UIKit's `UITableViewDropProposal.Intent`.
    public enum Intent: Sendable {
        /// Not said: handled as `.insertAtDestinationIndexPath`.
        case unspecified
        /// Inserted as a row at the destination (a line shows the gap).
        case insertAtDestinationIndexPath
        /// Dropped into the row at the destination (no line).
        case insertIntoDestinationIndexPath
        /// Inserted or dropped into as the pointer is placed: handled as an insertion.
        case automatic
    }

    /// How the drop fits among the rows.
    public let intent: Intent

    /// A proposal of `operation` with `intent`.
    public init(operation: DropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation`, intent unspecified.
    public override convenience init(operation: DropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}

/// One dropped item as a table view's drop delegate sees it — UIKit's
/// `UITableViewDropItem`.
@MainActor
public final class TableViewDropItem {
    /// The dragged item.
    public let dragItem: DragItem
    /// The row it was dragged from, when it came from this table; nil otherwise.
    public let sourceIndexPath: IndexPath?

    init(dragItem: DragItem, sourceIndexPath: IndexPath?) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
    }
}

/// The drop a table view's drop delegate performs — UIKit's `UITableViewDropCoordinator`.
@MainActor
public final class TableViewDropCoordinator {
    /// The dropped items.
    public let items: [TableViewDropItem]
    /// Where the drop lands (nil: past every place for a row).
    public let destinationIndexPath: IndexPath?
    /// The proposal the drop was made with.
    public let proposal: TableViewDropProposal
    /// The drag as a drop target sees it (to load the items).
    public let session: DropSession
    /// The items told where they went, with their rows.
    public private(set) var dropped: [(item: DragItem, indexPath: IndexPath)] = []

    init(items: [TableViewDropItem], destinationIndexPath: IndexPath?, proposal: TableViewDropProposal, session: DropSession) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    /// Says `dragItem` went to the row at `indexPath` (the drag image ends there).
    public func drop(_ dragItem: DragItem, toRowAt indexPath: IndexPath) {
        dropped.append((dragItem, indexPath))
    }
}

extension TableView: ListDropping {
    /// Whether a drag of one of the table's rows is under way.
    public var hasActiveDrag: Bool { listDragSource?.interaction.session != nil }

    /// Puts a drop target on the table while it has a drop delegate, or a drag delegate
    /// (for reordering through the data source's `moveRowAt`).
    func updateDropTarget() {
        if let old = listDropTarget { removeInteraction(old.interaction) }
        listDropTarget = nil
        guard dropDelegate != nil || dragDelegate != nil else { return }
        let target = ListDropTarget(list: self)
        listDropTarget = target
        addInteraction(target.interaction)
    }

    func listCanHandle(_ session: DropSession) -> Bool {
        if let dropDelegate { return dropDelegate.tableView(self, canHandle: session) }
        return localSource(of: session) != nil
    }

    func listDestination(at point: CGPoint, moving source: IndexPath?) -> IndexPath? {
        let sections = numberOfSections
        guard sections > 0 else { return nil }
        if let hit = indexPathForRow(at: point) {
            if let source, source.section == hit.section { return hit }
            return point.y > rectForRow(at: hit).midY ? IndexPath(row: hit.row + 1, section: hit.section) : hit
        }
        let first = (0..<sections).first { numberOfRows(inSection: $0) > 0 }
        if let first, point.y < rectForRow(at: IndexPath(row: 0, section: first)).minY {
            return IndexPath(row: 0, section: first)
        }
        let last = sections - 1
        let count = numberOfRows(inSection: last)
        if let source, source.section == last { return IndexPath(row: max(count - 1, 0), section: last) }
        return IndexPath(row: count, section: last)
    }

    func listProposal(for session: DropSession, at destination: IndexPath?) -> (operation: DropOperation, inserts: Bool) {
        if let dropDelegate {
            let proposal = dropDelegate.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            lastDropProposal = proposal
            return (proposal.operation, proposal.intent != .insertIntoDestinationIndexPath)
        }
        let proposal: TableViewDropProposal
        if let source = localSource(of: session), let destination, destination.section == source.section,
            dataSource?.tableView(self, canMoveRowAt: source) == true
        {
            proposal = TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        } else {
            proposal = TableViewDropProposal(operation: .forbidden)
        }
        lastDropProposal = proposal
        return (proposal.operation, true)
    }

    func listInsertionLine(at destination: IndexPath, moving source: IndexPath?) -> CGRect? {
        let width = theme.drag.insertionLineWidth
        let rows = numberOfRows(inSection: destination.section)
        if let source, source == destination { return nil }
        let y: CGFloat
        if rows == 0 {
            return nil
        } else if destination.row >= rows {
            y = rectForRow(at: IndexPath(row: rows - 1, section: destination.section)).maxY
        } else if let source, source.section == destination.section, destination.row > source.row {
            y = rectForRow(at: destination).maxY
        } else {
            y = rectForRow(at: destination).minY
        }
        return CGRect(x: 0, y: y - width / 2, width: bounds.width, height: width)
    }

    func listPerformDrop(_ session: DropSession, at destination: IndexPath?) {
        let source = localSource(of: session)
        let proposal = lastDropProposal ?? TableViewDropProposal(operation: .cancel)
        lastDropProposal = nil
        let reordersThroughDataSource =
            source.map { dataSource?.tableView(self, canMoveRowAt: $0) == true } == true && proposal.operation == .move
            && proposal.intent != .insertIntoDestinationIndexPath
        if let dropDelegate, !reordersThroughDataSource {
            let items = session.items.map { TableViewDropItem(dragItem: $0, sourceIndexPath: source) }
            let coordinator = TableViewDropCoordinator(items: items, destinationIndexPath: destination, proposal: proposal, session: session)
            dropDelegate.tableView(self, performDropWith: coordinator)
            return
        }
        guard let source, let destination, proposal.operation == .move, source != destination else { return }
        dataSource?.tableView(self, moveRowAt: source, to: destination)
        moveRow(at: source, to: destination)
    }
}
