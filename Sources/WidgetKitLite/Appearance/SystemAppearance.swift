import Foundation

/// The appearance of views whose window and ancestors do not override it: the
/// configuration's `appearance` (`WKL_APPEARANCE=light|dark`, `--appearance`, or set in code
/// on `Application.shared.configuration` before windows are made), light when unset. To
/// switch at run time, set `overrideUserInterfaceStyle` on the windows.
@MainActor
enum SystemAppearance {
    /// The system's style now.
    static var style: UserInterfaceStyle { UserInterfaceStyle(Application.shared.configuration.appearance) }
}

extension UserInterfaceStyle {
    /// The style of a configured appearance: light when there is none.
    init(_ appearance: Configuration.Appearance?) {
        self = appearance == .dark ? .dark : .light
    }
}
