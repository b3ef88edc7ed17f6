import Foundation

/// A document as a list of paragraphs (text split at "\n") with their attributes, each
/// wrapped on demand and kept until its text or attributes, the width or the scale change.
///
/// Running sums of the paragraphs' UTF-8 lengths and heights (`CumulativeSums`) find the
/// paragraph at an offset or at a y in O(log n); an edit replaces only the paragraphs it
/// touches, and the ones after it move by the change of their sums. A paragraph not laid out
/// yet counts one line of the default font high until something asks for its layout
/// (drawing, the caret), so setting a long text costs no shaping until it shows. Offsets are
/// UTF-8 offsets into the whole text (a paragraph's "\n" counts one byte, after it; it has
/// the attributes of the paragraph's last character); heights and x are device pixels.
@MainActor
final class TextParagraphs {
    /// One paragraph: its text (no "\n"), its attributes and its layout once made.
    struct Paragraph {
        var text: String
        /// As long as `text`; an empty paragraph keeps the attributes typed into it.
        var styles: AttributeRuns
        var layout: ParagraphLayout?
    }

    private(set) var paragraphs: [Paragraph]
    /// Each paragraph's UTF-8 length plus one (its "\n"; the last one's too).
    private var lengths: CumulativeSums
    /// Each paragraph's height (one line until laid out).
    private var heights: CumulativeSums

    private(set) var scale: CGFloat
    /// The width lines wrap to.
    private(set) var boxWidth: Int
    /// The height of one line of the default font: the caret's height in an empty document and
    /// the height a paragraph counts before it is laid out.
    private(set) var lineHeight: Int
    /// The font `lineHeight` is measured in.
    private var estimateFont: Font
    /// Paragraphs laid out since this document was made: what tests read to check an edit
    /// lays out only what it touched.
    private(set) var layoutCount = 0

    /// `text` with the attributes of `styles` (as long as `text`'s UTF-8), to be wrapped to
    /// `boxWidth` pixels at `scale`; `font` sizes paragraphs not laid out yet.
    init(text: String, styles: AttributeRuns, font: Font, scale: CGFloat, boxWidth: Int) {
        self.scale = TextLayout.sanitized(scale: scale)
        self.boxWidth = max(1, boxWidth)
        estimateFont = font
        lineHeight = Self.lineHeight(of: font, scale: self.scale)
        paragraphs = Self.split(text, styles: styles)
        lengths = CumulativeSums(paragraphs.map { $0.text.utf8.count + 1 })
        heights = CumulativeSums(Array(repeating: lineHeight, count: paragraphs.count))
    }

    private static func lineHeight(of font: Font, scale: CGFloat) -> Int {
        max(1, TextLayout(text: "x", font: font, scale: scale, maxWidth: nil, numberOfLines: 1).lineHeight)
    }

    /// `text` split at "\n" (one empty paragraph for empty text), each piece with its slice of
    /// `styles`; an empty piece keeps the attributes of its "\n" (or, last, of what precedes it).
    private static func split(_ text: String, styles: AttributeRuns) -> [Paragraph] {
        let pieces = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var result: [Paragraph] = []
        result.reserveCapacity(pieces.count)
        var start = 0
        for piece in pieces {
            let length = piece.count
            var slice = styles.slice(start..<(start + length))
            if length == 0, start < styles.length {
                slice = AttributeRuns(length: 0, attributes: styles.slice(start..<(start + 1)).runs[0].attributes)
            }
            result.append(Paragraph(text: String(piece) ?? "", styles: slice, layout: nil))
            start += length + 1
        }
        return result
    }

    /// Lays lines out for a new width or scale from now on: every layout is dropped (heights
    /// count one line again) unless both are unchanged.
    func setGeometry(scale newScale: CGFloat, boxWidth newWidth: Int) {
        let scale = TextLayout.sanitized(scale: newScale), width = max(1, newWidth)
        guard scale != self.scale || width != boxWidth else { return }
        if scale != self.scale { lineHeight = Self.lineHeight(of: estimateFont, scale: scale) }
        self.scale = scale
        boxWidth = width
        dropLayouts()
    }

    /// Forgets every layout (after attributes changed everywhere).
    func dropLayouts() {
        for index in paragraphs.indices { paragraphs[index].layout = nil }
        heights = CumulativeSums(Array(repeating: lineHeight, count: paragraphs.count))
    }

    /// Sets the font paragraphs not laid out yet are estimated in.
    func setEstimateFont(_ font: Font) {
        guard font != estimateFont else { return }
        estimateFont = font
        lineHeight = Self.lineHeight(of: font, scale: scale)
        dropLayouts()
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
        let layout = ParagraphLayout(text: paragraphs[index].text, styles: paragraphs[index].styles, scale: scale, boxWidth: boxWidth)
        layoutCount += 1
        paragraphs[index].layout = layout
        heights.set(layout.height, at: index)
        return layout
    }

    /// Replaces the UTF-8 range `range` of the whole text with `replacement`, which takes
    /// the attributes of `styles` (as long as it): the paragraphs the edit touches are
    /// replaced by the ones the new text makes (without layouts), the others keep theirs.
    /// O(log n) plus the touched text when the number of paragraphs stays, O(n) (the running
    /// sums are rebuilt) when a "\n" comes or goes.
    func replace(_ range: Range<Int>, with replacement: String, styles: AttributeRuns) {
        let first = paragraph(containing: range.lowerBound)
        let last = paragraph(containing: range.upperBound)
        let firstStart = start(of: first)
        var (joined, joinedStyles) = joinedParagraphs(first...last)
        let utf8 = joined.utf8
        let lowerOffset = min(range.lowerBound - firstStart, utf8.count)
        let upperOffset = min(range.upperBound - firstStart, utf8.count)
        let lower = utf8.index(utf8.startIndex, offsetBy: lowerOffset)
        let upper = utf8.index(utf8.startIndex, offsetBy: upperOffset)
        joined.replaceSubrange(lower..<upper, with: replacement)
        joinedStyles.replaceSubrange(lowerOffset..<upperOffset, with: styles)
        let made = Self.split(joined, styles: joinedStyles)
        paragraphs.replaceSubrange(first...last, with: made)
        lengths.replaceSubrange(first..<(last + 1), with: made.map { $0.text.utf8.count + 1 })
        heights.replaceSubrange(first..<(last + 1), with: Array(repeating: lineHeight, count: made.count))
    }

    /// The text of paragraphs `indices` joined by "\n", and its attributes (each "\n" with
    /// those of its paragraph's end).
    private func joinedParagraphs(_ indices: ClosedRange<Int>) -> (String, AttributeRuns) {
        var text = paragraphs[indices.lowerBound].text
        var styles = paragraphs[indices.lowerBound].styles
        for index in indices.dropFirst() {
            let previous = paragraphs[index - 1]
            styles.append(
                contentsOf: AttributeRuns(length: 1, attributes: previous.styles.attributes(before: previous.text.utf8.count)))
            text += "\n" + paragraphs[index].text
            styles.append(contentsOf: paragraphs[index].styles)
        }
        return (text, styles)
    }

    // MARK: Attributes

    /// The attributes of the UTF-8 range `range` of the whole text (an empty range: the
    /// attributes typed there).
    func styles(in range: Range<Int>) -> AttributeRuns {
        let first = paragraph(containing: range.lowerBound)
        let last = paragraph(containing: range.upperBound)
        let (_, joined) = joinedParagraphs(first...last)
        let base = start(of: first)
        return joined.slice((range.lowerBound - base)..<(range.upperBound - base))
    }

    /// The attributes text typed at `offset` takes (those of the character before it).
    func attributes(before offset: Int) -> TextAttributes {
        let index = paragraph(containing: offset)
        let local = offset - start(of: index)
        if local == 0, index > 0, !paragraphs[index].text.isEmpty {
            let previous = paragraphs[index - 1]
            return previous.styles.attributes(before: previous.text.utf8.count)
        }
        return paragraphs[index].styles.attributes(before: local)
    }

    /// Applies `change` to the attributes of `range` (whole-text offsets); the paragraphs it
    /// touches are laid out again.
    func modifyAttributes(in range: Range<Int>, _ change: (inout TextAttributes) -> Void) {
        let first = paragraph(containing: range.lowerBound)
        let last = paragraph(containing: range.upperBound)
        for index in first...last {
            let start = start(of: index)
            let local = max(0, range.lowerBound - start)..<min(paragraphs[index].text.utf8.count, range.upperBound - start)
            if paragraphs[index].text.isEmpty || !local.isEmpty {
                paragraphs[index].styles.modify(paragraphs[index].text.isEmpty ? 0..<0 : local, change)
                paragraphs[index].layout = nil
                heights.set(lineHeight, at: index)
            }
        }
    }

    /// Applies `change` to the attributes of the whole text.
    func modifyAllAttributes(_ change: (inout TextAttributes) -> Void) {
        for index in paragraphs.indices { paragraphs[index].styles.modifyAll(change) }
        dropLayouts()
    }

    /// Whether every character (and every empty paragraph) has exactly `attributes`.
    func allStylesAre(_ attributes: TextAttributes) -> Bool {
        paragraphs.allSatisfy { $0.styles.runs.count == 1 && $0.styles.runs[0].attributes == attributes }
    }

    /// The whole text's attributes.
    var allStyles: AttributeRuns { styles(in: 0..<length) }

    // MARK: Positions

    /// Where the caret stands before `offset`: the paragraph, its line and the caret's box
    /// (x, the line's top from the document's top left, and the line's height).
    /// `preferringLineEnd` keeps an offset where a line wraps at the end of the upper line
    /// (after an End key).
    func caret(at offset: Int, preferringLineEnd: Bool = false) -> (paragraph: Int, line: Int, x: Int, y: Int, height: Int) {
        let index = paragraph(containing: offset)
        let layout = layout(of: index)
        let local = offset - start(of: index)
        var line = layout.line(containing: local)
        if preferringLineEnd, line > 0, layout.range(ofLine: line).lowerBound == local { line -= 1 }
        return (
            index, line, layout.caretX(at: local, line: line), top(of: index) + layout.top(ofLine: line),
            layout.height(ofLine: line)
        )
    }

    /// A y inside the visual line above (`direction` < 0) or below the caret's line, where Up
    /// and Down go; -1 above the first line, `height` below the last.
    func adjacentLineY(from caret: (paragraph: Int, line: Int, x: Int, y: Int, height: Int), direction: Int) -> Int {
        var index = caret.paragraph, line = caret.line + (direction < 0 ? -1 : 1)
        if line < 0 {
            guard index > 0 else { return -1 }
            index -= 1
            line = layout(of: index).lineCount - 1
        } else if line >= layout(of: index).lineCount {
            guard index + 1 < count else { return height }
            index += 1
            line = 0
        }
        let layout = layout(of: index)
        return top(of: index) + layout.top(ofLine: line) + layout.height(ofLine: line) / 2
    }

    /// The offset nearest to (`x`, `y`) (device pixels from the document's top left).
    func offset(atX x: Int, y: Int) -> Int {
        if y < 0 { return 0 }
        if y >= height { return length }
        let index = paragraph(atY: y)
        let layout = layout(of: index)
        let line = layout.line(atY: y - top(of: index))
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
