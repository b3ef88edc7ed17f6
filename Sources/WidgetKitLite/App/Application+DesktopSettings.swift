import Foundation

/// Following the desktop: what its sources say (`DesktopSettingsCenter`) applied live to
/// the app's windows, below the app's own choices.
///
/// The precedence, highest first: the app's override (its `Configuration` set in code, a
/// window's `overrideUserInterfaceStyle`, `Accessibility.isReduceMotionEnabled` set in code),
/// then `WKL_*` (`WKL_SCALE`/`--scale`, `WKL_APPEARANCE`/`--appearance`,
/// `WKL_REDUCE_MOTION`, read into `configuration`), then the settings portal, then XSETTINGS,
/// then the X resources, then the toolkit's defaults.
extension Application {
    /// The slot every desktop source reports through (the X11 host's XSETTINGS and resources
    /// watcher, the settings portal's client): `settings` is everything `source` says now
    /// (empty: it says nothing any more, so lower sources or the defaults return). When the
    /// desktop's settings changed, every window follows at once.
    func desktopSettingsChanged(_ settings: DesktopSettings, from source: DesktopSettingsSource) {
        guard let recorder else { return takeDesktopSettings(settings, from: source) }
        recorder.settings(settings, from: source) { takeDesktopSettings(settings, from: source) }
    }

    private func takeDesktopSettings(_ settings: DesktopSettings, from source: DesktopSettingsSource) {
        if baseScale == nil { baseScale = openHost?.scale }
        guard desktopSettings.update(settings, from: source) else { return }
        applyDesktopSettings()
    }

    /// The scale windows are drawn at: the configured one, else the desktop's DPI ÷ 96
    /// (rounded, at least 1), else the screen's own (1 on X11).
    var followedScale: CGFloat {
        if let scale = configuration.scale { return scale }
        if let dpi = desktopSettings.desktop.dotsPerInch { return Configuration.scale(forDPI: dpi) }
        return baseScale ?? 1
    }

    /// What a window whose base environment is `base` (its host's) draws with once the
    /// desktop's settings are applied: the appearance, the themes' tint and caret (each
    /// unless the app chose its own) and, when the desktop asks, higher contrast.
    func followedEnvironment(from base: WindowEnvironment) -> WindowEnvironment {
        let desktop = desktopSettings.desktop
        var environment = base
        if let appearance = configuration.appearance {
            environment.appearance = UserInterfaceStyle(appearance)
        } else if let dark = desktop.prefersDark {
            environment.appearance = dark ? .dark : .light
        }
        var light = Self.following(desktop, base.themes.light, standard: .light)
        var dark = Self.following(desktop, base.themes.dark, standard: .dark)
        if desktop.prefersHighContrast == true {
            environment.contrast = .high
            light = light.increasingContrast()
            dark = dark.increasingContrast()
        }
        if light != base.themes.light || dark != base.themes.dark {
            environment.themes = ThemePalette(light: light, dark: dark)
        }
        return environment
    }

    /// `theme` with the desktop's accent colour and caret blinking, where `theme` still
    /// has `standard`'s values (a value the app set is kept).
    private static func following(_ desktop: DesktopSettings, _ theme: Theme, standard: Theme) -> Theme {
        var t = theme
        if let accent = desktop.accentColor {
            if t.tintColor == standard.tintColor { t.tintColor = accent }
            if t.caretColor == standard.caretColor { t.caretColor = accent }
            if t.textSelectionColor == standard.textSelectionColor {
                t.textSelectionColor = accent.withAlphaComponent(standard.textSelectionColor.alpha)
            }
        }
        if let blinks = desktop.caretBlinks, t.caretBlinks == standard.caretBlinks { t.caretBlinks = blinks }
        if let cycle = desktop.caretBlinkInterval, t.caretBlinkInterval == standard.caretBlinkInterval {
            t.caretBlinkInterval = cycle / 2
        }
        return t
    }

    /// Applies the desktop's settings, under the app's choices, to the host and every
    /// window: the scale (windows redraw at it, keeping their size in points), the
    /// appearance and themes, the pointer theme, the double-click limits and reduce motion.
    func applyDesktopSettings() {
        let desktop = desktopSettings.desktop
        Accessibility.systemReducesMotion = configuration.reducesMotion ?? desktop.animationsEnabled.map { !$0 } ?? false
        GestureLimits.tapMaximumInterval = desktop.doubleClickInterval ?? GestureLimits.standardTapMaximumInterval
        guard let host = openHost else { return }
        let scale = followedScale
        if scale != host.scale {
            host.setScale(scale)
            for window in windows { window.changeScale(to: scale) }
        }
        GestureLimits.multiTapAllowableMovement =
            desktop.doubleClickDistance.map { CGFloat($0) / host.scale } ?? GestureLimits.tapAllowableMovement
        host.usePointerTheme(name: desktop.cursorThemeName, size: desktop.cursorSize)
        for window in windows { follow(window) }
    }

    /// Gives `window` its host's environment with the desktop's settings applied; views
    /// whose appearance changed hear of it, and everything redraws when the themes changed.
    func follow(_ window: Window) {
        guard let base = baseEnvironment(of: window) else { return }
        let environment = followedEnvironment(from: base)
        let themesChanged =
            environment.themes.light != window.environment.themes.light
            || environment.themes.dark != window.environment.themes.dark
        guard
            themesChanged || environment.appearance != window.environment.appearance
                || environment.contrast != window.environment.contrast
        else { return }
        window.environment = environment
        if themesChanged {
            Self.setNeedsDisplay(window)
            window.damageAll()
        }
        window.requestFrame()
    }

    /// The environment `window`'s host gives it before the desktop's settings: the
    /// configuration's on X11, the screen's on a headless screen.
    private func baseEnvironment(of window: Window) -> WindowEnvironment? {
        switch display {
        case .x11: configuration.windowEnvironment
        case let .headless(screen): isReplay ? configuration.windowEnvironment : screen.environment
        }
    }

    private static func setNeedsDisplay(_ view: View) {
        view.setNeedsDisplay()
        for sub in view.subviews { setNeedsDisplay(sub) }
    }
}
