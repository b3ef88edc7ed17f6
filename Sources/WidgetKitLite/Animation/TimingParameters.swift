import Foundation

/// The predefined animation curves — UIKit's `UIView.AnimationCurve`, also spelt
/// `View.AnimationCurve`.
public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and end: control points (0.42, 0), (0.58, 1).
    case easeInOut
    /// Slow at the start: (0.42, 0), (1, 1).
    case easeIn
    /// Slow at the end: (0, 0), (0.58, 1).
    case easeOut
    /// Constant speed.
    case linear

    var bezier: CubicBezier {
        switch self {
        case .easeInOut: return .easeInEaseOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        }
    }
}

/// Supplies the timing of an animation: how the fraction of elapsed time maps to progress —
/// UIKit's `UITimingCurveProvider`. Implementations are pure functions of the fraction.
public protocol TimingCurveProvider: Sendable {
    /// The progress (0 at the start, 1 at the end, possibly overshooting between) at the
    /// fraction `fraction` (0…1) of a run lasting `duration` seconds.
    func progress(atFraction fraction: Double, duration: TimeInterval) -> Double
    /// The duration the curve needs, overriding the animation's own; nil keeps it.
    var preferredDuration: TimeInterval? { get }
}

/// Cubic Bézier timing — UIKit's `UICubicTimingParameters`.
public struct CubicTimingParameters: TimingCurveProvider, Hashable {
    let bezier: CubicBezier

    /// The first control point.
    public var controlPoint1: CGPoint { CGPoint(x: bezier.x1, y: bezier.y1) }
    /// The second control point.
    public var controlPoint2: CGPoint { CGPoint(x: bezier.x2, y: bezier.y2) }

    /// The default curve: control points (0.25, 0.1), (0.25, 1).
    public init() { bezier = .default }

    /// One of the predefined curves.
    public init(animationCurve curve: AnimationCurve) { bezier = curve.bezier }
    /// The curve `bezier`.
    init(bezier: CubicBezier) { self.bezier = bezier }

    /// A custom curve (x-coordinates are clamped to 0…1; y may overshoot).
    public init(controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint) {
        bezier = CubicBezier(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y))
    }

    /// The curve's y at x = `fraction`, solved numerically; `duration` plays no part.
    public func progress(atFraction fraction: Double, duration: TimeInterval) -> Double { bezier.value(at: fraction) }
    /// Always nil: a cubic curve takes the animation's duration.
    public var preferredDuration: TimeInterval? { nil }
}

/// Spring timing — UIKit's `UISpringTimingParameters`.
public struct SpringTimingParameters: TimingCurveProvider, Hashable {
    let spring: SpringCurve?
    let dampingRatio: CGFloat
    let initialVelocityValue: Double
    /// For physical springs, how long the motion takes to settle.
    public let settlingDuration: TimeInterval?

    /// A critically damped spring (ratio 1) whose motion fits the animation's duration.
    public init() { self.init(dampingRatio: 1) }

    /// A spring of damping ratio `ratio` (1 = no overshoot; smaller bounces) that settles
    /// within the animation's duration. `initialVelocity.dx` is in distances per second.
    public init(dampingRatio ratio: CGFloat, initialVelocity: CGVector = CGVector(dx: 0, dy: 0)) {
        spring = nil
        dampingRatio = ratio.isFinite ? min(max(ratio, 0.01), 10) : 1
        initialVelocityValue = Double(initialVelocity.dx.finite())
        settlingDuration = nil
    }

    /// A physical spring; the animation lasts as long as the spring takes to settle.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let s = SpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity.dx.finite()))
        spring = s
        dampingRatio = CGFloat(s.dampingRatio)
        initialVelocityValue = s.initialVelocity
        settlingDuration = s.settlingDuration
    }

    /// The spring's position at `fraction` of the run: exactly 0 at the start and 1 at the end,
    /// overshooting in between when the damping ratio is below 1.
    public func progress(atFraction fraction: Double, duration: TimeInterval) -> Double {
        guard fraction < 1 else { return 1 }
        guard fraction > 0 else { return 0 }
        if let spring, let settlingDuration { return spring.value(at: fraction * settlingDuration) }
        let curve = SpringCurve(dampingRatio: Double(dampingRatio), settlingIn: duration, initialVelocity: initialVelocityValue)
        return curve.value(at: fraction * duration)
    }

    /// `settlingDuration` for a physical spring (it replaces the animation's duration), else nil.
    public var preferredDuration: TimeInterval? { settlingDuration }
}

/// Sanitises an animation duration: negative, NaN and infinite become 0 (applied at once).
func sanitizedDuration(_ duration: TimeInterval) -> TimeInterval {
    duration.isFinite && duration > 0 ? duration : 0
}
