import Foundation

/// Finding what the toolkit draws for an app's items, so a test can click a bar button item
/// or an alert's button without walking the view tree or relying on private identifiers.
extension HeadlessScreen {
    /// The frame, in the front window's coordinates, of the button that shows `item` in a
    /// navigation bar (or of the item's custom view); nil when no visible view shows it.
    ///
    /// During a transition the outgoing and incoming bars' buttons can both be on screen;
    /// the one shown most opaque is returned. The frame is the model frame (where a click
    /// lands), in points.
    public func frame(of item: BarButtonItem) -> CGRect? {
        frontMostVisibleFrame { view in
            if let custom = item.customView { return view === custom }
            return (view as? BarButtonItemView)?.item === item
        }
    }

    /// The frame, in the front window's coordinates, of the button that shows `action` in a
    /// presented ``AlertController`` (an alert or an action sheet); nil when no visible view
    /// shows it.
    public func frame(of action: AlertAction) -> CGRect? {
        var buttons: [View] = []
        if let window = windows.last { collectAlertButtons(for: action, in: window, into: &buttons) }
        return frontMostVisibleFrame { view in buttons.contains { $0 === view } }
    }

    /// Clicks the middle of the button that shows `item`; returns false and clicks nothing
    /// when no visible view shows it.
    @discardableResult
    public func click(_ item: BarButtonItem) -> Bool {
        guard let frame = frame(of: item) else { return false }
        click(at: CGPoint(x: frame.midX, y: frame.midY))
        return true
    }

    /// Clicks the middle of the button that shows `action`; returns false and clicks nothing
    /// when no visible view shows it.
    @discardableResult
    public func click(_ action: AlertAction) -> Bool {
        guard let frame = frame(of: action) else { return false }
        click(at: CGPoint(x: frame.midX, y: frame.midY))
        return true
    }

    private func collectAlertButtons(for action: AlertAction, in view: View, into buttons: inout [View]) {
        if let alert = view as? AlertView {
            buttons += alert.buttons.filter { $0.0 === action }.map { $0.1 }
        }
        for subview in view.subviews { collectAlertButtons(for: action, in: subview, into: &buttons) }
    }

    /// The window frame of the most opaque visible view of the front window that `matches`;
    /// later (front-most) views win ties.
    private func frontMostVisibleFrame(where matches: (View) -> Bool) -> CGRect? {
        guard let window = windows.last else { return nil }
        var best: (frame: CGRect, opacity: CGFloat)?
        func visit(_ view: View, opacity: CGFloat) {
            guard !view.isHidden else { return }
            let shown = opacity * view.presentation.alpha
            guard shown >= 0.01 else { return }
            if matches(view) {
                let frame = view.convert(view.bounds, to: nil)
                if !frame.intersection(window.bounds).isEmpty, shown >= (best?.opacity ?? 0) { best = (frame, shown) }
            }
            for subview in view.subviews { visit(subview, opacity: shown) }
        }
        visit(window, opacity: 1)
        return best?.frame
    }
}
