// The code of the "Symbol images" article, compiled and run by `swift test`.
// Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// The article's snippets in one function.
@MainActor
private func articleSnippets() -> (
    chevron: ImageView, missing: Image?, star: Image?, headlineGear: Image?, heavier: Image?, badge: ImageView, original: Image?
) {
    let chevron = ImageView(image: Image(systemName: "chevron.right"))
    let missing = Image(systemName: "no.such.symbol")

    let large = Image.SymbolConfiguration(pointSize: 28, weight: .bold, scale: .large)
    let star = Image(systemName: "star.fill", withConfiguration: large)
    let inline = Image.SymbolConfiguration(textStyle: .headline)
    let headlineGear = Image(systemName: "gear", withConfiguration: inline)
    let heavier = headlineGear?.applyingSymbolConfiguration(Image.SymbolConfiguration(weight: .heavy))

    let badge = ImageView(image: Image(systemName: "heart.fill"))
    badge.tintColor = .systemRed
    badge.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 24, weight: .semibold)
    let original = Image(systemName: "heart.fill")?.withRenderingMode(.alwaysOriginal)
    return (chevron, missing, star, headlineGear, heavier, badge, original)
}

// MARK: Checks

extension Examples {
    @MainActor @Suite struct SymbolsExample {
        @Test func theArticlesSymbolsLoadAtTheirSizesAndTakeTheTint() throws {
            let s = articleSnippets()
            #expect(s.chevron.frame.size == CGSize(width: 20, height: 20))
            #expect(s.missing == nil)
            #expect(s.star?.size == CGSize(width: 43, height: 43), "28 × 1.2 × 1.29, rounded")
            #expect(s.headlineGear?.symbolConfiguration == Image.SymbolConfiguration(pointSize: 17, weight: .semibold))
            #expect(s.heavier?.symbolConfiguration == Image.SymbolConfiguration(pointSize: 17, weight: .heavy))
            #expect(s.badge.intrinsicContentSize == CGSize(width: 29, height: 29))
            #expect(s.original?.renderingMode == .alwaysOriginal)

            let screen = HeadlessScreen(size: CGSize(width: 80, height: 40), scale: 2)
            let window = screen.makeWindow()
            s.badge.sizeToFit()
            window.addSubview(s.badge)
            screen.runFrame()
            let red = Color.systemRed.resolvedColor(with: s.badge.traitCollection)
            #expect(screen.snapshot().pixel(x: 29, y: 29) == red, "the heart's middle, in the badge's tint, at 2×")
        }
    }
}
