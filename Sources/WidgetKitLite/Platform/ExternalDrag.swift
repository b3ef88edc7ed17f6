import Foundation

/// A drag from this app carried to other applications by the platform, while the pointer
/// is outside the window it started in. Points are in that window's points.
@MainActor
protocol ExternalDrag: AnyObject {
    /// Whether the window under the pointer said it takes the drop.
    var isOverTarget: Bool { get }
    /// Whether the window under the pointer has yet to answer where the drag last moved: a
    /// release now is dropped there all the same, and its answer decides.
    var awaitsTargetAnswer: Bool { get }
    /// The pointer moved to `point`: the window under it is told; returns what it last
    /// said a drop would do (its answer comes later).
    func move(to point: CGPoint) -> DropOperation
    /// The pointer left for the source window again, or the drag was cancelled: the window
    /// under it is told.
    func leave()
    /// The drag ended without a drop on another application (dropped in the app, or
    /// cancelled): the window under the pointer is told, as by `leave()`, and the platform
    /// lets the drag's data go (no other application can ask for it any more).
    func abandon()
    /// Drops on the window under the pointer; `completion` gets the operation it did (once,
    /// `.cancel` when it refused, failed or did not answer in time).
    func drop(completion: @escaping @MainActor (DropOperation) -> Void)
}

extension PlatformHost {
    /// No drags to other applications unless the host carries them.
    func beginExternalDrag(_ items: [DragItem], from surface: WindowSurface) -> ExternalDrag? { nil }
}
