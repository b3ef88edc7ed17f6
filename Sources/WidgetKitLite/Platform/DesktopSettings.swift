import Foundation

/// What the desktop says about how apps should look and behave, from whichever source says
/// it (XSETTINGS on X11; the settings portal). Nil: that source does not say; the toolkit's
/// own default, or a source lower in the precedence, stands.
struct DesktopSettings: Equatable {
    /// The text resolution, in dots per inch (96 is scale 1).
    var dotsPerInch: Double?
    /// Whether the desktop is dark.
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
}
