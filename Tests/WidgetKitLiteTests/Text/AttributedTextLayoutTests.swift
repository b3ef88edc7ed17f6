import Foundation
import Testing
@testable import WidgetKitLite

/// How attributed text is split into runs, aligned and checked.
@MainActor @Suite struct AttributedTextLayoutTests {
    private let font = Font.systemFont(ofSize: 17)

    private func content(_ text: NSAttributedString) -> AttributedContent {
        AttributedContent(text, defaults: .measuringDefaults)
    }

    private func layout(_ text: NSAttributedString, width: CGFloat? = nil) -> AttributedTextLayout {
        AttributedTextLayout(content: content(text), scale: 1, maxWidth: width, numberOfLines: 0)
    }

    @Test func runsSplitAtEveryAttributeChangeInUTF8Offsets() {
        let text = NSMutableAttributedString(string: "ab😀cd", attributes: [.font: font])
        text.addAttribute(.foregroundColor, value: Color.red, range: NSRange(location: 2, length: 2))
        text.addAttribute(.kern, value: 1, range: NSRange(location: 4, length: 1))
        let runs = content(text).runs
        #expect(runs.map(\.range) == [0..<2, 2..<6, 6..<7, 7..<8])
        #expect(runs[1].attributes.foregroundColor == .red)
        #expect(runs[2].attributes.kern == 1)
        #expect(runs[3].attributes.font == font)
    }

    @Test func aRangeEndingInsideASurrogatePairTakesTheWholePair() {
        let text = NSMutableAttributedString(string: "😀x")
        text.addAttribute(.foregroundColor, value: Color.red, range: NSRange(location: 0, length: 1))
        #expect(content(text).runs.map(\.range) == [0..<4, 4..<5])
    }

    @Test func runsInOneLineShapeInTheirOwnFonts() {
        let text = NSMutableAttributedString(string: "small ", attributes: [.font: Font.systemFont(ofSize: 10)])
        text.append(NSAttributedString(string: "big", attributes: [.font: Font.boldSystemFont(ofSize: 30)]))
        let line = layout(text).lines[0]
        #expect(Set(line.glyphs.map(\.style)) == [0, 1])
        let small = line.glyphs.filter { $0.style == 0 }.map(\.glyph.height).max() ?? 0
        let big = line.glyphs.filter { $0.style == 1 }.map(\.glyph.height).max() ?? 0
        #expect(big > 2 * small)
        #expect(CGFloat(line.height) == Font.boldSystemFont(ofSize: 30).lineHeight)
    }

    @Test func alignmentPlacesLinesInTheBox() {
        func left(_ alignment: TextAlignment, _ string: String = "abc") -> Int {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let laid = layout(NSAttributedString(string: string, attributes: [.font: font, .paragraphStyle: style]))
            let line = laid.lines[0]
            return line.placement.left(lineWidth: line.width, boxWidth: 200)
        }
        let width = Int(NSAttributedString(string: "abc", attributes: [.font: font]).size().width)
        #expect(left(.left) == 0)
        #expect(left(.natural) == 0)
        #expect(left(.right) == 200 - width)
        #expect(left(.center) == (200 - width) / 2)
        let hebrew = "שלום"
        let hebrewWidth = Int(NSAttributedString(string: hebrew, attributes: [.font: font]).size().width)
        #expect(left(.natural, hebrew) == 200 - hebrewWidth)
        #expect(left(.left, hebrew) == 0)
    }

    @Test func indentsMirrorInRightToLeftParagraphs() {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 10
        style.tailIndent = -20
        let latin = layout(NSAttributedString(string: "abc", attributes: [.paragraphStyle: style])).lines[0]
        #expect(latin.placement.left(lineWidth: latin.width, boxWidth: 200) == 10)
        let hebrew = layout(NSAttributedString(string: "שלום", attributes: [.paragraphStyle: style])).lines[0]
        #expect(hebrew.placement.left(lineWidth: hebrew.width, boxWidth: 200) == 200 - 10 - hebrew.width)
        style.alignment = .right
        let right = layout(NSAttributedString(string: "abc", attributes: [.paragraphStyle: style])).lines[0]
        #expect(right.placement.left(lineWidth: right.width, boxWidth: 200) == 180 - right.width)
    }

    @Test func charWrappingBreaksInsideWordsAndClippingKeepsOneLine() {
        let style = NSMutableParagraphStyle()
        let text = "wrapping words here"
        // Room for "wrapping w": words wrap before "words", characters after its "w".
        let width = NSAttributedString(string: "wrapping w").size().width + 1
        let words = layout(NSAttributedString(string: text, attributes: [.paragraphStyle: style]), width: width)
        #expect(words.lines[0].textRange == 0..<9)
        style.lineBreakMode = .byCharWrapping
        let chars = layout(NSAttributedString(string: text, attributes: [.paragraphStyle: style]), width: width)
        #expect(chars.lines[0].textRange == 0..<10)
        #expect(chars.lines.allSatisfy { CGFloat($0.width) <= width })
        style.lineBreakMode = .byClipping
        #expect(layout(NSAttributedString(string: text, attributes: [.paragraphStyle: style]), width: width).lines.count == 1)
    }

    @Test func valuesOfTheWrongTypeAreIgnoredWithOneLinePerKind() {
        let lines = capturingDiagnostics {
            let text = NSMutableAttributedString(string: "Wrong", attributes: [.font: "Helvetica", .kern: "wide"])
            text.addAttribute(.foregroundColor, value: 0xFF0000, range: NSRange(location: 0, length: 2))
            let runs = content(text).runs
            #expect(runs.allSatisfy { $0.attributes.font == TextAttributes.measuringDefaults.font })
            #expect(runs.allSatisfy { $0.attributes.kern == 0 && $0.attributes.foregroundColor == .black })
            // The same mistakes again say nothing more.
            _ = content(text)
            _ = content(NSAttributedString(string: "Again", attributes: [.font: "Times"]))
        }
        #expect(
            lines.sorted() == [
                "WidgetKitLite: the .font attribute must be a Font, not String; ignored",
                "WidgetKitLite: the .foregroundColor attribute must be a Color, not NSNumber; ignored",
                "WidgetKitLite: the .kern attribute must be a number, not String; ignored",
            ])
    }

    @Test func aHundredThousandCombiningMarksShapeAsABoundedCluster() {
        let text = "a" + String(repeating: "\u{0301}", count: 100_000) + "b"
        let before = TextShaper.shapedScalarCount
        let laid = layout(NSAttributedString(string: text, attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]))
        #expect(TextShaper.shapedScalarCount - before <= 2 * TextShaper.maximumScalarsPerGrapheme)
        #expect(laid.lines.count == 1)
        #expect(laid.lines[0].textRange == 0..<text.utf8.count)
    }

    @Test func layoutsAreCachedByContentNotByObject() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        let text = NSMutableAttributedString(string: "one\ntwo", attributes: [.paragraphStyle: style])
        let first = text.size()
        style.lineSpacing = 10
        text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
        #expect(text.size().height == first.height + 6)
    }
}
