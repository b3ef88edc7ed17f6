/// Truncation: the last line a line limit allows, cut to fit its width with "…" at its tail,
/// head or middle.
///
/// Cuts fall between grapheme clusters (a shaped cluster that does not start one, such as a
/// combining mark shaped apart, stays with its base). Spaces next to the ellipsis are
/// dropped. The ellipsis is shaped with the line's font and gets the bidi level the Unicode
/// Bidirectional Algorithm gives a neutral character in its place: the paragraph's level at
/// the head or tail, the level of its neighbours in the middle when both run against the
/// paragraph's direction. When not even one grapheme fits, the line is the ellipsis alone.
extension LineBreaker {
    /// The longest prefix of `clusters` that fits with "…" after it (without `maxPixels`, all
    /// of them), then the ellipsis.
    func tailTruncatedLine(_ clusters: ArraySlice<ShapedCluster>, emptyAt: Range<Int>) -> TextLayout.Line {
        let base = Self.paragraphLevel(clusters)
        let ellipsis = ellipsisClusters(at: clusters.last?.textRange.upperBound ?? emptyAt.lowerBound, level: base)
        guard let budget = budget(besides: ellipsis) else {
            return place(Self.trimmed(clusters[...], leading: false) + ellipsis, emptyAt: emptyAt)
        }
        let kept = prefix(of: clusters, within: budget).kept
        return place(Self.trimmed(kept, leading: false) + ellipsis, emptyAt: emptyAt)
    }

    /// "…" then the longest suffix of `clusters` that fits after it; all of them without the
    /// ellipsis when they fit the width as they are.
    func headTruncatedLine(_ clusters: [ShapedCluster], emptyAt: Range<Int>) -> TextLayout.Line {
        if fitsWhole(clusters) { return place(clusters, emptyAt: emptyAt) }
        let base = Self.paragraphLevel(clusters[...])
        let text = Self.trimmed(clusters[...], leading: false)
        let kept = Self.trimmed(suffix(of: text, within: budget(besides: ellipsisClusters(at: 0, level: base)) ?? 0).kept, leading: true)
        let ellipsis = ellipsisClusters(at: kept.first?.textRange.lowerBound ?? emptyAt.lowerBound, level: base)
        return place(ellipsis + kept, emptyAt: emptyAt)
    }

    /// The start of `clusters`, "…", and their end, the two halves sharing the width about
    /// equally; all of them without the ellipsis when they fit the width as they are.
    func middleTruncatedLine(_ clusters: [ShapedCluster], emptyAt: Range<Int>) -> TextLayout.Line {
        if fitsWhole(clusters) { return place(clusters, emptyAt: emptyAt) }
        let base = Self.paragraphLevel(clusters[...])
        let text = Self.trimmed(clusters[...], leading: false)
        let budget = budget(besides: ellipsisClusters(at: 0, level: base)) ?? 0
        // The head takes half, the tail what is left, then the head any width the tail left over.
        var head = prefix(of: text, within: budget / 2)
        let tail = suffix(of: text[head.kept.endIndex...], within: budget - head.width)
        head = prefix(of: text[..<tail.kept.startIndex], within: budget - tail.width)
        let start = Self.trimmed(head.kept, leading: false), end = Self.trimmed(tail.kept, leading: true)
        let level = Self.middleLevel(between: start.last, and: end.first, base: base)
        let ellipsis = ellipsisClusters(at: start.last?.textRange.upperBound ?? emptyAt.lowerBound, level: level)
        return place(start + ellipsis + end, emptyAt: emptyAt)
    }

    /// How far (26.6 pixels) each cluster of `clusters` after the first must move towards
    /// the one before for all of them to fit the width on one line; nil when that is more
    /// than 1/`maximumTighteningPerEm` em or there is no width limit.
    func tightening(for clusters: [ShapedCluster]) -> Int? {
        guard let maxPixels else { return nil }
        let inked = Self.trimmed(clusters[...], leading: false)
        let excess = inked.reduce(0) { $0 + $1.advance } - maxPixels * fixedPointOne
        if excess <= 0 { return 0 }
        guard inked.count > 1 else { return nil }
        let tracking = (excess + inked.count - 2) / (inked.count - 1)
        return tracking <= shaper.size / Self.maximumTighteningPerEm ? tracking : nil
    }

    /// The width in 26.6 pixels left for text beside `ellipsis`; nil without a width limit.
    private func budget(besides ellipsis: [ShapedCluster]) -> Int? {
        maxPixels.map { max(0, $0 * fixedPointOne - ellipsis.reduce(0) { $0 + $1.advance }) }
    }

    /// Whether `clusters` fit the width on one line (trailing spaces add no width).
    private func fitsWhole(_ clusters: [ShapedCluster]) -> Bool {
        guard let maxPixels else { return true }
        let inked = Self.trimmed(clusters[...], leading: false)
        return ceilPixels(inked.reduce(0) { $0 + $1.advance }) <= maxPixels
    }

    /// The longest run from the start of `clusters` that ends at a grapheme boundary and is at
    /// most `budget` wide (trailing spaces not counted), and its width.
    private func prefix(
        of clusters: ArraySlice<ShapedCluster>, within budget: Int
    ) -> (kept: ArraySlice<ShapedCluster>, width: Int) {
        var pen = 0, inkedPen = 0
        var accepted = clusters.startIndex, acceptedWidth = 0
        for i in clusters.indices {
            pen += clusters[i].advance
            if !clusters[i].isSpace { inkedPen = pen }
            if inkedPen > budget { break }
            let next = i + 1
            if next == clusters.endIndex || clusters[next].startsGrapheme {
                accepted = next
                acceptedWidth = inkedPen
            }
        }
        return (clusters[clusters.startIndex..<accepted], acceptedWidth)
    }

    /// The longest run at the end of `clusters` that starts a grapheme and is at most
    /// `budget` wide (leading spaces not counted), and its width.
    private func suffix(
        of clusters: ArraySlice<ShapedCluster>, within budget: Int
    ) -> (kept: ArraySlice<ShapedCluster>, width: Int) {
        var pen = 0, inkedPen = 0
        var accepted = clusters.endIndex, acceptedWidth = 0
        for i in clusters.indices.reversed() {
            pen += clusters[i].advance
            if !clusters[i].isSpace { inkedPen = pen }
            if inkedPen > budget { break }
            if clusters[i].startsGrapheme {
                accepted = i
                acceptedWidth = inkedPen
            }
        }
        return (clusters[accepted..<clusters.endIndex], acceptedWidth)
    }

    /// `clusters` without the spaces at their end (or start, when `leading`).
    private static func trimmed(_ clusters: ArraySlice<ShapedCluster>, leading: Bool) -> ArraySlice<ShapedCluster> {
        var kept = clusters
        if leading {
            while let first = kept.first, first.isSpace { kept.removeFirst() }
        } else {
            while let last = kept.last, last.isSpace { kept.removeLast() }
        }
        return kept
    }

    /// The paragraph's embedding level, taken as the lowest level of its clusters (0 for none).
    private static func paragraphLevel(_ clusters: ArraySlice<ShapedCluster>) -> UInt8 {
        clusters.map(\.level).min() ?? 0
    }

    /// The level of a neutral between `before` and `after` (rules N1 and N2): one above the
    /// paragraph's when both neighbours run against its direction, else the paragraph's.
    private static func middleLevel(between before: ShapedCluster?, and after: ShapedCluster?, base: UInt8) -> UInt8 {
        guard let before, let after else { return base }
        let against = (base & 1) ^ 1
        return before.level & 1 == against && after.level & 1 == against ? base + 1 : base
    }

    /// "…", or "..." when the primary face has no ellipsis glyph, at `level`, with an empty
    /// text range at `offset`.
    private func ellipsisClusters(at offset: Int, level: UInt8) -> [ShapedCluster] {
        let mark = shaper.primary.covers(TextLayout.ellipsis) ? String(TextLayout.ellipsis) : "..."
        return shaper.shape(Substring(mark), start: 0).map { cluster in
            ShapedCluster(
                textRange: offset..<offset, glyphs: cluster.glyphs, advance: cluster.advance, level: level, isSpace: false,
                breaksAfter: false, startsGrapheme: true)
        }
    }
}
