import Foundation

/// A flattened subpath: straight segments between `points`, back to the first point when
/// `isClosed`. What the stroker outlines and the rasteriser fills.
struct Polyline: Equatable, Sendable {
    var points: [CGPoint]
    var isClosed: Bool
    /// The direction of a polyline of one point (a dash of zero length), which a square
    /// cap follows.
    var direction = CGPoint(x: 1, y: 0)

    /// The polyline with every point moved by `t`.
    func applying(_ t: CGAffineTransform) -> Polyline {
        Polyline(
            points: points.map { $0.applying(t) }, isClosed: isClosed,
            direction: CGPoint(x: t.a * direction.x + t.c * direction.y, y: t.b * direction.x + t.d * direction.y))
    }

    /// The points without consecutive repeats (nor, when closed, a last point equal to the
    /// first).
    var withoutRepeats: [CGPoint] {
        var out: [CGPoint] = []
        out.reserveCapacity(points.count)
        for p in points where out.last != p { out.append(p) }
        if isClosed, out.count > 1, out.first == out.last { out.removeLast() }
        return out
    }
}
