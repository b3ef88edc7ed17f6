import Foundation

/// What the desktop says about how apps should look and behave, from whichever source says
/// it (XSETTINGS and X resources on X11; the settings portal on the session bus). Nil: that
/// source does not say; the toolkit's own default, or a source lower in the precedence,
/// stands (see `overriding(_:)`).
struct DesktopSettings: Equatable {
    /// The text resolution, in dots per inch (96 is scale 1).
    var dotsPerInch: Double?
    /// Whether the desktop is dark (true), light (false) or has no preference (nil).
    var prefersDark: Bool?
    /// The pointer theme's name ("Adwaita").
    var cursorThemeName: String?
    /// The pointer's size, in pixels.
    var cursorSize: Int?
    /// The longest time between the presses of a double click.
    var doubleClickInterval: TimeInterval?
    /// The farthest the pointer may move between the presses of a double click, in pixels.
    var doubleClickDistance: Int?
    /// Whether the text caret blinks.
    var caretBlinks: Bool?
    /// One blink of the caret, on and off.
    var caretBlinkInterval: TimeInterval?
    /// Whether the desktop wants animations (false: reduce motion).
    var animationsEnabled: Bool?
    /// The desktop's accent colour (the default tint), opaque.
    var accentColor: Color?
    /// Whether the desktop asks for higher contrast.
    var prefersHighContrast: Bool?

    /// These settings over `lower`: every value said here wins, every value left nil here
    /// is `lower`'s. The precedence is built by chaining: `portal.overriding(xsettings)`.
    func overriding(_ lower: DesktopSettings) -> DesktopSettings {
        DesktopSettings(
            dotsPerInch: dotsPerInch ?? lower.dotsPerInch,
            prefersDark: prefersDark ?? lower.prefersDark,
            cursorThemeName: cursorThemeName ?? lower.cursorThemeName,
            cursorSize: cursorSize ?? lower.cursorSize,
            doubleClickInterval: doubleClickInterval ?? lower.doubleClickInterval,
            doubleClickDistance: doubleClickDistance ?? lower.doubleClickDistance,
            caretBlinks: caretBlinks ?? lower.caretBlinks,
            caretBlinkInterval: caretBlinkInterval ?? lower.caretBlinkInterval,
            animationsEnabled: animationsEnabled ?? lower.animationsEnabled,
            accentColor: accentColor ?? lower.accentColor,
            prefersHighContrast: prefersHighContrast ?? lower.prefersHighContrast)
    }
}
