import Foundation
import Testing
@testable import WidgetKitLite

@MainActor @Suite struct TextLayoutTests {
    private let body = Font.systemFont(ofSize: 17)

    private func layout(
        _ text: String, font: Font? = nil, scale: CGFloat = 1, maxWidth: CGFloat? = nil, lines: Int = 0
    ) -> TextLayout {
        TextLayout(text: text, font: font ?? body, scale: scale, maxWidth: maxWidth, numberOfLines: lines)
    }

    @Test func aScaleThatIsNotFiniteFallsBackToOne() {
        #expect(TextLayout.sanitized(scale: .infinity) == 1)
        #expect(TextLayout.sanitized(scale: .nan) == 1)
    }

    @Test func widerStringIsWider() {
        let short = layout("Hello").size, long = layout("Hello, world").size
        #expect(short.width > 0)
        #expect(long.width > short.width)
        #expect(long.height == short.height)
    }

    @Test func kerningPullsPairsTogether() {
        let pair = layout("AV").size.width
        #expect(pair < layout("A").size.width + layout("V").size.width)
    }

    @Test func lineHeightComesFromTheFaceInWholePixels() {
        let size = layout("x").size
        // DejaVu Sans: ascender − descender ≈ 1.164 em, 19.8 px at 17 px rounded up.
        #expect(size.height == 20)
        #expect(size.height == size.height.rounded())
    }

    @Test func twoLinesAreTwiceTheHeightOfOne() {
        let one = layout("Hello").size, two = layout("Hello\nWorld").size
        #expect(two.height == 2 * one.height)
        #expect(layout("Hello\r\nWorld").size.height == 2 * one.height)
        #expect(layout("a\n\nb").lines.count == 3)
    }

    @Test func emptyTextHasZeroSize() {
        #expect(layout("").size == .zero)
        #expect(TextLayout.measure("", font: body) == .zero)
    }

    @Test func wrapsAtWordsWithinMaxWidth() {
        let maxWidth = layout("one two").size.width
        let wrapped = layout("one two three four five", maxWidth: maxWidth)
        #expect(wrapped.lines.count >= 3)
        #expect(wrapped.size.width <= maxWidth)
        // The first line is exactly "one two": wrapping at the measured width must not re-wrap it.
        #expect(wrapped.lines[0].glyphs.count == 7)
        #expect(!wrapped.isTruncated)
    }

    @Test func wordWiderThanMaxWidthBreaksBetweenCharacters() {
        let wrapped = layout("Supercalifragilistic", maxWidth: 40)
        #expect(wrapped.lines.count > 1)
        #expect(wrapped.size.width <= 40)
        #expect(wrapped.lines.map(\.glyphs.count).reduce(0, +) == 20)
    }

    @Test func tinyMaxWidthStillPlacesOneCharacterPerLine() {
        let wrapped = layout("abc", maxWidth: 0)
        #expect(wrapped.lines.count == 3)
        #expect(layout("abc", maxWidth: -.infinity).lines.count == 1)  // not finite: unlimited
        #expect(layout("abc", maxWidth: .nan).lines.count == 1)
    }

    @Test func oneLineTruncatesWithEllipsisInsideMaxWidth() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let truncated = layout(text, maxWidth: 120, lines: 1)
        #expect(truncated.lines.count == 1)
        #expect(truncated.isTruncated)
        #expect(truncated.size.width <= 120)
        #expect(truncated.size.width > 100)  // filled up to the tail, not cut at a word
        let last = try #require(truncated.lines[0].glyphs.last)
        let ellipsis = try #require(layout("\u{2026}").lines.first?.glyphs.first)
        #expect(last.glyph.index == ellipsis.glyph.index)
    }

    @Test func lineLimitTruncatesTheLastKeptLine() {
        let two = layout("first\nsecond\nthird", lines: 2)
        #expect(two.lines.count == 2)
        #expect(two.isTruncated)
        #expect(two.lines[1].glyphs.count == "second".count + 1)
        let enough = layout("first\nsecond", lines: 2)
        #expect(!enough.isTruncated)
        #expect(enough.size == layout("first\nsecond").size)
    }

    @Test func punctuationFromDejaVuHasRealGlyphs() {
        for text in ["›", "—", "…", "é", "ß"] {
            let glyphs = layout(text).lines[0].glyphs
            #expect(glyphs.count == 1 && glyphs[0].glyph.index != 0, "\(text)")
        }
    }

    @Test func missingGlyphsAndControlCharactersNeverCrash() {
        let withMissing = layout("a\u{10FFFD}b\u{1F600}")
        #expect(withMissing.lines.count == 1)
        #expect(withMissing.size.width > layout("ab").size.width)
        #expect(layout("a\u{0007}\u{200B}b").size == layout("ab").size)
        #expect(layout("a\tb").size == layout("a b").size)
    }

    @Test func scaleTwoIsAboutTwiceAsLarge() {
        let text = "Hello, world"
        let one = layout(text, scale: 1), two = layout(text, scale: 2)
        // Sizes are logical points: about equal, with glyphs rasterised at twice the pixels.
        #expect(abs(two.size.width - one.size.width) <= 2)
        let pixelRatio = CGFloat(two.lines[0].width) / CGFloat(one.lines[0].width)
        #expect(pixelRatio > 1.9 && pixelRatio < 2.1)
        #expect(two.lineHeight >= 2 * one.lineHeight - 1 && two.lineHeight <= 2 * one.lineHeight + 1)
        #expect(layout(text, scale: .nan).size == one.size)
    }

    @Test func measureUsesTheCacheAndAgreesWithALayout() {
        let size = TextLayout.measure("Cached label", font: body, scale: 2, maxWidth: 60, numberOfLines: 0)
        #expect(size == layout("Cached label", scale: 2, maxWidth: 60).size)
        #expect(TextLayout.measure("Cached label", font: body, scale: 2, maxWidth: 60, numberOfLines: 0) == size)
        #expect(TextLayout.measure("Cached label", font: body, scale: .nan, maxWidth: .nan) == layout("Cached label").size)
    }
}
