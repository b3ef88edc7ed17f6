import Foundation

extension View {
    /// The colour of this view's interactive content — UIKit's `tintColor`. Read, it is never
    /// nil: the colour set on this view, else its superview's tint, up to the theme's
    /// `tintColor` (the system blue) at the root; while the view's tint is dimmed
    /// (``tintAdjustmentMode``) that colour desaturated to a grey. Set to nil, the view
    /// inherits again. Buttons, sliders, tab bars, navigation bars, image views (templates),
    /// cell accessories and selections draw in it, so a tint set on a superview recolours
    /// every control under it. Changing it calls ``tintColorDidChange()`` on the view and on
    /// every descendant whose tint changes.
    public var tintColor: Color! {
        get { effectiveTint.color }
        set {
            guard newValue != ownTintColor else { return }
            ownTintColor = newValue
            updateTintRecursively()
        }
    }

    /// Whether the tint is shown as it is or dimmed — UIKit's `tintAdjustmentMode`. Read, it
    /// is never `.automatic`: the mode set on this view, else the superview's, else
    /// `.normal` — or `.dimmed` for views behind a presented page sheet, alert or action
    /// sheet while it is up. Changing it calls ``tintColorDidChange()`` where the tint changes.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTint.isDimmed ? .dimmed : .normal }
        set {
            guard newValue != ownTintAdjustmentMode else { return }
            ownTintAdjustmentMode = newValue
            updateTintRecursively()
        }
    }

    /// The tint and whether it is dimmed, from the nearest settings up the tree.
    var effectiveTint: (color: Color, isDimmed: Bool) {
        var color: Color?
        var dimmed: Bool?
        var view: View? = self
        while let v = view, color == nil || dimmed == nil {
            if color == nil { color = v.ownTintColor }
            if dimmed == nil {
                switch v.ownTintAdjustmentMode {
                case .dimmed: dimmed = true
                case .normal: dimmed = false
                case .automatic: if v.isDimmedByPresentation { dimmed = true }
                }
            }
            view = v.superview
        }
        let base = color ?? .theme(\.tintColor)
        let isDimmed = dimmed ?? false
        return (isDimmed ? base.desaturated : base, isDimmed)
    }

    /// Dims (or restores) the tint of this view's subtree for a presentation covering it;
    /// a mode set with ``tintAdjustmentMode`` on this view or under it wins.
    func setDimmedByPresentation(_ dimmed: Bool) {
        guard dimmed != isDimmedByPresentation else { return }
        isDimmedByPresentation = dimmed
        updateTintRecursively()
    }

    /// Calls `tintColorDidChange()` on this view and on each descendant whose tint differs
    /// from the one it was last told about.
    func updateTintRecursively() {
        updateTintIfNeeded()
        for sub in subviews { sub.updateTintRecursively() }
    }

    /// After the view moved under another superview: its subtree is told about a new tint
    /// only when the view's own changed (its subviews derive theirs from it).
    func updateTintAfterMove() {
        guard updateTintIfNeeded() else { return }
        for sub in subviews { sub.updateTintRecursively() }
    }

    /// Calls `tintColorDidChange()` when the view's tint differs from the one it was last
    /// told about; returns whether it did.
    @discardableResult
    private func updateTintIfNeeded() -> Bool {
        let tint = effectiveTint.color
        guard tint != appliedTintColor else { return false }
        appliedTintColor = tint
        tintColorDidChange()
        return true
    }
}

extension Color {
    /// The colour as a grey of the same lightness (Rec. 601 luma) and alpha: a dimmed tint.
    /// A dynamic colour stays dynamic (resolved, then desaturated).
    var desaturated: Color {
        if isDynamic { return Color(fixed.desaturated, dynamic: .desaturated(self)) }
        return Color(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }
}
