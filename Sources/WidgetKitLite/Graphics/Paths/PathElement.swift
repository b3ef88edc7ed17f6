import Foundation

/// One element of a path, in the path's own coordinates: CoreGraphics' `CGPathElement`
/// kinds (quadratic curves are kept as such; arcs become cubic curves when added).
enum PathElement: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    /// The element's points, end point last (none for `close`).
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [c, p]
        case .curve(let p, let c1, let c2): [c1, c2, p]
        case .close: []
        }
    }

    /// Whether every coordinate is finite.
    var hasFiniteCoordinates: Bool { points.allSatisfy { !$0.isNonFinite } }

    /// The element with every point moved by `t`.
    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): .move(to: p.applying(t))
        case .line(let p): .line(to: p.applying(t))
        case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2): .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .close: .close
        }
    }
}
