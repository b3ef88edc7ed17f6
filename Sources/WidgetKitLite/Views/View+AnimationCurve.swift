import Foundation

// The view-facing parts of the animation layer: the animator entry points that take
// `View.AnimationOptions`.

extension ViewPropertyAnimator {
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
