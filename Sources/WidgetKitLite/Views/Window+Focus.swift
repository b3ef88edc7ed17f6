import Foundation

extension Window {
    /// The view with the keyboard focus, if any. The focus is dropped when that view leaves
    /// the window, is hidden or can no longer be focused.
    public var focusedView: View? {
        guard let view = eventDispatcher.focusedViewStorage else { return nil }
        guard isFocusable(view) else {
            eventDispatcher.focusedViewStorage = nil
            view.focusDidChange()
            return nil
        }
        return view
    }

    /// Gives the keyboard focus to `view` (nil removes it); returns false, leaving the focus
    /// alone, when `view` is not a focusable view of this window.
    @discardableResult
    public func focus(_ view: View?) -> Bool {
        if let view, !isFocusable(view) { return false }
        let old = focusedView
        guard old !== view else { return true }
        eventDispatcher.focusedViewStorage = view
        old?.focusDidChange()
        view?.focusDidChange()
        Accessibility.changeObserver?.accessibilityFocusDidChange(in: self, from: old, to: view)
        return true
    }

    /// The views that can take the focus, in reading order: top to bottom, then left to right
    /// by their position in the window.
    public var focusableViews: [View] {
        var found: [(View, CGRect)] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha >= View.minimumHitAlpha, view.isUserInteractionEnabled else { return }
            if view.canBecomeFocused, isFocusable(view) { found.append((view, view.convert(view.bounds, to: nil))) }
            for sub in view.subviews { visit(sub) }
        }
        // While a controller is presented the focus stays inside it.
        visit(modalScope ?? self)
        return found.sorted { a, b in
            a.1.minY != b.1.minY ? a.1.minY < b.1.minY : a.1.minX < b.1.minX
        }.map(\.0)
    }

    /// The view keyboard focus and key commands are confined to while a controller is
    /// presented: the front-most presentation's container (the root owner's `focusScope`).
    /// Nil when nothing is presented.
    var modalScope: View? { rootViewOwner?.focusScope }

    /// Moves the focus to the next (or previous) focusable view, wrapping around.
    func moveFocus(forward: Bool) {
        let views = focusableViews
        guard !views.isEmpty else { return }
        let index = focusedView.flatMap { current in views.firstIndex { $0 === current } }
        let next: Int
        if let index {
            next = (index + (forward ? 1 : views.count - 1)) % views.count
        } else {
            next = forward ? 0 : views.count - 1
        }
        focus(views[next])
    }

    /// Whether `view` is in this window, visible, takes interaction and can become focused.
    func isFocusable(_ view: View) -> Bool {
        guard view.canBecomeFocused else { return false }
        var current: View? = view
        while let v = current {
            if v.isHidden || v.alpha < View.minimumHitAlpha || !v.isUserInteractionEnabled { return false }
            if v === self { break }
            current = v.superview
        }
        guard current === self else { return false }
        if let scope = modalScope, !view.isDescendant(of: scope) { return false }
        return !convert(view.bounds, from: view).intersection(bounds).isEmpty
    }
}

extension View {
    /// Whether the view has its window's keyboard focus.
    /// Reading it has no side effects (drawing asks it): a focus that became invalid is
    /// dropped, with a redraw, the next time the window's `focusedView` is consulted.
    public var isFocused: Bool { window?.eventDispatcher.focusedViewStorage === self }

    /// Redraws the view (restyles a control, `interactionStateDidChange()`) after it gained
    /// or lost the focus.
    func focusDidChange() { interactionStateDidChange() }

    /// The alpha below which a view neither takes touches nor the focus (UIKit's 0.01).
    static let minimumHitAlpha: CGFloat = 0.01
}
