import Foundation

/// An immutable path — CoreGraphics' `CGPath`, made from a ``BezierPath`` with
/// ``BezierPath/cgPath`` (`layer.shadowPath = BezierPath(roundedRect: r, cornerRadius: 12).cgPath`).
/// It keeps the path's geometry and fill rule at the moment it was made.
public struct CGPath: Equatable, Sendable {
    /// The path's elements, in its own coordinates (all finite).
    let elements: [PathElement]
    /// How the path's area is filled.
    let rule: CGPathFillRule

    /// The smallest rectangle holding every point, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        var r = CGRect(origin: first, size: .zero)
        for p in points { r = r.union(CGRect(origin: p, size: .zero)) }
        return r
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }
}

extension BezierPath {
    /// The path as an immutable ``CGPath`` (for `CALayer.shadowPath`).
    public var cgPath: CGPath { CGPath(elements: snapshot.elements, rule: snapshot.rule) }
}
