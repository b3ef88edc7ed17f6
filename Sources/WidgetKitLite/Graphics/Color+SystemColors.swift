import Foundation

// The values are Apple's, light and dark, as Apple's Human Interface Guidelines list them
// (developer.apple.com/design/human-interface-guidelines/color: "System colors", iOS) and
// as published with UIKit's iOS 13 element colours by Noah Gilmore's ColorCompatibility
// tables (noahgilmore.com/blog/dark-mode-uicolor-compatibility). The elevated dark
// backgrounds are the iOS values for `UIUserInterfaceLevel.elevated`.
//
// The semantic colours that a theme defines (`label`, `secondaryLabel`, `systemBackground`,
// …) are in Theme/Color+SemanticColors.swift; these do not depend on a theme.

extension Color {
    // MARK: System tints

    /// The system blue: (0, 122, 255); dark (10, 132, 255).
    public static let systemBlue = Color(light: Color(rgb: 0, 122, 255), dark: Color(rgb: 10, 132, 255))
    /// The system red: (255, 59, 48); dark (255, 69, 58).
    public static let systemRed = Color(light: Color(rgb: 255, 59, 48), dark: Color(rgb: 255, 69, 58))
    /// The system green: (52, 199, 89); dark (48, 209, 88).
    public static let systemGreen = Color(light: Color(rgb: 52, 199, 89), dark: Color(rgb: 48, 209, 88))
    /// The system orange: (255, 149, 0); dark (255, 159, 10).
    public static let systemOrange = Color(light: Color(rgb: 255, 149, 0), dark: Color(rgb: 255, 159, 10))
    /// The system yellow: (255, 204, 0); dark (255, 214, 10).
    public static let systemYellow = Color(light: Color(rgb: 255, 204, 0), dark: Color(rgb: 255, 214, 10))
    /// The system pink: (255, 45, 85); dark (255, 55, 95).
    public static let systemPink = Color(light: Color(rgb: 255, 45, 85), dark: Color(rgb: 255, 55, 95))
    /// The system purple: (175, 82, 222); dark (191, 90, 242).
    public static let systemPurple = Color(light: Color(rgb: 175, 82, 222), dark: Color(rgb: 191, 90, 242))
    /// The system teal: (48, 176, 199); dark (64, 200, 224).
    public static let systemTeal = Color(light: Color(rgb: 48, 176, 199), dark: Color(rgb: 64, 200, 224))
    /// The system indigo: (88, 86, 214); dark (94, 92, 230).
    public static let systemIndigo = Color(light: Color(rgb: 88, 86, 214), dark: Color(rgb: 94, 92, 230))
    /// The system brown: (162, 132, 94); dark (172, 142, 104).
    public static let systemBrown = Color(light: Color(rgb: 162, 132, 94), dark: Color(rgb: 172, 142, 104))
    /// The system mint: (0, 199, 190); dark (102, 212, 207).
    public static let systemMint = Color(light: Color(rgb: 0, 199, 190), dark: Color(rgb: 102, 212, 207))
    /// The system cyan: (50, 173, 230); dark (100, 210, 255).
    public static let systemCyan = Color(light: Color(rgb: 50, 173, 230), dark: Color(rgb: 100, 210, 255))

    // MARK: Greys

    /// The system grey: (142, 142, 147) in both appearances (Apple gives it the same value
    /// in both); dynamic like the other greys.
    public static let systemGray = Color(light: Color(rgb: 142, 142, 147), dark: Color(rgb: 142, 142, 147))
    /// The second grey: (174, 174, 178); dark (99, 99, 102).
    public static let systemGray2 = Color(light: Color(rgb: 174, 174, 178), dark: Color(rgb: 99, 99, 102))
    /// The third grey: (199, 199, 204); dark (72, 72, 74).
    public static let systemGray3 = Color(light: Color(rgb: 199, 199, 204), dark: Color(rgb: 72, 72, 74))
    /// The fourth grey: (209, 209, 214); dark (58, 58, 60).
    public static let systemGray4 = Color(light: Color(rgb: 209, 209, 214), dark: Color(rgb: 58, 58, 60))
    /// The fifth grey: (229, 229, 234); dark (44, 44, 46).
    public static let systemGray5 = Color(light: Color(rgb: 229, 229, 234), dark: Color(rgb: 44, 44, 46))
    /// The sixth, lightest grey: (242, 242, 247); dark (28, 28, 30).
    public static let systemGray6 = Color(light: Color(rgb: 242, 242, 247), dark: Color(rgb: 28, 28, 30))

    // MARK: Labels

    /// Text of the fourth rank (watermarks, disabled text): (60, 60, 67) at alpha 0.18; dark
    /// (235, 235, 245) at alpha 0.18.
    public static let quaternaryLabel = Color(
        light: Color(rgb: 60, 60, 67, alpha: 0.18), dark: Color(rgb: 235, 235, 245, alpha: 0.18))
    /// Light text on dark backgrounds, whatever the appearance: white at alpha 0.6.
    public static let lightText = Color(white: 1, alpha: 0.6)
    /// Dark text on light backgrounds, whatever the appearance: black.
    public static let darkText = Color(white: 0)

    // MARK: Separators

    /// A hairline that lets what is under it show through: (60, 60, 67) at alpha 0.29; dark
    /// (84, 84, 88) at alpha 0.6. (The toolkit's own lists draw ``opaqueSeparator``.)
    public static let separator = Color(
        light: Color(rgb: 60, 60, 67, alpha: 0.29), dark: Color(rgb: 84, 84, 88, alpha: 0.6))

    // MARK: Fills

    /// Fills of thin and small shapes (a slider's track): (120, 120, 128) at alpha 0.2;
    /// dark at alpha 0.36.
    public static let systemFill = Color(
        light: Color(rgb: 120, 120, 128, alpha: 0.2), dark: Color(rgb: 120, 120, 128, alpha: 0.36))
    /// Fills of medium shapes (a switch's track): (120, 120, 128) at alpha 0.16; dark at 0.32.
    public static let secondarySystemFill = Color(
        light: Color(rgb: 120, 120, 128, alpha: 0.16), dark: Color(rgb: 120, 120, 128, alpha: 0.32))
    /// Fills of large shapes (input fields, search bars): (118, 118, 128) at alpha 0.12;
    /// dark at 0.24.
    public static let tertiarySystemFill = Color(
        light: Color(rgb: 118, 118, 128, alpha: 0.12), dark: Color(rgb: 118, 118, 128, alpha: 0.24))
    /// Fills of large areas with complex content: (116, 116, 128) at alpha 0.08; dark
    /// (118, 118, 128) at alpha 0.18.
    public static let quaternarySystemFill = Color(
        light: Color(rgb: 116, 116, 128, alpha: 0.08), dark: Color(rgb: 118, 118, 128, alpha: 0.18))

    // MARK: Backgrounds without a theme colour

    /// Content layered on ``secondarySystemBackground``: white; dark (44, 44, 46), elevated
    /// (58, 58, 60).
    public static let tertiarySystemBackground = Color(
        base: Color(light: .white, dark: Color(rgb: 44, 44, 46)), elevated: Color(light: .white, dark: Color(rgb: 58, 58, 60)))
    /// Content layered on ``secondarySystemGroupedBackground``: (242, 242, 247); dark
    /// (44, 44, 46), elevated (58, 58, 60).
    public static let tertiarySystemGroupedBackground = Color(
        base: Color(light: Color(rgb: 242, 242, 247), dark: Color(rgb: 44, 44, 46)),
        elevated: Color(light: Color(rgb: 242, 242, 247), dark: Color(rgb: 58, 58, 60)))
}
