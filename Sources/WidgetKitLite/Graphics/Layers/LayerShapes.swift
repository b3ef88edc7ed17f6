import Foundation

/// The outlines Core Animation's layer styling draws, as polygons in device pixels for
/// `CoverageRasterizer`: a layer's rounded rectangle (some corners square), its border's
/// ring and a `shadowPath`.
@MainActor
enum LayerShapes {
    /// The rectangle `rect` with corners of `radius` (clamped to half the shorter side) at
    /// `corners`, the others square.
    static func roundedRect(_ rect: CGRect, radius: CGFloat, corners: RectCorner) -> [[CGPoint]] {
        let r = min(max(0, radius), rect.width / 2, rect.height / 2)
        let path =
            r > 0 && !corners.isEmpty
            ? BezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: r, height: r))
            : BezierPath(rect: rect)
        return path.snapshot.fillPolygons(.identity)
    }

    /// A border of `width` inside `rect` whose outer edge has corners of `radius` at
    /// `corners` (square everywhere when `squareOuter`: a rounded clip cuts it later) and
    /// whose inner edge follows at `radius − width`; filled by the even-odd rule.
    static func border(
        _ rect: CGRect, width: CGFloat, radius: CGFloat, corners: RectCorner, squareOuter: Bool
    ) -> [[CGPoint]] {
        let outer = squareOuter ? roundedRect(rect, radius: 0, corners: []) : roundedRect(rect, radius: radius, corners: corners)
        let w = min(width, rect.width / 2, rect.height / 2)
        let inner = rect.insetBy(dx: w, dy: w)
        guard inner.width > 0, inner.height > 0 else { return outer }
        return outer + roundedRect(inner, radius: max(0, radius - w), corners: corners)
    }

    /// `path` (in points) in device pixels: scaled by `scale` and moved by (`dx`, `dy`).
    static func path(_ path: CGPath, scale: CGFloat, dx: CGFloat, dy: CGFloat) -> [[CGPoint]] {
        let snapshot = PathSnapshot(elements: path.elements, rule: path.rule, style: StrokeStyle())
        return snapshot.fillPolygons(CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: dx, ty: dy))
    }

    /// Fills `canvas` with `color` (premultiplied) where `polygons` cover it, anti-aliased.
    static func fill(_ polygons: [[CGPoint]], rule: CGPathFillRule, color: UInt32, into canvas: Canvas) {
        let area = canvas.bounds
        guard !area.isEmpty else { return }
        var rasterizer = CoverageRasterizer(area: area)
        for polygon in polygons { rasterizer.addPolygon(polygon) }
        let mask = rasterizer.mask(rule: rule)
        for y in canvas.clip.y..<canvas.clip.maxY {
            let row = canvas.row(y)
            for x in canvas.clip.x..<canvas.clip.maxX {
                let a = UInt32(mask[y &* area.width &+ x])
                if a > 0 { row[x] = Pixel.over(Pixel.scale(color, by: a), row[x]) }
            }
        }
    }
}
