import Foundation

/// Something that says how far along an animation is: a `View.animate` block, a property
/// animator or a transition. Progress is a pure function of the time it is given.
@MainActor
protocol AnimationDriver: AnyObject {
    /// The eased progress of a track at `now` (0 = start value, 1 = end value; may overshoot).
    func progress(of track: PropertyTrack, at now: TimeInterval) -> CGFloat
    /// True once the driver will never move its tracks again (then tracks rest at their end).
    func isFinished(at now: TimeInterval) -> Bool
    /// Whether the tracks' values change with time now (false while paused or finished).
    func isMoving(at now: TimeInterval) -> Bool
    /// Whether views animating under this driver take touches.
    var allowsUserInteraction: Bool { get }
    /// Told when a track of this driver was replaced by a newer animation of the property.
    func trackWasInterrupted(_ track: PropertyTrack)
    /// Gives a driver started while none of its targets was shown the loop of the first one
    /// shown (a view joined a window): it starts (its clock begins) now. No-op once attached.
    func attach(to loop: FrameLoop)
}

/// One property of one target (a view or an `AnimatedValue`) animating from `from` to `to`
/// under a driver.
@MainActor
final class PropertyTrack {
    let property: AnimatableProperty
    weak var target: AnimationTarget?
    var from: AnimatableValue
    var to: AnimatableValue
    let driver: AnimationDriver
    /// Fraction of the driver's duration to wait before this track starts (`addAnimations(_:delayFactor:)`).
    var delayFactor: CGFloat = 0
    /// The model value before this animation: the end of the animation it interrupted, else
    /// `from`. A cancelled transition restores it.
    var modelBefore: AnimatableValue?

    init(property: AnimatableProperty, target: AnimationTarget, from: AnimatableValue, to: AnimatableValue, driver: AnimationDriver) {
        self.property = property
        self.target = target
        self.from = from
        self.to = to
        self.driver = driver
    }

    func value(at now: TimeInterval) -> AnimatableValue {
        from.interpolated(to: to, driver.progress(of: self, at: now))
    }
}
