import Foundation

/// Geometry from app code may hold NaN or infinities; integer pixel code traps on them
/// (`Int(Double.nan)`), so every value is made finite where it enters the toolkit.
extension CGFloat {
    /// `self` if finite, else `fallback`.
    func finite(or fallback: CGFloat = 0) -> CGFloat { isFinite ? self : fallback }

    /// The value clamped to `range`, with NaN mapped to the lower bound.
    func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        guard !isNaN else { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

/// The largest coordinate the toolkit accepts; far beyond any screen, small enough that
/// pixel arithmetic in `Int` never overflows.
let maximumCoordinate: CGFloat = 1_000_000

extension CGPoint {
    var sanitized: CGPoint {
        CGPoint(
            x: x.finite().clamped(to: -maximumCoordinate...maximumCoordinate),
            y: y.finite().clamped(to: -maximumCoordinate...maximumCoordinate))
    }
}

extension CGSize {
    var sanitized: CGSize {
        CGSize(
            width: width.finite().clamped(to: -maximumCoordinate...maximumCoordinate),
            height: height.finite().clamped(to: -maximumCoordinate...maximumCoordinate))
    }
}

extension CGRect {
    /// A finite rectangle: non-finite fields become 0 and every field is bounded.
    var sanitized: CGRect { CGRect(origin: origin.sanitized, size: size.sanitized) }

    /// True when the two rectangles share some area (Foundation's `intersects` on Linux is
    /// also true for rectangles that only touch).
    func overlaps(_ other: CGRect) -> Bool { !intersection(other).isEmpty }
}
