import Foundation

/// Breaking a shaped paragraph into lines and placing each line's glyphs, stretches and
/// attachments.
extension AttributedLineBuilder {
    /// The line placement of a paragraph's first or following lines.
    func placement(_ style: NSParagraphStyle.Values, first: Bool, isRightToLeft: Bool) -> AttributedTextLayout.LinePlacement {
        AttributedTextLayout.LinePlacement(
            headIndent: pixels(max(0, first ? style.firstLineHeadIndent : style.headIndent)),
            tailIndent: pixels(style.tailIndent), alignment: style.alignment, isRightToLeft: isRightToLeft)
    }

    /// Splits a paragraph into line ranges of its clusters (an empty paragraph is one empty
    /// line). Spaces at the start of a wrapped line are dropped.
    func breakLines(_ paragraph: Paragraph, style: NSParagraphStyle.Values) -> [Range<Int>] {
        let clusters = paragraph.clusters
        guard !clusters.isEmpty else { return [0..<0] }
        let wraps = style.lineBreakMode == .byWordWrapping || style.lineBreakMode == .byCharWrapping
        let anywhere = style.lineBreakMode == .byCharWrapping
        var ranges: [Range<Int>] = []
        var start = 0
        while start < clusters.count {
            let limit =
                wraps
                ? maxPixels.map { width -> Int in
                    let placement = placement(style, first: ranges.isEmpty, isRightToLeft: paragraph.isRightToLeft)
                    let trailEdge = placement.tailIndent > 0 ? placement.tailIndent : width + placement.tailIndent
                    return max(0, trailEdge - placement.headIndent)
                } : nil
            let end = clusters.lineEnd(from: start, maxPixels: limit, breaksAnywhere: anywhere)
            ranges.append(start..<end)
            start = clusters.firstNonSpace(from: end)
        }
        return ranges
    }

    /// Places the clusters of `range` on a line in visual order; its `top` is left at zero.
    mutating func place(
        _ paragraph: Paragraph, range: Range<Int>, style: NSParagraphStyle.Values, emptyStyle: Int, at offset: Int
    ) -> AttributedTextLayout.Line {
        var inked = range
        while inked.upperBound > inked.lowerBound, paragraph.clusters[inked.upperBound - 1].isSpace {
            inked = inked.lowerBound..<(inked.upperBound - 1)
        }
        let order = BidiLevels.visualOrder(Array(inked), level: { paragraph.clusters[$0].level })
        var glyphs: [AttributedTextLayout.PlacedGlyph] = []
        var segments: [AttributedTextLayout.Segment] = []
        var attachments: [AttributedTextLayout.PlacedAttachment] = []
        var placedClusters: [TextLayout.PlacedCluster] = []
        var ascent = 0, descent = 0
        var pen = 0
        for index in order {
            let cluster = paragraph.clusters[index]
            let styleIndex = paragraph.styles[index]
            let attributes = content.runs[styleIndex].attributes
            let lift = pixels(attributes.baselineOffset)
            let left = roundPixels(pen)
            if let attachment = attributes.attachment, cluster.glyphs.isEmpty {
                let box = AttributedTextLayout.PlacedAttachment(
                    x: left, y: lift + pixels(attachment.bounds.minY), width: pixels(attachment.bounds.width),
                    height: pixels(attachment.bounds.height), image: attachment.image)
                attachments.append(box)
                ascent = max(ascent, box.y + box.height)
                descent = max(descent, -box.y)
            } else {
                let metrics = lineMetrics(for: attributes.font)
                ascent = max(ascent, metrics.ascender + lift)
                descent = max(descent, metrics.lineHeight - metrics.ascender - lift)
            }
            var glyphPen = pen
            for shaped in cluster.glyphs {
                glyphs.append(
                    AttributedTextLayout.PlacedGlyph(
                        glyph: shaped.glyph, x: roundPixels(glyphPen + shaped.xOffset),
                        y: roundPixels(shaped.yOffset) + lift, style: styleIndex))
                glyphPen += shaped.advance
            }
            pen += cluster.advance
            let right = roundPixels(pen)
            placedClusters.append(
                TextLayout.PlacedCluster(textRange: cluster.textRange, x: left, width: right - left, isRightToLeft: cluster.isRightToLeft))
            if let last = segments.last, last.style == styleIndex, last.isSpace == cluster.isSpace, last.x + last.width == left {
                segments[segments.count - 1] = AttributedTextLayout.Segment(
                    x: last.x, width: right - last.x, style: styleIndex, isSpace: cluster.isSpace)
            } else {
                segments.append(AttributedTextLayout.Segment(x: left, width: right - left, style: styleIndex, isSpace: cluster.isSpace))
            }
        }
        // Trailing spaces sit after the ink (they only give the caret somewhere to go).
        var spacePen = pen
        for index in inked.upperBound..<range.upperBound {
            let cluster = paragraph.clusters[index]
            let left = roundPixels(spacePen)
            spacePen += cluster.advance
            placedClusters.append(
                TextLayout.PlacedCluster(
                    textRange: cluster.textRange, x: left, width: roundPixels(spacePen) - left, isRightToLeft: cluster.isRightToLeft))
        }
        if order.isEmpty {
            let metrics = lineMetrics(for: content.runs[emptyStyle].attributes.font)
            ascent = metrics.ascender
            descent = metrics.lineHeight - metrics.ascender
        }
        let natural = ascent + descent
        var height = natural
        if style.lineHeightMultiple > 0 { height = Int((CGFloat(natural) * style.lineHeightMultiple.finite(or: 1)).rounded()) }
        if style.minimumLineHeight > 0 { height = max(height, pixels(style.minimumLineHeight)) }
        if style.maximumLineHeight > 0 { height = min(height, pixels(style.maximumLineHeight)) }
        let clusters = paragraph.clusters
        let textRange =
            range.isEmpty
            ? offset..<offset : clusters[range.lowerBound].textRange.lowerBound..<clusters[range.upperBound - 1].textRange.upperBound
        return AttributedTextLayout.Line(
            glyphs: glyphs, segments: segments, attachments: attachments, clusters: placedClusters, width: max(0, ceilPixels(pen)), top: 0,
            height: max(0, height), baseline: ascent + (height - natural),
            placement: placement(style, first: range.lowerBound == 0, isRightToLeft: paragraph.isRightToLeft),
            textRange: textRange)
    }
}
