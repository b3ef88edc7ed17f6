import Foundation
import Testing
@testable import WidgetKitLite

/// AT-SPI counts text in characters (Unicode scalars); the text models count UTF-8 bytes.
@Suite struct AtSpiTextTests {
    let accented = AtSpiText("héllo wörld")
    /// "a", thumbs up, a skin tone modifier, "b": one grapheme in the middle, two scalars.
    let emoji = AtSpiText("a👍🏽b")

    @Test func countsCharactersNotBytesOrGraphemes() {
        #expect(accented.count == 11)
        #expect(accented.string.utf8.count == 13)
        #expect(emoji.count == 4)
        #expect(emoji.string.count == 3)
        #expect(AtSpiText("").count == 0)
    }

    @Test func characterOffsetsBecomeUTF8OffsetsAndBack() {
        #expect(accented.utf8Offset(0) == 0)
        #expect(accented.utf8Offset(2) == 3)
        #expect(accented.utf8Offset(8) == 10)
        #expect(accented.utf8Offset(11) == 13)
        #expect(accented.characterOffset(utf8: 3) == 2)
        #expect(accented.characterOffset(utf8: 10) == 8)
        #expect(accented.characterOffset(utf8: 13) == 11)
        #expect(emoji.utf8Offset(2) == 5)
        #expect(emoji.utf8Offset(3) == 9)
        #expect(emoji.characterOffset(utf8: 9) == 3)
        for offset in 0...accented.count {
            #expect(accented.characterOffset(utf8: accented.utf8Offset(offset)) == offset)
        }
    }

    @Test func offsetsOutOfRangeAreClamped() {
        #expect(accented.clamp(-1) == 0)
        #expect(accented.clamp(99) == 11)
        #expect(accented.utf8Offset(-4) == 0)
        #expect(accented.utf8Offset(99) == 13)
        #expect(accented.characterOffset(utf8: 500) == 11)
        // Inside a character's bytes: the character after it.
        #expect(accented.characterOffset(utf8: 2) == 2)
    }

    @Test func textFromToWithMinusOneForTheEnd() {
        #expect(accented.text(from: 0, to: -1) == "héllo wörld")
        #expect(accented.text(from: 6, to: -1) == "wörld")
        #expect(accented.text(from: 1, to: 5) == "éllo")
        #expect(accented.text(from: -5, to: 2) == "hé")
        #expect(accented.text(from: 8, to: 99) == "rld")
        #expect(accented.text(from: 8, to: 3) == "")
        #expect(accented.text(from: 40, to: -1) == "")
        #expect(emoji.text(from: 1, to: 3) == "👍🏽")
        #expect(emoji.text(from: 1, to: 2) == "👍")
    }

    @Test func characterAtOffsetIsTheScalarValueOrZero() {
        #expect(accented.character(at: 1) == 0xE9)
        #expect(emoji.character(at: 1) == 0x1F44D)
        #expect(emoji.character(at: 2) == 0x1F3FD)
        #expect(emoji.character(at: 4) == 0)
        #expect(emoji.character(at: -1) == 0)
    }

    @Test func characterAndWordSpans() {
        #expect(accented.span(at: 1, .character) == ("é", 1, 2))
        #expect(emoji.span(at: 2, .character) == ("🏽", 2, 3))
        #expect(accented.span(at: 1, .word) == ("héllo", 0, 5))
        #expect(accented.span(at: 8, .word) == ("wörld", 6, 11))
        // Between words: the run of separators.
        #expect(AtSpiText("a  b").span(at: 2, .word) == ("  ", 1, 3))
        // Past the end: the last character's word.
        #expect(accented.span(at: 99, .word) == ("wörld", 6, 11))
        #expect(AtSpiText("don't_stop 42").span(at: 2, .word) == ("don't_stop", 0, 10))
        #expect(AtSpiText("").span(at: 0, .word) == ("", 0, 0))
    }

    @Test func sentenceSpansIncludeTheirEndAndTheSpacesAfter() {
        let text = AtSpiText("Hi there. How are you? Fine")
        #expect(text.span(at: 0, .sentence) == ("Hi there. ", 0, 10))
        #expect(AtSpiText("One.Two").span(at: 5, .sentence) == ("Two", 4, 7))
    }

    /// A sentence's span holds the spaces after it, so the next sentence starts after them:
    /// spans do not overlap.
    @Test func theNextSentenceStartsAfterTheSpacesOfThePreviousOne() {
        let text = AtSpiText("Hi there. How are you? Fine")
        #expect(text.span(at: 9, .sentence) == ("Hi there. ", 0, 10))
        #expect(text.span(at: 12, .sentence) == ("How are you? ", 10, 23))
        #expect(text.span(at: 25, .sentence) == ("Fine", 23, 27))
        #expect(AtSpiText("Hi there. How are you?").boundarySpan(3, at: 2, shift: 1) == ("How are you?", 10, 22))
    }

    @Test func lineSpansIncludeTheirNewline() {
        let text = AtSpiText("one\ntwo\nthree")
        #expect(text.span(at: 0, .line) == ("one\n", 0, 4))
        #expect(text.span(at: 3, .line) == ("one\n", 0, 4))
        #expect(text.span(at: 5, .line) == ("two\n", 4, 8))
        #expect(text.span(at: 10, .line) == ("three", 8, 13))
        #expect(text.span(at: 5, .paragraph) == ("two\n", 4, 8))
    }

    @Test func boundarySpansBeforeAtAndAfter() {
        let lines = AtSpiText("one\ntwo\nthree")
        // 5 and 6: line boundaries.
        #expect(lines.boundarySpan(5, at: 5, shift: 0) == ("two\n", 4, 8))
        #expect(lines.boundarySpan(5, at: 5, shift: -1) == ("one\n", 0, 4))
        #expect(lines.boundarySpan(6, at: 5, shift: 1) == ("three", 8, 13))
        #expect(lines.boundarySpan(5, at: 1, shift: -1) == ("", 0, 0))
        #expect(lines.boundarySpan(5, at: 10, shift: 1) == ("", 13, 13))
        // 0: characters.
        #expect(accented.boundarySpan(0, at: 3, shift: -1) == ("l", 2, 3))
        #expect(accented.boundarySpan(0, at: 2, shift: -1) == ("é", 1, 2))
        #expect(accented.boundarySpan(0, at: 2, shift: 1) == ("l", 3, 4))
        #expect(accented.boundarySpan(0, at: 0, shift: -1) == ("", 0, 0))
        #expect(accented.boundarySpan(0, at: 10, shift: 1) == ("", 11, 11))
        // 3 and 4: sentences.
        let sentences = AtSpiText("Hi there. How are you?")
        #expect(sentences.boundarySpan(3, at: 12, shift: -1) == ("Hi there. ", 0, 10))
    }

    /// AT-SPI's `WORD_START` boundary: "the word and any following non-word characters up to
    /// the start of the next word" (at-spi2-core, `AtspiTextBoundaryType`).
    @Test func wordStartBoundaryIncludesTheSpaceAfterTheWord() {
        #expect(accented.boundarySpan(1, at: 8, shift: -1) == ("héllo ", 0, 6))
        #expect(accented.boundarySpan(1, at: 0, shift: 0) == ("héllo ", 0, 6))
        #expect(accented.boundarySpan(1, at: 0, shift: 1) == ("wörld", 6, 11))
        // WORD_END: from a word's end to the next word's end.
        #expect(accented.boundarySpan(2, at: 8, shift: 0) == (" wörld", 5, 11))
        #expect(accented.boundarySpan(2, at: 2, shift: 0) == ("héllo", 0, 5))
    }
}
