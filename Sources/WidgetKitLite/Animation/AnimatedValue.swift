import Foundation

/// What shows animated values (a view): it lists them, and its window's loop ticks them.
@MainActor
protocol AnimatedValueOwner: AnyObject {
    /// The values this owner shows (`AnimatedValue.owner` keeps it).
    var animatedValues: [AnimatedValue] { get set }
    /// The frame loop of the owner's window; nil while it is in none.
    var animatedValueLoop: FrameLoop? { get }
}

/// A number, 0…1, that animates like a view property — a container's bar visibility, a
/// row's highlight — without being a view: setting `value` inside a `View.animate` block,
/// a property animator's animations or a transition's animates it under that driver, with
/// the same interruption, reversal and completion rules as a view's properties.
///
/// It is in no view tree. Its `owner` view's window shows it: while it moves, that window's
/// frame loop ticks it once per frame (in the animate phase) and `onChange` reports the new
/// presented value. While the owner is in no window its animations wait, as those of a
/// detached view do, and start when the owner joins one.
@MainActor
final class AnimatedValue: AnimationTarget, FrameTicking {
    /// Called whenever the presented value may have changed: when `value` is set, on every
    /// frame while it animates, and when an animation ends, is stopped or is reversed.
    var onChange: (() -> Void)?

    /// The view whose window shows the value; the value is not its subview.
    weak var owner: (any AnimatedValueOwner)? {
        didSet {
            guard owner !== oldValue else { return }
            oldValue?.animatedValues.removeAll { $0 === self }
            owner?.animatedValues.append(self)
            if let loop = animationLoop { ownerDidMove(to: loop) }
        }
    }

    private var model: CGFloat
    /// The running animation, if any.
    private var track: PropertyTrack?

    /// Creates a value at rest at `value` (clamped to 0…1).
    init(value: CGFloat) {
        model = value.clamped(to: 0...1)
    }

    /// The model value (animates when set inside an animation block or transition);
    /// clamped to 0…1, a NaN or infinite value is reported and replaced.
    var value: CGFloat {
        get { model }
        set {
            let v = newValue.clamped(to: 0...1)
            if !newValue.isFinite { BadValue.report("AnimatedValue.value", newValue, using: v) }
            if v != model || track != nil {
                let presented = presentedValue
                model = v
                AnimationContext.propertyChanged(self, .value, from: .scalar(presented), to: .scalar(v))
            }
            onChange?()
        }
    }

    /// The value shown now (at the frame's time while a frame runs).
    var presentedValue: CGFloat {
        guard let track else { return model }
        return (track.value(at: animationLoop?.now ?? 0).scalar ?? model).clamped(to: 0...1)
    }

    /// Whether an animation of the value is running.
    var isAnimating: Bool { track != nil }

    /// The owner joined a window of `loop`: animations started meanwhile start now.
    func ownerDidMove(to loop: FrameLoop) {
        guard let track else { return }
        track.driver.attach(to: loop)
        animationsDidChange()
    }

    // MARK: AnimationTarget

    var animationLoop: FrameLoop? { owner?.animatedValueLoop }

    func install(_ track: PropertyTrack) {
        track.replace(self.track)
        self.track = track
        animationsDidChange()
    }

    /// Drops the running animation without reporting it: only `value`'s setter calls this,
    /// and reports the change itself.
    func removeTrack(for property: AnimatableProperty, interrupted: Bool) {
        guard let old = track, old.property == property else { return }
        track = nil
        if interrupted { old.driver.trackWasInterrupted(old) }
    }

    func removeTrack(_ track: PropertyTrack) {
        guard self.track === track else { return }
        self.track = nil
        onChange?()
    }

    func freezeTrack(_ track: PropertyTrack, at now: TimeInterval) {
        guard self.track === track else { return }
        let shown = track.value(at: now)
        self.track = nil
        setModelValue(shown, for: track.property)
    }

    func setModelValue(_ value: AnimatableValue, for property: AnimatableProperty) {
        guard property == .value, let v = value.scalar else { return }
        model = v.clamped(to: 0...1)
        onChange?()
    }

    func animationsDidChange() {
        animationLoop?.add(self)
    }

    // MARK: FrameTicking

    /// Reports the presented value of this frame; a finished animation is dropped (it rests
    /// at the model value). Keeps ticking while the animation moves.
    func tick(at now: TimeInterval) -> Bool {
        guard animationLoop != nil else { return false }
        if let track, track.driver.isFinished(at: now) { self.track = nil }
        onChange?()
        return track.map { $0.driver.isMoving(at: now) } ?? false
    }
}
