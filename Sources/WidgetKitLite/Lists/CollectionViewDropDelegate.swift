import Foundation

/// A collection view's drop target — UIKit's `UICollectionViewDropDelegate`: which drags it
/// takes, what a drop at an item would do, and performing it. Every method but
/// `performDropWith` is optional.
@MainActor
public protocol CollectionViewDropDelegate: AnyObject {
    /// Performs the drop: update the data source and the collection (`moveItem(at:to:)`,
    /// `insertItems(at:)`), load the items of drags from elsewhere, and tell the
    /// coordinator where each item went (`drop(_:toItemAt:)`). A move of the collection's
    /// own item within its section that the data source can move (`canMoveItemAt`) is not
    /// performed here: the collection view calls the data source's `moveItemAt` and moves
    /// the item itself.
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator)
    /// Whether the collection takes `session` at all (asked once per drag). Default: true.
    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool
    /// What a drop at `destinationIndexPath` would do (nil: not over a place for an item).
    /// Default: a move inserted at the destination for a drag of this collection's own
    /// items, `.cancel` for any other drag.
    func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> CollectionViewDropProposal
}

extension CollectionViewDropDelegate {
    /// Default: every drag.
    public func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool { true }
    /// Default: a move of the collection's own items, nothing else.
    public func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> CollectionViewDropProposal {
        guard (session.dragSession as? DragSession)?.sourceList === collectionView else {
            return CollectionViewDropProposal(operation: .cancel)
        }
        return CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
}

/// What a drop over a collection view would do — UIKit's `UICollectionViewDropProposal`.
@MainActor
public final class CollectionViewDropProposal: DropProposal {
    /// How the drop fits among the items — UIKit's `UICollectionViewDropProposal.Intent`.
    public enum Intent: Sendable {
        /// Not said: handled as `.insertAtDestinationIndexPath`.
        case unspecified
        /// Inserted as an item at the destination (a line shows the gap).
        case insertAtDestinationIndexPath
        /// Dropped into the item at the destination (no line).
        case insertIntoDestinationIndexPath
    }

    /// How the drop fits among the items.
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

/// One dropped item as a collection view's drop delegate sees it — UIKit's
/// `UICollectionViewDropItem`.
@MainActor
public final class CollectionViewDropItem {
    /// The dragged item.
    public let dragItem: DragItem
    /// The item it was dragged from, when it came from this collection; nil otherwise.
    public let sourceIndexPath: IndexPath?

    init(dragItem: DragItem, sourceIndexPath: IndexPath?) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
    }
}

/// The drop a collection view's drop delegate performs — UIKit's
/// `UICollectionViewDropCoordinator`.
@MainActor
public final class CollectionViewDropCoordinator {
    /// The dropped items.
    public let items: [CollectionViewDropItem]
    /// Where the drop lands (nil: past every place for an item).
    public let destinationIndexPath: IndexPath?
    /// The proposal the drop was made with.
    public let proposal: CollectionViewDropProposal
    /// The drag as a drop target sees it (to load the items).
    public let session: DropSession
    /// The items told where they went, with their index paths.
    public private(set) var dropped: [(item: DragItem, indexPath: IndexPath)] = []

    init(
        items: [CollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: CollectionViewDropProposal, session: DropSession
    ) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    /// Says `dragItem` went to the item at `indexPath` (the drag image ends there).
    public func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) {
        dropped.append((dragItem, indexPath))
    }
}

extension CollectionView: ListDropping {
    /// Puts a drop target on the collection while it has a drop delegate, or a drag
    /// delegate (for reordering through the data source's `moveItemAt`).
    func updateDropTarget() {
        if let old = listDropTarget { removeInteraction(old.interaction) }
        listDropTarget = nil
        guard dropDelegate != nil || dragDelegate != nil else { return }
        let target = ListDropTarget(list: self)
        listDropTarget = target
        addInteraction(target.interaction)
    }

    func listCanHandle(_ session: DropSession) -> Bool {
        if let dropDelegate { return dropDelegate.collectionView(self, canHandle: session) }
        return localSource(of: session) != nil
    }

    func listDestination(at point: CGPoint, moving source: IndexPath?) -> IndexPath? {
        let sections = numberOfSections
        guard sections > 0 else { return nil }
        if let hit = indexPathForItem(at: point) {
            if let source, source.section == hit.section { return hit }
            guard let frame = layoutAttributesForItem(at: hit)?.frame else { return hit }
            return point.x > frame.midX ? IndexPath(item: hit.item + 1, section: hit.section) : hit
        }
        let last = sections - 1
        let count = numberOfItems(inSection: last)
        if let source, source.section == last { return IndexPath(item: max(count - 1, 0), section: last) }
        return IndexPath(item: count, section: last)
    }

    func listProposal(for session: DropSession, at destination: IndexPath?) -> (operation: DropOperation, inserts: Bool) {
        if let dropDelegate {
            let proposal = dropDelegate.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            lastDropProposal = proposal
            return (proposal.operation, proposal.intent != .insertIntoDestinationIndexPath)
        }
        let proposal: CollectionViewDropProposal
        if let source = localSource(of: session), let destination, destination.section == source.section,
            dataSource?.collectionView(self, canMoveItemAt: source) == true
        {
            proposal = CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        } else {
            proposal = CollectionViewDropProposal(operation: .forbidden)
        }
        lastDropProposal = proposal
        return (proposal.operation, true)
    }

    func listInsertionLine(at destination: IndexPath, moving source: IndexPath?) -> CGRect? {
        let width = theme.drag.insertionLineWidth
        let count = numberOfItems(inSection: destination.section)
        if let source, source == destination { return nil }
        guard count > 0 else { return nil }
        let after = destination.item >= count || (source?.section == destination.section && destination.item > (source?.item ?? 0))
        let target = IndexPath(item: min(destination.item, count - 1), section: destination.section)
        guard let frame = layoutAttributesForItem(at: target)?.frame else { return nil }
        let x = after ? frame.maxX : frame.minX
        return CGRect(x: x - width / 2, y: frame.minY, width: width, height: frame.height)
    }

    func listPerformDrop(_ session: DropSession, at destination: IndexPath?) {
        let source = localSource(of: session)
        let proposal = lastDropProposal ?? CollectionViewDropProposal(operation: .cancel)
        lastDropProposal = nil
        let reordersThroughDataSource =
            source.map { dataSource?.collectionView(self, canMoveItemAt: $0) == true } == true && proposal.operation == .move
            && proposal.intent != .insertIntoDestinationIndexPath && source?.section == destination?.section
        if let dropDelegate, !reordersThroughDataSource {
            let items = session.items.map { CollectionViewDropItem(dragItem: $0, sourceIndexPath: source) }
            let coordinator = CollectionViewDropCoordinator(items: items, destinationIndexPath: destination, proposal: proposal, session: session)
            dropDelegate.collectionView(self, performDropWith: coordinator)
            return
        }
        guard let source, let destination, proposal.operation == .move, source != destination else { return }
        dataSource?.collectionView(self, moveItemAt: source, to: destination)
        moveItem(at: source, to: destination)
    }
}
