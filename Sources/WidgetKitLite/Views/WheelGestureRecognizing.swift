import Foundation

/// A recognizer fed by the wheel with Ctrl held (the desktop's pinch: Ctrl+wheel zooms), as
/// `PinchGestureRecognizer` and `RotationGestureRecognizer` are. The dispatcher offers such a
/// step to the enabled ones on the view under the pointer and its ancestors, nearest first,
/// before the view scrolls; the first that takes it ends the step's journey.
@MainActor
protocol WheelGestureRecognizing: GestureRecognizer {
    /// A wheel step of (`dx`, `dy`) points with `modifiers` held at `location` (window
    /// coordinates) at `time`; true when the recognizer used it.
    func wheelGesture(dx: CGFloat, dy: CGFloat, modifiers: KeyModifiers, at location: CGPoint, time: TimeInterval) -> Bool
}

extension EventDispatcher {
    /// Offers a wheel step with Ctrl held to the wheel gesture recognizers from the view under
    /// the pointer up; true when one took it.
    func offerWheelGesture(dx: CGFloat, dy: CGFloat, modifiers: KeyModifiers, at location: CGPoint, time: TimeInterval) -> Bool {
        guard modifiers.contains(.control), !isInputBlocked else { return false }
        var current = window.hitTest(location)
        while let view = current {
            for case let recognizer as WheelGestureRecognizing in view.gestureRecognizers where recognizer.isEnabled {
                if recognizer.wheelGesture(dx: dx, dy: dy, modifiers: modifiers, at: location, time: time) { return true }
            }
            current = view.superview
        }
        return false
    }
}
