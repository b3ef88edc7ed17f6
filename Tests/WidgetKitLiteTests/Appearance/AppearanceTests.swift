import Foundation
import Testing
@testable import WidgetKitLite

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
        #expect(Theme.resolved(for: .dark).labelColor == .white)
        #expect(Theme.resolved(for: .unspecified).labelColor == .black)
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
        let custom = Label(text: "Red", color: .systemRed)
        let watcher = WatchingView(frame: .zero)
        #expect(label.textColor == .black)
        f.root.addSubview(label)
        f.root.addSubview(custom)
        f.root.addSubview(watcher)
        #expect(label.textColor == .white, "the theme's label colour follows the appearance")
        #expect(custom.textColor == .systemRed, "an app's colour stays")
        #expect(watcher.changes == [.light])
        let button = Button(title: "Go")
        f.root.addSubview(button)
        #expect(button.tintColor == Theme.dark.tintColor)
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

    @Test func theConfiguredAppearanceIsTheSystemStyle() {
        #expect(UserInterfaceStyle(nil) == .light)
        #expect(UserInterfaceStyle(Configuration(environment: ["WKL_APPEARANCE": "dark"]).appearance) == .dark)
        #expect(UserInterfaceStyle(Configuration(environment: ["WKL_APPEARANCE": "light"]).appearance) == .light)
        var lines: [String] = []
        let sepia = Configuration(environment: ["WKL_APPEARANCE": "sepia"], report: { lines.append($0) })
        #expect(UserInterfaceStyle(sepia.appearance) == .light && lines.count == 1 && lines[0].contains("WKL_APPEARANCE=sepia"))
    }
}
