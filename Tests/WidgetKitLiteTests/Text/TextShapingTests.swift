import Foundation
import Testing
@testable import WidgetKitLite

/// Shaping, fallback and bidi with the fonts `scripts/test` installs: DejaVu Sans (Latin,
/// Arabic) and WenQuanYi Micro Hei (CJK fallback).
@MainActor @Suite struct TextShapingTests {
    private let body = Font.systemFont(ofSize: 17)

    private func layout(_ text: String, maxWidth: CGFloat? = nil) -> TextLayout {
        TextLayout(text: text, font: body, scale: 1, maxWidth: maxWidth, numberOfLines: 0)
    }

    private func glyphIndices(_ text: String) -> [UInt32] {
        layout(text).lines.flatMap { $0.glyphs.map(\.glyph.index) }
    }

    @Test func kernedPairIsNarrowerThanItsAdvances() {
        let pair = layout("AV").lines[0]
        let a = layout("A").lines[0], v = layout("V").lines[0]
        #expect(pair.width < a.width + v.width)
        #expect(pair.glyphs[1].x < a.width)
    }

    @Test func ffiBecomesOneLigatureGlyph() throws {
        let cache = try #require(FontLibrary.shared.glyphCache(for: body))
        try #require(cache.covers("\u{FB03}"), "the system font has an ffi ligature")
        let glyphs = glyphIndices("ffi")
        #expect(glyphs.count == 1)
        #expect(glyphs.first == cache.glyphIndex(for: "\u{FB03}"))
        // The ligature is one cluster over all three letters.
        #expect(layout("ffi").lines[0].clusters.map(\.textRange) == [0..<3])
    }

    @Test func arabicLettersJoinAndRunRightToLeft() throws {
        let word = "سلام"
        let joined = glyphIndices(word)
        let isolated = word.map { glyphIndices(String($0)).first ?? 0 }
        // Joined forms (and the lam-alef ligature) are other glyphs than the isolated letters.
        #expect(joined.count < isolated.count)
        #expect(Set(joined).isDisjoint(with: isolated.dropLast()))
        // The first letter in reading order is the rightmost cluster.
        let clusters = layout(word).lines[0].clusters
        let first = try #require(clusters.first { $0.textRange.lowerBound == 0 })
        #expect(first.isRightToLeft)
        #expect(first.x == clusters.map(\.x).max())
    }

    @Test func mixedDirectionsKeepLatinLeftToRight() throws {
        let text = "ab سلام cd"
        let clusters = layout(text).lines[0].clusters
        let a = try #require(clusters.first { $0.textRange.lowerBound == 0 })
        let c = try #require(clusters.first { $0.textRange.lowerBound == text.utf8.count - 2 })
        let seen = try #require(clusters.first { $0.textRange.lowerBound == 3 })
        #expect(a.x < seen.x && seen.x < c.x)
        // Inside the Arabic word the order is reversed.
        let mim = try #require(clusters.first { $0.textRange.upperBound == 11 })
        #expect(mim.x < seen.x)
    }

    @Test func combiningMarksStayWithTheirBase() {
        let decomposed = layout("e\u{301}")
        #expect(decomposed.lines[0].clusters.count == 1)
        #expect(decomposed.size == layout("é").size)
        // A mark HarfBuzz cannot compose is positioned over its base, not after it.
        let stacked = layout("x\u{301}")
        #expect(stacked.lines[0].clusters.count == 1)
        #expect(stacked.size.width == layout("x").size.width)
    }

    @Test func charactersTheSystemFontLacksComeFromAFallbackFont() throws {
        let cache = try #require(FontLibrary.shared.glyphCache(for: body))
        #expect(!cache.covers("中"))
        let glyphs = glyphIndices("中文")
        #expect(glyphs.count == 2 && !glyphs.contains(0))
        #expect(FontLibrary.shared.fallbackCache(for: "中", font: body, primary: cache) != nil)
    }

    @Test func aCharacterNoFontHasDrawsTheNotdefBox() {
        #expect(glyphIndices("\u{10FFFD}") == [0])
    }

    @Test func linesBreakBetweenGraphemeClustersOnly() {
        let flags = "🇫🇷🇫🇷🇫🇷"
        let wrapped = layout(flags, maxWidth: 1)
        #expect(wrapped.lines.count == 3)
        #expect(wrapped.lines.allSatisfy { $0.textRange.count == 8 })
        let accents = layout("e\u{301}e\u{301}", maxWidth: 1)
        #expect(accents.lines.map(\.textRange) == [0..<3, 3..<6])
    }
}
