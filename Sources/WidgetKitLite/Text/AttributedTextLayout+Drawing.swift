import Foundation

/// Painting laid-out attributed text: per line, backgrounds, then glyphs and attachments,
/// then underlines and strikethroughs (placed and sized from each run's font).
extension AttributedTextLayout {
    /// How far below a line box underlines may reach, in device pixels (a double or thick
    /// underline of a run whose descent fills the box).
    static let decorationOverhang = 4

    /// The device pixels `draw` may touch with the same arguments: every line box's
    /// stretches, glyph masks and attachments. Empty when nothing has ink.
    func inkBounds(at origin: CGPoint, width: CGFloat) -> PixelRect {
        let left = Int(origin.x.rounded()), top = Int(origin.y.rounded())
        let boxWidth = self.boxWidth(width)
        var bounds = PixelRect.zero
        func add(_ rect: PixelRect) {
            guard !rect.isEmpty else { return }
            bounds = bounds.isEmpty ? rect : bounds.union(rect)
        }
        for line in lines {
            let lineLeft = left + line.placement.left(lineWidth: line.width, boxWidth: boxWidth)
            let lineTop = top + line.top
            // Backgrounds and decorations stay inside the line box (underlines may reach below it).
            if !line.segments.isEmpty { add(PixelRect(x: lineLeft, y: lineTop, width: line.width, height: line.height + Self.decorationOverhang)) }
            let baseline = lineTop + line.baseline
            for placed in line.glyphs where placed.glyph.width > 0 && placed.glyph.height > 0 {
                add(
                    PixelRect(
                        x: lineLeft + placed.x + placed.glyph.left, y: baseline - placed.y - placed.glyph.top,
                        width: placed.glyph.width, height: placed.glyph.height))
            }
            for box in line.attachments {
                add(PixelRect(x: lineLeft + box.x, y: baseline - box.y - box.height, width: box.width, height: box.height))
            }
        }
        return bounds
    }

    /// A box `width` device pixels wide; the widest line's when `width` is not positive.
    private func boxWidth(_ width: CGFloat) -> Int {
        let box = Int(width.finite().clamped(to: 0...maximumCoordinate).rounded())
        return box > 0 ? box : lines.map { $0.width + $0.placement.margins }.max() ?? 0
    }

    /// Draws the text with its box's top-left at `origin` and the box `width` wide (device
    /// pixels, rounded); dynamic colours resolve against `traits`. Clipped by the canvas.
    @MainActor
    func draw(in canvas: Canvas, at origin: CGPoint, width: CGFloat, traits: TraitCollection, library: FontLibrary = .shared) {
        let left = Int(origin.x.rounded()), top = Int(origin.y.rounded())
        let boxWidth = self.boxWidth(width)
        let clip = canvas.clip
        func pixel(_ color: Color) -> UInt32 { color.resolvedColor(with: traits).premultiplied }
        for line in lines {
            let lineTop = top + line.top
            if lineTop >= clip.maxY { break }
            if lineTop + line.height + line.baseline <= clip.y { continue }
            let lineLeft = left + line.placement.left(lineWidth: line.width, boxWidth: boxWidth)
            let baseline = lineTop + line.baseline
            for segment in line.segments {
                guard let background = styles[segment.style].backgroundColor else { continue }
                canvas.fill(PixelRect(x: lineLeft + segment.x, y: lineTop, width: segment.width, height: line.height), with: pixel(background))
            }
            for placed in line.glyphs where placed.glyph.width > 0 {
                let glyph = placed.glyph
                let color = pixel(styles[placed.style].glyphColor)
                glyph.coverage.withUnsafeBufferPointer { mask in
                    guard let base = mask.baseAddress else { return }
                    canvas.draw(
                        mask: base, width: glyph.width, height: glyph.height, pitch: glyph.width,
                        atX: lineLeft + placed.x + glyph.left, y: baseline - placed.y - glyph.top, color: color)
                }
            }
            for box in line.attachments {
                guard let image = box.image, !image.isEmpty else { continue }
                canvas.drawScaled(
                    image,
                    into: CGRect(x: lineLeft + box.x, y: baseline - box.y - box.height, width: box.width, height: box.height))
            }
            for segment in line.segments {
                drawDecorations(of: segment, in: canvas, lineLeft: lineLeft, baseline: baseline, library: library, color: pixel)
            }
        }
    }

    @MainActor
    private func drawDecorations(
        of segment: Segment, in canvas: Canvas, lineLeft: Int, baseline: Int, library: FontLibrary,
        color: (Color) -> UInt32
    ) {
        let attributes = styles[segment.style]
        let underline = attributes.drawnUnderline, strikethrough = attributes.strikethrough
        guard underline.lineStyle != 0 || strikethrough.lineStyle != 0 else { return }
        let pixelSize = (attributes.font.pointSize * scale).clamped(to: 1...CGFloat(TextLayout.maximumPixelSize))
        guard
            let metrics = library.glyphCache(for: attributes.font)?.decorationMetrics(
                size: Int((pixelSize * CGFloat(fixedPointOne)).rounded()))
        else { return }
        let lift = Int((attributes.baselineOffset.finite() * scale).rounded())
        let x = lineLeft + segment.x
        if underline.lineStyle != 0, !(segment.isSpace && underline.contains(.byWord)) {
            let fill = color(attributes.underlineColor ?? attributes.glyphColor)
            drawLine(
                underline, in: canvas, x: x, width: segment.width, top: baseline - lift + metrics.underlineOffset,
                thickness: metrics.underlineThickness, color: fill)
        }
        if strikethrough.lineStyle != 0, !(segment.isSpace && strikethrough.contains(.byWord)) {
            let fill = color(attributes.strikethroughColor ?? attributes.glyphColor)
            drawLine(
                strikethrough, in: canvas, x: x, width: segment.width, top: baseline - lift - metrics.strikethroughOffset,
                thickness: metrics.strikethroughThickness, color: fill)
        }
    }

    /// One decoration line: `thick` doubles its thickness, `double` draws two with a gap, and
    /// patterns draw dashes and dots of the thickness's multiples.
    private func drawLine(_ style: NSUnderlineStyle, in canvas: Canvas, x: Int, width: Int, top: Int, thickness: Int, color: UInt32) {
        let isDouble = style.lineStyle & 0x08 != 0
        let weight = style.lineStyle & 0x02 != 0 ? thickness * 2 : thickness
        let rows = isDouble ? [top, top + weight * 2] : [top]
        let dash = max(1, weight) * 3
        let pattern: [(length: Int, space: Int)]
        switch style.pattern {
        case NSUnderlineStyle.patternDot.rawValue: pattern = [(weight, weight)]
        case NSUnderlineStyle.patternDash.rawValue: pattern = [(dash, weight * 2)]
        case NSUnderlineStyle.patternDashDot.rawValue: pattern = [(dash, weight * 2), (weight, weight * 2)]
        case NSUnderlineStyle.patternDashDotDot.rawValue: pattern = [(dash, weight * 2), (weight, weight * 2), (weight, weight * 2)]
        default: pattern = [(width, 0)]
        }
        for row in rows {
            var pen = 0, step = 0
            while pen < width {
                let piece = pattern[step % pattern.count]
                canvas.fill(PixelRect(x: x + pen, y: row, width: min(max(1, piece.length), width - pen), height: weight), with: color)
                pen += max(1, piece.length) + piece.space
                step += 1
            }
        }
    }
}
