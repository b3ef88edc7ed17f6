import Foundation

/// The motion of one axis of a scroll view's offset, as a pure function of time: momentum
/// that decays exponentially (UIKit's deceleration rate, per millisecond), a critically
/// damped spring back to an edge (the bounce), or a short eased glide (wheel steps and
/// animated `setContentOffset`). Same start, same times → same values.
struct ScrollAxisMotion {
    enum Phase {
        /// Momentum from `origin` with `velocity` (points per second) at `start`.
        case decelerating(origin: CGFloat, velocity: CGFloat, start: TimeInterval)
        /// A spring settling at `rest`, `displacement` away from it and moving at `velocity` at `start`.
        case spring(rest: CGFloat, displacement: CGFloat, velocity: CGFloat, start: TimeInterval)
        /// An ease-out glide from `from` to `to` over `duration`.
        case glide(from: CGFloat, to: CGFloat, start: TimeInterval, duration: TimeInterval, curve: CubicBezier)
    }

    private(set) var phase: Phase
    /// The offsets the axis may rest at.
    let limits: ClosedRange<CGFloat>
    /// Whether momentum carries past an edge and springs back (else it stops at the edge).
    let bounces: Bool
    /// Velocity kept per millisecond (0.998 normal, 0.99 fast).
    let rate: CGFloat

    /// Momentum below this speed (points per second) ends the deceleration.
    static let stopVelocity: CGFloat = 10
    /// The bounce spring's natural frequency (rad/s): settles in about half a second.
    static let springFrequency: CGFloat = 12
    /// The spring is at rest when this close to its rest point (points)…
    static let springRestDistance: CGFloat = 0.25
    /// …and slower than this (points per second).
    static let springRestVelocity: CGFloat = 5

    /// Momentum from `origin` at `velocity`, or a spring back when `origin` is outside `limits`.
    static func release(from origin: CGFloat, velocity: CGFloat, at start: TimeInterval, limits: ClosedRange<CGFloat>, bounces: Bool, rate: CGFloat) -> ScrollAxisMotion {
        let phase: Phase
        if origin < limits.lowerBound || origin > limits.upperBound {
            let rest = origin < limits.lowerBound ? limits.lowerBound : limits.upperBound
            phase = .spring(rest: rest, displacement: origin - rest, velocity: velocity, start: start)
        } else {
            phase = .decelerating(origin: origin, velocity: velocity, start: start)
        }
        return ScrollAxisMotion(phase: phase, limits: limits, bounces: bounces, rate: rate)
    }

    /// A glide from `from` to `to`.
    static func glide(from: CGFloat, to: CGFloat, at start: TimeInterval, duration: TimeInterval, curve: CubicBezier, limits: ClosedRange<CGFloat>) -> ScrollAxisMotion {
        ScrollAxisMotion(phase: .glide(from: from, to: to, start: start, duration: duration, curve: curve), limits: limits, bounces: false, rate: ScrollView.DecelerationRate.normal.rawValue)
    }

    /// The glide's target, if gliding.
    var glideTarget: CGFloat? {
        if case let .glide(_, to, _, _, _) = phase { return to }
        return nil
    }

    /// Where the axis is at `now`, and whether it has come to rest there. A deceleration
    /// that reaches an edge turns into a spring (or stops at the edge without bounces).
    mutating func sample(at now: TimeInterval) -> (value: CGFloat, finished: Bool) {
        switch phase {
        case let .decelerating(origin, velocity, start):
            // v(t) = v0·e^(kt), x(t) = x0 + v0·(e^(kt) − 1)/k with k = 1000·ln(rate) per second.
            let k = 1000 * log(rate.clamped(to: 0.5...0.9999))
            let speed = abs(velocity)
            guard speed > Self.stopVelocity else { return (origin, true) }
            let end = TimeInterval(log(Self.stopVelocity / speed) / k)
            if let (crossing, edge) = edgeCrossing(origin: origin, velocity: velocity, k: k), crossing <= end {
                if now - start >= crossing {
                    guard bounces else { return (edge, true) }
                    let v = velocity * exp(k * CGFloat(crossing))
                    phase = .spring(rest: edge, displacement: 0, velocity: v, start: start + crossing)
                    return sample(at: now)
                }
            }
            let t = CGFloat(min(max(0, now - start), end))
            let value = origin + velocity * (exp(k * t) - 1) / k
            return (value, now - start >= end)
        case let .spring(rest, displacement, velocity, start):
            // Critically damped: d(t) = e^(−ωt)·(d0 + (v0 + ω·d0)·t).
            let w = Self.springFrequency
            let t = CGFloat(max(0, now - start))
            let b = velocity + w * displacement
            let decay = exp(-w * t)
            let d = decay * (displacement + b * t)
            let v = decay * (velocity - w * b * t)
            if t > 0, abs(d) < Self.springRestDistance, abs(v) < Self.springRestVelocity { return (rest, true) }
            return (rest + d, false)
        case let .glide(from, to, start, duration, curve):
            guard duration > 0 else { return (to, true) }
            let u = (now - start) / duration
            if u >= 1 { return (to, true) }
            return (from + (to - from) * CGFloat(curve.value(at: max(0, u))), false)
        }
    }

    /// When (seconds after the start) and at which edge momentum from inside the limits
    /// leaves them, if it ever does.
    private func edgeCrossing(origin: CGFloat, velocity: CGFloat, k: CGFloat) -> (TimeInterval, CGFloat)? {
        let edge = velocity > 0 ? limits.upperBound : limits.lowerBound
        // Solve x(t) = edge: e^(kt) = 1 + k·(edge − x0)/v0, which must lie in (0, 1].
        let argument = 1 + k * (edge - origin) / velocity
        guard argument > 0, argument <= 1 else { return nil }
        return (TimeInterval(log(argument) / k), edge)
    }
}

/// Drives a scroll view's offset frame by frame while it moves by itself; removed from the
/// frame loop (so frames stop) as soon as both axes rest.
@MainActor
final class ScrollMotion: FrameTicking {
    /// What started the motion, for the delegate call at its end.
    enum Kind {
        /// Momentum or a bounce after a drag.
        case deceleration
        /// A wheel glide or an animated `setContentOffset`.
        case animation
    }

    let kind: Kind
    var x: ScrollAxisMotion?
    var y: ScrollAxisMotion?
    private weak var scrollView: ScrollView?
    private(set) var isCancelled = false

    init(kind: Kind, x: ScrollAxisMotion?, y: ScrollAxisMotion?, scrollView: ScrollView) {
        self.kind = kind
        self.x = x
        self.y = y
        self.scrollView = scrollView
    }

    /// Stops the motion where it is; the next frame drops it without moving anything.
    func cancel() { isCancelled = true }

    func tick(at now: TimeInterval) -> Bool {
        guard !isCancelled, let scrollView else { return false }
        var offset = scrollView.contentOffset
        var finished = true
        if var motion = x {
            let sample = motion.sample(at: now)
            x = motion
            offset.x = aligned(sample.value, motion, in: scrollView)
            finished = finished && sample.finished
        }
        if var motion = y {
            let sample = motion.sample(at: now)
            y = motion
            offset.y = aligned(sample.value, motion, in: scrollView)
            finished = finished && sample.finished
        }
        scrollView.moveContent(to: offset)
        if finished { scrollView.motionDidFinish(self) }
        return !finished
    }

    /// Values in between land on whole device pixels (so a frame's scroll is a whole-pixel
    /// copy); the rest points (edges, a glide's target) are kept exact.
    private func aligned(_ value: CGFloat, _ motion: ScrollAxisMotion, in scrollView: ScrollView) -> CGFloat {
        if value == motion.limits.lowerBound || value == motion.limits.upperBound || value == motion.glideTarget { return value }
        return scrollView.pixelAligned(value)
    }
}
