import Foundation

/// One drag shared by a scroll view inside a sheet and the sheet, as UIKit's sheets share
/// it: while the drag asks for a list offset at or below the list's top edge, the list
/// scrolls; past the top edge the list stays there (no rubber band) and the sheet follows
/// the finger instead, from that point on, scrubbing its interactive dismissal; pushed back
/// above its rest position, the sheet rests and the list scrolls again. Released while
/// pulled down, the sheet completes or cancels its dismissal with the release velocity
/// (`PresentationController.endDismissalDrag`); released at rest, the list's momentum
/// takes over.
///
/// A scroll view makes one for each drag it follows: its own pan's, or one the sheet's
/// dismissal pan began while the list rested at its top (`SheetDismissPanGestureRecognizer`).
/// The dismissal starts when the drag first goes past the top edge; if the sheet cannot
/// follow then (a presentation transition runs), the list rubber-bands for the rest of the
/// drag rather than jump when the transition ends.
@MainActor
final class SheetDragHandoff: ScrollDragHandoff {
    private weak var sheet: PresentationController?
    /// Whether this drag started the sheet's interactive dismissal, which it then scrubs
    /// until the release.
    private(set) var isPullingSheet = false
    /// How far the sheet is pulled below its rest position, in points (0 while the list
    /// scrolls).
    private(set) var distance: CGFloat = 0
    /// Whether the sheet could not follow when the drag first went past the top.
    private var isDeclined = false

    init(sheet: PresentationController) {
        self.sheet = sheet
    }

    /// The drag asks for the list offset `offset` (before rubber-banding) along the axis
    /// whose top edge is `top`: the sheet takes what lies past the top. Returns whether it
    /// did, in which case the list is to stay at `top`.
    func follow(offset: CGFloat, top: CGFloat) -> Bool {
        let pull = offset.isFinite ? max(0, top - offset) : 0
        if pull > 0, !isPullingSheet, !isDeclined {
            guard let sheet, sheet.beginDismissalDrag() else {
                isDeclined = true
                return false
            }
            isPullingSheet = true
        }
        guard isPullingSheet else { return false }
        distance = pull
        sheet?.dismissalDragChanged(distance: pull)
        return pull > 0
    }

    /// The drag ended moving `velocity` points per second downwards, or was cancelled
    /// (nil). Returns whether the sheet was pulled down, in which case the list stays at its
    /// top and gets no momentum.
    func release(velocity: CGFloat?) -> Bool {
        guard isPullingSheet else { return false }
        isPullingSheet = false
        if let velocity, distance > 0 {
            sheet?.endDismissalDrag(distance: distance, velocity: velocity)
        } else {
            sheet?.cancelDismissalDrag()
        }
        return distance > 0
    }
}
