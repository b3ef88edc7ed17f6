import Foundation
import Testing
@testable import WidgetKitLite

/// Which characters each line break mode keeps. A monospaced font at 10 points puts every
/// character (and the ellipsis) in a cell 6 pixels wide, so a 61-point line holds ten and
/// the eleventh starts inside it.
@MainActor @Suite struct LineBreakModeTests {
    private let mono = Font.monospacedSystemFont(ofSize: 10, weight: .regular)
    private let alphabet = "abcdefghijklmnopqrstuvwxyz"
    private let tenCells: CGFloat = 61

    private func lines(
        _ text: String, _ mode: NSLineBreakMode, width: CGFloat? = 61, lines: Int = 1
    ) -> [String] {
        TextLayout(text: text, font: mono, scale: 1, maxWidth: width, numberOfLines: lines, lineBreakMode: mode)
            .lineTexts(of: text)
    }

    @Test func oneLineKeepsTheCharactersEachModeSays() {
        #expect(lines(alphabet, .byTruncatingTail) == ["abcdefghi…"])
        #expect(lines(alphabet, .byTruncatingHead) == ["…rstuvwxyz"])
        #expect(lines(alphabet, .byTruncatingMiddle) == ["abcd…vwxyz"])
        #expect(lines(alphabet, .byClipping) == ["abcdefghijk"], "the eleventh starts inside the edge")
        #expect(lines(alphabet, .byWordWrapping) == ["abcdefghij"])
        #expect(lines(alphabet, .byCharWrapping) == ["abcdefghij"])
    }

    @Test func textThatFitsIsNeverCut() {
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping, .byWordWrapping] {
            let layout = TextLayout(text: "abcdefghij", font: mono, scale: 1, maxWidth: tenCells, numberOfLines: 1, lineBreakMode: mode)
            #expect(layout.lineTexts(of: "abcdefghij") == ["abcdefghij"], "\(mode)")
            #expect(!layout.isTruncated, "\(mode)")
        }
    }

    @Test func twoLinesWrapByWordsAndCutOnlyTheLastLine() {
        let text = "one two three four five six"
        #expect(lines(text, .byWordWrapping, lines: 2) == ["one two", "three four"])
        #expect(lines(text, .byCharWrapping, lines: 2) == ["one two th", "ree four f"])
        #expect(lines(text, .byTruncatingTail, lines: 2) == ["one two", "three fou…"])
        #expect(lines(text, .byTruncatingHead, lines: 2) == ["one two", "…five six"], "the end of the whole text")
        #expect(lines(text, .byTruncatingMiddle, lines: 2) == ["one two", "thre…e six"])
        #expect(lines(text, .byClipping, lines: 2) == ["one two", "three four"], "\"five\" starts past the edge")
    }

    @Test func wrappingModesReportTheCut() {
        let text = "one two three four five six"
        for mode in [NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead] {
            let layout = TextLayout(text: text, font: mono, scale: 1, maxWidth: tenCells, numberOfLines: 2, lineBreakMode: mode)
            #expect(layout.isTruncated, "\(mode)")
            #expect(layout.size.width <= tenCells, "\(mode)")
        }
    }

    @Test func characterWrappingBreaksInsideWordsAndWordWrappingBetweenThem() {
        let text = "aaaaaa bbbbbb cccccc"
        let byWords = TextLayout(text: text, font: mono, scale: 1, maxWidth: tenCells, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let byCharacters = TextLayout(
            text: text, font: mono, scale: 1, maxWidth: tenCells, numberOfLines: 0, lineBreakMode: .byCharWrapping)
        #expect(byWords.lines.count == 3)
        #expect(byCharacters.lines.count == 2)
        #expect(byCharacters.lineTexts(of: text) == ["aaaaaa bbb", "bbb cccccc"])
    }

    @Test func characterWrappingKeepsGraphemeClustersWhole() {
        let text = String(repeating: "e\u{301}", count: 12)
        let layout = TextLayout(text: text, font: mono, scale: 1, maxWidth: tenCells, numberOfLines: 0, lineBreakMode: .byCharWrapping)
        let texts = layout.lineTexts(of: text)
        #expect(texts.map(\.count) == [10, 2])
        #expect(texts.joined() == text)
    }

    @Test func truncationKeepsGraphemeClustersWhole() {
        let flags = String(repeating: "🇫🇷", count: 20)
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            let text = lines(flags, mode).first ?? ""
            #expect(text.unicodeScalars.filter { $0 != "…" }.count % 2 == 0, "\(mode): whole flags only")
            #expect(text.contains("…"), "\(mode)")
        }
    }

    @Test func theEllipsisFollowsTheParagraphsDirection() throws {
        // Hebrew reads right to left: the tail's ellipsis is the line's left end, the head's its right end.
        let hebrew = "שלום עולם שלום עולם שלום עולם"
        let tail = TextLayout(text: hebrew, font: mono, scale: 1, maxWidth: tenCells, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        let head = TextLayout(text: hebrew, font: mono, scale: 1, maxWidth: tenCells, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
        let tailLine = try #require(tail.lines.first), headLine = try #require(head.lines.first)
        #expect(tailLine.clusters.first?.textRange.isEmpty == true)
        #expect(headLine.clusters.last?.textRange.isEmpty == true)
        #expect(tail.lineTexts(of: hebrew).first?.hasPrefix("שלום") == true)
        #expect(head.lineTexts(of: hebrew).first?.hasSuffix("עולם") == true)
        // In a left-to-right paragraph a Hebrew tail keeps the ellipsis at the right.
        let mixed = "Hello שלום עולם שלום"
        let mixedLine = try #require(
            TextLayout(text: mixed, font: mono, scale: 1, maxWidth: tenCells, numberOfLines: 1, lineBreakMode: .byTruncatingTail).lines.first)
        #expect(mixedLine.clusters.last?.textRange.isEmpty == true)
    }

    @Test func headAndMiddleJoinTheRemainingParagraphs() {
        #expect(lines("abc\ndefghijklmnop", .byTruncatingHead) == ["…hijklmnop"])
        #expect(lines("abc\ndefghijklmnop", .byTruncatingMiddle) == ["abc…klmnop"])
        #expect(lines("abc\nde", .byTruncatingMiddle) == ["abc de"], "what fits is shown whole, newlines as spaces")
        #expect(lines("abc\nde", .byTruncatingTail) == ["abc…"])
    }

    @Test func withoutAWidthTheCutIsMarkedAtTheTail() {
        #expect(lines("abc\nde", .byTruncatingHead, width: nil) == ["abc…"])
        #expect(lines("abc\nde", .byWordWrapping, width: nil) == ["abc"])
    }

    @Test func aWidthTooSmallForOneCharacterKeepsTheEllipsis() {
        #expect(lines(alphabet, .byTruncatingTail, width: 3) == ["…"])
        #expect(lines(alphabet, .byTruncatingHead, width: 3) == ["…"])
        #expect(lines(alphabet, .byTruncatingMiddle, width: 3) == ["…"])
    }

    @Test func tighteningDrawsTextThatOverflowsALittleInsteadOfTruncatingIt() {
        func tightened(_ text: String, _ mode: NSLineBreakMode) -> TextLayout {
            TextLayout(
                text: text, font: mono, scale: 1, maxWidth: tenCells, numberOfLines: 1, lineBreakMode: mode,
                tightensBeforeTruncating: true)
        }
        // Eleven cells are 66 pixels: half a pixel closer each, they fit 61.
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            let eleven = tightened("abcdefghijk", mode)
            #expect(eleven.lineTexts(of: "abcdefghijk") == ["abcdefghijk"], "\(mode)")
            #expect(eleven.size.width <= tenCells, "\(mode)")
        }
        #expect(tightened("abcdefghijkl", .byTruncatingTail).lineTexts(of: "abcdefghijkl") == ["abcdefghi…"], "a cell more is too much")
        #expect(tightened("abcdefghijk", .byClipping).lineTexts(of: "abcdefghijk") == ["abcdefghijk"])
        #expect(tightened("abcdefghijk", .byWordWrapping).lineTexts(of: "abcdefghijk") == ["abcdefghij"], "only truncation tightens")
    }

    @Test func clippedLinesAreCutAtTheBox() {
        let layout = TextLayout(text: alphabet, font: mono, scale: 1, maxWidth: tenCells, numberOfLines: 1, lineBreakMode: .byClipping)
        #expect(layout.size.width == 61)
        let ink = layout.inkBounds(at: .zero, width: 61, alignment: .center)
        #expect(ink.maxX <= 61)
        #expect(ink.x >= 0, "a line wider than its box starts at the box's left edge")
    }
}
