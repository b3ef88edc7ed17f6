import Foundation

/// A document as a list of paragraphs (text split at "\n"), each wrapped on demand and kept
/// until its text, the width, the font or the scale changes.
///
/// Running sums of the paragraphs' UTF-8 lengths and heights (`CumulativeSums`) find the
/// paragraph at an offset or at a y in O(log n); an edit replaces only the paragraphs it
/// touches, and the ones after it move by the change of their sums. A paragraph not laid out
/// yet counts one line high until something asks for its layout (drawing, the caret), so
/// setting a long text costs no shaping until it shows. Offsets are UTF-8 offsets into the
/// whole text (a paragraph's "\n" counts one byte, after it); heights and x are device
/// pixels.
///
/// Each paragraph holds its own text: the place attributes will join it.
@MainActor
final class TextParagraphs {
    /// One paragraph: its text (no "\n") and its layout once made.
    struct Paragraph {
        var text: String
        var layout: ParagraphLayout?
    }

    private(set) var paragraphs: [Paragraph]
    /// Each paragraph's UTF-8 length plus one (its "\n"; the last one's too).
    private var lengths: CumulativeSums
    /// Each paragraph's height (one line until laid out).
    private var heights: CumulativeSums

    let font: Font
    let scale: CGFloat
    /// The width lines wrap to.
    let boxWidth: Int
    let alignment: TextAlignment
    /// The height of one line of the font.
    let lineHeight: Int
    /// Paragraphs laid out since this document was made: what tests read to check an edit
    /// lays out only what it touched.
    private(set) var layoutCount = 0

    init(text: String, font: Font, scale: CGFloat, boxWidth: Int, alignment: TextAlignment) {
        self.font = font
        self.scale = TextLayout.sanitized(scale: scale)
        self.boxWidth = max(1, boxWidth)
        self.alignment = alignment
        lineHeight = max(1, TextLayout(text: "x", font: font, scale: scale, maxWidth: nil, numberOfLines: 1).lineHeight)
        paragraphs = Self.split(text).map { Paragraph(text: $0, layout: nil) }
        lengths = CumulativeSums(paragraphs.map { $0.text.utf8.count + 1 })
        heights = CumulativeSums(Array(repeating: lineHeight, count: paragraphs.count))
    }

    /// `text` split at "\n" (one empty paragraph for empty text).
    private static func split(_ text: String) -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String($0) ?? "" }
    }

    /// The number of paragraphs (at least one).
    var count: Int { paragraphs.count }

    /// The height of the whole document (paragraphs not laid out count one line).
    var height: Int { heights.total }

    /// The UTF-8 length of the whole text.
    var length: Int { lengths.total - 1 }

    /// The offset where paragraph `index` starts.
    func start(of index: Int) -> Int { lengths.prefixSum(index) }

    /// The y where paragraph `index` starts.
    func top(of index: Int) -> Int { heights.prefixSum(index) }

    /// The paragraph holding `offset` (the end of a paragraph, before its "\n", is in it).
    func paragraph(containing offset: Int) -> Int { lengths.index(containing: max(0, offset)) ?? 0 }

    /// The paragraph at `y` (the first above 0, the last below the end).
    func paragraph(atY y: Int) -> Int { heights.index(containing: max(0, y)) ?? 0 }

    /// The layout of paragraph `index`, made now when missing (its height then becomes exact).
    func layout(of index: Int) -> ParagraphLayout {
        if let layout = paragraphs[index].layout { return layout }
        let layout = ParagraphLayout(
            text: paragraphs[index].text, font: font, scale: scale, boxWidth: boxWidth, alignment: alignment)
        layoutCount += 1
        paragraphs[index].layout = layout
        heights.set(layout.height, at: index)
        return layout
    }

    /// Replaces the UTF-8 range `range` of the whole text with `replacement`: the paragraphs
    /// it touches are replaced by the ones the new text makes (without layouts), the others
    /// keep theirs. O(log n) plus the touched text when the number of paragraphs stays, O(n)
    /// (the running sums are rebuilt) when a "\n" comes or goes.
    func replace(_ range: Range<Int>, with replacement: String) {
        let first = paragraph(containing: range.lowerBound)
        let last = paragraph(containing: range.upperBound)
        let firstStart = start(of: first)
        var joined = paragraphs[first].text
        if last > first {
            for index in (first + 1)...last { joined += "\n" + paragraphs[index].text }
        }
        let utf8 = joined.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: min(range.lowerBound - firstStart, utf8.count))
        let upper = utf8.index(utf8.startIndex, offsetBy: min(range.upperBound - firstStart, utf8.count))
        joined.replaceSubrange(lower..<upper, with: replacement)
        let made = Self.split(joined).map { Paragraph(text: $0, layout: nil) }
        paragraphs.replaceSubrange(first...last, with: made)
        lengths.replaceSubrange(first..<(last + 1), with: made.map { $0.text.utf8.count + 1 })
        heights.replaceSubrange(first..<(last + 1), with: Array(repeating: lineHeight, count: made.count))
    }

    // MARK: Positions

    /// Where the caret stands before `offset`: the paragraph, its line and the caret's box
    /// (x, the line's top, from the document's top left). `preferringLineEnd` keeps an offset
    /// where a line wraps at the end of the upper line (after an End key).
    func caret(at offset: Int, preferringLineEnd: Bool = false) -> (paragraph: Int, line: Int, x: Int, y: Int) {
        let index = paragraph(containing: offset)
        let layout = layout(of: index)
        let local = offset - start(of: index)
        var line = layout.line(containing: local)
        if preferringLineEnd, line > 0, layout.range(ofLine: line).lowerBound == local { line -= 1 }
        return (index, line, layout.caretX(at: local, line: line), top(of: index) + line * layout.lineHeight)
    }

    /// The offset nearest to (`x`, `y`) (device pixels from the document's top left).
    func offset(atX x: Int, y: Int) -> Int {
        if y < 0 { return 0 }
        if y >= height { return length }
        let index = paragraph(atY: y)
        let layout = layout(of: index)
        let line = min(layout.lineCount - 1, max(0, (y - top(of: index)) / layout.lineHeight))
        return start(of: index) + layout.offset(atX: x, line: line)
    }

    /// The range of the visual line holding `offset` (whole-text offsets).
    func lineRange(at offset: Int, preferringLineEnd: Bool = false) -> Range<Int> {
        let caret = caret(at: offset, preferringLineEnd: preferringLineEnd)
        let start = start(of: caret.paragraph)
        let range = layout(of: caret.paragraph).range(ofLine: caret.line)
        return (start + range.lowerBound)..<(start + range.upperBound)
    }

    /// The range of the paragraph holding `offset`, without its "\n".
    func paragraphRange(at offset: Int) -> Range<Int> {
        let index = paragraph(containing: offset)
        let start = start(of: index)
        return start..<(start + paragraphs[index].text.utf8.count)
    }

    /// The text of paragraph `index`.
    func text(of index: Int) -> String { paragraphs[index].text }
}
