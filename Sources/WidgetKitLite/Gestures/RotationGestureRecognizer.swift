import Foundation

/// Recognizes a rotation — UIKit's `UIRotationGestureRecognizer`. Continuous: `began`,
/// `changed` as `rotation` changes, `ended`; then back to `possible`.
///
/// On the desktop a rotation is Ctrl+Shift+wheel over the view: each wheel notch down turns
/// `rotation` by `stepAngle` (15°, π/12) clockwise, each notch up counter-clockwise; the
/// rotation ends 0.25 s after the last notch. `rotation` is in radians from the gesture's
/// start (0 at its start; positive is clockwise on screen, as in UIKit); `velocity` is in
/// radians per second over the last step. Touchpad rotations (XInput 2.4 gesture events)
/// are not delivered yet.
@MainActor
open class RotationGestureRecognizer: GestureRecognizer, WheelGestureRecognizing {
    /// The rotation in radians since the gesture began.
    open var rotation: CGFloat = 0
    /// The change of `rotation` per second over the last step.
    open private(set) var velocity: CGFloat = 0
    /// The angle one wheel notch turns by: 15° (π/12 radians).
    public static let stepAngle: CGFloat = .pi / 12
    private let sequence = WheelGestureSequence()
    private var wheelLocation: CGPoint = .zero

    /// Where the rotation is centred (the pointer), in `view`'s coordinates.
    open override func location(in view: View?) -> CGPoint {
        view?.convert(wheelLocation, from: nil) ?? wheelLocation
    }

    func wheelGesture(dx: CGFloat, dy: CGFloat, modifiers: KeyModifiers, at location: CGPoint, time: TimeInterval) -> Bool {
        // Shift may have turned the wheel sideways on the way: either axis turns.
        let amount = dy != 0 ? dy : dx
        guard modifiers.contains(.shift), amount != 0, amount.isFinite else { return false }
        wheelLocation = location
        let turn = Self.stepAngle * amount / GestureLimits.wheelStep
        sequence.step(
            of: self, at: time,
            update: { continuing, elapsed in
                rotation = continuing ? rotation + turn : turn
                velocity = continuing && elapsed > 0 ? turn / elapsed : 0
            }, willEnd: { [weak self] in self?.velocity = 0 })
        return true
    }

    /// Clears the rotation (a new one starts at 0).
    open override func reset() {
        sequence.cancel()
        super.reset()
    }
}
