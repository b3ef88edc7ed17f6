import Foundation

extension Window {
    /// A press moves the keyboard focus, as in GTK and web browsers: to the nearest view that
    /// can take the focus at or above the view hit (a click on a button focuses the button, a
    /// click in a text field starts editing it), and away from everything when no such view
    /// is hit (a click on empty content ends editing). After a click no focus ring is drawn
    /// (the `:focus-visible` convention: the ring answers the keyboard); the next Tab shows
    /// it again. A text field whose delegate refuses to begin or end editing keeps things as
    /// they are.
    func moveFocusForClick(on view: View?) {
        eventDispatcher.hover.showFocusRing(false)
        var current = view
        while let candidate = current, candidate !== self {
            if candidate.canBecomeFocused, isFocusable(candidate) {
                if focusedView !== candidate { candidate.becomeFirstResponder() }
                return
            }
            current = candidate.superview
        }
        _ = focusedView?.resignFirstResponder()
    }
}
