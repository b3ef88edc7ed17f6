import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct TextMeasuringTests {
    @Test func fontMeasuresTextAsLabelsLayItOut() {
        let font = Font.systemFont(ofSize: 17)
        let size = font.size(of: "Hello, world")
        let label = Label(text: "Hello, world", font: font)
        #expect(size.width > 0 && size.height == font.lineHeight)
        #expect(label.intrinsicContentSize == CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up)))
        #expect(font.size(of: "a\nb").height == 2 * font.lineHeight)
        #expect(font.size(of: "") == .zero)
    }

    @Test func verticalMetricsAddUp() {
        let font = Font.systemFont(ofSize: 17)
        #expect(font.lineHeight == 20)
        #expect(font.ascender > 0 && font.descender < 0)
        #expect(font.ascender - font.descender == font.lineHeight)
        #expect(Font.systemFont(ofSize: 34).lineHeight > font.lineHeight)
    }

    @Test func measurementReportsLinesAndBaseline() {
        let font = Font.systemFont(ofSize: 15)
        let text = "one two three four five six"
        let narrow = font.measure(text, maxWidth: 80)
        #expect(narrow.lines.count > 1)
        #expect(narrow.lines.allSatisfy { $0.width <= 80 })
        #expect(narrow.lines.map { String(text[$0.range]) }.joined() == text)
        #expect(narrow.size.height == CGFloat(narrow.lines.count) * narrow.lineHeight)
        #expect(narrow.firstBaseline == font.ascender)
        let cut = font.measure(text, maxWidth: 80, numberOfLines: 1)
        #expect(cut.lines.count == 1 && cut.isTruncated)
        #expect(font.measure(text, scale: 2).size.width > 0)
    }
}
