import Foundation

/// The picture that follows the pointer during a drag, shown by the platform above every
/// window (also over other applications), slightly translucent, never focused and never
/// taking input: the window under the pointer stays the one drags and clicks reach.
@MainActor
protocol DragImage: AnyObject {
    /// Moves its top-left corner to `point`, in the points of the window it was made over.
    func move(to point: CGPoint)
    /// Removes it from the screen and frees it; idempotent.
    func close()
}

extension PlatformHost {
    /// No drag images unless the host shows them.
    func showDragImage(of rect: CGRect, in surface: WindowSurface, at origin: CGPoint, alpha: CGFloat) -> DragImage? { nil }
}
