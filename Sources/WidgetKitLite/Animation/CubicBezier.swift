import Foundation

/// A unit cubic Bézier timing curve from (0,0) to (1,1) with two control points, as
/// CAMediaTimingFunction defines it. `y(x)` is solved exactly: Newton's method on x(t),
/// falling back to bisection where the derivative is flat. A pure function of the fraction.
struct CubicBezier: Hashable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        // x must stay a function of t: control x-coordinates are clamped to 0…1.
        self.x1 = x1.isFinite ? min(max(x1, 0), 1) : 0
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = x2.isFinite ? min(max(x2, 0), 1) : 1
        self.y2 = y2.isFinite ? y2 : 1
    }

    static let linear = CubicBezier(0, 0, 1, 1)
    static let easeIn = CubicBezier(0.42, 0, 1, 1)
    static let easeOut = CubicBezier(0, 0, 0.58, 1)
    static let easeInEaseOut = CubicBezier(0.42, 0, 0.58, 1)
    static let `default` = CubicBezier(0.25, 0.1, 0.25, 1)

    private static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        // Bernstein form with P0 = 0, P3 = 1.
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The curve's parameter t where x(t) = `x`, to 1e-12.
    func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(t, x1, x2) - x
            if abs(error) < 1e-12 { return t }
            let slope = Self.derivative(t, x1, x2)
            if abs(slope) < 1e-9 { break }
            let next = t - error / slope
            if next < 0 || next > 1 { break }
            t = next
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<64 {
            let value = Self.coordinate(t, x1, x2)
            if abs(value - x) < 1e-12 { return t }
            if value < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    /// The eased progress at time fraction `x` (exactly 0 at 0 and 1 at 1; may overshoot between).
    func value(at x: Double) -> Double {
        guard x.isFinite else { return x > 0 ? 1 : 0 }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return Self.coordinate(parameter(forX: x), y1, y2)
    }
}
