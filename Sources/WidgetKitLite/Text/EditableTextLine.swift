import Foundation

/// One line of editable text laid out in short segments, so an edit re-shapes only the
/// segments it touches: typing at the end of a long line costs the same as in a short one.
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
    private(set) var segments: [Segment] = []
    private var isSingleSegment = false

    init(font: Font, scale: CGFloat) {
        self.font = font
        self.scale = TextLayout.sanitized(scale: scale)
    }

    /// The width of the whole line in pixels.
    var width: Int { segments.last.map { $0.x + $0.width } ?? 0 }

    /// Line height and baseline of the font at this scale.
    private(set) lazy var metrics: (lineHeight: Int, ascender: Int) = {
        let probe = TextLayout(text: "x", font: font, scale: scale, maxWidth: nil, numberOfLines: 1)
        return (probe.lineHeight, probe.ascender)
    }()

    /// Lays the whole of `text` out again.
    func rebuild(_ text: String) {
        segments.removeAll(keepingCapacity: true)
        isSingleSegment = Self.hasRightToLeft(text.unicodeScalars)
        layOut(text, from: 0, reusing: [], delta: 0, editEnd: 0)
    }

    /// `text` is the old text with `oldRange` replaced by `inserted` (UTF-8 offsets of the
    /// old text): segments before the edit are kept, those after it reused when the new
    /// segmentation meets theirs again.
    func update(_ text: String, replacing oldRange: Range<Int>, with inserted: String) {
        if isSingleSegment || Self.hasRightToLeft(inserted.unicodeScalars) {
            rebuild(text)
            return
        }
        let first = firstSegment(endingAtOrAfter: oldRange.lowerBound)
        let start = first < segments.count ? segments[first].range.lowerBound : (segments.last?.range.upperBound ?? 0)
        let delta = inserted.utf8.count - oldRange.count
        let after = segments[first...].filter { $0.range.lowerBound >= oldRange.upperBound && $0.range.lowerBound > start }
        segments.removeSubrange(first...)
        layOut(text, from: start, reusing: after, delta: delta, editEnd: oldRange.lowerBound + inserted.utf8.count)
    }

    /// Index of the first segment whose end is at or after `offset` (the count when none).
    private func firstSegment(endingAtOrAfter offset: Int) -> Int {
        var low = 0, high = segments.count
        while low < high {
            let mid = (low + high) / 2
            if segments[mid].range.upperBound < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func layOut(_ text: String, from start: Int, reusing old: [Segment], delta: Int, editEnd: Int) {
        let utf8 = text.utf8
        let length = utf8.count
        // Where the old segments past the edit start, in the new text, then its end: a new
        // segment that ends at one of them lets the rest be reused.
        let resync = old.map { $0.range.lowerBound + delta } + [length]
        var next = 0
        var position = start
        var x = segments.last.map { $0.x + $0.width } ?? 0
        var index = utf8.index(utf8.startIndex, offsetBy: start)
        while position < length {
            // Past the edit, a boundary that old segments share means the rest is unchanged.
            while next < old.count, resync[next] < position { next += 1 }
            if position >= editEnd, next < old.count, resync[next] == position {
                for var rest in old[next...] {
                    rest.range = (rest.range.lowerBound + delta)..<(rest.range.upperBound + delta)
                    rest.x = x
                    segments.append(rest)
                    x += rest.width
                }
                return
            }
            let end = segmentEnd(text, from: index, at: position, editEnd: editEnd, resync: resync[next...])
            let endOffset = utf8.distance(from: utf8.startIndex, to: end)
            let piece = String(text[index..<end])
            let layout = TextLayout(text: piece, font: font, scale: scale, maxWidth: nil, numberOfLines: 1)
            let width = layout.lines.first.map { line in line.clusters.map { $0.x + $0.width }.max() ?? line.width } ?? 0
            segments.append(Segment(range: position..<endOffset, layout: layout, x: x, width: width))
            x += width
            position = endOffset
            index = end
        }
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
    private func segmentEnd(
        _ text: String, from start: String.Index, at position: Int, editEnd: Int, resync: ArraySlice<Int>
    ) -> String.Index {
        if isSingleSegment { return text.endIndex }
        var i = start
        var bytes = 0
        var next = resync.startIndex
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
            while next < resync.endIndex, resync[next] < end { next += 1 }
            let following = next + 1 < resync.endIndex ? resync[next + 1] : nil
            if next < resync.endIndex, resync[next] == end {
                if bytes >= Self.segmentLength / 2 { break }
                guard let following, following - position <= Self.maximumSegmentLength else { break }
                continue
            }
            if bytes >= Self.maximumSegmentLength { break }
            if bytes >= Self.segmentLength {
                let ahead = next < resync.endIndex ? resync[next] : nil
                guard let ahead, ahead - position <= Self.maximumSegmentLength else { break }
            }
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
        guard !segments.isEmpty else { return nil }
        var low = 0, high = segments.count - 1
        while low < high {
            let mid = (low + high) / 2
            if segments[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The caret's x (pixels from the line's start) before the character at `offset`.
    func caretX(at offset: Int) -> Int {
        guard let index = segmentIndex(containing: offset) else { return 0 }
        let segment = segments[index]
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
        guard !segments.isEmpty else { return 0 }
        if x <= 0, !isSingleSegment { return 0 }
        if x >= width, !isSingleSegment { return segments[segments.count - 1].range.upperBound }
        var low = 0, high = segments.count - 1
        while low < high {
            let mid = (low + high) / 2
            if segments[mid].x + segments[mid].width <= x { low = mid + 1 } else { high = mid }
        }
        let segment = segments[low]
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
        while index < segments.count, segments[index].range.lowerBound < range.upperBound {
            let segment = segments[index]
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
        guard !segments.isEmpty else { return }
        var low = 0, high = segments.count - 1
        while low < high {
            let mid = (low + high) / 2
            if segments[mid].x + segments[mid].width <= visible.lowerBound { low = mid + 1 } else { high = mid }
        }
        var index = low
        while index < segments.count, segments[index].x < visible.upperBound {
            let segment = segments[index]
            segment.layout.draw(
                in: canvas, at: CGPoint(x: origin.x + CGFloat(segment.x), y: origin.y), width: CGFloat(segment.width),
                alignment: .left, color: color)
            index += 1
        }
    }
}
