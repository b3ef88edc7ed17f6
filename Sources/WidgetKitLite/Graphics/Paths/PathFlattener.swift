import Foundation

/// Turns path elements into polylines: curves are split in halves (de Casteljau) until
/// each piece lies within `tolerance` of its chord, so a gentle curve takes a few segments
/// and a tight one many. The flatness test is Willcocks' bound on a cubic's distance from
/// its chord; quadratic curves are raised to cubics first.
enum PathFlattener {
    /// The deepest subdivision: 2¹⁶ segments per curve at most, whatever its size.
    static let maximumDepth = 16

    /// The subpaths of `elements` as polylines whose segments stay within `tolerance` of the
    /// curves (in the elements' units). A subpath of a single point is kept (a stroke with
    /// round or square caps draws a dot there).
    static func polylines(of elements: [PathElement], tolerance: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        let tolerance = max(tolerance, 1e-6)

        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        func ensureStarted() {
            if current.isEmpty { current = [start] }
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                current = [p]
            case .line(let p):
                ensureStarted()
                current.append(p)
            case .quadCurve(let p, let c):
                ensureStarted()
                let p0 = current[current.count - 1]
                let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                subdivide(p0, c1, c2, p, tolerance: tolerance, depth: 0, into: &current)
            case .curve(let p, let c1, let c2):
                ensureStarted()
                subdivide(current[current.count - 1], c1, c2, p, tolerance: tolerance, depth: 0, into: &current)
            case .close:
                if !current.isEmpty {
                    finish(closed: true)
                    current = []
                }
            }
        }
        finish(closed: false)
        return result
    }

    /// Appends the end points of the flat pieces of the cubic p0 c1 c2 p3 (not p0).
    private static func subdivide(
        _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, tolerance: CGFloat, depth: Int,
        into points: inout [CGPoint]
    ) {
        // Willcocks: the curve is within √(bound)/4 of its chord when
        // max(ux², vx²) + max(uy², vy²) ≤ 16 tol².
        let ux = 3 * c1.x - 2 * p0.x - p3.x, uy = 3 * c1.y - 2 * p0.y - p3.y
        let vx = 3 * c2.x - p0.x - 2 * p3.x, vy = 3 * c2.y - p0.y - 2 * p3.y
        let bound = max(ux * ux, vx * vx) + max(uy * uy, vy * vy)
        if bound <= 16 * tolerance * tolerance || depth >= maximumDepth || !bound.isFinite {
            points.append(p3)
            return
        }
        func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        let a = mid(p0, c1), b = mid(c1, c2), c = mid(c2, p3)
        let ab = mid(a, b), bc = mid(b, c)
        let m = mid(ab, bc)
        subdivide(p0, a, ab, m, tolerance: tolerance, depth: depth + 1, into: &points)
        subdivide(m, bc, c, p3, tolerance: tolerance, depth: depth + 1, into: &points)
    }
}
