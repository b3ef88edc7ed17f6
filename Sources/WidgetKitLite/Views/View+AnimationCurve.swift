import Foundation

// The view-facing parts of the animation layer: the curves a view animation names, and the
// animator entry points that take them or `View.AnimationOptions`.

extension View {
    /// The predefined animation curves — UIKit's `UIView.AnimationCurve`.
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
}

extension CubicTimingParameters {
    /// One of the predefined curves.
    public init(animationCurve curve: View.AnimationCurve) { self.init(bezier: curve.bezier) }
}

extension ViewPropertyAnimator {
    /// Creates an animator with one of the predefined curves.
    public convenience init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator (after `delay`), as UIKit's class method does.
    @discardableResult
    public class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((ViewAnimatingPosition) -> Void)? = nil
    ) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, timingParameters: CubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = true
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }
}

extension View: AnimatedValueOwner {
    var animatedValueLoop: FrameLoop? { window?.frameLoop }
}
