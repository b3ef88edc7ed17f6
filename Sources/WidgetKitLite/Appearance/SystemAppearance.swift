import Foundation

/// The appearance of views whose window and ancestors do not override it: the
/// `WKL_APPEARANCE` setting (`light` or `dark`), light when unset. Any other value is
/// reported in one line and light is used.
@MainActor
enum SystemAppearance {
    /// The name of the setting.
    static let variable = "WKL_APPEARANCE"

    /// The system's style; read from the environment the first time it is asked for.
    static var style: UserInterfaceStyle = parse(ProcessInfo.processInfo.environment[variable])

    /// The style `value` names; nil and "" are light, anything unknown is light with a diagnostic.
    static func parse(_ value: String?) -> UserInterfaceStyle {
        switch value?.lowercased() {
        case nil, "", "light": return .light
        case "dark": return .dark
        case let other?:
            Diagnostics.report("\(variable)=\"\(other)\" is not light or dark; using light")
            return .light
        }
    }
}
