import Foundation
import Testing
@testable import WidgetKitLite

/// Swift's `AttributedString` with the toolkit's attributes, converted as UIKit does.
@MainActor @Suite struct AttributedStringConversionTests {
    @Test func everyToolkitAttributeAndTheLinkCarryOverRunByRun() {
        var title = AttributedString("Bold")
        title.font = .boldSystemFont(ofSize: 20)
        title.foregroundColor = .systemRed
        title.underlineStyle = .single
        var rest = AttributedString(" link")
        rest.link = URL(string: "https://example.com")
        rest.kern = 2
        rest.baselineOffset = 3
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        rest.paragraphStyle = style
        let converted = NSAttributedString(title + rest)
        #expect(converted.string == "Bold link")
        var range = NSRange()
        let first = converted.attributes(at: 0, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 4))
        #expect(first[.font] as? Font == .boldSystemFont(ofSize: 20))
        #expect(first[.foregroundColor] as? Color == .systemRed)
        #expect(first[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
        let second = converted.attributes(at: 5, effectiveRange: &range)
        #expect(range == NSRange(location: 4, length: 5))
        #expect(second[.link] as? URL == URL(string: "https://example.com"))
        #expect(second[.kern] as? CGFloat == 2 && second[.baselineOffset] as? CGFloat == 3)
        #expect((second[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
        // What a label draws from it is what it draws from the same NSAttributedString.
        let content = AttributedContent(converted, defaults: .measuringDefaults)
        #expect(content.runs.count == 2 && content.runs[0].attributes.underline == .single)
        #expect(content.runs[1].attributes.link == "https://example.com")
    }

    @Test func emptyAndPlainStringsConvert() {
        #expect(NSAttributedString(AttributedString()).length == 0)
        let plain = NSAttributedString(AttributedString("plain"))
        #expect(plain.string == "plain" && plain.attributes(at: 0, effectiveRange: nil).isEmpty)
    }
}
