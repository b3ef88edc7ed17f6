import Foundation

/// The outline of a stroke: polygons whose non-zero filling paints what stroking the
/// polylines paints (CoreGraphics' geometry: caps, joins, miter limit, dashes).
///
/// An open polyline becomes one polygon: its left offset walked forwards, the end cap, its
/// right offset walked backwards, the start cap. A closed one becomes two loops of opposite
/// directions (so the inside of the shape winds zero times). On the outer side of a corner
/// the join adds its geometry; on the inner side the outline goes through the corner point
/// itself, making small loops that non-zero filling covers. Round parts are flattened
/// within `tolerance`.
enum PathStroker {
    /// The outline polygons of `polylines` stroked with `style`.
    static func outline(of polylines: [Polyline], style: StrokeStyle, tolerance: CGFloat) -> [[CGPoint]] {
        let halfWidth = style.lineWidth / 2
        guard halfWidth > 0, halfWidth.isFinite else { return [] }
        let stroker = Outliner(style: style, halfWidth: halfWidth, tolerance: max(tolerance, 1e-6))
        var dashed = polylines
        if let pattern = PathDasher.validPattern(style.dashPattern) {
            dashed = polylines.flatMap { PathDasher.dashes(of: $0, pattern: pattern, phase: style.dashPhase) }
        }
        return dashed.flatMap { stroker.outline(of: $0) }
    }
}

/// Outlines one polyline at a time for one style.
private struct Outliner {
    let style: StrokeStyle
    let halfWidth: CGFloat
    let tolerance: CGFloat

    func outline(of polyline: Polyline) -> [[CGPoint]] {
        let points = polyline.withoutRepeats
        if points.count == 1 { return dot(at: points[0], direction: polyline.direction) }
        if polyline.isClosed, points.count > 2 {
            return [side(of: points, closed: true), side(of: points.reversed(), closed: true)]
        }
        guard points.count >= 2 else { return [] }
        var out = side(of: points, closed: false)
        cap(at: points[points.count - 1], direction: unit(points[points.count - 2], points[points.count - 1]), into: &out)
        out += side(of: points.reversed(), closed: false)
        cap(at: points[0], direction: unit(points[1], points[0]), into: &out)
        return [out]
    }

    /// A zero-length stroke: a disc for round caps, a square (along `direction`) for square
    /// caps, nothing for butt caps, as CoreGraphics draws them.
    private func dot(at p: CGPoint, direction: CGPoint) -> [[CGPoint]] {
        switch style.lineCap {
        case .butt: return []
        case .round:
            var out: [CGPoint] = []
            arc(around: p, from: CGPoint(x: halfWidth, y: 0), sweep: 2 * .pi, into: &out)
            return [out]
        case .square:
            let u = direction, n = normal(u)
            let h = halfWidth
            return [
                [
                    CGPoint(x: p.x + (u.x + n.x) * h, y: p.y + (u.y + n.y) * h),
                    CGPoint(x: p.x + (u.x - n.x) * h, y: p.y + (u.y - n.y) * h),
                    CGPoint(x: p.x + (-u.x - n.x) * h, y: p.y + (-u.y - n.y) * h),
                    CGPoint(x: p.x + (-u.x + n.x) * h, y: p.y + (-u.y + n.y) * h),
                ]
            ]
        }
    }

    /// The left offset of `points`, joins included (at every point when `closed`).
    private func side<C: Collection>(of points: C, closed: Bool) -> [CGPoint] where C.Element == CGPoint {
        let p = Array(points)
        let count = p.count
        let segments = closed ? count : count - 1
        let directions = (0..<segments).map { unit(p[$0], p[($0 + 1) % count]) }
        var out: [CGPoint] = []
        if closed {
            for i in 0..<count { join(at: p[i], incoming: directions[(i + segments - 1) % segments], outgoing: directions[i], into: &out) }
        } else {
            out.append(offset(p[0], directions[0]))
            for i in 1..<(count - 1) { join(at: p[i], incoming: directions[i - 1], outgoing: directions[i], into: &out) }
            out.append(offset(p[count - 1], directions[segments - 1]))
        }
        return out
    }

    /// Adds the left side's corner at `p` between segments going `incoming` and `outgoing`.
    private func join(at p: CGPoint, incoming: CGPoint, outgoing: CGPoint, into out: inout [CGPoint]) {
        let a = offset(p, incoming), b = offset(p, outgoing)
        let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
        let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
        if abs(cross) < 1e-9, dot > 0 {
            out.append(a)
            return
        }
        // The left normal is the direction turned towards +y on screen; turning that way
        // (cross > 0) puts the left side inside the corner.
        if cross > 0 {
            out += [a, p, b]
            return
        }
        switch style.lineJoin {
        case .bevel:
            out += [a, b]
        case .miter:
            // The miter's length over the line width is 1 / cos(turn / 2).
            let ratio = (2 / max(1 + dot, 1e-12)).squareRoot()
            if ratio <= style.miterLimit {
                let na = normal(incoming), nb = normal(outgoing)
                let k = halfWidth / (1 + dot)
                out += [a, CGPoint(x: p.x + (na.x + nb.x) * k, y: p.y + (na.y + nb.y) * k), b]
            } else {
                out += [a, b]
            }
        case .round:
            out.append(a)
            let start = normal(incoming)
            let turn = atan2(cross, dot)
            arc(around: p, from: CGPoint(x: start.x * halfWidth, y: start.y * halfWidth), sweep: turn, into: &out)
            out.append(b)
        }
    }

    /// Adds the cap at the end point `p` of a segment going `direction`, from the left
    /// offset to the right one (the left offset is already in `out`).
    private func cap(at p: CGPoint, direction u: CGPoint, into out: inout [CGPoint]) {
        let n = normal(u), h = halfWidth
        switch style.lineCap {
        case .butt:
            break
        case .square:
            out.append(CGPoint(x: p.x + (n.x + u.x) * h, y: p.y + (n.y + u.y) * h))
            out.append(CGPoint(x: p.x + (-n.x + u.x) * h, y: p.y + (-n.y + u.y) * h))
        case .round:
            // From the left normal through the direction to the right normal: a half turn
            // the negative way, since the left normal is the direction turned positively.
            arc(around: p, from: CGPoint(x: n.x * h, y: n.y * h), sweep: -.pi, into: &out)
        }
    }

    /// Adds the points of the arc around `center` starting at `center + from` and turning
    /// by `sweep` radians (positive turns towards +y on screen), end point included,
    /// start point excluded.
    private func arc(around center: CGPoint, from: CGPoint, sweep: CGFloat, into out: inout [CGPoint]) {
        let radius = (from.x * from.x + from.y * from.y).squareRoot()
        let step = 2 * acos(max(-1, min(1, 1 - tolerance / max(radius, tolerance))))
        let count = max(1, min(1024, Int((abs(sweep) / max(step, 1e-3)).rounded(.up))))
        let start = atan2(from.y, from.x)
        for i in 1...count {
            let angle = start + sweep * CGFloat(i) / CGFloat(count)
            out.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
    }

    /// `p` moved half the line width to the left of `direction`.
    private func offset(_ p: CGPoint, _ direction: CGPoint) -> CGPoint {
        let n = normal(direction)
        return CGPoint(x: p.x + n.x * halfWidth, y: p.y + n.y * halfWidth)
    }

    /// `u` turned a quarter towards +y on screen... the left normal of the toolkit's y-down
    /// space read as a mathematical one: (−u.y, u.x).
    private func normal(_ u: CGPoint) -> CGPoint { CGPoint(x: -u.y, y: u.x) }

    /// The unit vector from `a` to `b` (+x when they coincide).
    private func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return CGPoint(x: 1, y: 0) }
        return CGPoint(x: dx / length, y: dy / length)
    }
}
