import Foundation

/// Attributed text shaped, broken into lines and positioned, ready to measure and draw.
///
/// Each paragraph is split into runs at every attribute change and bidi level; each run is
/// shaped by HarfBuzz in its own font (characters the font lacks come from a fallback face,
/// as in `TextLayout`). Kerning is added after every cluster; attachments are boxes of their
/// bounds' width. Lines break across runs at the same opportunities as `TextLayout` (after
/// spaces, hyphens, ideographs; between clusters for a word too wide, or everywhere with
/// `.byCharWrapping`); clipping and truncating modes keep a paragraph on one line. A line is
/// as tall as its tallest run (raised or lowered by baseline offsets) or attachment, then
/// adjusted by the paragraph's line height multiple and minimum and maximum line heights;
/// the extra height goes above the text. Line spacing follows every line but the last;
/// paragraph spacing follows every paragraph but the last, spacing before precedes every
/// paragraph but the first. Past `numberOfLines` (0 = unlimited) lines are dropped.
struct AttributedTextLayout: Sendable {
    /// A glyph, its pen position from the line's start (device pixels), its lift above the
    /// baseline, and the index of its run's attributes in `styles`.
    struct PlacedGlyph: Sendable {
        let glyph: Glyph
        let x: Int
        let y: Int
        let style: Int
    }

    /// A stretch of one line in one style, left to right: where backgrounds, underlines and
    /// strikethroughs go (device pixels from the line's start).
    struct Segment: Sendable {
        let x: Int
        let width: Int
        let style: Int
        /// The stretch is white space (`byWord` lines skip it).
        let isSpace: Bool
    }

    /// An attachment's box on its line: left edge from the line's start, bottom above the baseline.
    struct PlacedAttachment: Sendable {
        let x: Int
        let y: Int
        let width: Int
        let height: Int
        let image: Image?
    }

    /// One line: device pixels throughout.
    struct Line: Sendable {
        var glyphs: [PlacedGlyph]
        var segments: [Segment]
        var attachments: [PlacedAttachment]
        /// The clusters in visual order (left to right), trailing spaces after them: where
        /// carets and selections go. Text ranges are offsets in the whole laid-out text.
        var clusters: [TextLayout.PlacedCluster]
        /// Advance width without trailing spaces.
        var width: Int
        /// Top of the line box from the top of the text.
        var top: Int
        /// Height of the line box (spacing excluded).
        var height: Int
        /// Baseline from the top of the line box.
        var baseline: Int
        /// The paragraph's margins and alignment, resolved for this line.
        var placement: LinePlacement
        /// UTF-8 offsets of the text the line shows.
        var textRange: Range<Int>
    }

    /// Where a line goes in a box: leading indent, trailing edge and alignment.
    struct LinePlacement: Sendable {
        /// Indent from the leading margin.
        let headIndent: Int
        /// Positive: the trailing edge from the leading margin; otherwise an inset from the trailing margin.
        let tailIndent: Int
        let alignment: TextAlignment
        let isRightToLeft: Bool

        /// The line's left edge in a box `boxWidth` wide for a line `width` wide.
        func left(lineWidth width: Int, boxWidth: Int) -> Int {
            let trailEdge = tailIndent > 0 ? tailIndent : boxWidth + tailIndent
            let regionLeft = isRightToLeft ? boxWidth - trailEdge : headIndent
            let regionRight = isRightToLeft ? boxWidth - headIndent : trailEdge
            switch alignment {
            case .left: return regionLeft
            case .right: return regionRight - width
            case .center: return regionLeft + (regionRight - regionLeft - width) / 2
            case .natural, .justified: return isRightToLeft ? regionRight - width : regionLeft
            }
        }

        /// The width the line's region takes beyond its text (what measuring adds).
        var margins: Int { headIndent + (tailIndent > 0 ? 0 : -tailIndent) }
    }

    let lines: [Line]
    /// The attributes glyphs and segments refer to.
    let styles: [TextAttributes]
    /// Device pixels per logical point.
    let scale: CGFloat
    /// Height of the whole text in device pixels (spacing included).
    let height: Int
    /// True when lines were dropped to fit `numberOfLines`.
    let isTruncated: Bool

    /// The widest line (with its indents) by the text's height, in logical points.
    var size: CGSize {
        let widest = lines.map { $0.width + $0.placement.margins }.max() ?? 0
        return CGSize(width: CGFloat(widest) / scale, height: CGFloat(height) / scale)
    }

    /// Lays out `content` for `scale` device pixels per point; `maxWidth` in points (nil, NaN
    /// or infinite = unlimited); `numberOfLines` 0 or negative = unlimited.
    @MainActor
    init(
        content: AttributedContent, scale: CGFloat, maxWidth: CGFloat?, numberOfLines: Int,
        library: FontLibrary = .shared
    ) {
        let scale = TextLayout.sanitized(scale: scale)
        var maxPixels: Int?
        if let maxWidth, maxWidth.isFinite {
            let pixels = (maxWidth * scale + TextLayout.maxWidthTolerance).rounded(.down)
            maxPixels = Int(pixels.clamped(to: 0...maximumCoordinate))
        }
        var builder = AttributedLineBuilder(content: content, scale: scale, maxPixels: maxPixels, library: library)
        builder.build(lineLimit: numberOfLines > 0 ? numberOfLines : nil)
        lines = builder.lines
        styles = content.runs.map(\.attributes)
        self.scale = scale
        height = builder.height
        isTruncated = builder.isTruncated
    }
}

// MARK: - Cache

extension AttributedTextLayout {
    private struct CacheKey: Hashable {
        let content: AttributedContent
        let scale: CGFloat
        let maxWidth: CGFloat?
        let numberOfLines: Int
    }

    @MainActor private static var cache = LRUCache<CacheKey, AttributedTextLayout>(capacity: TextLayout.cacheCapacity)

    /// The layout `init(content:scale:maxWidth:numberOfLines:)` makes with the shared library,
    /// reused when the same content (every attribute compared by value) was laid out recently.
    @MainActor
    static func cached(content: AttributedContent, scale: CGFloat, maxWidth: CGFloat?, numberOfLines: Int)
        -> AttributedTextLayout
    {
        let key = CacheKey(
            content: content, scale: TextLayout.sanitized(scale: scale),
            maxWidth: maxWidth.flatMap { $0.isFinite ? $0 : nil }, numberOfLines: max(0, numberOfLines))
        if let layout = cache.value(forKey: key) { return layout }
        let layout = AttributedTextLayout(
            content: content, scale: key.scale, maxWidth: key.maxWidth, numberOfLines: key.numberOfLines)
        cache.setValue(layout, forKey: key)
        return layout
    }
}
