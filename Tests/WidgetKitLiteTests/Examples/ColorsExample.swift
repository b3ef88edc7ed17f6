// The code of the "Colours, dark mode and the tint" article, compiled and run by `swift test`.
// Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// A tag whose text follows the tint.
final class TagView: View {
    let label = Label()

    override func tintColorDidChange() {
        super.tintColorDidChange()
        label.textColor = tintColor
    }
}

/// The article's snippets in one function (`badge` and `settingsPage` are the test's; the
/// test target's `Bundle.module` holds no "Brand" set, so `brand` is the fallback).
@MainActor
private func articleSnippets(badge: View, settingsPage: ViewController) -> (card: View, accent: Color, dark: Color, brand: Color) {
    let card = View(frame: CGRect(x: 16, y: 16, width: 288, height: 120))
    card.backgroundColor = .secondarySystemGroupedBackground
    let title = Label(text: "Storage", font: .boldSystemFont(ofSize: 17), color: .label)
    let detail = Label(text: "12 GB of 64 GB used", font: .systemFont(ofSize: 15), color: .secondaryLabel)
    card.addSubview(title)
    card.addSubview(detail)

    let accent = Color { traits in
        traits.userInterfaceStyle == .dark ? Color(rgb: 255, 179, 64) : Color(rgb: 200, 100, 0)
    }
    badge.backgroundColor = accent
    let darkAccent = accent.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))

    let brand = Color(named: "Brand", in: .module) ?? .systemBlue

    settingsPage.view.tintColor = .systemPurple
    return (card, accent, darkAccent, brand)
}

// MARK: Checks

extension Examples {
    @MainActor @Suite struct ColorsExample {
        @Test func theArticlesColoursResolveAndTheTintReachesTheTag() throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("colors-example-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            let set = root.appendingPathComponent("Assets.xcassets/Brand.colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            let json = """
                {"colors":[{"color":{"color-space":"srgb","components":{"red":"1.000","green":"0.420","blue":"0.000","alpha":"1.000"}},"idiom":"universal"},
                {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0xFF","green":"0x8A","blue":"0x33","alpha":"1.000"}},"idiom":"universal"}]}
                """
            try json.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
            let bundle = try #require(Bundle(path: root.path))

            let screen = HeadlessScreen(size: CGSize(width: 320, height: 240))
            let window = screen.makeWindow()
            let page = ViewController()
            let tag = TagView()
            page.view.addSubview(tag)
            window.rootViewController = page
            let badge = View()
            let result = articleSnippets(badge: badge, settingsPage: page)
            #expect(result.dark == Color(rgb: 255, 179, 64))
            #expect(result.brand == .systemBlue)
            // The article's Contents.json, read from a bundle that has it.
            let brand = try #require(Color(named: "Brand", in: bundle))
            #expect(brand.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == Color(rgb: 255, 0x8A, 0x33))
            #expect(brand.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == Color(red: 1, green: 0.42, blue: 0))
            #expect(tag.label.textColor == .systemPurple)
            #expect(result.card.backgroundColor == .secondarySystemGroupedBackground)
        }
    }
}
