import Foundation

/// A string shaped, broken into lines and positioned glyph by glyph, ready to measure and draw.
///
/// Every paragraph is shaped by HarfBuzz (`TextShaper`): kerning, ligatures, combining marks,
/// Arabic and Indic joining; characters the system font lacks come from a fallback face;
/// right-to-left runs are laid out right to left (FriBidi levels, reordered per line).
/// Lines break at newlines and, when `maxWidth` is set, after spaces, hyphens and ideographs;
/// a word wider than `maxWidth` breaks between grapheme clusters, and a line always holds at
/// least one (`lineBreakMode` `.byCharWrapping` breaks between any grapheme clusters). Past
/// `numberOfLines` (0 = unlimited, as UILabel) the last kept line ends as `lineBreakMode`
/// says: where it wraps (word and character wrapping), clipped at `maxWidth` (clipping), or
/// cut with "…" at its tail, head or middle (the default is the tail; with
/// `tightensBeforeTruncating`, a line that overflows by a little is drawn tighter instead). Glyphs sit at whole pixels on the baseline, so text is crisp at
/// any scale. Characters no installed font has draw the system face's .notdef box; control
/// characters are skipped and a tab is a space. A grapheme cluster of more than 32 code points
/// (a base with thousands of combining marks) is drawn as its first 32. Without a usable font every layout is empty
/// (size zero).
struct TextLayout: Sendable {
    /// A glyph and its pen position (device pixels) from the start of its line; `y` lifts
    /// it above the baseline (marks).
    struct PlacedGlyph: Sendable {
        let glyph: Glyph
        let x: Int
        let y: Int
    }

    /// A shaped cluster's place on its line: where carets and selections go.
    struct PlacedCluster: Sendable {
        /// UTF-8 offsets of its characters in the laid-out text.
        let textRange: Range<Int>
        /// Left edge and width in device pixels from the start of the line.
        let x: Int
        let width: Int
        /// The cluster reads right to left (its leading edge is its right edge).
        let isRightToLeft: Bool
    }

    /// One line of glyphs and its advance width in device pixels (trailing spaces excluded).
    struct Line: Sendable {
        /// The glyphs, left to right.
        let glyphs: [PlacedGlyph]
        let width: Int
        /// The clusters in visual order (left to right), trailing spaces included.
        let clusters: [PlacedCluster]
        /// UTF-8 offsets of the text the line shows (an ellipsis shows nothing of it).
        let textRange: Range<Int>
    }

    /// Device pixels per logical point are sanitised into this range (1 when NaN or ≤ 0).
    static let scaleRange: ClosedRange<CGFloat> = 0.25...8
    /// Text is never rasterised larger than this many device pixels per em.
    static let maximumPixelSize = 512
    /// Slack when converting a logical `maxWidth` to pixels, so a width obtained by measuring
    /// the same text does not wrap it again through floating-point error.
    static let maxWidthTolerance: CGFloat = 0.01
    /// Ends a truncated line ("..." when the face lacks it).
    static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// The lines, top to bottom.
    let lines: [Line]
    /// Line pitch in device pixels.
    let lineHeight: Int
    /// Distance from a line's top to its baseline in device pixels.
    let ascender: Int
    /// Device pixels per logical point the glyphs were rasterised at.
    let scale: CGFloat
    /// True when text was cut to fit `numberOfLines`.
    let isTruncated: Bool
    /// The width in device pixels past which lines are clipped (`.byClipping` with a
    /// `maxWidth`); nil when lines never pass their width.
    let clipWidth: Int?

    /// The text's size in logical points: the widest line by the number of lines × line height.
    var size: CGSize {
        var widest = lines.map(\.width).max() ?? 0
        if let clipWidth { widest = min(widest, clipWidth) }
        return CGSize(width: CGFloat(widest) / scale, height: CGFloat(lines.count * lineHeight) / scale)
    }

    /// Lays out `text` in `font` for a screen of `scale` device pixels per point.
    /// `maxWidth` is in logical points (nil, NaN or infinite = unlimited); `numberOfLines` 0 or
    /// negative = unlimited.
    @MainActor
    init(
        text: String, font: Font, scale: CGFloat, maxWidth: CGFloat?, numberOfLines: Int,
        lineBreakMode: NSLineBreakMode = .byTruncatingTail, tightensBeforeTruncating: Bool = false,
        library: FontLibrary = .shared
    ) {
        let scale = Self.sanitized(scale: scale)
        let pixelSize = (font.pointSize * scale).clamped(to: 1...CGFloat(Self.maximumPixelSize))
        let size = Int((pixelSize * CGFloat(fixedPointOne)).rounded())
        guard let cache = library.glyphCache(for: font), let metrics = cache.lineMetrics(size: size) else {
            self.init(lines: [], lineHeight: 0, ascender: 0, scale: scale, isTruncated: false, clipWidth: nil)
            return
        }
        var maxPixels: Int?
        if let maxWidth, maxWidth.isFinite {
            let pixels = (maxWidth * scale + Self.maxWidthTolerance).rounded(.down)
            maxPixels = Int(pixels.clamped(to: 0...maximumCoordinate))
        }
        let shaper = TextShaper(library: library, font: font, primary: cache, size: size)
        let breaker = LineBreaker(
            shaper: shaper, maxPixels: maxPixels, mode: lineBreakMode, tightensBeforeTruncating: tightensBeforeTruncating)
        let result = breaker.layout(text, lineLimit: numberOfLines > 0 ? numberOfLines : nil)
        self.init(
            lines: result.lines, lineHeight: metrics.lineHeight, ascender: metrics.ascender, scale: scale,
            isTruncated: result.truncated, clipWidth: lineBreakMode == .byClipping ? maxPixels : nil)
    }

    /// `scale` clamped to `scaleRange`; 1 when NaN, infinite or not positive.
    static func sanitized(scale: CGFloat) -> CGFloat {
        scale.isFinite && scale > 0 ? scale.clamped(to: scaleRange) : 1
    }

    private init(lines: [Line], lineHeight: Int, ascender: Int, scale: CGFloat, isTruncated: Bool, clipWidth: Int?) {
        self.lines = lines
        self.lineHeight = lineHeight
        self.ascender = ascender
        self.scale = scale
        self.isTruncated = isTruncated
        self.clipWidth = clipWidth
    }

    /// Draws the text with its box's top-left at `origin` and the box `width` wide, both in
    /// device pixels (rounded to whole pixels); `alignment` places each line in the box.
    /// Drawing is clipped by the canvas, and by the box's sides when lines are clipped
    /// (`clipWidth`); a transparent colour draws nothing.
    func draw(in canvas: Canvas, at origin: CGPoint, width: CGFloat, alignment: TextAlignment, color: Color) {
        let pixel = color.premultiplied
        guard pixel >> 24 != 0, !lines.isEmpty else { return }
        let origin = origin.sanitized
        let left = Int(origin.x.rounded()), top = Int(origin.y.rounded())
        let boxWidth = Int(width.finite().clamped(to: 0...maximumCoordinate).rounded())
        let canvas = clipWidth == nil ? canvas : canvas.clipped(to: Self.columns(left: left, width: boxWidth))
        let clip = canvas.clip
        for (number, line) in lines.enumerated() {
            let lineTop = top &+ number &* lineHeight
            if lineTop >= clip.maxY { break }
            if lineTop &+ lineHeight <= clip.y { continue }
            let baseline = lineTop &+ ascender
            let lineLeft = Self.lineLeft(line, boxLeft: left, boxWidth: boxWidth, alignment: alignment)
            for placed in line.glyphs where placed.glyph.width > 0 {
                let glyph = placed.glyph
                glyph.coverage.withUnsafeBufferPointer { mask in
                    guard let base = mask.baseAddress else { return }
                    canvas.draw(
                        mask: base, width: glyph.width, height: glyph.height, pitch: glyph.width,
                        atX: lineLeft &+ placed.x &+ glyph.left, y: baseline &- placed.y &- glyph.top, color: pixel)
                }
            }
        }
    }
}

// MARK: - Cache

extension TextLayout {
    private struct CacheKey: Hashable {
        let text: String
        let font: Font
        let scale: CGFloat
        let maxWidth: CGFloat?
        let numberOfLines: Int
        let lineBreakMode: NSLineBreakMode
        let tightensBeforeTruncating: Bool
    }

    /// Recently used layouts of the shared font library; when full, the least recently used
    /// half is dropped. Labels measure and draw the same strings many times.
    @MainActor private static var cache = LRUCache<CacheKey, TextLayout>(capacity: cacheCapacity)
    static let cacheCapacity = 256

    /// The layout `init(text:font:scale:maxWidth:numberOfLines:lineBreakMode:tightensBeforeTruncating:)`
    /// makes with the shared library, reused from a small cache when the same arguments were
    /// seen recently.
    @MainActor
    static func cached(
        text: String, font: Font, scale: CGFloat, maxWidth: CGFloat?, numberOfLines: Int,
        lineBreakMode: NSLineBreakMode = .byTruncatingTail, tightensBeforeTruncating: Bool = false
    ) -> TextLayout {
        // Non-finite values would never equal themselves as keys: normalise them first.
        let key = CacheKey(
            text: text, font: font, scale: sanitized(scale: scale),
            maxWidth: maxWidth.flatMap { $0.isFinite ? $0 : nil }, numberOfLines: max(0, numberOfLines),
            lineBreakMode: lineBreakMode, tightensBeforeTruncating: tightensBeforeTruncating)
        if let layout = cache.value(forKey: key) { return layout }
        let layout = TextLayout(
            text: text, font: font, scale: key.scale, maxWidth: key.maxWidth, numberOfLines: key.numberOfLines,
            lineBreakMode: lineBreakMode, tightensBeforeTruncating: tightensBeforeTruncating)
        cache.setValue(layout, forKey: key)
        return layout
    }

    /// The size in logical points of `text` laid out as `init` would (cached).
    @MainActor
    static func measure(
        _ text: String, font: Font, scale: CGFloat = 1, maxWidth: CGFloat? = nil, numberOfLines: Int = 0
    ) -> CGSize {
        cached(text: text, font: font, scale: scale, maxWidth: maxWidth, numberOfLines: numberOfLines).size
    }
}
