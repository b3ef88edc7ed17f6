import Foundation
import Testing

@testable import WidgetKitLite

/// A view that counts its trait changes and remembers the last display scale it was told.
@MainActor
private final class TraitCountingView: View {
    var changes = 0
    var previous: [TraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes += 1
        previous.append(previousTraitCollection)
    }
}

/// A view that counts its layouts.
@MainActor
private final class LayoutCountingView: View {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// An application on a headless screen with one window of 400 × 300 points, whose global
/// settings (reduce motion, double-click limits) are put back when it ends.
@MainActor
private final class DesktopFixture {
    let screen: HeadlessScreen
    let application: Application
    let window = Window(size: CGSize(width: 400, height: 300))
    let view = TraitCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init(scale: CGFloat = 1, theme: Theme = .light, configuration: Configuration = Configuration()) {
        screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: scale, theme: theme)
        application = Application(display: .headless(screen)) { _ in }
        application.configuration = configuration
        Accessibility.reduceMotionOverride = nil
        window.addSubview(view)
        application.adopt(window)
        window.show()
        screen.runFrame()
    }

    /// What `source` says now, then a frame.
    func desktop(_ source: DesktopSettingsSource, _ settings: DesktopSettings) {
        application.desktopSettingsChanged(settings, from: source)
        screen.runFrame()
    }

    isolated deinit {
        Accessibility.systemReducesMotion = false
        Accessibility.reduceMotionOverride = nil
        GestureLimits.tapMaximumInterval = GestureLimits.standardTapMaximumInterval
        GestureLimits.multiTapAllowableMovement = GestureLimits.tapAllowableMovement
    }
}

@MainActor @Suite(.serialized) struct DesktopSettingsPrecedenceTests {
    @Test func thePortalBeatsXSettingsWhichBeatsTheResources() {
        let center = DesktopSettingsCenter()
        center.update(DesktopSettings(dotsPerInch: 96, prefersDark: false, cursorSize: 24), from: .resources)
        #expect(center.desktop.dotsPerInch == 96 && center.desktop.prefersDark == false)
        center.update(DesktopSettings(dotsPerInch: 192, prefersDark: true), from: .xsettings)
        #expect(center.desktop.dotsPerInch == 192 && center.desktop.prefersDark == true)
        #expect(center.desktop.cursorSize == 24, "a value only a lower source says stands")
        center.update(DesktopSettings(prefersDark: false), from: .portal)
        #expect(center.desktop.prefersDark == false && center.desktop.dotsPerInch == 192)
        center.update(DesktopSettings(), from: .xsettings)
        #expect(center.desktop.dotsPerInch == 96, "a manager that quit lets the resources' value return")
    }

    @Test func theConfigurationBeatsTheDesktopAndAWindowOverrideBeatsBoth() {
        var configuration = Configuration(environment: ["WKL_APPEARANCE": "dark", "WKL_SCALE": "1"])
        let f = DesktopFixture(configuration: configuration)
        f.desktop(.xsettings, DesktopSettings(dotsPerInch: 192, prefersDark: false))
        #expect(f.window.scale == 1, "WKL_SCALE beats Xft/DPI")
        #expect(f.view.traitCollection.userInterfaceStyle == .dark, "WKL_APPEARANCE beats the theme name")
        configuration.appearance = .light
        configuration.scale = nil
        f.application.configuration = configuration
        f.screen.runFrame()
        #expect(f.view.traitCollection.userInterfaceStyle == .light, "the app's own value beats WKL_APPEARANCE")
        #expect(f.window.scale == 2, "no scale of the app's own: the desktop's")
        configuration.appearance = nil
        f.application.configuration = configuration
        f.desktop(.xsettings, DesktopSettings(prefersDark: true))
        #expect(f.view.traitCollection.userInterfaceStyle == .dark)
        f.window.overrideUserInterfaceStyle = .light
        #expect(f.view.traitCollection.userInterfaceStyle == .light, "a window's override beats the desktop")
    }

    @Test func reduceMotionTakesTheOverrideThenTheEnvironmentThenTheDesktop() {
        final class Counter: @unchecked Sendable { var count = 0 }
        let counter = Counter()
        var received: Int { counter.count }
        let token = NotificationCenter.default.addObserver(
            forName: Accessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in counter.count += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        let f = DesktopFixture()
        #expect(!Accessibility.isReduceMotionEnabled)
        f.desktop(.xsettings, DesktopSettings(animationsEnabled: false))
        #expect(Accessibility.isReduceMotionEnabled && received == 1, "Gtk/EnableAnimations 0 reduces motion")
        f.application.configuration = Configuration(environment: ["WKL_REDUCE_MOTION": "0"])
        #expect(!Accessibility.isReduceMotionEnabled && received == 2, "WKL_REDUCE_MOTION=0 beats the desktop")
        Accessibility.isReduceMotionEnabled = true
        #expect(Accessibility.isReduceMotionEnabled && received == 3, "a value set in code beats WKL_REDUCE_MOTION")
        Accessibility.reduceMotionOverride = nil
        f.application.configuration = Configuration()
        f.desktop(.xsettings, DesktopSettings())
        #expect(!Accessibility.isReduceMotionEnabled, "no source: motion as usual")
    }

    @Test func badReduceMotionValueIsReportedAndFollowsTheDesktop() {
        var lines: [String] = []
        let configuration = Configuration(environment: ["WKL_REDUCE_MOTION": "yes"]) { lines.append($0) }
        #expect(configuration.reducesMotion == nil)
        #expect(lines == ["WKL_REDUCE_MOTION=yes is not 1 or 0; following the desktop"])
        #expect(Configuration(environment: ["WKL_REDUCE_MOTION": "1"]).reducesMotion == true)
    }
}

@MainActor @Suite(.serialized) struct DesktopSettingsFollowingTests {
    @Test func aNewScaleLaysEveryViewOutAgainSoTitlesAreMeasuredAtIt() {
        let f = DesktopFixture()
        let deep = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        f.view.addSubview(deep)
        f.screen.runFrame()
        let before = deep.layouts
        f.screen.runFrame()
        #expect(deep.layouts == before, "nothing changed: no layout")
        f.desktop(.xsettings, DesktopSettings(dotsPerInch: 192))
        #expect(deep.layouts == before + 1, "a deep view whose size did not change is laid out again at the new scale")
    }

    @Test func aNewDPIRedrawsTheWindowAtTheNewScaleKeepingItsSizeInPoints() throws {
        let f = DesktopFixture()
        var scales: [CGFloat] = []
        f.view.registerForTraitChanges([TraitDisplayScale.self]) { (view: View, _: TraitCollection) in
            scales.append(view.traitCollection.displayScale)
        }
        let surface = try #require(f.window.surface)
        #expect(surface.pixelWidth == 400 && f.window.traitCollection.displayScale == 1)
        f.desktop(.xsettings, DesktopSettings(dotsPerInch: 192))
        #expect(f.window.bounds.size == CGSize(width: 400, height: 300), "the size in points is kept")
        #expect(surface.pixelWidth == 800 && surface.pixelHeight == 600, "the pixel size doubled")
        #expect(f.screen.snapshot().width == 800)
        #expect(f.view.traitCollection.displayScale == 2 && scales == [2])
        #expect(f.screen.scale == 2, "new windows are made at the new scale too")
        f.desktop(.xsettings, DesktopSettings())
        #expect(surface.pixelWidth == 400 && scales == [2, 1], "the manager quit: the default scale returns")
        f.desktop(.resources, DesktopSettings(dotsPerInch: 150))
        #expect(surface.pixelWidth == 800, "Xft.dpi 150 rounds to 2")
    }

    @Test func aDarkThemeNameTurnsWindowsWithoutAnOverrideDark() {
        let f = DesktopFixture()
        let other = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        other.overrideUserInterfaceStyle = .light
        f.window.addSubview(other)
        let before = f.view.changes
        f.desktop(.xsettings, DesktopSettings(prefersDark: true))
        #expect(f.view.traitCollection.userInterfaceStyle == .dark && f.view.changes == before + 1)
        #expect(other.traitCollection.userInterfaceStyle == .light)
        let dark = f.screen.snapshot().pixel(x: 300, y: 200)
        f.desktop(.xsettings, DesktopSettings())
        #expect(f.view.traitCollection.userInterfaceStyle == .light && f.view.changes == before + 2)
        let light = f.screen.snapshot().pixel(x: 300, y: 200)
        #expect(dark != light, "the window background was drawn again in the other appearance")
    }

    @Test func theDoubleClickTimeAndDistanceBecomeTheMultiTapLimits() {
        let f = DesktopFixture(scale: 2)
        var doubles = 0
        let doubleTap = TapGestureRecognizer { _ in doubles += 1 }
        doubleTap.numberOfTapsRequired = 2
        f.window.addGestureRecognizer(doubleTap)
        f.desktop(.xsettings, DesktopSettings(doubleClickInterval: 0.6, doubleClickDistance: 10))
        #expect(GestureLimits.tapMaximumInterval == 0.6 && GestureLimits.multiTapAllowableMovement == 5)
        f.screen.click(at: CGPoint(x: 50, y: 50))
        f.screen.advance(by: 0.5)
        f.screen.click(at: CGPoint(x: 54, y: 50))
        #expect(doubles == 1, "0.5 s apart is a double click when the desktop allows 0.6 s")
        f.screen.advance(by: 1)
        f.screen.click(at: CGPoint(x: 50, y: 50))
        f.screen.advance(by: 0.1)
        f.screen.click(at: CGPoint(x: 60, y: 50))
        #expect(doubles == 1, "10 points apart is too far for 10 pixels at scale 2")
        f.screen.advance(by: 1)
        f.desktop(.xsettings, DesktopSettings())
        #expect(GestureLimits.tapMaximumInterval == 0.35 && GestureLimits.multiTapAllowableMovement == 45)
    }

    @Test func caretBlinkOffKeepsTheCaretOnWithNoWakeups() {
        let f = DesktopFixture()
        f.desktop(.xsettings, DesktopSettings(caretBlinks: false))
        let field = TextField(frame: CGRect(x: 150, y: 20, width: 200, height: 34))
        f.window.addSubview(field)
        field.becomeFirstResponder()
        f.screen.runFrame()
        f.screen.type("a")
        f.screen.runFrame()
        #expect(!field.caretView.isHidden && field.blinker?.isBlinking != true)
        f.screen.advance(by: 0.6)
        #expect(!field.caretView.isHidden, "still on where it would have blinked off")
        #expect(f.screen.isIdle)
        f.desktop(.xsettings, DesktopSettings(caretBlinks: true, caretBlinkInterval: 0.4))
        #expect(field.theme.caretBlinkInterval == 0.2 && field.theme.caretBlinks)
        f.screen.type("b")
        f.screen.advance(by: 0.3)
        #expect(field.caretView.isHidden, "blinking again, 0.2 s a half")
    }

    @Test func theAccentColourBecomesTheDefaultTintUnlessTheAppSetItsOwn() {
        let f = DesktopFixture()
        let accent = Color(rgb: 200, 40, 90)
        f.desktop(.portal, DesktopSettings(accentColor: accent))
        #expect(f.view.tintColor.resolvedColor(with: f.view.traitCollection) == accent)
        var theme = Theme.light
        theme.tintColor = Color(rgb: 0, 128, 0)
        let own = DesktopFixture(theme: theme)
        own.desktop(.portal, DesktopSettings(accentColor: accent))
        #expect(own.view.tintColor.resolvedColor(with: own.view.traitCollection) == Color(rgb: 0, 128, 0))
    }

    @Test func highContrastStrengthensSecondaryColoursAndSaysSoInTheTraits() {
        let f = DesktopFixture()
        let before = f.view.theme.secondaryLabelColor.resolvedColor(with: f.view.traitCollection)
        #expect(f.view.traitCollection.accessibilityContrast == .normal)
        f.desktop(.portal, DesktopSettings(prefersHighContrast: true))
        let after = f.view.theme.secondaryLabelColor.resolvedColor(with: f.view.traitCollection)
        #expect(f.view.traitCollection.accessibilityContrast == .high)
        #expect(after.red < before.red && after.green < before.green, "secondary text darker on the light theme")
        f.desktop(.portal, DesktopSettings())
        #expect(f.view.traitCollection.accessibilityContrast == .normal)
        #expect(f.view.theme.secondaryLabelColor.resolvedColor(with: f.view.traitCollection) == before)
    }

    @Test func aContrastChangeIsATraitChangeThatChangesColourAppearance() {
        let f = DesktopFixture()
        let child = TraitCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.view.addSubview(child)
        var heard: [AccessibilityContrast] = []
        _ = f.view.registerForTraitChanges([TraitAccessibilityContrast.self]) { (_: TraitCountingView, previous) in
            heard.append(previous.accessibilityContrast)
        }
        var styleOnly = 0
        _ = f.view.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (_: TraitCountingView, _) in styleOnly += 1 }
        let changesBefore = f.view.changes

        f.desktop(.portal, DesktopSettings(prefersHighContrast: true))
        #expect(f.view.changes == changesBefore + 1, "traitCollectionDidChange is called once")
        #expect(child.changes == 1, "and on the subviews")
        let previous = f.view.previous.last.flatMap { $0 }
        #expect(previous?.accessibilityContrast == .normal)
        #expect(f.view.traitCollection.hasDifferentColorAppearance(comparedTo: previous))
        #expect(heard == [.normal])
        #expect(styleOnly == 0, "the appearance did not change")

        f.desktop(.portal, DesktopSettings(prefersHighContrast: true))
        #expect(f.view.changes == changesBefore + 1, "the same contrast again is no change")
        f.desktop(.portal, DesktopSettings())
        #expect(heard == [.normal, .high])
        #expect(child.changes == 2)
    }

    @Test func colourAppearanceDiffersByStyleLevelAndContrastOnly() {
        let light = TraitCollection(userInterfaceStyle: .light)
        #expect(!light.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .light)))
        #expect(light.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .dark)))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
        var elevated = light
        elevated.userInterfaceLevel = .elevated
        #expect(light.hasDifferentColorAppearance(comparedTo: elevated))
        var high = light
        high.accessibilityContrast = .high
        #expect(light.hasDifferentColorAppearance(comparedTo: high))
        var large = light
        large.preferredContentSizeCategory = .extraExtraLarge
        #expect(!light.hasDifferentColorAppearance(comparedTo: large), "text size is not colour")
    }
}
