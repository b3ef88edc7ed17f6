import Foundation

/// The `org.freedesktop.appearance` namespace of the settings portal, read into
/// ``DesktopSettings`` as the portal's specification defines its keys:
///
/// | Key | Type | Values | Field |
/// |---|---|---|---|
/// | `color-scheme` | `u` | 0 no preference, 1 dark, 2 light (others: 0) | `prefersDark` nil, true, false |
/// | `accent-color` | `(ddd)` | sRGB red, green, blue in 0…1 (out of range: unset) | `accentColor` |
/// | `contrast` | `u` | 0 no preference, 1 higher contrast | `prefersHighContrast` nil, true |
/// | `reduced-motion` | `u` | 0 no preference, 1 reduced motion | `animationsEnabled` nil, false |
///
/// Values come wrapped in a variant, and in a second one from portals older than version 2
/// of the interface; both are accepted. A pure mapping: no bus, no time, no diagnostics.
enum PortalAppearance {
    /// The namespace the appearance keys live in.
    static let namespace = "org.freedesktop.appearance"

    /// Why a value was not taken: its key and what was wrong with it.
    struct Refusal: Equatable, CustomStringConvertible {
        /// The key ("color-scheme").
        let key: String
        /// The D-Bus signature that came.
        let signature: String
        /// The signature the key has.
        let expected: String

        var description: String {
            "\(PortalAppearance.namespace) \(key) has type \(signature), not \(expected); ignored"
        }
    }

    /// Sets the field `key` stands for in `settings` from `value`. Keys of other settings are
    /// left alone (nil returned); a value of the wrong type leaves the field as it was and
    /// returns why.
    static func apply(key: String, value: DBusValue, to settings: inout DesktopSettings) -> Refusal? {
        let value = value.unwrapped
        switch key {
        case "color-scheme":
            guard let scheme = value.integerValue else { return Refusal(key: key, signature: value.signature, expected: "u") }
            settings.prefersDark = scheme == 1 ? true : scheme == 2 ? false : nil
        case "accent-color":
            guard case .structure(let fields) = value, fields.count == 3,
                case .double(let red) = fields[0], case .double(let green) = fields[1], case .double(let blue) = fields[2]
            else { return Refusal(key: key, signature: value.signature, expected: "(ddd)") }
            let unit = 0.0...1.0
            let inRange = unit.contains(red) && unit.contains(green) && unit.contains(blue)
            settings.accentColor = inRange ? Color(red: red, green: green, blue: blue) : nil
        case "contrast":
            guard let contrast = value.integerValue else { return Refusal(key: key, signature: value.signature, expected: "u") }
            settings.prefersHighContrast = contrast == 1 ? true : nil
        case "reduced-motion":
            guard let motion = value.integerValue else { return Refusal(key: key, signature: value.signature, expected: "u") }
            settings.animationsEnabled = motion == 1 ? false : nil
        default:
            break
        }
        return nil
    }

    /// Whether `key` is one this mapping reads.
    static func reads(_ key: String) -> Bool {
        ["color-scheme", "accent-color", "contrast", "reduced-motion"].contains(key)
    }
}
