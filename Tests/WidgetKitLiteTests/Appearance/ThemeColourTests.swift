import Foundation
import Testing
@testable import WidgetKitLite

/// How the configured appearance maps to a style, and how theme colours stay dynamic: the
/// key paths of every theme colour, interpolation and fixed values.
@MainActor @Suite struct ThemeColourTests {
    @Test func theConfiguredAppearanceIsTheSystemStyle() {
        #expect(UserInterfaceStyle(nil) == .light)
        #expect(UserInterfaceStyle(Configuration(environment: ["WKL_APPEARANCE": "dark"]).appearance) == .dark)
        #expect(UserInterfaceStyle(Configuration(environment: ["WKL_APPEARANCE": "light"]).appearance) == .light)
        var lines: [String] = []
        let sepia = Configuration(environment: ["WKL_APPEARANCE": "sepia"], report: { lines.append($0) })
        #expect(UserInterfaceStyle(sepia.appearance) == .light && lines.count == 1 && lines[0].contains("WKL_APPEARANCE=sepia"))
    }

    @Test func everyColourOfAThemeIsResolvable() {
        // A colour field missing from `Theme.colorKeyPaths` would never follow the appearance.
        func colours(_ value: Any) -> Int {
            Mirror(reflecting: value).children.reduce(0) { count, child in
                if child.value is Color { return count + 1 }
                if child.value is ListTheme || child.value is PresentationTheme || child.value is IndicatorTheme || child.value is ButtonTheme
                    || child.value is ToolTipTheme
                {
                    return count + colours(child.value)
                }
                return count
            }
        }
        #expect(colours(Theme.light) == Theme.colorKeyPaths.count)
        let view = View(frame: .zero), dark = TraitCollection(userInterfaceStyle: .dark)
        for path in Theme.colorKeyPaths {
            #expect(view.theme[keyPath: path].isDynamic, "\(path)")
            #expect(view.theme[keyPath: path].resolvedColor(with: dark) == Theme.dark[keyPath: path], "\(path)")
        }
    }

    @Test func dynamicColoursResolveAgainstTheTraits() {
        let light = TraitCollection(userInterfaceStyle: .light), dark = TraitCollection(userInterfaceStyle: .dark)
        let provided = Color { $0.userInterfaceStyle == .dark ? .red : .blue }
        #expect(provided.resolvedColor(with: light) == .blue && provided.resolvedColor(with: dark) == .red)
        #expect(provided == provided && provided != Color { _ in .blue }, "a provider is equal only to itself")
        #expect(provided.red == 0 && provided.blue == 1, "unresolved, it shows its light value")
        let faded = Color.label.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: dark) == Color.white.withAlphaComponent(0.5))
        #expect(faded == Color.label.withAlphaComponent(0.5) && faded != Color.label)
        let mixed = Color.interpolate(.label, .white, 0.5)
        #expect(mixed.resolvedColor(with: dark) == .white && mixed.resolvedColor(with: light) == Color.interpolate(.black, .white, 0.5))
        #expect(Color.black.resolvedColor(with: dark) == .black && !Color.black.isDynamic)
        #expect(Color.black != Color.label && Color.label.fixed == .black, "a fixed colour is never the theme's")
        #expect(Color.systemBlue.resolvedColor(with: dark) == Color(rgb: 10, 132, 255))
    }
}
