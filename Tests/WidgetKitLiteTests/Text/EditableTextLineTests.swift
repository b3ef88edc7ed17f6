import Foundation
import Testing

@testable import WidgetKitLite

/// A focused field 400 × 34 pt holding `text`, the caret at the end.
@MainActor
private func focusedField(_ text: String) -> (Fixture, TextField) {
    let f = Fixture(width: 480)
    let field = TextField(frame: CGRect(x: 20, y: 20, width: 400, height: 34))
    f.root.addSubview(field)
    field.text = text
    field.becomeFirstResponder()
    f.screen.runFrame()
    return (f, field)
}

/// Code points handed to HarfBuzz while `work` runs.
@MainActor
private func scalarsShaped(_ work: () -> Void) -> Int {
    let before = TextShaper.shapedScalarCount
    work()
    return TextShaper.shapedScalarCount - before
}

/// One grapheme cluster of `marks` combining acute accents on "a" (two UTF-8 bytes each).
private func hugeGrapheme(marks: Int = 32_000) -> String {
    "a" + String(repeating: "\u{301}", count: marks)
}

/// The bound on shaping work per keystroke: a few segments of at most
/// `EditableTextLine.maximumSegmentLength` bytes, whatever the length of the line.
@MainActor private let keystrokeBound = 4 * EditableTextLine.maximumSegmentLength

@MainActor @Suite struct GraphemeShapingCapTests {
    @Test func aGraphemeOfThirtyTwoThousandMarksIsShapedAsItsFirstScalarsAndKeepsItsWholeRange() {
        let text = hugeGrapheme() + "b"
        var layout: TextLayout?
        let shaped = scalarsShaped {
            layout = TextLayout(text: text, font: .systemFont(ofSize: 15), scale: 1, maxWidth: nil, numberOfLines: 1)
        }
        #expect(shaped <= TextShaper.maximumScalarsPerGrapheme + 1)
        let line = try? #require(layout?.lines.first)
        // The marks beyond the cap are not drawn, but carets and selections still see all of them.
        #expect(line?.textRange == 0..<text.utf8.count)
        #expect(line?.clusters.map(\.textRange) == [0..<(text.utf8.count - 1), (text.utf8.count - 1)..<text.utf8.count])
    }

    @Test func graphemesUpToTheCapAreShapedWhole() {
        let text = hugeGrapheme(marks: TextShaper.maximumScalarsPerGrapheme - 1)
        let shaped = scalarsShaped {
            _ = TextLayout(text: text, font: .systemFont(ofSize: 15), scale: 1, maxWidth: nil, numberOfLines: 1)
        }
        #expect(shaped == TextShaper.maximumScalarsPerGrapheme)
    }

    @Test func typingBesideAGraphemeOfThirtyTwoThousandMarksShapesABoundedAmount() {
        let (f, field) = focusedField("x" + hugeGrapheme() + "y tail")
        #expect(field.model.length == 64_008)
        // After it (the caret at the end), then just after it, then before it.
        for keys in [[], ["Home", "Right", "Right"], ["Home", "Right"]] {
            for key in keys { f.screen.key(key) }
            let shaped = scalarsShaped {
                f.screen.type("z")
                f.screen.runFrame()
            }
            #expect(shaped <= keystrokeBound, "keys \(keys)")
            let removed = scalarsShaped {
                f.screen.key("BackSpace")
                f.screen.runFrame()
            }
            #expect(removed <= keystrokeBound, "keys \(keys)")
        }
        #expect(field.text == "x" + hugeGrapheme() + "y tail")
    }
}

@MainActor @Suite struct EditableTextLineCostTests {
    /// A line of `bytes` letters without a space.
    private func unbroken(_ bytes: Int) -> String {
        String(String(repeating: "abcdefghijklmnopqrstuvwxyz", count: bytes / 26 + 1).prefix(bytes))
    }

    @Test func typingAtTheStartOfALongRunWithoutSpacesReshapesABoundedAmount() {
        let (f, field) = focusedField(unbroken(60_000))
        f.screen.key("Home")
        for _ in 0..<80 {
            let shaped = scalarsShaped {
                f.screen.type("q")
                f.screen.runFrame()
            }
            #expect(shaped <= keystrokeBound)
        }
        for _ in 0..<80 {
            let shaped = scalarsShaped {
                f.screen.key("Delete")
                f.screen.runFrame()
            }
            #expect(shaped <= keystrokeBound)
        }
        #expect(field.text == String(repeating: "q", count: 80) + unbroken(60_000).dropFirst(80))
    }

    @Test func typingAtTheStartOfALongLineOfWordsTouchesABoundedNumberOfSegments() {
        let words = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 1_300)
        let (f, field) = focusedField(words)
        #expect(field.layoutLine.segmentCount > 10_000)
        f.screen.key("Home")
        f.screen.type("a")
        for key in ["b", " ", "c", "d", " "] {
            let before = EditableTextLine.segmentsTouched
            f.screen.type(key)
            f.screen.runFrame()
            #expect(EditableTextLine.segmentsTouched - before <= 8, "key \(key)")
        }
        #expect(field.text == "ab cd " + words)
    }

    @Test func aMarkTypedJustAfterASegmentJoinsItsLastCharacter() {
        let (f, field) = focusedField("ab cd")
        f.screen.key("Home")
        for _ in 0..<3 { f.screen.key("Right") }
        f.screen.type("\u{301}")
        f.screen.runFrame()
        let fresh = EditableTextLine(font: field.font, scale: 1)
        fresh.rebuild(field.model.text)
        #expect(field.text == "ab \u{301}cd")
        #expect(field.layoutLine.segments.map(\.range) == fresh.segments.map(\.range))
        #expect(field.layoutLine.width == fresh.width)
    }

    @Test func editedSegmentsStayBoundedAndTileTheLine() {
        let (f, field) = focusedField(unbroken(4_000))
        f.screen.key("Home")
        for i in 0..<300 {
            if i % 3 == 2 { f.screen.key("BackSpace") } else { f.screen.type(i % 7 == 0 ? "fi" : "m") }
            if i % 50 == 0 { f.screen.key("Right") }
        }
        f.screen.runFrame()
        let line = field.layoutLine
        var position = 0
        var x = 0
        for segment in line.segments {
            #expect(segment.range.lowerBound == position && segment.x == x)
            #expect(segment.range.count <= EditableTextLine.maximumSegmentLength)
            position = segment.range.upperBound
            x += segment.width
        }
        #expect(position == field.model.length)
        // The same text laid out afresh is as wide, give or take a pixel per segment.
        let fresh = EditableTextLine(font: field.font, scale: 1)
        fresh.rebuild(field.model.text)
        #expect(abs(fresh.width - line.width) <= line.segments.count)
    }
}
