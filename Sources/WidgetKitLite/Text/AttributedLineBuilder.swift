import Foundation

/// Makes the lines of an `AttributedTextLayout`: shapes each paragraph run by run, breaks it
/// into lines within the paragraph's margins and stacks the lines with the paragraph's spacing.
@MainActor
struct AttributedLineBuilder {
    let content: AttributedContent
    let scale: CGFloat
    let maxPixels: Int?
    let library: FontLibrary

    private(set) var lines: [AttributedTextLayout.Line] = []
    /// Bottom of the last line box.
    private(set) var height = 0
    private(set) var isTruncated = false

    /// Shapers by font; nil when the font has no usable face.
    private var shapers: [Font: TextShaper?] = [:]
    private var metrics: [Font: LineMetrics] = [:]

    init(content: AttributedContent, scale: CGFloat, maxPixels: Int?, library: FontLibrary) {
        self.content = content
        self.scale = scale
        self.maxPixels = maxPixels
        self.library = library
    }

    /// One shaped paragraph: clusters in logical order, the run (style) of each, its direction.
    struct Paragraph {
        var clusters: [ShapedCluster] = []
        var styles: [Int] = []
        var isRightToLeft = false
    }

    /// `points` in whole device pixels.
    func pixels(_ points: CGFloat) -> Int {
        Int((points.finite() * scale).rounded().clamped(to: -maximumCoordinate...maximumCoordinate))
    }

    private func pixelSize(of font: Font) -> Int {
        let pixelSize = (font.pointSize * scale).clamped(to: 1...CGFloat(TextLayout.maximumPixelSize))
        return Int((pixelSize * CGFloat(fixedPointOne)).rounded())
    }

    private mutating func shaper(for font: Font) -> TextShaper? {
        if let shaper = shapers[font] { return shaper }
        var shaper: TextShaper?
        if let cache = library.glyphCache(for: font) {
            shaper = TextShaper(library: library, font: font, primary: cache, size: pixelSize(of: font))
        }
        shapers[font] = shaper
        return shaper
    }

    mutating func lineMetrics(for font: Font) -> LineMetrics {
        if let known = metrics[font] { return known }
        let found = library.glyphCache(for: font)?.lineMetrics(size: pixelSize(of: font)) ?? LineMetrics(ascender: 0, lineHeight: 0)
        metrics[font] = found
        return found
    }

    mutating func build(lineLimit: Int?) {
        let text = content.string
        guard !text.isEmpty else { return }
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var y = 0
        var pendingSpacing = 0
        for (number, paragraphText) in paragraphs.enumerated() {
            let start = text.utf8.distance(from: text.startIndex, to: paragraphText.startIndex)
            let styleIndex = content.runIndex(at: start)
            let style = content.runs[styleIndex].attributes.paragraph
            if number > 0 { pendingSpacing += pixels(max(0, style.paragraphSpacingBefore)) }
            let paragraph = shape(paragraphText, start: start)
            let ranges = breakLines(paragraph, style: style)
            for range in ranges {
                if let lineLimit, lines.count == lineLimit {
                    isTruncated = true
                    height = y
                    return
                }
                y += pendingSpacing
                var line = place(paragraph, range: range, style: style, emptyStyle: styleIndex, at: start)
                line.top = y
                lines.append(line)
                y += line.height
                pendingSpacing = pixels(max(0, style.lineSpacing))
            }
            pendingSpacing += pixels(max(0, style.paragraphSpacing))
        }
        height = y
    }

    // MARK: - Shaping

    private mutating func shape(_ text: Substring, start: Int) -> Paragraph {
        var paragraph = Paragraph()
        guard let base = shaper(for: content.runs[content.runIndex(at: start)].attributes.font) else { return paragraph }
        let prepared = base.prepare(text, start: start)
        let count = prepared.scalars.count
        guard count > 0 else { return paragraph }
        let levels = BidiLevels.levels(of: prepared.scalars)
        // A left-to-right paragraph has its first strong character at level 0.
        paragraph.isRightToLeft = (levels.min() ?? 0) & 1 == 1
        // Every scalar takes the style of its grapheme's first scalar, so graphemes stay whole.
        var styles: [Int] = []
        styles.reserveCapacity(count)
        for i in 0..<count {
            styles.append(prepared.startsGrapheme[i] || i == 0 ? content.runIndex(at: prepared.offsets[i]) : styles[i - 1])
        }
        var faces: [GlyphCache?] = []
        faces.reserveCapacity(count)
        var i = 0
        while i < count {
            var end = i + 1
            while end < count, !prepared.startsGrapheme[end] { end += 1 }
            let face = shaper(for: content.runs[styles[i]].attributes.font).map { $0.face(for: prepared.scalars[i..<end]) }
            for _ in i..<end { faces.append(face) }
            i = end
        }
        var runStart = 0
        while runStart < count {
            var runEnd = runStart + 1
            while runEnd < count, levels[runEnd] == levels[runStart], styles[runEnd] == styles[runStart],
                faces[runEnd] === faces[runStart]
            {
                runEnd += 1
            }
            let style = styles[runStart]
            if let face = faces[runStart], let runShaper = shaper(for: content.runs[style].attributes.font) {
                let first = paragraph.clusters.count
                runShaper.shapeRun(
                    prepared, range: runStart..<runEnd, level: levels[runStart], face: face, into: &paragraph.clusters)
                for index in first..<paragraph.clusters.count {
                    paragraph.clusters[index] = adjusted(paragraph.clusters[index], attributes: content.runs[style].attributes)
                    paragraph.styles.append(style)
                }
            }
            runStart = runEnd
        }
        return paragraph
    }

    /// `cluster` with its run's kerning added, or the attachment's box in place of its glyphs.
    private func adjusted(_ cluster: ShapedCluster, attributes: TextAttributes) -> ShapedCluster {
        let kern = Int((attributes.kern * scale * CGFloat(fixedPointOne)).rounded().clamped(to: -1e9...1e9))
        if let attachment = attributes.attachment, isAttachmentCharacter(at: cluster.textRange.lowerBound) {
            let width = Int((attachment.bounds.width * scale * CGFloat(fixedPointOne)).rounded().clamped(to: 0...1e9))
            return ShapedCluster(
                textRange: cluster.textRange, glyphs: [], advance: width + kern, level: cluster.level, isSpace: false,
                breaksAfter: true, startsGrapheme: cluster.startsGrapheme)
        }
        guard kern != 0 else { return cluster }
        var glyphs = cluster.glyphs
        if let last = glyphs.popLast() {
            glyphs.append(ShapedGlyph(glyph: last.glyph, xOffset: last.xOffset, yOffset: last.yOffset, advance: last.advance + kern))
        }
        return ShapedCluster(
            textRange: cluster.textRange, glyphs: glyphs, advance: cluster.advance + kern, level: cluster.level,
            isSpace: cluster.isSpace, breaksAfter: cluster.breaksAfter, startsGrapheme: cluster.startsGrapheme)
    }

    private func isAttachmentCharacter(at offset: Int) -> Bool {
        let utf8 = content.string.utf8
        guard offset + 3 <= utf8.count else { return false }
        let index = utf8.index(utf8.startIndex, offsetBy: offset)
        return utf8[index...].prefix(3).elementsEqual("\u{FFFC}".utf8)
    }
}
