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
    /// its `preferredContentSizeCategory` (`.large` in no window). The level is `.elevated`
    /// inside a presented page sheet, alert or action sheet and `.base` elsewhere.
    ///
    /// The size classes are the window's (`.regular` both ways for a desktop window; see
    /// ``UserInterfaceSizeClass``), `.unspecified` in no window; `displayScale` is the
    /// window's `scale` (1 in no window); `accessibilityContrast` is `.high` while the
    /// desktop asks for higher contrast.
    public var traitCollection: TraitCollection {
        let (style, level, environment, category, sizes) = appearance
        var traits = TraitCollection(
            userInterfaceStyle: style, palette: environment?.themes, userInterfaceLevel: level, preferredContentSizeCategory: category)
        traits.setWindowTraits(sizes)
        traits.accessibilityContrast = environment?.contrast ?? .normal
        return traits
    }

    /// The window's text size; `.large` in no window.
    var contentSizeCategory: ContentSizeCategory { appearance.category }

    /// Raises this view and its subtree to `level` (a presentation's container raises its
    /// content to `.elevated`); `.unspecified` inherits the superview's level.
    func setInterfaceLevel(_ level: UserInterfaceLevel) {
        guard level != overriddenLevel else { return }
        overriddenLevel = level
        updateTraitCollectionRecursively()
    }

    /// The theme of the view's window (the standard themes in no window) for the view's
    /// appearance. Its colours stand for the theme's colours: a view that stores one draws
    /// it in the value of the appearance it is drawn in, so it needs no restyling when the
    /// appearance changes.
    public var theme: Theme {
        let (style, _, environment, _, _) = appearance
        return (environment?.themes ?? ThemePalette.standard).theme(for: style)
    }

    var effectiveStyle: UserInterfaceStyle { appearance.style }

    /// The view's style and level, its window's environment, text size, size classes and
    /// scale, in one walk up the tree.
    private var appearance:
        (
            style: UserInterfaceStyle, level: UserInterfaceLevel, environment: WindowEnvironment?, category: ContentSizeCategory,
            sizes: WindowTraits
        )
    {
        var style = UserInterfaceStyle.unspecified
        var level = UserInterfaceLevel.unspecified
        var view: View? = self
        var root: View = self
        while let v = view {
            if style == .unspecified { style = v.overriddenStyle }
            if level == .unspecified { level = v.overriddenLevel }
            root = v
            view = v.superview
        }
        let window = root as? Window
        let environment = window?.environment
        if style == .unspecified { style = environment?.appearance ?? .light }
        return (
            style == .dark ? .dark : .light, level == .elevated ? .elevated : .base, environment,
            window?.preferredContentSizeCategory ?? .large, window?.windowTraits ?? .outsideWindow
        )
    }

    /// Tells this view and its subtree about a change of appearance, where it changed.
    func updateTraitCollectionRecursively() {
        updateTraitCollectionIfNeeded()
        for sub in subviews { sub.updateTraitCollectionRecursively() }
    }

    /// After a move within the window: the subtree is told about new traits only when the
    /// moved view's traits changed (its subviews derive theirs from it).
    func updateTraitCollectionAfterMove() {
        guard updateTraitCollectionIfNeeded() else { return }
        for sub in subviews { sub.updateTraitCollectionRecursively() }
    }

    /// Redraws the view and calls `traitCollectionDidChange(_:)` (then the handlers
    /// registered for the traits that changed) when its appearance, level, text size, size
    /// classes, scale or contrast differ from those it was last drawn for; returns whether they
    /// differed. The first size classes and scale of a view that joins a window are taken
    /// without a call: only a change between two windows' values, or of the window's, is one.
    @discardableResult
    func updateTraitCollectionIfNeeded() -> Bool {
        let (style, level, environment, category, sizes) = appearance
        let contrast = environment?.contrast ?? .normal
        let sizesChanged = sizes != appliedWindowTraits && sizes.isSpecified && appliedWindowTraits.isSpecified
        let appliedSizes = appliedWindowTraits
        appliedWindowTraits = sizes
        guard
            style != appliedStyle || level != appliedLevel || category != appliedContentSizeCategory || sizesChanged
                || contrast != appliedContrast
        else {
            return false
        }
        var previous = TraitCollection(
            userInterfaceStyle: appliedStyle, palette: nil, userInterfaceLevel: appliedLevel,
            preferredContentSizeCategory: appliedContentSizeCategory)
        previous.setWindowTraits(appliedSizes.isSpecified ? appliedSizes : sizes)
        previous.accessibilityContrast = appliedContrast
        appliedStyle = style
        appliedLevel = level
        appliedContentSizeCategory = category
        appliedContrast = contrast
        setNeedsDisplay()
        traitCollectionDidChange(previous)
        owningViewController?.traitCollectionDidChange(previous)
        if !traitChangeRegistrations.isEmpty { notifyTraitChangeRegistrations(previous: previous) }
        (owningViewController as? TraitChangeObserving)?.notifyTraitChangeRegistrations(previous: previous)
        return true
    }
}
