import Foundation

/// Where laid-out text paints: the renderer sizes a label's backing store to its glyphs, not
/// to its frame.
extension TextLayout {
    /// The left edge of `line` in a box whose left edge is `left` and which is `boxWidth`
    /// device pixels wide, placed by `alignment` (as `draw` places it).
    static func lineLeft(_ line: Line, boxLeft left: Int, boxWidth: Int, alignment: TextAlignment) -> Int {
        switch alignment {
        case .left, .natural, .justified: left
        case .center: left &+ (boxWidth &- line.width) / 2
        case .right: left &+ boxWidth &- line.width
        }
    }

    /// The device pixels `draw(in:at:width:alignment:color:)` may touch with the same
    /// arguments: the union of the glyphs' coverage masks, which hold their antialiased
    /// edges (glyphs sit at whole pixels, so nothing spreads past a mask), within the box's
    /// sides when lines are clipped. Empty when no glyph has ink.
    func inkBounds(at origin: CGPoint, width: CGFloat, alignment: TextAlignment) -> PixelRect {
        let origin = origin.sanitized
        let left = Int(origin.x.rounded()), top = Int(origin.y.rounded())
        let boxWidth = Int(width.finite().clamped(to: 0...maximumCoordinate).rounded())
        var bounds = PixelRect.zero
        for (number, line) in lines.enumerated() {
            let baseline = top &+ number &* lineHeight &+ ascender
            let lineLeft = Self.lineLeft(line, boxLeft: left, boxWidth: boxWidth, alignment: alignment)
            for placed in line.glyphs where placed.glyph.width > 0 && placed.glyph.height > 0 {
                let glyph = placed.glyph
                bounds = bounds.union(
                    PixelRect(
                        x: lineLeft &+ placed.x &+ glyph.left, y: baseline &- placed.y &- glyph.top,
                        width: glyph.width, height: glyph.height))
            }
        }
        return clipWidth == nil ? bounds : bounds.intersection(Self.columns(left: left, width: boxWidth))
    }

    /// The columns `left..<left + width` at every row: the box clipped lines are cut to.
    static func columns(left: Int, width: Int) -> PixelRect {
        PixelRect(x: left, y: Int(-maximumCoordinate), width: width, height: Int(2 * maximumCoordinate))
    }
}
