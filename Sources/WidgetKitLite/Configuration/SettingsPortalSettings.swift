import Foundation

/// Whether the app follows the desktop's settings portal (`org.freedesktop.portal.Settings`
/// on the session bus), and where it finds the bus: read from the environment with the rest
/// of ``Configuration``.
///
/// | Variable | Meaning |
/// |---|---|
/// | `WKL_SETTINGS_PORTAL` | `0`: do not ask the portal (the desktop's appearance is then XSETTINGS' alone) |
/// | `DBUS_SESSION_BUS_ADDRESS` | the session bus the portal is on; unset: no portal, silently |
struct SettingsPortalSettings: Equatable {
    /// Whether the app may ask the portal.
    var isWanted = true
    /// `DBUS_SESSION_BUS_ADDRESS`; nil when unset or empty.
    var sessionBusAddress: String?
    /// How long the portal may take to answer `ReadAll`: after that it is given up in one
    /// line, and a later answer is ignored (its changes are still followed).
    var replyTimeout: TimeInterval = 3

    /// No bus known; the portal wanted.
    init() {}

    /// The settings `environment` gives.
    init(environment: [String: String]) {
        isWanted = environment["WKL_SETTINGS_PORTAL"] != "0"
        sessionBusAddress = environment["DBUS_SESSION_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
