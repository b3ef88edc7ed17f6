import Foundation

// UIKit's semantic colours that a window's theme defines: each stands for a colour of the
// theme (``Theme``), so an app that sets its own themes restyles them. Those a theme does
// not define are in Graphics/Color+SystemColors.swift, with Apple's values and sources.

extension Color {
    /// Primary text: the theme's `labelColor` (black; white in the dark).
    public static let label = Color.theme(\.labelColor)
    /// Secondary text: the theme's `secondaryLabelColor` ((138, 138, 142); dark
    /// (142, 142, 147), opaque where UIKit's is translucent).
    public static let secondaryLabel = Color.theme(\.secondaryLabelColor)
    /// Tertiary text: (60, 60, 67) at alpha 0.3; dark (235, 235, 245) at alpha 0.3.
    public static let tertiaryLabel = Color(
        light: Color(rgb: 60, 60, 67, alpha: 0.3), dark: Color(rgb: 235, 235, 245, alpha: 0.3))
    /// Placeholder text: the theme's `placeholderColor`.
    public static let placeholderText = Color.theme(\.placeholderColor)
    /// Links: the theme's `tintColor`.
    public static let link = Color.theme(\.tintColor)
    /// The background of pages: the theme's `pageBackgroundColor` (white; black in the
    /// dark) and, on elevated content (a presented sheet or alert), the theme's
    /// `presentation.sheetBackgroundColor` (white; dark (28, 28, 30)), as UIKit's.
    public static let systemBackground = Color(base: .theme(\.pageBackgroundColor), elevated: .theme(\.presentation.sheetBackgroundColor))
    /// Content on a page: (242, 242, 247); dark (28, 28, 30), elevated (44, 44, 46).
    public static let secondarySystemBackground = Color(
        base: Color(light: Color(rgb: 242, 242, 247), dark: Color(rgb: 28, 28, 30)),
        elevated: Color(light: Color(rgb: 242, 242, 247), dark: Color(rgb: 44, 44, 46)))
    /// The background of grouped pages: the theme's `groupedBackgroundColor` ((242, 242,
    /// 247); black in the dark); elevated, dark (28, 28, 30).
    public static let systemGroupedBackground = Color(
        base: .theme(\.groupedBackgroundColor), elevated: Color(light: Color(rgb: 242, 242, 247), dark: Color(rgb: 28, 28, 30)))
    /// Rows and cards on a grouped page: the theme's `secondaryGroupedBackgroundColor`
    /// (white; dark (28, 28, 30)); elevated, dark (44, 44, 46).
    public static let secondarySystemGroupedBackground = Color(
        base: .theme(\.secondaryGroupedBackgroundColor), elevated: Color(light: .white, dark: Color(rgb: 44, 44, 46)))
    /// A hairline that hides what is under it: the theme's `lists.separatorColor` ((200, 199,
    /// 204); dark (56, 56, 58)), which the toolkit's lists draw.
    public static let opaqueSeparator = Color.theme(\.lists.separatorColor)
}
