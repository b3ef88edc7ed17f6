import Foundation

/// A path's geometry and style at one moment, as a value: what a drawing call records and
/// rasterises (a `BezierPath` may change after the call).
struct PathSnapshot: Equatable, Sendable {
    var elements: [PathElement]
    var rule: CGPathFillRule
    var style: StrokeStyle

    /// How far flattened curves may stray from the true ones, in device pixels.
    static let tolerance: CGFloat = 0.2

    /// The polygons whose filling (by `rule`) fills the path, in device pixels after `t`.
    func fillPolygons(_ t: CGAffineTransform) -> [[CGPoint]] {
        PathFlattener.polylines(of: elements.map { $0.applying(t) }, tolerance: Self.tolerance).map(\.points)
    }

    /// The polygons whose non-zero filling strokes the path, in device pixels after `t`.
    /// The outline is built in the path's own space (so a non-uniform scale makes an
    /// elliptical pen, as in CoreGraphics) and then transformed.
    func strokePolygons(_ t: CGAffineTransform) -> [[CGPoint]] {
        let tolerance = Self.tolerance / max(t.largestScale, 1e-6)
        let polylines = PathFlattener.polylines(of: elements, tolerance: tolerance)
        return PathStroker.outline(of: polylines, style: style, tolerance: tolerance).map { $0.map { $0.applying(t) } }
    }
}

extension [[CGPoint]] {
    /// The smallest rectangle holding every point (`.null` when there is none).
    var bounds: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for polygon in self {
            for p in polygon {
                minX = Swift.min(minX, p.x)
                maxX = Swift.max(maxX, p.x)
                minY = Swift.min(minY, p.y)
                maxY = Swift.max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
