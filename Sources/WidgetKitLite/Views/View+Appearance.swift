import Foundation

extension View {
    /// The appearance this view and its subtree use, whatever their window's: `.light`,
    /// `.dark`, or `.unspecified` (the default) to inherit — UIKit's
    /// `overrideUserInterfaceStyle`. On a `Window` it sets the whole window's appearance.
    /// Changing it redraws every view whose appearance changes (their theme colours resolve
    /// anew) and calls `traitCollectionDidChange(_:)` on them and their view controllers.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { overriddenStyle }
        set {
            guard newValue != overriddenStyle else { return }
            overriddenStyle = newValue
            updateTraitCollectionRecursively()
        }
    }

    /// The traits the view is drawn for: the nearest `overrideUserInterfaceStyle` up the
    /// tree (the view itself first), else its window's appearance (the host's configured
    /// one, or its `HeadlessScreen`'s; light in no window), with the window's themes and
    /// its `preferredContentSizeCategory` (`.large` in no window).
    public var traitCollection: TraitCollection {
        let (style, environment, category) = appearance
        return TraitCollection(userInterfaceStyle: style, palette: environment?.themes, preferredContentSizeCategory: category)
    }

    /// The window's text size; `.large` in no window.
    var contentSizeCategory: ContentSizeCategory { appearance.category }

    /// The theme of the view's window (the standard themes in no window) for the view's
    /// appearance. Its colours stand for the theme's colours: a view that stores one draws
    /// it in the value of the appearance it is drawn in, so it needs no restyling when the
    /// appearance changes.
    public var theme: Theme {
        let (style, environment, _) = appearance
        return (environment?.themes ?? ThemePalette.standard).theme(for: style)
    }

    var effectiveStyle: UserInterfaceStyle { appearance.style }

    /// The view's style, its window's environment and text size, in one walk up the tree.
    private var appearance: (style: UserInterfaceStyle, environment: WindowEnvironment?, category: ContentSizeCategory) {
        var style = UserInterfaceStyle.unspecified
        var view: View? = self
        var root: View = self
        while let v = view {
            if style == .unspecified { style = v.overriddenStyle }
            root = v
            view = v.superview
        }
        let window = root as? Window
        let environment = window?.environment
        if style == .unspecified { style = environment?.appearance ?? .light }
        return (style == .dark ? .dark : .light, environment, window?.preferredContentSizeCategory ?? .large)
    }

    /// Tells this view and its subtree about a change of appearance, where it changed.
    func updateTraitCollectionRecursively() {
        updateTraitCollectionIfNeeded()
        for sub in subviews { sub.updateTraitCollectionRecursively() }
    }

    /// Redraws the view and calls `traitCollectionDidChange(_:)` when its appearance or text
    /// size differs from the one it was last drawn for.
    func updateTraitCollectionIfNeeded() {
        let (style, _, category) = appearance
        guard style != appliedStyle || category != appliedContentSizeCategory else { return }
        let previous = TraitCollection(
            userInterfaceStyle: appliedStyle, palette: nil, preferredContentSizeCategory: appliedContentSizeCategory)
        appliedStyle = style
        appliedContentSizeCategory = category
        setNeedsDisplay()
        traitCollectionDidChange(previous)
        owningViewController?.traitCollectionDidChange(previous)
    }
}
