import Foundation

/// Whether the app speaks to the desktop's screen readers, and where it looks for their bus:
/// read from the environment with the rest of ``Configuration``.
///
/// | Variable | Meaning |
/// |---|---|
/// | `WKL_ACCESSIBILITY` | `0`: no bridge; `1`: say in one line why no bus was found |
/// | `NO_AT_BRIDGE`, `GTK_A11Y` | `1`, `none`: no bridge (as the desktop's other toolkits honour them) |
/// | `AT_SPI_BUS_ADDRESS` | the accessibility bus, used before anything else |
/// | `DBUS_SESSION_BUS_ADDRESS` | the session bus, asked for the accessibility bus |
struct AccessibilityBridgeSettings: Equatable {
    /// Whether the bridge may start.
    var isWanted = true
    /// Whether a missing bus is reported (`WKL_ACCESSIBILITY=1`).
    var reportsMissingBus = false
    /// `AT_SPI_BUS_ADDRESS`; nil when unset or empty.
    var busAddress: String?
    /// `DBUS_SESSION_BUS_ADDRESS`; nil when unset or empty.
    var sessionBusAddress: String?

    /// No bus known; the bridge wanted.
    init() {}

    /// The settings `environment` gives.
    init(environment: [String: String]) {
        let switchedOff =
            environment["WKL_ACCESSIBILITY"] == "0" || environment["NO_AT_BRIDGE"] == "1"
            || environment["GTK_A11Y"] == "none"
        isWanted = !switchedOff
        reportsMissingBus = environment["WKL_ACCESSIBILITY"] == "1"
        busAddress = environment["AT_SPI_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
        sessionBusAddress = environment["DBUS_SESSION_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
