import Foundation

/// Something whose properties animate: a view, or an `AnimatedValue` that is in no view
/// tree. It keeps at most one track per property and shows each track's value at its
/// loop's time; drivers reach it only through this protocol, so `View.animate` blocks,
/// property animators and transitions animate both alike.
@MainActor
protocol AnimationTarget: AnyObject {
    /// The loop whose clock the target's animations run on and which shows them; nil while
    /// the target is not shown (its animations start when it is).
    var animationLoop: FrameLoop? { get }
    /// Adopts `track` for its property, interrupting the animation it replaces.
    func install(_ track: PropertyTrack)
    /// Drops the animation of `property`, if any; the model value shows from now on.
    func removeTrack(for property: AnimatableProperty, interrupted: Bool)
    /// Drops `track` if it is still the target's animation of its property.
    func removeTrack(_ track: PropertyTrack)
    /// Makes the model value of `track`'s property what is shown at `now` and drops the
    /// animation (`stopAnimation(true)`).
    func freezeTrack(_ track: PropertyTrack, at now: TimeInterval)
    /// Sets a property's model value directly, without starting or stopping animations.
    func setModelValue(_ value: AnimatableValue, for property: AnimatableProperty)
    /// Told by a driver that its tracks' values move again (started, resumed, scrubbed):
    /// the target is shown again on the next frames.
    func animationsDidChange()
}

extension PropertyTrack {
    /// Takes over from `old`, the track of the same property it replaces: remembers the
    /// model value before both and tells `old`'s driver it was interrupted.
    func replace(_ old: PropertyTrack?) {
        guard let old, old !== self else { return }
        modelBefore = old.driver === driver ? old.modelBefore : old.to
        old.driver.trackWasInterrupted(old)
    }
}
