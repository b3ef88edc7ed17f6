import Foundation

/// What each desktop source said last, and the desktop's settings they make together: the
/// portal's values over XSETTINGS' over the X resources'. The application's own choices
/// (its `Configuration`, a window's `overrideUserInterfaceStyle`, a value set on
/// `Accessibility`) rank above all three; they are applied by the application, not here.
@MainActor
final class DesktopSettingsCenter {
    /// Each source's settings as it said them last; a source that never spoke is absent.
    private(set) var reports: [DesktopSettingsSource: DesktopSettings] = [:]

    /// The desktop's settings: each value from the highest source that says it.
    var desktop: DesktopSettings {
        DesktopSettingsSource.allCases.reversed().reduce(DesktopSettings()) { lower, source in
            (reports[source] ?? DesktopSettings()).overriding(lower)
        }
    }

    /// Whether any source has spoken.
    var hasReports: Bool { !reports.isEmpty }

    /// Records what `source` says now; returns whether the desktop's settings changed.
    @discardableResult
    func update(_ settings: DesktopSettings, from source: DesktopSettingsSource) -> Bool {
        let before = desktop
        let hadReports = hasReports
        reports[source] = settings
        return desktop != before || !hadReports
    }
}
