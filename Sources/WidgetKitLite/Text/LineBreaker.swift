/// Greedy line breaking over shaped clusters; widths are 26.6 fixed point until a line is
/// placed. Each paragraph is shaped once, before breaking.
@MainActor
struct LineBreaker {
    let shaper: TextShaper
    let maxPixels: Int?

    func layout(_ text: String, lineLimit: Int?) -> (lines: [TextLayout.Line], truncated: Bool) {
        guard !text.isEmpty else { return ([], false) }
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var lines: [TextLayout.Line] = []
        for (paragraphNumber, paragraph) in paragraphs.enumerated() {
            let start = text.utf8.distance(from: text.startIndex, to: paragraph.startIndex)
            let clusters = shaper.shape(paragraph, start: start)
            let emptyAt = start..<start
            let ranges = breakLines(clusters, limit: lineLimit.map { $0 - lines.count + 1 })
            for (rangeNumber, range) in ranges.enumerated() {
                if let lineLimit, lines.count == lineLimit - 1 {
                    let isLast = rangeNumber == ranges.count - 1 && paragraphNumber == paragraphs.count - 1
                    if isLast {
                        lines.append(place(clusters[range], emptyAt: emptyAt))
                        return (lines, false)
                    }
                    lines.append(truncatedLine(clusters[range.lowerBound...], emptyAt: emptyAt))
                    return (lines, true)
                }
                lines.append(place(clusters[range], emptyAt: emptyAt))
            }
        }
        return (lines, false)
    }

    /// Splits one paragraph into line ranges (an empty paragraph is one empty line); stops once
    /// `limit` lines exist. Spaces at the start of a wrapped line are dropped.
    private func breakLines(_ clusters: [ShapedCluster], limit: Int?) -> [Range<Int>] {
        guard !clusters.isEmpty else { return [0..<0] }
        var ranges: [Range<Int>] = []
        var start = 0
        while start < clusters.count {
            if let limit, ranges.count >= limit { break }
            var end = clusters.count
            var pen = 0
            var lastBreak: Int?
            var lastGraphemeStart: Int?
            var hasInk = false
            for i in start..<clusters.count {
                let cluster = clusters[i]
                if i > start, cluster.startsGrapheme { lastGraphemeStart = i }
                if let maxPixels, !cluster.isSpace, i > start, ceilPixels(pen + cluster.advance) > maxPixels,
                    let fallback = lastBreak ?? lastGraphemeStart
                {
                    end = fallback
                    break
                }
                pen += cluster.advance
                if !cluster.isSpace { hasInk = true }
                if cluster.breaksAfter, hasInk { lastBreak = i + 1 }
            }
            ranges.append(start..<end)
            start = end
            while start < clusters.count, clusters[start].isSpace { start += 1 }
        }
        return ranges
    }

    /// Positions `clusters` on a line in visual order, rounding each pen position to a whole
    /// pixel. Trailing spaces keep caret positions but add no width.
    private func place(_ clusters: ArraySlice<ShapedCluster>, emptyAt: Range<Int>, extra: [ShapedCluster] = []) -> TextLayout.Line {
        var inked = Array(clusters)
        while let last = inked.last, last.isSpace { inked.removeLast() }
        let trailing = clusters.suffix(clusters.count - inked.count)
        let textRange = clusters.isEmpty ? emptyAt : clusters.first!.textRange.lowerBound..<clusters.last!.textRange.upperBound
        var glyphs: [TextLayout.PlacedGlyph] = []
        var placedClusters: [TextLayout.PlacedCluster] = []
        var pen = 0
        for cluster in BidiLevels.visualOrder(inked + extra, level: \.level) {
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

    /// The longest prefix of `clusters` that fits with "…" after it (without `maxPixels`, all of
    /// them), then the ellipsis. The ellipsis alone when not even one cluster fits.
    private func truncatedLine(_ clusters: ArraySlice<ShapedCluster>, emptyAt: Range<Int>) -> TextLayout.Line {
        let ellipsis = ellipsisClusters(at: clusters.last?.textRange.upperBound ?? emptyAt.lowerBound)
        guard let maxPixels else { return place(clusters, emptyAt: emptyAt, extra: ellipsis) }
        let ellipsisWidth = ellipsis.reduce(0) { $0 + $1.advance }
        var pen = 0
        var accepted = clusters.startIndex
        for i in clusters.indices {
            let cluster = clusters[i]
            pen += cluster.advance
            if cluster.isSpace { continue }
            if ceilPixels(pen + ellipsisWidth) > maxPixels { break }
            let next = i + 1
            if next == clusters.endIndex || clusters[next].startsGrapheme { accepted = next }
        }
        var kept = clusters[clusters.startIndex..<accepted]
        while let last = kept.last, last.isSpace { kept.removeLast() }
        return place(kept, emptyAt: emptyAt, extra: ellipsis)
    }

    /// "…", or "..." when the primary face has no ellipsis glyph; empty text range at `offset`.
    private func ellipsisClusters(at offset: Int) -> [ShapedCluster] {
        let mark = shaper.primary.covers(TextLayout.ellipsis) ? String(TextLayout.ellipsis) : "..."
        return shaper.shape(Substring(mark), start: 0).map { cluster in
            ShapedCluster(
                textRange: offset..<offset, glyphs: cluster.glyphs, advance: cluster.advance, level: 0, isSpace: false,
                breaksAfter: false, startsGrapheme: true)
        }
    }
}
