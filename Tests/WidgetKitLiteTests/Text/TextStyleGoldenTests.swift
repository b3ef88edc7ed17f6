import Foundation
import Testing
@testable import WidgetKitLite

/// The eleven text styles drawn by labels that adjust their fonts, at the default text size
/// and at the first accessibility size.
@MainActor @Suite struct TextStyleGoldenTests {
    private static let styles: [(name: String, style: Font.TextStyle)] = [
        ("Large Title", .largeTitle), ("Title 1", .title1), ("Title 2", .title2), ("Title 3", .title3),
        ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
        ("Footnote", .footnote), ("Caption 1", .caption1), ("Caption 2", .caption2),
    ]

    private func stylesImage(_ category: ContentSizeCategory) -> Image {
        let screen = HeadlessScreen(size: CGSize(width: 280, height: 420), contentSizeCategory: category)
        let window = screen.makeWindow()
        var y: CGFloat = 4
        for (name, style) in Self.styles {
            let label = Label()
            label.text = name
            label.font = .preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            window.addSubview(label)
            label.sizeToFit()
            label.frame.origin = CGPoint(x: 8, y: y)
            y += label.frame.height
        }
        screen.advance(by: 0)
        return screen.snapshot()
    }

    @Test func textStylesAtTheDefaultSize() {
        expectMatchesGolden(stylesImage(.large), named: "text-styles-large")
    }

    @Test func textStylesAtTheFirstAccessibilitySize() {
        expectMatchesGolden(stylesImage(.accessibilityMedium), named: "text-styles-accessibility-medium")
    }

    @Test func theScreensTextSizeIsItsWindowsTraits() {
        let screen = HeadlessScreen(contentSizeCategory: .extraSmall)
        let window = screen.makeWindow()
        #expect(window.preferredContentSizeCategory == .extraSmall)
        #expect(window.traitCollection.preferredContentSizeCategory == .extraSmall)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: window.traitCollection).pointSize == 14)
    }
}
