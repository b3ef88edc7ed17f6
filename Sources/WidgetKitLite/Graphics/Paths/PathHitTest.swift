import Foundation

/// Whether a point lies inside flattened subpaths (every subpath counts as closed).
enum PathHitTest {
    /// Whether `polylines` enclose `point` under `rule`: the signed number of crossings of
    /// the horizontal ray to the right of the point.
    static func winding(of polylines: [Polyline], around point: CGPoint, rule: CGPathFillRule) -> Bool {
        var winding = 0
        for polyline in polylines {
            let points = polyline.points
            guard points.count > 2 else { continue }
            var a = points[points.count - 1]
            for b in points {
                if a.y <= point.y, b.y > point.y, side(a, b, point) > 0 { winding += 1 }
                if a.y > point.y, b.y <= point.y, side(a, b, point) < 0 { winding -= 1 }
                a = b
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// Positive when `p` is left of the line from `a` to `b` (y down: counter-clockwise).
    private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
