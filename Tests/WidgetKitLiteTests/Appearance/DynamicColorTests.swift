import Foundation
import Testing
import WidgetKitLite

/// Dynamic and system colours are resolved per view against its traits when drawn: a change
/// of appearance or level needs no app code.
@MainActor @Suite struct DynamicColorTests {
    /// The 8-bit components of the pixel at (x, y).
    private func rgb(_ screen: HeadlessScreen, _ x: Int, _ y: Int) -> [Int] {
        let c = screen.snapshot().pixel(x: x, y: y)
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    private func rgb(_ color: Color) -> [Int] { [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } }

    @Test func aProviderColourFollowsTheWindowsAppearanceWithNoAppCode() {
        let f = Fixture()
        let view = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.backgroundColor = Color { $0.userInterfaceStyle == .dark ? .black : .white }
        f.root.backgroundColor = .gray
        f.root.addSubview(view)
        f.screen.runFrame()
        #expect(rgb(f.screen, 20, 20) == [255, 255, 255])
        f.window.overrideUserInterfaceStyle = .dark
        f.screen.runFrame()
        #expect(rgb(f.screen, 20, 20) == [0, 0, 0])
        #expect(view.backgroundColor?.resolvedColor(with: view.traitCollection) == .black)
        f.window.overrideUserInterfaceStyle = .light
        f.screen.runFrame()
        #expect(rgb(f.screen, 20, 20) == [255, 255, 255])
        f.expectIdle()
    }

    @Test func aProviderColourFollowsAControllersAppearance() {
        let screen = HeadlessScreen(size: CGSize(width: 120, height: 120))
        let window = screen.makeWindow()
        let page = ViewController()
        page.view.backgroundColor = Color { $0.userInterfaceStyle == .dark ? Color(rgb: 10, 20, 30) : Color(rgb: 200, 210, 220) }
        window.rootViewController = page
        screen.advance(by: 0)
        #expect(rgb(screen, 60, 60) == [200, 210, 220])
        page.overrideUserInterfaceStyle = .dark
        screen.advance(by: 0)
        #expect(page.traitCollection.userInterfaceStyle == .dark && window.traitCollection.userInterfaceStyle == .light)
        #expect(rgb(screen, 60, 60) == [10, 20, 30])
        page.overrideUserInterfaceStyle = .unspecified
        screen.advance(by: 0)
        #expect(rgb(screen, 60, 60) == [200, 210, 220])
    }

    @Test func semanticColoursHaveApplesLightDarkAndElevatedValues() {
        let light = TraitCollection(userInterfaceStyle: .light)
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let darkElevated = TraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .elevated)
        let lightElevated = TraitCollection(userInterfaceStyle: .light, userInterfaceLevel: .elevated)
        // (colour, light, dark, dark elevated)
        let table: [(String, Color, [Int], [Int], [Int])] = [
            ("systemBackground", .systemBackground, [255, 255, 255], [0, 0, 0], [28, 28, 30]),
            ("secondarySystemBackground", .secondarySystemBackground, [242, 242, 247], [28, 28, 30], [44, 44, 46]),
            ("tertiarySystemBackground", .tertiarySystemBackground, [255, 255, 255], [44, 44, 46], [58, 58, 60]),
            ("systemGroupedBackground", .systemGroupedBackground, [242, 242, 247], [0, 0, 0], [28, 28, 30]),
            ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, [255, 255, 255], [28, 28, 30], [44, 44, 46]),
            ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, [242, 242, 247], [44, 44, 46], [58, 58, 60]),
            ("label", .label, [0, 0, 0], [255, 255, 255], [255, 255, 255]),
            ("systemBlue", .systemBlue, [0, 122, 255], [10, 132, 255], [10, 132, 255]),
            ("systemGray", .systemGray, [142, 142, 147], [142, 142, 147], [142, 142, 147]),
            ("systemGray2", .systemGray2, [174, 174, 178], [99, 99, 102], [99, 99, 102]),
            ("systemGray6", .systemGray6, [242, 242, 247], [28, 28, 30], [28, 28, 30]),
            ("systemBrown", .systemBrown, [162, 132, 94], [172, 142, 104], [172, 142, 104]),
            ("systemMint", .systemMint, [0, 199, 190], [102, 212, 207], [102, 212, 207]),
            ("systemCyan", .systemCyan, [50, 173, 230], [100, 210, 255], [100, 210, 255]),
            ("opaqueSeparator", .opaqueSeparator, [200, 199, 204], [56, 56, 58], [56, 56, 58]),
        ]
        for (name, color, l, d, e) in table {
            #expect(rgb(color.resolvedColor(with: light)) == l, "\(name) light")
            #expect(rgb(color.resolvedColor(with: lightElevated)) == l, "\(name) light elevated")
            #expect(rgb(color.resolvedColor(with: dark)) == d, "\(name) dark")
            #expect(rgb(color.resolvedColor(with: darkElevated)) == e, "\(name) dark elevated")
        }
        let separator = Color.separator.resolvedColor(with: dark)
        #expect(rgb(separator) == [84, 84, 88] && abs(separator.alpha - 0.6) < 0.001)
        #expect(abs(Color.systemFill.resolvedColor(with: light).alpha - 0.2) < 0.001)
        #expect(abs(Color.quaternarySystemFill.resolvedColor(with: dark).alpha - 0.18) < 0.001)
        #expect(abs(Color.quaternaryLabel.resolvedColor(with: light).alpha - 0.18) < 0.001)
        #expect(Color.lightText == Color(white: 1, alpha: 0.6) && Color.darkText == .black)
    }

    @Test func aSheetAndAnAlertResolveAtTheElevatedLevelAndTheirPresenterAtTheBase() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200))
        let window = screen.makeWindow()
        window.overrideUserInterfaceStyle = .dark
        let presenter = ViewController()
        window.rootViewController = presenter
        screen.advance(by: 0)
        let sheet = ViewController()  // its view's background: .systemBackground
        presenter.present(sheet, animated: true)
        screen.advance(by: 1)
        #expect(presenter.view.traitCollection.userInterfaceLevel == .base)
        #expect(sheet.view.traitCollection.userInterfaceLevel == .elevated)
        #expect(rgb(screen, 100, 150) == [28, 28, 30], "the elevated systemBackground, apart from the black page")
        sheet.dismiss(animated: false)
        screen.advance(by: 0)
        let alert = AlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        presenter.present(alert, animated: false)
        screen.advance(by: 0)
        #expect(alert.view.traitCollection.userInterfaceLevel == .elevated)
        alert.dismiss(animated: false)
        screen.advance(by: 0)
        let cover = ViewController()
        cover.modalPresentationStyle = .fullScreen
        presenter.present(cover, animated: false)
        screen.advance(by: 0)
        #expect(cover.view.traitCollection.userInterfaceLevel == .base, "full-screen presentations are not raised")
    }

    @Test func aViewMovedIntoASheetIsToldItsTraitsChanged() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200))
        let window = screen.makeWindow()
        let presenter = ViewController(), sheet = ViewController()
        window.rootViewController = presenter
        presenter.present(sheet, animated: false)
        screen.advance(by: 0)
        let moving = LevelWatchingView()
        presenter.view.addSubview(moving)
        #expect(moving.levels.isEmpty)
        sheet.view.addSubview(moving)
        #expect(moving.levels == [.base] && moving.traitCollection.userInterfaceLevel == .elevated)
    }
}

/// Records the level of each previous trait collection it is told about.
@MainActor
private final class LevelWatchingView: View {
    var levels: [UserInterfaceLevel] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        levels.append(previousTraitCollection?.userInterfaceLevel ?? .unspecified)
    }
}
