import Foundation

/// Recognizes the pointer resting over a view with no button down — UIKit's
/// `UIHoverGestureRecognizer`. Continuous: `began` when the pointer enters the view (or a
/// subview), `changed` on every move over it, `ended` when it leaves; then back to
/// `possible`. It runs beside every other recognizer and never takes touches.
@MainActor
open class HoverGestureRecognizer: GestureRecognizer, HoverRecognizing {
    private var hoverLocation: CGPoint = .zero

    /// Where the pointer is (or last was) over the view, in `view`'s coordinates.
    open override func location(in view: View?) -> CGPoint {
        view?.convert(hoverLocation, from: nil) ?? hoverLocation
    }

    func hoverBegan(at location: CGPoint) {
        hoverLocation = location
        if state != .possible { resetToPossible() }
        apply(.began)
    }

    func hoverMoved(to location: CGPoint) {
        hoverLocation = location
        guard state.isInProgress else { return hoverBegan(at: location) }
        apply(.changed)
    }

    func hoverEnded(at location: CGPoint) {
        if location != .zero { hoverLocation = location }
        guard state.isInProgress else { return }
        apply(.ended)
        resetToPossible()
    }
}
