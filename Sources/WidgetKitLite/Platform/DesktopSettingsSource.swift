import Foundation

/// Where a set of `DesktopSettings` comes from, highest precedence first: the settings
/// portal on the session bus, then the XSETTINGS manager, then the X resources
/// (`RESOURCE_MANAGER`, where `xrdb` puts `Xft.dpi`).
enum DesktopSettingsSource: CaseIterable, Sendable {
    /// `org.freedesktop.portal.Settings` on the session bus.
    case portal
    /// The XSETTINGS manager of the screen (`_XSETTINGS_S0`).
    case xsettings
    /// The X resources on the root window (`Xft.dpi`).
    case resources
}
