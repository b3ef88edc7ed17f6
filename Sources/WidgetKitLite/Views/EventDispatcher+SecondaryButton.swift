import Foundation

/// A view that does something when the secondary (right) button is pressed on it (a list
/// opens the row's actions).
@MainActor
protocol SecondaryClickHandling: AnyObject {
    /// The secondary button went down at `location` (window coordinates); false when the
    /// view does not take it there.
    func secondaryClick(at location: CGPoint) -> Bool
}

extension EventDispatcher {
    /// The secondary button went down with no touch in progress: the nearest view at or
    /// above the hit view that handles it and takes it there does so.
    func secondaryButtonPressed(at location: CGPoint) {
        var current = window.hitTest(location)
        while let view = current {
            if let target = view as? SecondaryClickHandling, target.secondaryClick(at: location) { return }
            current = view.superview
        }
    }
}
