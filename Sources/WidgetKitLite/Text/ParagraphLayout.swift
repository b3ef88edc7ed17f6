import Foundation

/// One paragraph (text without a line break) wrapped to a width, with what editing asks of
/// it: the line holding an offset or a y, the caret's x, the offset under an x, and the spans
/// a selection covers. Everything is in device pixels, offsets are UTF-8 offsets in the
/// paragraph's text, x is from the left of the text box (alignment applied) and y from the
/// paragraph's top.
///
/// A paragraph in one plain style (one font and colour, no decorations, the default
/// paragraph style but for its alignment) is laid out by `TextLayout`, every line as high as
/// the font's; any other paragraph by `AttributedTextLayout`, whose lines are as high as
/// their tallest run, with the paragraph style's spacing before and after the paragraph.
@MainActor
struct ParagraphLayout {
    /// One line: the text it shows, its clusters left to right (trailing spaces after them),
    /// and its box.
    struct LineBox {
        let textRange: Range<Int>
        let clusters: [TextLayout.PlacedCluster]
        /// Left edge of the line's first cluster in the text box.
        let left: Int
        let top: Int
        let height: Int
    }

    /// What draws the paragraph.
    enum Drawing {
        case plain(TextLayout, color: Color, alignment: TextAlignment)
        case attributed(AttributedTextLayout, top: Int)
    }

    let drawing: Drawing
    /// The lines: at least one (an empty paragraph has one empty line).
    let lines: [LineBox]
    /// The width lines are aligned in.
    let boxWidth: Int
    /// The UTF-8 length of the paragraph's text.
    let length: Int
    /// The height of the paragraph, spacing before and after included.
    let height: Int

    /// Wraps `text`, with the attributes of `styles`, to `boxWidth` pixels.
    init(text: String, styles: AttributeRuns, scale: CGFloat, boxWidth: Int) {
        let scale = TextLayout.sanitized(scale: scale)
        let boxWidth = max(1, boxWidth)
        self.boxWidth = boxWidth
        length = text.utf8.count
        let maxWidth = CGFloat(boxWidth) / scale
        if let plain = Self.plainStyle(styles) {
            let layout = TextLayout(text: text, font: plain.font, scale: scale, maxWidth: maxWidth, numberOfLines: 0)
            let alignment = plain.paragraph.alignment
            let lineHeight = layout.lineHeight
            var boxes: [LineBox] = []
            for (index, line) in layout.lines.enumerated() {
                boxes.append(
                    LineBox(
                        textRange: line.textRange, clusters: line.clusters,
                        left: TextLayout.lineLeft(line, boxLeft: 0, boxWidth: boxWidth, alignment: alignment),
                        top: index * lineHeight, height: lineHeight))
            }
            if boxes.isEmpty {
                let left =
                    switch alignment {
                    case .center: boxWidth / 2
                    case .right: boxWidth
                    default: 0
                    }
                boxes = [LineBox(textRange: 0..<0, clusters: [], left: left, top: 0, height: lineHeight)]
            }
            drawing = .plain(layout, color: plain.foregroundColor, alignment: alignment)
            lines = boxes
            height = boxes.count * lineHeight
        } else {
            let content = AttributedContent(string: text, styles: styles)
            let layout = AttributedTextLayout(content: content, scale: scale, maxWidth: maxWidth, numberOfLines: 0)
            let paragraph = styles.runs[0].attributes.paragraph
            let before = Int((max(0, paragraph.paragraphSpacingBefore.finite()) * scale).rounded())
            let after = Int((max(0, paragraph.paragraphSpacing.finite()) * scale).rounded())
            var boxes = layout.lines.map { line in
                LineBox(
                    textRange: line.textRange, clusters: line.clusters,
                    left: line.placement.left(lineWidth: line.width, boxWidth: boxWidth), top: before + line.top,
                    height: line.height)
            }
            if boxes.isEmpty {
                let lineHeight = TextLayout(text: "x", font: styles.runs[0].attributes.font, scale: scale, maxWidth: nil, numberOfLines: 1)
                    .lineHeight
                boxes = [LineBox(textRange: 0..<0, clusters: [], left: 0, top: before, height: lineHeight)]
            }
            drawing = .attributed(layout, top: before)
            lines = boxes
            height = before + max(layout.height, boxes[boxes.count - 1].top + boxes[boxes.count - 1].height - before) + after
        }
    }

    /// The attributes of a paragraph `TextLayout` can draw: one run, nothing but a font, a
    /// colour and an alignment.
    private static func plainStyle(_ styles: AttributeRuns) -> TextAttributes? {
        guard styles.runs.count == 1 else { return nil }
        let attributes = styles.runs[0].attributes
        var defaults = NSParagraphStyle.Values()
        defaults.alignment = attributes.paragraph.alignment
        guard attributes.paragraph == defaults, attributes.backgroundColor == nil, attributes.kern == 0,
            attributes.underline.rawValue == 0, attributes.strikethrough.rawValue == 0, attributes.baselineOffset == 0,
            attributes.link == nil, attributes.attachment == nil
        else { return nil }
        return attributes
    }

    /// The number of lines: at least one.
    var lineCount: Int { lines.count }

    /// The top of line `index` from the paragraph's top.
    func top(ofLine index: Int) -> Int { lines[index].top }

    /// The height of line `index`.
    func height(ofLine index: Int) -> Int { lines[index].height }

    /// The line the caret stands on before `offset`: the last line starting at or before it
    /// (so the offset where a line wraps belongs to the next line).
    func line(containing offset: Int) -> Int {
        guard lines.count > 1 else { return 0 }
        var low = 0, high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].textRange.lowerBound <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The line at `y` (from the paragraph's top): the last line starting at or above it.
    func line(atY y: Int) -> Int {
        var low = 0, high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].top <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The UTF-8 range of line `index`; the first starts at 0 and the last runs to the
    /// paragraph's end.
    func range(ofLine index: Int) -> Range<Int> {
        let lower = index == 0 ? 0 : lines[index].textRange.lowerBound
        let upper = index == lines.count - 1 ? length : lines[index + 1].textRange.lowerBound
        return lower..<max(lower, upper)
    }

    /// Where line `index` starts from the box's left edge.
    func left(ofLine index: Int) -> Int { lines[index].left }

    /// The caret's x before `offset` on `line` (`line(containing:)` unless the caret stands at
    /// the end of a wrapped line).
    func caretX(at offset: Int, line index: Int) -> Int {
        let left = left(ofLine: index)
        let clusters = lines[index].clusters
        guard !clusters.isEmpty else { return left }
        if let cluster = clusters.first(where: { $0.textRange.contains(offset) }) {
            let fraction = CGFloat(offset - cluster.textRange.lowerBound) / CGFloat(max(1, cluster.textRange.count))
            let inset = Int((CGFloat(cluster.width) * fraction).rounded())
            return left + (cluster.isRightToLeft ? cluster.x + cluster.width - inset : cluster.x + inset)
        }
        guard let last = clusters.max(by: { $0.textRange.upperBound < $1.textRange.upperBound }) else { return left }
        if offset < (clusters.min { $0.textRange.lowerBound < $1.textRange.lowerBound }?.textRange.lowerBound ?? 0) {
            return left
        }
        return left + (last.isRightToLeft ? last.x : last.x + last.width)
    }

    /// The offset on line `index` nearest to `x`.
    func offset(atX x: Int, line index: Int) -> Int {
        let line = lines[index]
        let local = x - line.left
        let range = range(ofLine: index)
        guard !line.clusters.isEmpty else { return range.lowerBound }
        // Past the end of a wrapped line the caret goes before the wrap, not onto the next line.
        let lineEnd = index == lines.count - 1 ? range.upperBound : line.textRange.upperBound
        if local <= 0, !line.clusters.contains(where: \.isRightToLeft) { return range.lowerBound }
        guard let hit = line.clusters.first(where: { local < $0.x + $0.width }) else {
            return lastInkEnd(line, fallback: lineEnd, wrapped: index < lines.count - 1)
        }
        let within = CGFloat(min(max(0, local - hit.x), hit.width)) / CGFloat(max(1, hit.width))
        let forward = hit.isRightToLeft ? 1 - within : within
        let step = Int((forward * CGFloat(hit.textRange.count)).rounded())
        return min(hit.textRange.lowerBound + step, lineEnd)
    }

    /// The end of a line's text for a click past its right edge: before the trailing space of a
    /// wrapped line (so the caret stays on it), else the line's end.
    private func lastInkEnd(_ line: LineBox, fallback: Int, wrapped: Bool) -> Int {
        guard wrapped, let last = line.clusters.max(by: { $0.textRange.upperBound < $1.textRange.upperBound }) else {
            return fallback
        }
        return last.textRange.lowerBound
    }

    /// The cluster under `x` on line `index`, if any.
    func cluster(atX x: Int, line index: Int) -> TextLayout.PlacedCluster? {
        let local = x - lines[index].left
        return lines[index].clusters.first { local >= $0.x && local < $0.x + $0.width }
    }

    /// The horizontal spans of line `index` that show the characters of `range`, left to right.
    func selectionSpans(_ range: Range<Int>, line index: Int) -> [Range<Int>] {
        let left = left(ofLine: index)
        var spans: [Range<Int>] = []
        for cluster in lines[index].clusters where cluster.textRange.overlaps(range) {
            let span = (left + cluster.x)..<(left + cluster.x + cluster.width)
            if let last = spans.last, last.upperBound == span.lowerBound {
                spans[spans.count - 1] = last.lowerBound..<span.upperBound
            } else {
                spans.append(span)
            }
        }
        return spans.sorted { $0.lowerBound < $1.lowerBound }
    }
}
