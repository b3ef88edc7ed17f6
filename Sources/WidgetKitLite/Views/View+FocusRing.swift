import Foundation

extension View {
    /// Whether the view shows a keyboard focus ring now: it has its window's focus and the
    /// window shows rings (after Tab was used, not after a click).
    var showsFocusRing: Bool { isFocused && (window?.eventDispatcher.hover.showsFocusRing ?? true) }

    /// Strokes the focus ring just inside `rect`: `Theme.focusRingWidth` of
    /// `Theme.focusRingColor`, with a half-width inner edge of `Theme.focusRingInnerColor`
    /// that keeps it visible on fills of the tint colour.
    func drawFocusRing(in context: GraphicsContext, rect: CGRect, cornerRadius: CGFloat) {
        let theme = self.theme
        let width = theme.focusRingWidth
        guard width > 0 else { return }
        context.stroke(rect, color: theme.focusRingColor, width: width, cornerRadius: cornerRadius)
        let inner = rect.insetBy(dx: width, dy: width)
        context.stroke(inner, color: theme.focusRingInnerColor, width: width / 2, cornerRadius: max(0, cornerRadius - width))
    }

    /// Draws the focus ring round the bounds when `showsFocusRing`.
    func drawFocusRingIfFocused(in context: GraphicsContext, cornerRadius: CGFloat) {
        guard showsFocusRing else { return }
        drawFocusRing(in: context, rect: bounds, cornerRadius: cornerRadius)
    }
}
