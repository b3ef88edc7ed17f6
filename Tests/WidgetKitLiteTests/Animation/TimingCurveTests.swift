import Foundation
import Testing
@testable import WidgetKitLite

/// An independent reference: bisection on x(t) in high precision, then y(t).
private func referenceBezier(_ p1: (Double, Double), _ p2: (Double, Double), _ x: Double) -> Double {
    func bez(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bez(mid, p1.0, p2.0) < x { lo = mid } else { hi = mid }
    }
    return bez((lo + hi) / 2, p1.1, p2.1)
}

@Suite struct TimingCurveTests {
    static let curves: [((Double, Double), (Double, Double))] = [
        ((0.42, 0), (1, 1)), ((0, 0), (0.58, 1)), ((0.42, 0), (0.58, 1)), ((0.25, 0.1), (0.25, 1)),
        ((0, 0), (1, 1)), ((0.68, -0.55), (0.265, 1.55)), ((0.9, 0.1), (0.1, 0.9)), ((0.01, 0.99), (0.99, 0.01)),
        ((1, 0), (0, 1)),
    ]

    @Test(arguments: curves)
    func agreesWithIndependentBisection(_ c: ((Double, Double), (Double, Double))) {
        let bezier = CubicBezier(c.0.0, c.0.1, c.1.0, c.1.1)
        for i in 0...1000 {
            let x = Double(i) / 1000
            #expect(abs(bezier.value(at: x) - referenceBezier(c.0, c.1, x)) < 1e-5, "x=\(x)")
        }
    }

    @Test func presetsUseMediaTimingControlPoints() {
        #expect(CubicTimingParameters(animationCurve: .easeIn).controlPoint1 == CGPoint(x: 0.42, y: 0))
        #expect(CubicTimingParameters(animationCurve: .easeOut).controlPoint2 == CGPoint(x: 0.58, y: 1))
        #expect(CubicTimingParameters().controlPoint1 == CGPoint(x: 0.25, y: 0.1))
        let linear = CubicTimingParameters(animationCurve: .linear)
        #expect(abs(linear.progress(atFraction: 0.3, duration: 1) - 0.3) < 1e-9)
    }

    @Test func endpointsAreExact() {
        for c in Self.curves {
            let b = CubicBezier(c.0.0, c.0.1, c.1.0, c.1.1)
            #expect(b.value(at: 0) == 0 && b.value(at: 1) == 1)
            #expect(b.value(at: .nan) == 0 && b.value(at: -.infinity) == 0 && b.value(at: .infinity) == 1)
        }
    }

    @Test func springsSettleAtTheTarget() {
        let under = SpringCurve(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
        let critical = SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        let over = SpringCurve(mass: 1, stiffness: 100, damping: 40, initialVelocity: 0)
        for s in [under, critical, over] {
            #expect(s.value(at: 0) == 0)
            #expect(abs(s.value(at: s.settlingDuration) - 1) <= SpringCurve.restThreshold + 1e-9)
        }
        #expect((0..<200).contains { under.value(at: Double($0) / 100) > 1.01 }, "an underdamped spring overshoots")
        #expect(!(0..<200).contains { critical.value(at: Double($0) / 100) > 1 }, "a critically damped spring does not")
        // Fitted to a duration: settles within it.
        let fitted = SpringTimingParameters(dampingRatio: 0.5)
        #expect(abs(fitted.progress(atFraction: 0.999, duration: 0.5) - 1) < 0.01)
        #expect(fitted.progress(atFraction: 1, duration: 0.5) == 1)
    }

    @MainActor @Test func physicalSpringDurationIsItsSettlingTime() {
        let p = SpringTimingParameters(mass: 1, stiffness: 200, damping: 20)
        let animator = ViewPropertyAnimator(duration: 10, timingParameters: p)
        #expect(abs(animator.duration - p.settlingDuration!) < 1e-9)
    }
}
