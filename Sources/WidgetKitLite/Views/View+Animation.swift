import Foundation

extension View {
    /// Options of `View.animate` — UIKit's `UIView.AnimationOptions`.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The bit pattern of the set.
        public let rawValue: Int
        /// Creates a set of options from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Views being animated keep taking touches.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Accepted for source compatibility: animations always start from the current
        /// presentation value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Ease in and out (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The options selecting `curve`.
        public init(curve: View.AnimationCurve) {
            switch curve {
            case .easeInOut: self = .curveEaseInOut
            case .easeIn: self = .curveEaseIn
            case .easeOut: self = .curveEaseOut
            case .linear: self = .curveLinear
            }
        }

        /// The curve these options select.
        var curve: View.AnimationCurve {
            switch (rawValue >> 16) & 3 {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }
    }

    /// Animates the property changes made in `animations` over `duration` seconds after
    /// `delay`. Model values change at once; `presentation` follows the curve. `completion`
    /// gets `false` when an animation of the block was interrupted by a newer one. A
    /// duration ≤ 0, NaN or infinite applies the changes at once and completes once on the
    /// next turn of the loop.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        BlockAnimation.run(
            duration: duration, delay: delay, timing: CubicTimingParameters(animationCurve: options.curve),
            allowsUserInteraction: options.contains(.allowUserInteraction), animations: animations, completion: completion)
    }

    /// Animates with no delay and the default ease-in-out curve.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with a spring of `dampingRatio` (1 = no overshoot).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        BlockAnimation.run(
            duration: duration, delay: delay,
            timing: SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: CGVector(dx: velocity, dy: 0)),
            allowsUserInteraction: options.contains(.allowUserInteraction), animations: animations, completion: completion)
    }

    /// Runs `actions` with animations disabled, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationContext.run(nil, actions)
    }

    /// Whether changes made now would be animated.
    public static var areAnimationsEnabled: Bool { AnimationContext.current != nil }
}

extension View {
    /// The predefined animation curves — UIKit's `UIView.AnimationCurve`.
    public typealias AnimationCurve = WidgetKitLite.AnimationCurve
}
