import Foundation

/// Desktop settings as fields of a recording's `settings` line: `name=value` for each
/// setting the source gave, in a fixed order (<doc:RecordingAndReplay>).
extension DesktopSettings {
    func recordingFields() -> String {
        typealias F = SessionRecordingFormat
        var fields: [String] = []
        func add(_ name: String, _ value: String?) { if let value { fields.append("\(name)=\(value)") } }
        add("dpi", dotsPerInch.map { "\($0)" })
        add("dark", prefersDark.map { $0 ? "1" : "0" })
        add("cursor-theme", cursorThemeName.map { F.text($0) })
        add("cursor-size", cursorSize.map(String.init))
        add("double-click-interval", doubleClickInterval.map { "\($0)" })
        add("double-click-distance", doubleClickDistance.map(String.init))
        add("caret-blinks", caretBlinks.map { $0 ? "1" : "0" })
        add("caret-blink-interval", caretBlinkInterval.map { "\($0)" })
        add("animations", animationsEnabled.map { $0 ? "1" : "0" })
        add("accent", accentColor.map { "\(Double($0.red)),\(Double($0.green)),\(Double($0.blue)),\(Double($0.alpha))" })
        add("contrast", prefersHighContrast.map { $0 ? "1" : "0" })
        return fields.joined(separator: " ")
    }

    /// The settings of a `settings` line's `name=value` fields; nil when one is malformed.
    /// Names it does not know (a newer toolkit's) are skipped.
    init?(recordingFields fields: [Substring]) {
        self.init()
        for field in fields {
            guard let equals = field.firstIndex(of: "=") else { return nil }
            let name = field[..<equals], value = field[field.index(after: equals)...]
            func flag() -> Bool? { value == "1" ? true : value == "0" ? false : nil }
            func number() -> Double? { Double(value).flatMap { $0.isFinite ? $0 : nil } }
            switch name {
            case "dpi": guard let v = number() else { return nil }; dotsPerInch = v
            case "dark": guard let v = flag() else { return nil }; prefersDark = v
            case "cursor-theme": guard let v = SessionRecordingFormat.text(value) else { return nil }; cursorThemeName = v
            case "cursor-size": guard let v = Int(value) else { return nil }; cursorSize = v
            case "double-click-interval": guard let v = number() else { return nil }; doubleClickInterval = v
            case "double-click-distance": guard let v = Int(value) else { return nil }; doubleClickDistance = v
            case "caret-blinks": guard let v = flag() else { return nil }; caretBlinks = v
            case "caret-blink-interval": guard let v = number() else { return nil }; caretBlinkInterval = v
            case "animations": guard let v = flag() else { return nil }; animationsEnabled = v
            case "accent":
                let c = value.split(separator: ",").compactMap { Double($0) }
                guard c.count == 4 else { return nil }
                accentColor = Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
            case "contrast": guard let v = flag() else { return nil }; prefersHighContrast = v
            default: continue
            }
        }
    }
}

extension DesktopSettingsSource {
    /// The source's word in a recording.
    var recordingName: String {
        switch self {
        case .portal: "portal"
        case .xsettings: "xsettings"
        case .resources: "resources"
        }
    }

    init?(recordingName: Substring) {
        guard let source = Self.allCases.first(where: { $0.recordingName == recordingName }) else { return nil }
        self = source
    }
}
