import Foundation

extension View {
    /// The appearance this view and its subtree use, whatever their window's: `.light`,
    /// `.dark`, or `.unspecified` (the default) to inherit — UIKit's
    /// `overrideUserInterfaceStyle`. On a `Window` it sets the whole window's appearance.
    /// Changing it calls `traitCollectionDidChange(_:)` on every view (and view controller)
    /// whose appearance changes, and redraws them.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { overriddenStyle }
        set {
            guard newValue != overriddenStyle else { return }
            overriddenStyle = newValue
            updateTraitCollectionRecursively()
        }
    }

    /// The traits the view is drawn for: the nearest `overrideUserInterfaceStyle` up the
    /// tree (the view itself first), else the system appearance (`WKL_APPEARANCE`, light
    /// when unset).
    public var traitCollection: TraitCollection { TraitCollection(userInterfaceStyle: effectiveStyle) }

    /// The theme for the view's appearance: `Theme.current` or `Theme.currentDark`.
    public var theme: Theme { Theme.resolved(for: effectiveStyle) }

    var effectiveStyle: UserInterfaceStyle {
        var view: View? = self
        while let v = view {
            if v.overriddenStyle != .unspecified { return v.overriddenStyle }
            view = v.superview
        }
        return SystemAppearance.style
    }

    /// Tells this view and its subtree about a change of appearance, where it changed.
    func updateTraitCollectionRecursively() {
        updateTraitCollectionIfNeeded()
        for sub in subviews { sub.updateTraitCollectionRecursively() }
    }

    /// Calls `traitCollectionDidChange(_:)` when the view's appearance differs from the one
    /// it was last styled for. Page backgrounds still showing the old theme's colour follow
    /// the new one.
    func updateTraitCollectionIfNeeded() {
        let style = effectiveStyle
        guard style != appliedStyle else { return }
        let previous = TraitCollection(userInterfaceStyle: appliedStyle)
        let old = Theme.resolved(for: appliedStyle), new = Theme.resolved(for: style)
        appliedStyle = style
        if self is Window || owningViewController != nil, backgroundColor == old.pageBackgroundColor {
            backgroundColor = new.pageBackgroundColor
        }
        traitCollectionDidChange(previous)
        owningViewController?.traitCollectionDidChange(previous)
    }
}

extension Color {
    /// This colour, or `new`'s counterpart when it is the `old` theme's colour at one of
    /// `keyPaths` (how toolkit views keep their default colours in step with the appearance).
    func following(_ keyPaths: KeyPath<Theme, Color>..., from old: Theme, to new: Theme) -> Color {
        for keyPath in keyPaths where self == old[keyPath: keyPath] { return new[keyPath: keyPath] }
        return self
    }
}

extension TraitCollection {
    /// The theme of this appearance.
    @MainActor var theme: Theme { Theme.resolved(for: userInterfaceStyle) }
}

extension Optional where Wrapped == TraitCollection {
    /// The theme of the previous appearance (light when there was none).
    @MainActor var theme: Theme { Theme.resolved(for: self?.userInterfaceStyle ?? .light) }
}
