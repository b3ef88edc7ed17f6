import Foundation

extension DesktopSettings {
    /// The settings an XSETTINGS manager publishes, as GTK reads them: `Xft/DPI` (1024ths of
    /// a dot per inch), `Net/ThemeName` (a name ending in "-dark" is dark),
    /// `Gtk/CursorThemeName`, `Gtk/CursorThemeSize`, `Net/DoubleClickTime` and
    /// `Net/CursorBlinkTime` (milliseconds), `Net/DoubleClickDistance`, `Net/CursorBlink` and
    /// `Gtk/EnableAnimations`. A value of the wrong type or out of range is left out and
    /// named in `ignored`, one phrase each.
    static func from(_ property: XSettingsProperty) -> (settings: DesktopSettings, ignored: [String]) {
        var settings = DesktopSettings()
        var ignored: [String] = []
        func integer(_ name: String, in range: ClosedRange<Int32>) -> Int32? {
            guard let value = property.values[name] else { return nil }
            guard case .integer(let number) = value else {
                ignored.append("\(name) is not an integer")
                return nil
            }
            guard range.contains(number) else {
                ignored.append("\(name) \(number) is outside \(range.lowerBound)…\(range.upperBound)")
                return nil
            }
            return number
        }
        func string(_ name: String) -> String? {
            guard let value = property.values[name] else { return nil }
            guard case .string(let text) = value else {
                ignored.append("\(name) is not a string")
                return nil
            }
            return text
        }
        if let dpi = integer("Xft/DPI", in: 24 * 1024...960 * 1024) { settings.dotsPerInch = Double(dpi) / 1024 }
        if let theme = string("Net/ThemeName"), !theme.isEmpty {
            settings.prefersDark = theme.lowercased().hasSuffix("-dark") || theme.lowercased().hasSuffix(":dark")
        }
        if let name = string("Gtk/CursorThemeName"), !name.isEmpty { settings.cursorThemeName = name }
        if let size = integer("Gtk/CursorThemeSize", in: 0...512), size > 0 { settings.cursorSize = Int(size) }
        if let time = integer("Net/DoubleClickTime", in: 50...5_000) { settings.doubleClickInterval = Double(time) / 1000 }
        if let distance = integer("Net/DoubleClickDistance", in: 0...200) { settings.doubleClickDistance = Int(distance) }
        if let blink = integer("Net/CursorBlink", in: 0...1) { settings.caretBlinks = blink == 1 }
        if let time = integer("Net/CursorBlinkTime", in: 100...10_000) { settings.caretBlinkInterval = Double(time) / 1000 }
        if let enabled = integer("Gtk/EnableAnimations", in: 0...1) { settings.animationsEnabled = enabled == 1 }
        return (settings, ignored)
    }
}
