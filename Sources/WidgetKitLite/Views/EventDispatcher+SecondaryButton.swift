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
        secondaryClick(at: location, from: window.hitTest(location))
    }

    /// The Menu key or Shift+F10: the focused view's context menu opens at its centre, as a
    /// secondary click there would open it.
    func openContextMenuOfFocusedView() {
        guard let view = window.focusedView else { return }
        let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        secondaryClick(at: centre, from: view)
    }

    /// The nearest view from `start` up that handles the secondary button at `location` (the
    /// view itself, else one of its interactions) does so.
    private func secondaryClick(at location: CGPoint, from start: View?) {
        var current = start
        while let view = current {
            if let target = view as? SecondaryClickHandling, target.secondaryClick(at: location) { return }
            for interaction in view.interactions {
                if let target = interaction as? SecondaryClickHandling, target.secondaryClick(at: location) { return }
            }
            current = view.superview
        }
    }
}
