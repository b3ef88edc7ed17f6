import Foundation

/// Recognizes a pinch — UIKit's `UIPinchGestureRecognizer`. Continuous: `began` when the
/// pinch starts, `changed` as `scale` changes, `ended` when it stops; then back to
/// `possible`.
///
/// On the desktop a pinch is Ctrl+wheel over the view (as browsers and GTK zoom): each wheel
/// notch up multiplies `scale` by `stepFactor` (1.1), each notch down divides it; the pinch
/// ends 0.25 s after the last notch. `scale` starts at 1 for each pinch (an app may set it,
/// as in UIKit, to make the next changes relative to a new value); `velocity` is the scale
/// factor per second over the last step. Touchpad pinches (XInput 2.4 gesture events) are
/// not delivered yet.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer, WheelGestureRecognizing {
    /// The scale factor relative to the pinch's start (1 at its start).
    open var scale: CGFloat = 1
    /// The change of `scale` per second over the last step.
    open private(set) var velocity: CGFloat = 0
    /// The factor one wheel notch (`GestureLimits.wheelStep` points) scales by: 1.1.
    public static let stepFactor: CGFloat = 1.1
    private let sequence = WheelGestureSequence()
    private var wheelLocation: CGPoint = .zero

    /// Where the pinch is (the pointer), in `view`'s coordinates.
    open override func location(in view: View?) -> CGPoint {
        view?.convert(wheelLocation, from: nil) ?? wheelLocation
    }

    func wheelGesture(dx: CGFloat, dy: CGFloat, modifiers: KeyModifiers, at location: CGPoint, time: TimeInterval) -> Bool {
        guard !modifiers.contains(.shift), dy != 0, dy.isFinite else { return false }
        wheelLocation = location
        let factor = pow(Self.stepFactor, -dy / GestureLimits.wheelStep)
        sequence.step(
            of: self, at: time,
            update: { continuing, elapsed in
                let previous = continuing ? scale : 1
                scale = previous * factor
                velocity = continuing && elapsed > 0 ? (scale - previous) / elapsed : 0
            }, willEnd: { [weak self] in self?.velocity = 0 })
        return true
    }

    /// Clears the pinch (a new one starts at scale 1).
    open override func reset() {
        sequence.cancel()
        super.reset()
    }
}
