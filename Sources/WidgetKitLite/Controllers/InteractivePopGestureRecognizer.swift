import Foundation

/// The left-edge pan of a navigation controller: an edge pan that also asks its controller
/// whether a pop may start, so it fails (and leaves the touch to others) at the root and
/// while a transition runs.
@MainActor
final class InteractivePopGestureRecognizer: ScreenEdgePanGestureRecognizer {
    /// Whether the controller can start an interactive pop now.
    var canBegin: () -> Bool = { true }

    override func shouldBegin(translation: CGPoint, touch: Touch) -> Bool {
        super.shouldBegin(translation: translation, touch: touch) && canBegin()
    }
}
