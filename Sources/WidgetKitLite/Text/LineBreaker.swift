/// Greedy line breaking over shaped clusters; widths are 26.6 fixed point until a line is
/// placed. Each paragraph is shaped once, before breaking.
///
/// `mode` decides where lines break and how the last line allowed by a line limit ends when
/// text remains: word and character wrapping cut it where it wraps, clipping keeps the rest
/// of its paragraph on it (the layout clips it at the box), and the truncating modes put
/// "…" at its tail, head or middle (`LineBreaker+Truncation.swift`).
@MainActor
struct LineBreaker {
    let shaper: TextShaper
    let maxPixels: Int?
    var mode: NSLineBreakMode = .byTruncatingTail
    /// In the truncating modes, text that overflows its last line by a little is drawn with
    /// its clusters pulled closer together (up to 1/`maximumTighteningPerEm` em each) instead
    /// of cut. A tail truncation with paragraphs after the line is never tightened away.
    var tightensBeforeTruncating = false

    /// The most tightening pulls each cluster towards the one before it: 1/20 em.
    static let maximumTighteningPerEm = 20

    /// The paragraphs of `text` and their UTF-8 start offsets.
    private struct Paragraphs {
        let text: String
        let pieces: [Substring]

        init(_ text: String) {
            self.text = text
            pieces = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        }

        func start(of number: Int) -> Int { text.utf8.distance(from: text.startIndex, to: pieces[number].startIndex) }

        func end(of number: Int) -> Int { text.utf8.distance(from: text.startIndex, to: pieces[number].endIndex) }
    }

    func layout(_ text: String, lineLimit: Int?) -> (lines: [TextLayout.Line], truncated: Bool) {
        guard !text.isEmpty else { return ([], false) }
        let paragraphs = Paragraphs(text)
        var lines: [TextLayout.Line] = []
        for (paragraphNumber, paragraph) in paragraphs.pieces.enumerated() {
            let start = paragraphs.start(of: paragraphNumber)
            let clusters = shaper.shape(paragraph, start: start)
            let emptyAt = start..<start
            let ranges = breakLines(clusters, limit: lineLimit.map { $0 - lines.count + 1 })
            for (rangeNumber, range) in ranges.enumerated() {
                if let lineLimit, lines.count == lineLimit - 1 {
                    let isLast = rangeNumber == ranges.count - 1 && paragraphNumber == paragraphs.pieces.count - 1
                    if isLast {
                        lines.append(place(clusters[range], emptyAt: emptyAt))
                        return (lines, false)
                    }
                    let rest = clusters[range.lowerBound...]
                    lines.append(
                        lastLine(
                            wrapped: clusters[range], rest: rest, emptyAt: emptyAt,
                            following: { remainder(of: paragraphs, after: paragraphNumber) }))
                    return (lines, true)
                }
                lines.append(place(clusters[range], emptyAt: emptyAt))
            }
        }
        return (lines, false)
    }

    /// The last line a line limit allows when text remains after it. `wrapped` is what
    /// wrapping put on it, `rest` the rest of its paragraph; `following` shapes the later
    /// paragraphs (newlines as spaces) for truncating at the head or in the middle.
    private func lastLine(
        wrapped: ArraySlice<ShapedCluster>, rest: ArraySlice<ShapedCluster>, emptyAt: Range<Int>,
        following: () -> [ShapedCluster]
    ) -> TextLayout.Line {
        if tightensBeforeTruncating, maxPixels != nil, mode != .byClipping, mode != .byWordWrapping,
            mode != .byCharWrapping
        {
            let later = following()
            if mode != .byTruncatingTail || later.isEmpty, let tracking = tightening(for: Array(rest) + later) {
                return place(Array(rest) + later, emptyAt: emptyAt, tracking: tracking)
            }
        }
        switch mode {
        case .byWordWrapping, .byCharWrapping: return place(wrapped, emptyAt: emptyAt)
        case .byClipping: return place(rest, emptyAt: emptyAt)
        case .byTruncatingTail: return tailTruncatedLine(rest, emptyAt: emptyAt)
        case .byTruncatingHead, .byTruncatingMiddle:
            // Without a width there is nothing to fit: the cut is marked at the tail.
            guard maxPixels != nil else { return tailTruncatedLine(rest, emptyAt: emptyAt) }
            let all = Array(rest) + following()
            return mode == .byTruncatingHead
                ? headTruncatedLine(all, emptyAt: emptyAt) : middleTruncatedLine(all, emptyAt: emptyAt)
        }
    }

    /// The clusters of the paragraphs after `number`, each newline shaped as a space.
    private func remainder(of paragraphs: Paragraphs, after number: Int) -> [ShapedCluster] {
        var clusters: [ShapedCluster] = []
        for next in paragraphs.pieces.indices.dropFirst(number + 1) {
            let start = paragraphs.start(of: next)
            let newline = paragraphs.end(of: next - 1)..<start
            clusters += shaper.shape(" ", start: 0).map { space in
                ShapedCluster(
                    textRange: newline, glyphs: space.glyphs, advance: space.advance, level: space.level, isSpace: true,
                    breaksAfter: true, startsGrapheme: true)
            }
            clusters += shaper.shape(paragraphs.pieces[next], start: start)
        }
        return clusters
    }

    /// Splits one paragraph into line ranges (an empty paragraph is one empty line); stops once
    /// `limit` lines exist. Spaces at the start of a wrapped line are dropped. Lines end after
    /// a break opportunity (word wrapping; a word wider than the line breaks between grapheme
    /// clusters) or at any grapheme cluster (character wrapping).
    private func breakLines(_ clusters: [ShapedCluster], limit: Int?) -> [Range<Int>] {
        guard !clusters.isEmpty else { return [0..<0] }
        let breaksAnywhere = mode == .byCharWrapping
        var ranges: [Range<Int>] = []
        var start = 0
        while start < clusters.count {
            if let limit, ranges.count >= limit { break }
            let end = clusters.lineEnd(from: start, maxPixels: maxPixels, breaksAnywhere: breaksAnywhere)
            ranges.append(start..<end)
            start = clusters.firstNonSpace(from: end)
        }
        return ranges
    }

    /// Positions `clusters` (in logical order) on a line in visual order, rounding each pen
    /// position to a whole pixel. Trailing spaces keep caret positions but add no width. The
    /// line's text range runs from the first to the last character shown (`emptyAt` when it
    /// shows none); an ellipsis (an empty text range) shows nothing of the text. Each cluster
    /// after the first moves `tracking` (26.6 pixels) towards the one before it.
    func place<Clusters: Collection<ShapedCluster>>(
        _ clusters: Clusters, emptyAt: Range<Int>, tracking: Int = 0
    ) -> TextLayout.Line {
        var inked = Array(clusters)
        while let last = inked.last, last.isSpace { inked.removeLast() }
        let trailing = clusters.suffix(clusters.count - inked.count)
        let shown = clusters.filter { !$0.textRange.isEmpty }
        let textRange = shown.isEmpty ? emptyAt : shown.first!.textRange.lowerBound..<shown.last!.textRange.upperBound
        var glyphs: [TextLayout.PlacedGlyph] = []
        var placedClusters: [TextLayout.PlacedCluster] = []
        var pen = 0
        for (index, cluster) in BidiLevels.visualOrder(inked, level: \.level).enumerated() {
            if index > 0 { pen -= tracking }
            let left = roundPixels(pen)
            var glyphPen = pen
            for shaped in cluster.glyphs {
                glyphs.append(
                    TextLayout.PlacedGlyph(
                        glyph: shaped.glyph, x: roundPixels(glyphPen + shaped.xOffset), y: roundPixels(shaped.yOffset)))
                glyphPen += shaped.advance
            }
            pen += cluster.advance
            placedClusters.append(
                TextLayout.PlacedCluster(
                    textRange: cluster.textRange, x: left, width: roundPixels(pen) - left, isRightToLeft: cluster.isRightToLeft))
        }
        let width = max(0, ceilPixels(pen))
        // Trailing spaces sit after the ink (they only give the caret somewhere to go).
        var spacePen = pen
        for cluster in trailing {
            let left = roundPixels(spacePen)
            spacePen += cluster.advance
            placedClusters.append(
                TextLayout.PlacedCluster(
                    textRange: cluster.textRange, x: left, width: roundPixels(spacePen) - left, isRightToLeft: false))
        }
        return TextLayout.Line(glyphs: glyphs, width: width, clusters: placedClusters, textRange: textRange)
    }
}
