import Foundation
import Testing
import WidgetKitLite

/// A view that counts appearance changes.
@MainActor
private final class WatchingView: View {
    var changes: [UserInterfaceStyle?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(previousTraitCollection?.userInterfaceStyle)
    }
}

@MainActor
private final class WatchingController: ViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        changes += 1
    }
}

@MainActor @Suite struct AppearanceTests {
    @Test func darkAndLightPalettesDifferInEveryColourThatShows() {
        let light = Theme.light, dark = Theme.dark
        let paths: [KeyPath<Theme, Color>] = [
            \.tintColor, \.labelColor, \.secondaryLabelColor, \.pageBackgroundColor, \.barBackgroundColor, \.barSeparatorColor,
            \.groupedBackgroundColor, \.secondaryGroupedBackgroundColor, \.switchOnTintColor, \.switchOffTrackColor,
            \.sliderMaximumTrackColor, \.segmentedBackgroundColor, \.segmentedSelectedColor, \.scrollIndicatorColor,
        ]
        for path in paths { #expect(light[keyPath: path] != dark[keyPath: path], "\(path)") }
        let view = View(frame: .zero)
        #expect(view.theme.labelColor.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(view.theme.labelColor.resolvedColor(with: TraitCollection(userInterfaceStyle: .unspecified)) == .black)
    }

    @Test func windowOverrideReachesEveryViewOnce() {
        let f = Fixture()
        let child = WatchingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.root.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        f.window.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark && f.window.traitCollection.userInterfaceStyle == .dark)
        #expect(child.changes == [.light])
        f.window.overrideUserInterfaceStyle = .dark
        #expect(child.changes.count == 1, "no change, no call")
        // A subtree can keep the light appearance.
        f.root.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light && child.changes == [.light, .dark])
        f.root.overrideUserInterfaceStyle = .unspecified
        f.window.overrideUserInterfaceStyle = .unspecified
        #expect(child.traitCollection.userInterfaceStyle == .light && child.changes.count == 4)
        f.expectIdle()
    }

    @Test func viewsJoiningADarkWindowAreRestyled() {
        let f = Fixture()
        f.window.overrideUserInterfaceStyle = .dark
        let label = Label(text: "Hi")
        let red = Color(rgb: 200, 0, 0)
        let custom = Label(text: "Red", color: red)
        let watcher = WatchingView(frame: .zero)
        #expect(label.textColor == .label && label.textColor.resolvedColor(with: label.traitCollection) == .black)
        f.root.addSubview(label)
        f.root.addSubview(custom)
        f.root.addSubview(watcher)
        #expect(label.textColor == .label, "the theme's colour is stored as it is")
        #expect(label.textColor.resolvedColor(with: label.traitCollection) == .white, "and drawn in the appearance's value")
        #expect(custom.textColor == red, "an app's colour stays")
        #expect(watcher.changes == [.light])
        let button = Button(title: "Go")
        f.root.addSubview(button)
        #expect(button.tintColor.resolvedColor(with: button.traitCollection) == Theme.dark.tintColor)
        f.expectIdle()
    }

    @Test func controllersBarsAndPagesFollowTheAppearance() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
        let window = screen.makeWindow()
        let page = WatchingController()
        let tabs = TabBarController()
        tabs.viewControllers = [NavigationController(rootViewController: page)]
        window.rootViewController = tabs
        screen.advance(by: 0)
        func color(_ x: Int, _ y: Int) -> Color { screen.snapshot().pixel(x: x, y: y) }
        #expect(color(160, 200) == .white && color(160, 470) == Theme.light.barBackgroundColor)
        window.overrideUserInterfaceStyle = .dark
        screen.advance(by: 0)
        #expect(page.changes == 1)
        #expect(color(160, 200) == .black, "the page background")
        #expect(color(160, 470) == Theme.dark.barBackgroundColor, "the tab bar")
        #expect(color(160, 30) == Theme.dark.barBackgroundColor, "the navigation bar")
        #expect(page.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func anAppColourEqualToALightDefaultStaysInTheDark() {
        let f = Fixture()
        f.root.backgroundColor = Color(rgb: 128, 128, 128)
        let themed = Label(text: "MMMM", font: .systemFont(ofSize: 40))
        let black = Label(text: "MMMM", font: .systemFont(ofSize: 40), color: .black)
        themed.frame = CGRect(x: 10, y: 10, width: 200, height: 50)
        black.frame = CGRect(x: 10, y: 100, width: 200, height: 50)
        f.root.addSubview(themed)
        f.root.addSubview(black)
        f.screen.advance(by: 0)
        func extremes(_ y: Int) -> (darkest: CGFloat, lightest: CGFloat) {
            let shot = f.screen.snapshot()
            var darkest: CGFloat = 1, lightest: CGFloat = 0
            for x in 10..<210 { for dy in 0..<50 { let p = shot.pixel(x: x, y: y + dy).red; darkest = min(darkest, p); lightest = max(lightest, p) } }
            return (darkest, lightest)
        }
        #expect(extremes(10).darkest < 0.1 && extremes(100).darkest < 0.1)
        f.window.overrideUserInterfaceStyle = .dark
        f.screen.advance(by: 0)
        #expect(extremes(10).lightest > 0.9 && extremes(10).darkest > 0.4, "the theme's label colour turns white")
        #expect(extremes(100).darkest < 0.1 && extremes(100).lightest < 0.55, "the app's black stays black")
        #expect(black.textColor == .black)
        f.expectIdle()
    }

    /// A page with a control of every kind and a navigation and a tab bar, built alike in
    /// every screen; returns the view that animates.
    @discardableResult
    private func buildControls(in screen: HeadlessScreen) -> View {
        let window = screen.makeWindow()
        let page = ViewController()
        page.title = "Controls"
        let tabs = TabBarController()
        tabs.viewControllers = [NavigationController(rootViewController: page)]
        window.rootViewController = tabs
        let root: View = page.view
        root.backgroundColor = .systemGroupedBackground
        let card = View(frame: CGRect(x: 10, y: 60, width: 300, height: 330))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.cornerRadius = 10
        root.addSubview(card)
        let label = Label(text: "Theme text")
        label.frame = CGRect(x: 10, y: 10, width: 200, height: 24)
        let secondary = Label(text: "Secondary", color: .secondaryLabel)
        secondary.frame = CGRect(x: 10, y: 40, width: 200, height: 24)
        let plain = Button(title: "Plain")
        plain.frame = CGRect(x: 10, y: 70, width: 100, height: 32)
        let filled = Button(title: "Filled", style: .filled)
        filled.frame = CGRect(x: 120, y: 70, width: 100, height: 32)
        let on = Switch()
        on.frame.origin = CGPoint(x: 10, y: 110)
        on.isOn = true
        let off = Switch()
        off.frame.origin = CGPoint(x: 80, y: 110)
        let slider = Slider(frame: CGRect(x: 10, y: 150, width: 200, height: 31))
        slider.value = 0.3
        let segments = SegmentedControl(items: ["One", "Two", "Three"])
        segments.frame = CGRect(x: 10, y: 190, width: 240, height: 32)
        segments.selectedSegmentIndex = 1
        let field = TextField(placeholder: "Name")
        field.borderStyle = .roundedRect
        field.frame = CGRect(x: 10, y: 230, width: 200, height: 30)
        let moving = View(frame: CGRect(x: 10, y: 280, width: 40, height: 40))
        moving.backgroundColor = .systemBlue
        for view in [label, secondary, plain, filled, on, off, slider, segments, field, moving] { card.addSubview(view) }
        screen.advance(by: 0.1)
        View.animate(withDuration: 1, animations: { moving.frame.origin.x = 250 })
        return moving
    }

    @Test func switchingTheAppearanceRepaintsEveryThemedColourWithNoOverride() {
        let size = CGSize(width: 320, height: 480)
        let switched = HeadlessScreen(size: size)
        let switchedWindow = buildControls(in: switched).window
        switched.advance(by: 2)
        let light = switched.snapshot()
        switchedWindow?.overrideUserInterfaceStyle = .dark
        switched.advance(by: 0)
        let dark = HeadlessScreen(size: size, appearance: .dark)
        buildControls(in: dark)
        dark.advance(by: 2)
        #expect(dark.snapshot() != light)
        #expect(switched.snapshot() == dark.snapshot(), "switched to dark: the pixels of a screen dark from the start")
        switchedWindow?.overrideUserInterfaceStyle = .light
        switched.advance(by: 0)
        #expect(switched.snapshot() == light, "and back")
    }

    @Test func aScreensThemesReachViewsMadeBeforeTheyJoinIt() {
        var theme = Theme.light
        theme.tintColor = Color(rgb: 255, 0, 0)
        let red = HeadlessScreen(size: CGSize(width: 100, height: 60), theme: theme)
        let plain = HeadlessScreen(size: CGSize(width: 100, height: 60))
        for screen in [red, plain] {
            let button = Button(title: "Go", style: .filled)
            button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
            screen.makeWindow().addSubview(button)
            screen.advance(by: 0)
        }
        #expect(red.snapshot().pixel(x: 14, y: 46) == Color(rgb: 255, 0, 0))
        #expect(plain.snapshot().pixel(x: 14, y: 46) == Theme.light.tintColor)
    }

    /// Frames of `screen` every 0.1 s for 1.2 s: the image and where the moving view is.
    private func record(_ screen: HeadlessScreen, _ moving: View, step: Int) -> (image: Image, x: CGFloat) {
        screen.advance(by: 0.1)
        return (screen.snapshot(), moving.presentation.frame.minX)
    }

    @Test func twoScreensWithTheirOwnAppearanceAndSpeedGiveWhatEachGivesAlone() {
        let size = CGSize(width: 320, height: 480)
        func makeDark() -> HeadlessScreen { HeadlessScreen(size: size, animationSpeed: 0.5, appearance: .dark) }
        func makeLight() -> HeadlessScreen { HeadlessScreen(size: size, animationSpeed: 1) }
        // Each alone.
        var aloneDark: [(image: Image, x: CGFloat)] = [], aloneLight: [(image: Image, x: CGFloat)] = []
        do {
            let screen = makeDark()
            let moving = buildControls(in: screen)
            for step in 0..<12 { aloneDark.append(record(screen, moving, step: step)) }
        }
        do {
            let screen = makeLight()
            let moving = buildControls(in: screen)
            for step in 0..<12 { aloneLight.append(record(screen, moving, step: step)) }
        }
        // Both at once, their frames interleaved.
        let dark = makeDark(), light = makeLight()
        let darkMoving = buildControls(in: dark), lightMoving = buildControls(in: light)
        for step in 0..<12 {
            let d = record(dark, darkMoving, step: step), l = record(light, lightMoving, step: step)
            #expect(d.x == aloneDark[step].x && l.x == aloneLight[step].x, "step \(step)")
            #expect(d.image == aloneDark[step].image, "dark screen, step \(step)")
            #expect(l.image == aloneLight[step].image, "light screen, step \(step)")
        }
        // The two differ: the dark one is dark, and at half speed.
        #expect(aloneLight[4].x > aloneDark[4].x && aloneLight[11].x == 250 && aloneDark[11].x < 250)
        #expect(aloneDark[11].image != aloneLight[11].image)
    }
}
