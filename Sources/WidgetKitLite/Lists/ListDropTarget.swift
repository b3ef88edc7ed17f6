import Foundation

/// What a table or collection view does for the drop interaction behind its drop delegate
/// (`ListDropTarget`): where a drop at a point lands, what it would do, and performing it.
@MainActor
protocol ListDropping: ScrollView {
    /// Whether the list takes `session` at all.
    func listCanHandle(_ session: DropSession) -> Bool
    /// Where a drop at `point` (the list's coordinates) lands: the row (item) a row (item)
    /// of this list moved there would have, or where a new one would be inserted.
    func listDestination(at point: CGPoint, moving source: IndexPath?) -> IndexPath?
    /// What a drop at `destination` would do: its operation, and whether it is an insertion
    /// (shown by a line at the gap).
    func listProposal(for session: DropSession, at destination: IndexPath?) -> (operation: DropOperation, inserts: Bool)
    /// The line showing an insertion at `destination`, in the list's coordinates.
    func listInsertionLine(at destination: IndexPath, moving source: IndexPath?) -> CGRect?
    /// Performs the drop at `destination` with the operation proposed last.
    func listPerformDrop(_ session: DropSession, at destination: IndexPath?)
}

extension ListDropping {
    /// The row (item) of this list the drag lifted, when it started here.
    func localSource(of session: DropSession) -> IndexPath? {
        guard let drag = session.dragSession as? DragSession, drag.sourceList === self else { return nil }
        return drag.sourceIndexPath
    }
}

/// The drop interaction of a table or collection view: it asks the list where a drop
/// lands and what it would do, shows a line where an inserted row would go, scrolls the
/// list while the drag is near its top or bottom edge, and performs the drop there.
@MainActor
final class ListDropTarget: DropInteractionDelegate {
    private weak var list: (any ListDropping)?
    private(set) var interaction: DropInteraction!
    /// Where a drop now would land.
    private(set) var destination: IndexPath?
    /// The line at the gap an insertion would fill.
    let insertionLine = View()

    init(list: any ListDropping) {
        self.list = list
        insertionLine.isUserInteractionEnabled = false
        insertionLine.isHidden = true
        interaction = DropInteraction(delegate: self)
    }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        list?.listCanHandle(session) ?? false
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        guard let list else { return DropProposal(operation: .cancel) }
        autoscroll(list, at: session.location(in: list))
        let point = session.location(in: list)
        let source = list.localSource(of: session)
        destination = list.listDestination(at: point, moving: source)
        let proposal = list.listProposal(for: session, at: destination)
        let accepting = proposal.operation == .copy || proposal.operation == .move
        if accepting, proposal.inserts, let destination, let line = list.listInsertionLine(at: destination, moving: source) {
            showLine(line, in: list)
        } else {
            insertionLine.isHidden = true
        }
        return DropProposal(operation: proposal.operation)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) { insertionLine.isHidden = true }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        insertionLine.isHidden = true
        list?.listPerformDrop(session, at: destination)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        insertionLine.isHidden = true
        insertionLine.removeFromSuperview()
        destination = nil
    }

    private func showLine(_ frame: CGRect, in list: any ListDropping) {
        if insertionLine.superview !== list { list.addSubview(insertionLine) }
        list.bringSubviewToFront(insertionLine)
        insertionLine.backgroundColor = list.tintColor
        insertionLine.frame = frame
        insertionLine.isHidden = false
    }

    /// Scrolls the list by `Theme.drag.autoscrollStep` when the pointer is within
    /// `Theme.drag.autoscrollEdge` of its visible top or bottom.
    private func autoscroll(_ list: any ListDropping, at point: CGPoint) {
        let drag = list.theme.drag
        let visible = list.bounds
        let maxY = max(0, list.contentSize.height - visible.height + list.adjustedContentInset.bottom)
        let minY = -list.adjustedContentInset.top
        var y = list.contentOffset.y
        if point.y < visible.minY + drag.autoscrollEdge {
            y = max(minY, y - drag.autoscrollStep)
        } else if point.y > visible.maxY - drag.autoscrollEdge {
            y = min(maxY, y + drag.autoscrollStep)
        }
        if y != list.contentOffset.y { list.contentOffset = CGPoint(x: list.contentOffset.x, y: y) }
    }
}
