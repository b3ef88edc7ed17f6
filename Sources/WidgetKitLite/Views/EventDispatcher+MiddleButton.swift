import Foundation

/// A view that pastes the primary selection where the middle button is pressed (X11's
/// select-to-copy, middle-click-to-paste).
@MainActor
protocol PrimarySelectionPasting: AnyObject {
    /// Pastes the primary selection at `location` (window coordinates); false when the view
    /// does not take it now (disabled).
    func pastePrimarySelection(at location: CGPoint) -> Bool
}

extension EventDispatcher {
    /// The middle button went down with no touch in progress: the nearest view at or above
    /// the hit view that pastes the primary selection does so; anything else ignores it.
    func middleButtonPressed(at location: CGPoint) {
        var current = window.hitTest(location)
        while let view = current {
            if let target = view as? PrimarySelectionPasting {
                _ = target.pastePrimarySelection(at: location)
                return
            }
            current = view.superview
        }
    }
}
