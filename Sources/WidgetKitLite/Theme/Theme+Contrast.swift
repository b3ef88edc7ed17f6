import Foundation

extension Theme {
    /// How far the high-contrast variant moves each softened colour toward `labelColor`.
    static let highContrastStep: CGFloat = 0.5

    /// This theme's higher-contrast variant, used while the desktop asks for high contrast
    /// (``AccessibilityContrast/high``): secondary text, placeholders, text field borders
    /// and list separators move halfway toward the primary text colour, so they stand out
    /// more from the background in either appearance. Everything else is unchanged.
    public func increasingContrast() -> Theme {
        var t = self
        let label = labelColor
        func stronger(_ color: Color) -> Color { Color.interpolate(color, label, Self.highContrastStep) }
        t.secondaryLabelColor = stronger(secondaryLabelColor)
        t.placeholderColor = stronger(placeholderColor)
        t.textFieldBorderColor = stronger(textFieldBorderColor)
        t.lists.separatorColor = stronger(lists.separatorColor)
        return t
    }
}
