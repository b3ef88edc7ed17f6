import Foundation

/// A string broken into lines and positioned glyph by glyph, ready to measure and draw.
///
/// Lines break at newlines and, when `maxWidth` is set, after spaces and hyphens; a word wider
/// than `maxWidth` breaks between characters, and a line always holds at least one character.
/// Past `numberOfLines` (0 = unlimited, as UILabel) the last kept line is cut at the tail and
/// ends in "…". Glyphs sit at whole pixels on the baseline, so text is crisp at any scale.
/// Characters without a glyph draw the face's .notdef box; control characters are skipped and
/// a tab is a space. Without a usable font every layout is empty (size zero).
struct TextLayout: Sendable {
    /// A glyph and its pen position (device pixels) from the start of its line.
    struct PlacedGlyph: Sendable {
        let glyph: Glyph
        let x: Int
    }

    /// One line of glyphs and its advance width in device pixels (trailing spaces excluded).
    struct Line: Sendable {
        let glyphs: [PlacedGlyph]
        let width: Int
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

    /// The text's size in logical points: the widest line by the number of lines × line height.
    var size: CGSize {
        let widest = lines.map(\.width).max() ?? 0
        return CGSize(width: CGFloat(widest) / scale, height: CGFloat(lines.count * lineHeight) / scale)
    }

    /// Lays out `text` in `font` for a screen of `scale` device pixels per point.
    /// `maxWidth` is in logical points (nil, NaN or infinite = unlimited); `numberOfLines` 0 or
    /// negative = unlimited.
    @MainActor
    init(
        text: String, font: Font, scale: CGFloat, maxWidth: CGFloat?, numberOfLines: Int,
        library: FontLibrary = .shared
    ) {
        let scale = Self.sanitized(scale: scale)
        let pixelSize = (font.pointSize * scale).clamped(to: 1...CGFloat(Self.maximumPixelSize))
        let size = Int((pixelSize * CGFloat(fixedPointOne)).rounded())
        guard let cache = library.glyphCache(for: font), let metrics = cache.lineMetrics(size: size) else {
            self.init(lines: [], lineHeight: 0, ascender: 0, scale: scale, isTruncated: false)
            return
        }
        var maxPixels: Int?
        if let maxWidth, maxWidth.isFinite {
            let pixels = (maxWidth * scale + Self.maxWidthTolerance).rounded(.down)
            maxPixels = Int(pixels.clamped(to: 0...maximumCoordinate))
        }
        let breaker = LineBreaker(cache: cache, size: size, maxPixels: maxPixels)
        let result = breaker.layout(text, lineLimit: numberOfLines > 0 ? numberOfLines : nil)
        self.init(
            lines: result.lines, lineHeight: metrics.lineHeight, ascender: metrics.ascender, scale: scale,
            isTruncated: result.truncated)
    }

    /// `scale` clamped to `scaleRange`; 1 when NaN, infinite or not positive.
    static func sanitized(scale: CGFloat) -> CGFloat {
        scale.isFinite && scale > 0 ? scale.clamped(to: scaleRange) : 1
    }

    private init(lines: [Line], lineHeight: Int, ascender: Int, scale: CGFloat, isTruncated: Bool) {
        self.lines = lines
        self.lineHeight = lineHeight
        self.ascender = ascender
        self.scale = scale
        self.isTruncated = isTruncated
    }

    /// Draws the text with its box's top-left at `origin` and the box `width` wide, both in
    /// device pixels (rounded to whole pixels); `alignment` places each line in the box.
    /// Drawing is clipped by the canvas; a transparent colour draws nothing.
    func draw(in canvas: Canvas, at origin: CGPoint, width: CGFloat, alignment: TextAlignment, color: Color) {
        let pixel = color.premultiplied
        guard pixel >> 24 != 0, !lines.isEmpty else { return }
        let origin = origin.sanitized
        let left = Int(origin.x.rounded()), top = Int(origin.y.rounded())
        let boxWidth = Int(width.finite().clamped(to: 0...maximumCoordinate).rounded())
        let clip = canvas.clip
        for (number, line) in lines.enumerated() {
            let lineTop = top &+ number &* lineHeight
            if lineTop >= clip.maxY { break }
            if lineTop &+ lineHeight <= clip.y { continue }
            let baseline = lineTop &+ ascender
            let lineLeft: Int
            switch alignment {
            case .left, .natural, .justified: lineLeft = left
            case .center: lineLeft = left &+ (boxWidth &- line.width) / 2
            case .right: lineLeft = left &+ boxWidth &- line.width
            }
            for placed in line.glyphs where placed.glyph.width > 0 {
                let glyph = placed.glyph
                glyph.coverage.withUnsafeBufferPointer { mask in
                    guard let base = mask.baseAddress else { return }
                    canvas.draw(
                        mask: base, width: glyph.width, height: glyph.height, pitch: glyph.width,
                        atX: lineLeft &+ placed.x &+ glyph.left, y: baseline &- glyph.top, color: pixel)
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
    }

    /// Recently used layouts of the shared font library; when full, the least recently used
    /// half is dropped. Labels measure and draw the same strings many times.
    @MainActor private static var cache: [CacheKey: (layout: TextLayout, lastUse: Int)] = [:]
    @MainActor private static var cacheClock = 0
    static let cacheCapacity = 256

    /// The layout `init(text:font:scale:maxWidth:numberOfLines:)` makes with the shared
    /// library, reused from a small cache when the same arguments were seen recently.
    @MainActor
    static func cached(
        text: String, font: Font, scale: CGFloat, maxWidth: CGFloat?, numberOfLines: Int
    ) -> TextLayout {
        // Non-finite values would never equal themselves as keys: normalise them first.
        let key = CacheKey(
            text: text, font: font, scale: sanitized(scale: scale),
            maxWidth: maxWidth.flatMap { $0.isFinite ? $0 : nil }, numberOfLines: max(0, numberOfLines))
        cacheClock &+= 1
        if let entry = cache[key] {
            cache[key] = (entry.layout, cacheClock)
            return entry.layout
        }
        let layout = TextLayout(
            text: text, font: font, scale: key.scale, maxWidth: key.maxWidth, numberOfLines: key.numberOfLines)
        if cache.count >= cacheCapacity {
            let oldest = cache.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(cacheCapacity / 2)
            for (staleKey, _) in oldest { cache[staleKey] = nil }
        }
        cache[key] = (layout, cacheClock)
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

// MARK: - Line breaking

/// Greedy line breaking over one face at one size; all widths are 26.6 fixed point until a
/// line is placed.
@MainActor
private struct LineBreaker {
    /// A character ready for layout.
    struct Item {
        let glyph: Glyph
        let isSpace: Bool
        /// A line may end after this character.
        let breaksAfter: Bool
    }

    let cache: GlyphCache
    let size: Int
    let maxPixels: Int?

    func layout(_ text: String, lineLimit: Int?) -> (lines: [TextLayout.Line], truncated: Bool) {
        guard !text.isEmpty else { return ([], false) }
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var lines: [TextLayout.Line] = []
        for (paragraphNumber, paragraph) in paragraphs.enumerated() {
            let items = self.items(for: paragraph)
            let ranges = breakLines(items, limit: lineLimit.map { $0 - lines.count + 1 })
            for (rangeNumber, range) in ranges.enumerated() {
                if let lineLimit, lines.count == lineLimit - 1 {
                    let isLast = rangeNumber == ranges.count - 1 && paragraphNumber == paragraphs.count - 1
                    if isLast {
                        lines.append(place(items[range]))
                        return (lines, false)
                    }
                    lines.append(truncatedLine(items[range.lowerBound...]))
                    return (lines, true)
                }
                lines.append(place(items[range]))
            }
        }
        return (lines, false)
    }

    private func items(for paragraph: Substring) -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(paragraph.unicodeScalars.count)
        for var scalar in paragraph.unicodeScalars {
            if scalar == "\t" { scalar = " " }
            let category = scalar.properties.generalCategory
            if category == .control || category == .format { continue }
            guard let item = item(for: scalar) else { continue }
            items.append(item)
        }
        return items
    }

    private func item(for scalar: Unicode.Scalar) -> Item? {
        guard let glyph = cache.glyph(cache.glyphIndex(for: scalar), size: size) else { return nil }
        let isSpace = scalar.properties.isWhitespace
        return Item(glyph: glyph, isSpace: isSpace, breaksAfter: isSpace || scalar == "-" || scalar == "\u{2014}")
    }

    private func kerning(_ left: Item, _ right: Item) -> Int {
        cache.kerning(left.glyph.index, right.glyph.index, size: size)
    }

    /// Splits one paragraph into line ranges (an empty paragraph is one empty line); stops once
    /// `limit` lines exist. Spaces at the start of a wrapped line are dropped.
    private func breakLines(_ items: [Item], limit: Int?) -> [Range<Int>] {
        guard !items.isEmpty else { return [0..<0] }
        var ranges: [Range<Int>] = []
        var start = 0
        while start < items.count {
            if let limit, ranges.count >= limit { break }
            var end = items.count
            var pen = 0
            var lastBreak: Int?
            var hasInk = false
            for i in start..<items.count {
                let item = items[i]
                let step = (i > start ? kerning(items[i - 1], item) : 0) + item.glyph.advance
                if let maxPixels, !item.isSpace, i > start, ceilPixels(pen + step) > maxPixels {
                    end = lastBreak ?? i
                    break
                }
                pen += step
                if !item.isSpace { hasInk = true }
                if item.breaksAfter, hasInk { lastBreak = i + 1 }
            }
            ranges.append(start..<end)
            start = end
            while start < items.count, items[start].isSpace { start += 1 }
        }
        return ranges
    }

    /// Positions `items` on a line, rounding each pen position to a whole pixel.
    private func place(_ items: ArraySlice<Item>) -> TextLayout.Line {
        var items = items
        while let last = items.last, last.isSpace { items.removeLast() }
        var placed: [TextLayout.PlacedGlyph] = []
        placed.reserveCapacity(items.count)
        var pen = 0
        var previous: Item?
        for item in items {
            if let previous { pen += kerning(previous, item) }
            placed.append(TextLayout.PlacedGlyph(glyph: item.glyph, x: roundPixels(pen)))
            pen += item.glyph.advance
            previous = item
        }
        return TextLayout.Line(glyphs: placed, width: max(0, ceilPixels(pen)))
    }

    /// The longest prefix of `items` that fits with "…" after it (without `maxPixels`, all of
    /// them), then the ellipsis. The ellipsis alone when not even one character fits.
    private func truncatedLine(_ items: ArraySlice<Item>) -> TextLayout.Line {
        let ellipsis = ellipsisItems()
        guard let maxPixels else { return place(ArraySlice(Array(items) + ellipsis)) }
        var pen = 0
        var accepted = items.startIndex
        var previous: Item?
        for i in items.indices {
            let item = items[i]
            if let previous { pen += kerning(previous, item) }
            pen += item.glyph.advance
            previous = item
            if item.isSpace { continue }
            var withEllipsis = pen
            var last = item
            for mark in ellipsis {
                withEllipsis += kerning(last, mark) + mark.glyph.advance
                last = mark
            }
            if ceilPixels(withEllipsis) > maxPixels { break }
            accepted = i + 1
        }
        var kept = Array(items[items.startIndex..<accepted])
        while let last = kept.last, last.isSpace { kept.removeLast() }
        return place(ArraySlice(kept + ellipsis))
    }

    /// "…", or "..." when the face has no ellipsis glyph.
    private func ellipsisItems() -> [Item] {
        if cache.glyphIndex(for: TextLayout.ellipsis) != 0, let item = item(for: TextLayout.ellipsis) {
            return [item]
        }
        guard let dot = item(for: ".") else { return [] }
        return [dot, dot, dot]
    }
}
