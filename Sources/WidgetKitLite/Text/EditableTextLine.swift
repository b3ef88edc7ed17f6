import Foundation

/// One line of editable text laid out in short segments, so an edit re-shapes only the
/// segments it touches: typing anywhere in a long line costs the same as in a short one
/// (unless the line holds right-to-left text, see below).
///
/// A segment ends after a space or once it holds `segmentLength` UTF-8 bytes (at a grapheme
/// boundary); past an edit, a run without spaces is cut where the old segments were cut, so
/// the rest of the run is reused (see `segmentEnd`). Each segment is shaped on its own
/// (at most `maximumSegmentLength` bytes, or one longer grapheme cluster, whose shaping
/// `TextShaper` caps), and segments sit side by side left to right. Text holding
/// right-to-left characters is one segment, so bidi reordering sees the whole line: editing
/// it re-shapes the whole line, O(length). Everything is in device pixels at `scale`.
@MainActor
final class EditableTextLine {
    /// A laid-out piece of the line.
    struct Segment {
        /// UTF-8 offsets in the line's text.
        var range: Range<Int>
        /// The piece laid out on its own (one line; clusters' ranges are relative to `range`).
        let layout: TextLayout
        /// Left edge from the start of the line.
        var x: Int
        /// Advance including trailing spaces.
        let width: Int
    }

    /// Soft limit of a segment in UTF-8 bytes.
    static let segmentLength = 32
    /// Hard limit of a segment in UTF-8 bytes, except for a single grapheme cluster longer
    /// than it.
    static let maximumSegmentLength = 2 * segmentLength

    let font: Font
    let scale: CGFloat
    /// The segments as a gap buffer, the gap where the last edit was: `front` holds those
    /// before it (ranges and `x` from the line's start), `back` those after it, the last
    /// segment first, with ranges counted back from the end of the text and `x` from the
    /// line's right end to the segment's right edge. An edit moves the gap to itself (free
    /// while the caret stays put) and leaves the segments behind it untouched, so a key
    /// costs the same wherever it is typed in however long a line.
    private var front: [Segment] = []
    private var back: [Segment] = []
    /// UTF-8 length of the text.
    private var length = 0
    private var isSingleSegment = false
    /// Segments moved across the gap, removed or laid out since launch: what tests read to
    /// bound the bookkeeping of an edit.
    static var segmentsTouched = 0

    init(font: Font, scale: CGFloat) {
        self.font = font
        self.scale = TextLayout.sanitized(scale: scale)
    }

    private var frontWidth: Int { front.last.map { $0.x + $0.width } ?? 0 }
    private var backWidth: Int { back.last.map { $0.x + $0.width } ?? 0 }

    /// The width of the whole line in pixels.
    var width: Int { frontWidth + backWidth }

    /// The number of segments.
    var segmentCount: Int { front.count + back.count }

    /// The segment at `index` in line order, its range and `x` from the line's start.
    func segment(_ index: Int) -> Segment {
        if index < front.count { return front[index] }
        return absolute(back[back.count - 1 - (index - front.count)], total: width)
    }

    /// All segments in line order (O(count): for tests and diagnostics).
    var segments: [Segment] { (0..<segmentCount).map(segment) }

    private func absolute(_ stored: Segment, total: Int) -> Segment {
        var segment = stored
        segment.range = (length - stored.range.upperBound)..<(length - stored.range.lowerBound)
        segment.x = total - stored.x - stored.width
        return segment
    }

    /// `absolute` read back from the end: its own inverse.
    private func fromEnd(_ segment: Segment, total: Int) -> Segment { absolute(segment, total: total) }

    /// Moves the gap to just before segment `index`.
    private func moveGap(to index: Int) {
        let total = width
        Self.segmentsTouched += abs(front.count - index)
        while front.count > index, let last = front.popLast() { back.append(fromEnd(last, total: total)) }
        while front.count < index, let first = back.popLast() { front.append(absolute(first, total: total)) }
    }

    /// Line height and baseline of the font at this scale.
    private(set) lazy var metrics: (lineHeight: Int, ascender: Int) = {
        let probe = TextLayout(text: "x", font: font, scale: scale, maxWidth: nil, numberOfLines: 1)
        return (probe.lineHeight, probe.ascender)
    }()

    /// Lays the whole of `text` out again.
    func rebuild(_ text: String) {
        front.removeAll(keepingCapacity: true)
        back.removeAll(keepingCapacity: true)
        length = text.utf8.count
        isSingleSegment = Self.hasRightToLeft(text.unicodeScalars)
        layOut(text, from: 0, editEnd: 0)
    }

    /// `text` is the old text with `oldRange` replaced by `inserted` (UTF-8 offsets of the
    /// old text): segments before the edit are kept, those after it reused when the new
    /// segmentation meets theirs again.
    func update(_ text: String, replacing oldRange: Range<Int>, with inserted: String) {
        if isSingleSegment || Self.hasRightToLeft(inserted.unicodeScalars) {
            rebuild(text)
            return
        }
        var first = firstSegment(endingAtOrAfter: oldRange.lowerBound)
        // An edit just after a segment leaves it as it was while its end is still the end of
        // a grapheme cluster (nothing typed joins its last character), however long that is.
        if first < segmentCount, segment(first).range.upperBound == oldRange.lowerBound,
            String.Index(text.utf8.index(text.utf8.startIndex, offsetBy: oldRange.lowerBound), within: text) != nil
        {
            first += 1
        }
        moveGap(to: first)
        let start = front.last?.range.upperBound ?? 0
        // Segments starting inside the edit (or at the start of the re-laid part) go.
        while let next = back.last, length - next.range.upperBound < oldRange.upperBound || length - next.range.upperBound <= start {
            back.removeLast()
            Self.segmentsTouched += 1
        }
        // Those left keep their distance from the end.
        length = text.utf8.count
        layOut(text, from: start, editEnd: oldRange.lowerBound + inserted.utf8.count)
    }

    /// Index of the first segment whose end is at or after `offset` (the count when none).
    private func firstSegment(endingAtOrAfter offset: Int) -> Int {
        var low = 0, high = segmentCount
        while low < high {
            let mid = (low + high) / 2
            if segment(mid).range.upperBound < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Lays out `text` from `start` (the end of `front`) into `front` until it meets a
    /// segment of `back` again past `editEnd`, or the end of the text.
    private func layOut(_ text: String, from start: Int, editEnd: Int) {
        let utf8 = text.utf8
        var position = start
        var x = frontWidth
        var index = utf8.index(utf8.startIndex, offsetBy: start)
        while position < length {
            // Old segments the new ones have passed are superseded.
            while let next = back.last, length - next.range.upperBound < position {
                back.removeLast()
                Self.segmentsTouched += 1
            }
            // Past the edit, a boundary that old segments share means the rest is unchanged.
            if position >= editEnd, let next = back.last, length - next.range.upperBound == position { return }
            let end = segmentEnd(text, from: index, at: position, editEnd: editEnd, resync: resyncPoints(after: position))
            let endOffset = utf8.distance(from: utf8.startIndex, to: end)
            let piece = String(text[index..<end])
            let layout = TextLayout(text: piece, font: font, scale: scale, maxWidth: nil, numberOfLines: 1)
            let width = layout.lines.first.map { line in line.clusters.map { $0.x + $0.width }.max() ?? line.width } ?? 0
            front.append(Segment(range: position..<endOffset, layout: layout, x: x, width: width))
            Self.segmentsTouched += 1
            x += width
            position = endOffset
            index = end
        }
        back.removeAll()
    }

    /// Where the old segments after `position` start, up to `maximumSegmentLength` bytes on
    /// (the only ones `segmentEnd` can cut at).
    private func resyncPoints(after position: Int) -> [Int] {
        var points: [Int] = []
        var i = back.count - 1
        while i >= 0 {
            let start = length - back[i].range.upperBound
            if start > position + Self.maximumSegmentLength { break }
            if start > position { points.append(start) }
            i -= 1
        }
        return points
    }

    /// Where the segment starting at `start` (UTF-8 offset `position`) ends: after a space,
    /// or at the end of the text (the whole text when it is one segment). Up to `editEnd`,
    /// at `segmentLength` bytes; past it, at the first of `resync` (where old segments
    /// start) once that makes a segment of `segmentLength / 2` bytes or more — or a smaller
    /// one when merging it with the next would pass `maximumSegmentLength` — and at
    /// `segmentLength` bytes only when no such boundary comes within `maximumSegmentLength`.
    /// So an edit inside a run without spaces re-shapes one or two segments, not the rest of
    /// the run, and segments stay at most `maximumSegmentLength` bytes (a longer grapheme
    /// cluster is one segment).
    private func segmentEnd(_ text: String, from start: String.Index, at position: Int, editEnd: Int, resync: [Int]) -> String.Index {
        if isSingleSegment { return text.endIndex }
        var i = start
        var bytes = 0
        var next = 0
        while i < text.endIndex {
            let character = text[i]
            i = text.index(after: i)
            bytes += character.utf8.count
            if character.isWhitespace { break }
            let end = position + bytes
            guard end > editEnd else {
                if bytes >= Self.segmentLength { break }
                continue
            }
            while next < resync.count, resync[next] < end { next += 1 }
            if next < resync.count, resync[next] == end {
                if bytes >= Self.segmentLength / 2 { break }
                let following = next + 1 < resync.count ? resync[next + 1] : length
                if following - position > Self.maximumSegmentLength { break }
                continue
            }
            if bytes >= Self.maximumSegmentLength { break }
            if bytes >= Self.segmentLength, !(next < resync.count && resync[next] - position <= Self.maximumSegmentLength) { break }
        }
        return i
    }

    /// Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms; historic scripts.
    static let rightToLeftBlocks: [ClosedRange<UInt32>] = [
        0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
    ]

    /// Whether any of `scalars` belongs to a right-to-left script.
    static func hasRightToLeft(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        scalars.contains { scalar in rightToLeftBlocks.contains { $0.contains(scalar.value) } }
    }

    // MARK: Positions

    /// The segment holding `offset` (the last one for the end of the text).
    private func segmentIndex(containing offset: Int) -> Int? {
        guard segmentCount > 0 else { return nil }
        var low = 0, high = segmentCount - 1
        while low < high {
            let mid = (low + high) / 2
            if segment(mid).range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The caret's x (pixels from the line's start) before the character at `offset`.
    func caretX(at offset: Int) -> Int {
        guard let index = segmentIndex(containing: offset) else { return 0 }
        let segment = segment(index)
        let local = offset - segment.range.lowerBound
        guard let clusters = segment.layout.lines.first?.clusters, !clusters.isEmpty else { return segment.x }
        if let cluster = clusters.first(where: { $0.textRange.contains(local) }) {
            let fraction = CGFloat(local - cluster.textRange.lowerBound) / CGFloat(max(1, cluster.textRange.count))
            let inset = Int((CGFloat(cluster.width) * fraction).rounded())
            return segment.x + (cluster.isRightToLeft ? cluster.x + cluster.width - inset : cluster.x + inset)
        }
        // At the end of the segment: after the last character in reading order.
        guard let last = clusters.max(by: { $0.textRange.upperBound < $1.textRange.upperBound }) else { return segment.x }
        return segment.x + (last.isRightToLeft ? last.x : last.x + last.width)
    }

    /// The UTF-8 offset of the character boundary nearest to `x` (pixels from the line's start).
    func offset(atX x: Int) -> Int {
        guard segmentCount > 0 else { return 0 }
        if x <= 0, !isSingleSegment { return 0 }
        if x >= width, !isSingleSegment { return length }
        var low = 0, high = segmentCount - 1
        while low < high {
            let mid = (low + high) / 2
            if segment(mid).x + segment(mid).width <= x { low = mid + 1 } else { high = mid }
        }
        let segment = segment(low)
        let local = x - segment.x
        guard let clusters = segment.layout.lines.first?.clusters, !clusters.isEmpty else { return segment.range.lowerBound }
        let hit = clusters.first { local < $0.x + $0.width } ?? clusters[clusters.count - 1]
        let within = CGFloat(min(max(0, local - hit.x), hit.width)) / CGFloat(max(1, hit.width))
        let forward = hit.isRightToLeft ? 1 - within : within
        let step = (forward * CGFloat(hit.textRange.count)).rounded()
        return segment.range.lowerBound + hit.textRange.lowerBound + Int(step)
    }

    /// The horizontal pixel spans that show the characters of `range`, left to right.
    func selectionSpans(_ range: Range<Int>) -> [Range<Int>] {
        guard !range.isEmpty, let first = segmentIndex(containing: range.lowerBound) else { return [] }
        var spans: [Range<Int>] = []
        var index = first
        while index < segmentCount, segment(index).range.lowerBound < range.upperBound {
            let segment = segment(index)
            for cluster in segment.layout.lines.first?.clusters ?? [] {
                let absolute = (cluster.textRange.lowerBound + segment.range.lowerBound)..<(cluster.textRange.upperBound + segment.range.lowerBound)
                guard absolute.overlaps(range) else { continue }
                let span = (segment.x + cluster.x)..<(segment.x + cluster.x + cluster.width)
                if let last = spans.last, last.upperBound == span.lowerBound {
                    spans[spans.count - 1] = last.lowerBound..<span.upperBound
                } else {
                    spans.append(span)
                }
            }
            index += 1
        }
        return spans.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Draws the segments that fall inside `visible` (pixels from the line's start), the
    /// line's start at `origin` (device pixels; `origin.y` is the line's top).
    func draw(in canvas: Canvas, origin: CGPoint, visible: Range<Int>, color: Color) {
        guard segmentCount > 0 else { return }
        var low = 0, high = segmentCount - 1
        while low < high {
            let mid = (low + high) / 2
            if segment(mid).x + segment(mid).width <= visible.lowerBound { low = mid + 1 } else { high = mid }
        }
        var index = low
        while index < segmentCount, segment(index).x < visible.upperBound {
            let segment = segment(index)
            segment.layout.draw(
                in: canvas, at: CGPoint(x: origin.x + CGFloat(segment.x), y: origin.y), width: CGFloat(segment.width),
                alignment: .left, color: color)
            index += 1
        }
    }
}
