import Foundation

/// A drag that comes from another application, as the platform delivers it to a window:
/// its items (providers whose loads ask that application) and the operations it allows.
@MainActor
final class IncomingDrag {
    /// The dragged items; their providers load from the dragging application.
    let items: [DragItem]
    /// Whether the dragging application allows a move (else only a copy).
    var allowsMove: Bool
    /// Whatever the destination keeps for this drag between calls (its drop session).
    var destinationState: AnyObject?

    init(items: [DragItem], allowsMove: Bool) {
        self.items = items
        self.allowsMove = allowsMove
    }
}

/// Where a platform delivers drags from other applications: implemented by `Window`. Points
/// are in the window's points.
@MainActor
protocol DragDestination: AnyObject {
    /// The drag is over the window at `point`: the operation a drop there would do
    /// (`.cancel` when no view takes it).
    func drag(_ drag: IncomingDrag, movedTo point: CGPoint) -> DropOperation
    /// The drag left the window or was abandoned.
    func dragExited(_ drag: IncomingDrag)
    /// The drag was dropped at `point`: the drop is performed (its loads started) and the
    /// operation done is returned (`.cancel` when nothing took it).
    func drop(_ drag: IncomingDrag, at point: CGPoint) -> DropOperation
}
