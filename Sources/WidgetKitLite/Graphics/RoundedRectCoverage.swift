import Foundation

/// How much of each pixel a rectangle with circular corners covers: the exact area (0…1)
/// of the unit square at (x, y) inside the shape, as Core Animation's rounded layers are
/// anti-aliased. The radius is clamped to 0…half the shorter side, so a square with a
/// radius of half its side (or more) is a circle and a longer rectangle a capsule.
///
/// A pixel is split at the four arcs' centre lines: the parts beside a corner's quarter disc
/// count their area inside that disc (in closed form), the others their area inside the
/// rectangle. Nothing is estimated from the distance to the arc, so small radii keep their
/// area, and the halves of a circle meet at its centre lines without a seam or a gap.
struct RoundedRectCoverage {
    /// The shape's rectangle, in fractional pixels.
    let rect: CGRect
    /// The corner radius after clamping.
    let radius: CGFloat
    /// The arcs' centre lines: corners lie left of `innerMinX`, right of `innerMaxX`, and so on.
    private let innerMinX: CGFloat, innerMaxX: CGFloat, innerMinY: CGFloat, innerMaxY: CGFloat

    /// The coverage of `rect` (standardised by the caller) with corners of `radius` pixels.
    init(rect: CGRect, radius: CGFloat) {
        self.rect = rect
        let r = min(max(0, radius.finite()), min(rect.width, rect.height) / 2)
        self.radius = r
        innerMinX = min(rect.minX + r, rect.midX)
        innerMaxX = max(rect.maxX - r, rect.midX)
        innerMinY = min(rect.minY + r, rect.midY)
        innerMaxY = max(rect.maxY - r, rect.midY)
    }

    /// The area of the pixel whose top-left corner is (`x`, `y`) inside the shape, 0…1.
    func coverage(x: Int, y: Int) -> CGFloat {
        let x0 = max(CGFloat(x), rect.minX), x1 = min(CGFloat(x + 1), rect.maxX)
        let y0 = max(CGFloat(y), rect.minY), y1 = min(CGFloat(y + 1), rect.maxY)
        guard x1 > x0, y1 > y0 else { return 0 }
        var area = (x1 - x0) * (y1 - y0)
        guard radius > 0 else { return area }
        // Each corner's square beside its arc: the part of the pixel in it loses the area
        // outside the quarter disc. Distances are measured from the arc's centre outwards.
        let left = (innerMinX - min(x1, innerMinX), innerMinX - x0)
        let right = (max(x0, innerMaxX) - innerMaxX, x1 - innerMaxX)
        let top = (innerMinY - min(y1, innerMinY), innerMinY - y0)
        let bottom = (max(y0, innerMaxY) - innerMaxY, y1 - innerMaxY)
        area -= outsideArc(x: left, y: top) + outsideArc(x: right, y: top)
        area -= outsideArc(x: left, y: bottom) + outsideArc(x: right, y: bottom)
        return min(1, max(0, area))
    }

    /// The area of the box `x.0…x.1` × `y.0…y.1` (measured from an arc's centre outwards)
    /// outside the disc; 0 for an empty box.
    private func outsideArc(x: (CGFloat, CGFloat), y: (CGFloat, CGFloat)) -> CGFloat {
        guard x.1 > x.0, y.1 > y.0 else { return 0 }
        return (x.1 - x.0) * (y.1 - y.0) - quarterDiscArea(x: x, y: y)
    }

    /// The area of the box `x.0…x.1` × `y.0…y.1` (all ≥ 0, measured from the disc's centre)
    /// inside the disc of `radius`: the chord's height above `y.0`, integrated over x.
    private func quarterDiscArea(x: (CGFloat, CGFloat), y: (CGFloat, CGFloat)) -> CGFloat {
        let r = radius
        // Left of `fullUntil` the disc covers the box's whole height; right of `emptyFrom`,
        // none of it.
        let fullUntil = y.1 < r ? (r * r - y.1 * y.1).squareRoot() : 0
        let emptyFrom = y.0 < r ? (r * r - y.0 * y.0).squareRoot() : 0
        var area: CGFloat = 0
        let fullEnd = min(x.1, fullUntil)
        if fullEnd > x.0 { area += (fullEnd - x.0) * (y.1 - y.0) }
        let lo = max(x.0, fullUntil), hi = min(x.1, emptyFrom)
        if hi > lo { area += chordIntegral(hi) - chordIntegral(lo) - y.0 * (hi - lo) }
        return area
    }

    /// ∫₀ˣ √(r² − t²) dt: the area under the quarter circle from its centre line to `x`.
    private func chordIntegral(_ x: CGFloat) -> CGFloat {
        let r = radius
        let x = min(max(0, x), r)
        return (x * (r * r - x * x).squareRoot() + r * r * asin(x / r)) / 2
    }
}
