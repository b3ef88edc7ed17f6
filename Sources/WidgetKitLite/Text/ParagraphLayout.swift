import Foundation

/// One paragraph (text without a line break) wrapped to a width, with what editing asks of
/// it: the line holding an offset, the caret's x, the offset under an x, and the spans a
/// selection covers. Everything is in device pixels, offsets are UTF-8 offsets in the
/// paragraph's text, and x is from the left of the text box (alignment applied).
@MainActor
struct ParagraphLayout {
    /// The wrapped lines (none for an empty paragraph, which still takes one line's height).
    let layout: TextLayout
    /// The width lines are aligned in.
    let boxWidth: Int
    /// How lines sit in the box.
    let alignment: TextAlignment
    /// The UTF-8 length of the paragraph's text.
    let length: Int

    /// Wraps `text` to `boxWidth` pixels.
    init(text: String, font: Font, scale: CGFloat, boxWidth: Int, alignment: TextAlignment) {
        self.boxWidth = max(1, boxWidth)
        self.alignment = alignment
        length = text.utf8.count
        layout = TextLayout(text: text, font: font, scale: scale, maxWidth: CGFloat(self.boxWidth) / TextLayout.sanitized(scale: scale), numberOfLines: 0)
    }

    /// The number of lines shown: at least one.
    var lineCount: Int { max(1, layout.lines.count) }

    /// The height of one line.
    var lineHeight: Int { layout.lineHeight }

    /// The height of the paragraph.
    var height: Int { lineCount * layout.lineHeight }

    /// The line the caret stands on before `offset`: the last line starting at or before it
    /// (so the offset where a line wraps belongs to the next line).
    func line(containing offset: Int) -> Int {
        let lines = layout.lines
        guard lines.count > 1 else { return 0 }
        var low = 0, high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].textRange.lowerBound <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The UTF-8 range of line `index` (empty at 0 for an empty paragraph); the last line runs
    /// to the paragraph's end.
    func range(ofLine index: Int) -> Range<Int> {
        let lines = layout.lines
        guard !lines.isEmpty else { return 0..<0 }
        let lower = index == 0 ? 0 : lines[index].textRange.lowerBound
        let upper = index == lines.count - 1 ? length : lines[index + 1].textRange.lowerBound
        return lower..<max(lower, upper)
    }

    /// Where line `index` starts from the box's left edge.
    func left(ofLine index: Int) -> Int {
        guard index < layout.lines.count else {
            switch alignment {
            case .center: return boxWidth / 2
            case .right: return boxWidth
            default: return 0
            }
        }
        return TextLayout.lineLeft(layout.lines[index], boxLeft: 0, boxWidth: boxWidth, alignment: alignment)
    }

    /// The caret's x before `offset` on `line` (`line(containing:)` unless the caret stands at
    /// the end of a wrapped line).
    func caretX(at offset: Int, line index: Int) -> Int {
        let left = left(ofLine: index)
        guard index < layout.lines.count else { return left }
        let clusters = layout.lines[index].clusters
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
        guard index < layout.lines.count else { return 0 }
        let line = layout.lines[index]
        let local = x - left(ofLine: index)
        let range = range(ofLine: index)
        guard !line.clusters.isEmpty else { return range.lowerBound }
        // Past the end of a wrapped line the caret goes before the wrap, not onto the next line.
        let lineEnd = index == layout.lines.count - 1 ? range.upperBound : line.textRange.upperBound
        if local <= 0, !line.clusters.contains(where: \.isRightToLeft) { return range.lowerBound }
        let ordered = line.clusters
        guard let hit = ordered.first(where: { local < $0.x + $0.width }) else {
            return lastInkEnd(line, fallback: lineEnd, wrapped: index < layout.lines.count - 1)
        }
        let within = CGFloat(min(max(0, local - hit.x), hit.width)) / CGFloat(max(1, hit.width))
        let forward = hit.isRightToLeft ? 1 - within : within
        let step = Int((forward * CGFloat(hit.textRange.count)).rounded())
        return min(hit.textRange.lowerBound + step, lineEnd)
    }

    /// The end of a line's text for a click past its right edge: before the trailing space of a
    /// wrapped line (so the caret stays on it), else the line's end.
    private func lastInkEnd(_ line: TextLayout.Line, fallback: Int, wrapped: Bool) -> Int {
        guard wrapped, let last = line.clusters.max(by: { $0.textRange.upperBound < $1.textRange.upperBound }) else {
            return fallback
        }
        return last.textRange.lowerBound
    }

    /// The horizontal spans of line `index` that show the characters of `range`, left to right.
    func selectionSpans(_ range: Range<Int>, line index: Int) -> [Range<Int>] {
        guard index < layout.lines.count else { return [] }
        let left = left(ofLine: index)
        var spans: [Range<Int>] = []
        for cluster in layout.lines[index].clusters where cluster.textRange.overlaps(range) {
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
