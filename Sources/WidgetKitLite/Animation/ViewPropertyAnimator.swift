import Foundation

/// An interruptible, scrubbable, reversible animation of view properties — UIKit's
/// `UIViewPropertyAnimator`, with its state machine:
///
/// - It starts `inactive`. `startAnimation()`, `pauseAnimation()` or setting
///   `fractionComplete` make it `active` (their animations run or hold).
/// - Running to the end makes it `inactive` and calls the completions with `.end` (or
///   `.start` when reversed), unless `pausesOnCompletion`.
/// - `stopAnimation(true)` leaves every animated property at its current on-screen value,
///   goes to `inactive` and calls no completion. `stopAnimation(false)` goes to `stopped`;
///   only `finishAnimation(at:)` leaves that state, and then runs the completions.
///
/// Misuse that UIKit answers with an exception (finishing an animator that is not
/// stopped, starting or pausing a stopped one, …) is a no-op with one diagnostic line.
@MainActor
open class ViewPropertyAnimator: AnimationDriver, FrameTicking {
    /// The duration of the animation in seconds.
    public let duration: TimeInterval
    /// The timing of the animation.
    public private(set) var timingParameters: TimingCurveProvider
    /// The delay before the animation starts, in seconds, as given (before the animation
    /// speed of the window, which stretches it on the clock as it does the duration).
    public private(set) var delay: TimeInterval = 0
    /// The current state.
    public private(set) var state: ViewAnimatingState = .inactive
    /// Whether the animation is running (not paused, stopped or inactive).
    public private(set) var isRunning = false
    /// Whether views animated by it take touches.
    open var isUserInteractionEnabled = true
    /// Always true: this animator can be interrupted.
    open var isInterruptible = true
    /// Whether setting `fractionComplete` while paused moves linearly (true) or along the curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at the end instead of completing.
    open var pausesOnCompletion = false

    private var pending: [(animations: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    private var tracks: [PropertyTrack] = []
    /// Where each track started, as a fraction of the run (tracks added late or delayed).
    private var trackStart: [ObjectIdentifier: Double] = [:]
    /// Values of stopped tracks, for `finishAnimation(at:)`.
    private var stoppedTracks: [PropertyTrack] = []
    /// The loop whose clock the animator runs on; nil until one of its targets is shown.
    private weak var loop: FrameLoop?
    /// The duration of the run, before the animation speed: `duration`, or that times a
    /// `continueAnimation` duration factor.
    private var effectiveDuration: TimeInterval
    /// `effectiveDuration` at the animation speed of the loop at the latest start (for an
    /// animator none of whose views was in a window, at attaching): what the clock runs.
    private var runDuration: TimeInterval
    private var baseFraction: Double = 0
    private var baseTime: TimeInterval = 0
    private var startsAt: TimeInterval = 0
    private var isScrubbed = false
    /// After a scrub or `continueAnimation`: the run continues from progress `p0` at fraction `f0`.
    private var remap: (f0: Double, p0: Double)?

    /// Creates an inactive animator with timing parameters and no animations yet.
    public init(duration: TimeInterval, timingParameters: TimingCurveProvider) {
        self.duration = checkedDuration(timingParameters.preferredDuration ?? duration, "ViewPropertyAnimator duration")
        self.timingParameters = timingParameters
        effectiveDuration = self.duration
        runDuration = self.duration
    }

    /// Creates an animator with one of the predefined curves.
    public convenience init(duration: TimeInterval, curve: AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a custom cubic Bézier curve.
    public convenience init(duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a spring of `dampingRatio` fitted to `duration`.
    public convenience init(duration: TimeInterval, dampingRatio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: dampingRatio))
        if let animations { addAnimations(animations) }
    }

    // MARK: Time

    private var now: TimeInterval { loop?.now ?? 0 }

    /// `duration` at the animation speed of the loop; unchanged before one is known
    /// (`attach(to:)` rescales then).
    private func scaled(_ duration: TimeInterval) -> TimeInterval { loop?.scaled(duration) ?? duration }

    func attach(to loop: FrameLoop) {
        guard self.loop == nil else { return }
        self.loop = loop
        guard isRunning else { return }
        // Started while none of its views was in a window: the run's clock begins now, at
        // the speed of the window joined (the delay and duration were not stretched yet).
        let t = loop.now
        runDuration = loop.scaled(effectiveDuration)
        startsAt = t + loop.scaled(startsAt - baseTime)
        baseTime = t
        loop.add(self)
    }

    /// Whether the animation runs backwards, towards its start values.
    open var isReversed = false {
        willSet {
            guard isReversed != newValue, isRunning else { return }
            let t = now
            baseFraction = fraction(at: t)
            baseTime = max(t, startsAt)
        }
    }

    private func fraction(at t: TimeInterval) -> Double {
        guard isRunning, runDuration > 0 else { return isRunning ? (isReversed ? 0 : 1) : baseFraction }
        let elapsed = max(0, t - max(baseTime, startsAt))
        let f = baseFraction + (isReversed ? -1 : 1) * elapsed / runDuration
        return min(max(f, 0), 1)
    }

    /// How far the animation is, 0…1. Settable while paused or inactive (scrubbing); setting
    /// it on an inactive animator makes it active and paused.
    open var fractionComplete: CGFloat {
        get { CGFloat(fraction(at: now)) }
        set {
            guard state != .stopped else { return Diagnostics.report("ViewPropertyAnimator: cannot set fractionComplete on a stopped animator; ignored") }
            guard !isRunning else { return Diagnostics.report("ViewPropertyAnimator: cannot set fractionComplete while running; pause first; ignored") }
            if state == .inactive { activate() }
            if newValue.isNaN { BadValue.report("ViewPropertyAnimator.fractionComplete", newValue, using: 0) }
            baseFraction = Double(newValue.clamped(to: 0...1))
            isScrubbed = true
            remap = nil
            markTracksChanged()
        }
    }

    private func baseProgress(_ f: Double) -> Double {
        if !isRunning && isScrubbed && scrubsLinearly { return f }
        if let remap {
            if f >= remap.f0 {
                let span = 1 - remap.f0
                let local = span > 0 ? (f - remap.f0) / span : 1
                return remap.p0 + (1 - remap.p0) * timingParameters.progress(atFraction: local, duration: runDuration)
            }
            return remap.f0 > 0 ? remap.p0 * f / remap.f0 : 0
        }
        return timingParameters.progress(atFraction: f, duration: runDuration)
    }

    func progress(of track: PropertyTrack, at t: TimeInterval) -> CGFloat {
        let f = fraction(at: t)
        let s = trackStart[ObjectIdentifier(track)] ?? 0
        guard s > 0 else { return CGFloat(baseProgress(f)) }
        guard f > s else { return 0 }
        let local = (f - s) / (1 - s)
        if !isRunning && isScrubbed && scrubsLinearly { return CGFloat(local) }
        return CGFloat(timingParameters.progress(atFraction: local, duration: runDuration))
    }

    func isFinished(at t: TimeInterval) -> Bool { state == .inactive }
    func isMoving(at t: TimeInterval) -> Bool { isRunning }
    var allowsUserInteraction: Bool { isUserInteractionEnabled }

    func trackWasInterrupted(_ track: PropertyTrack) {
        tracks.removeAll { $0 === track }
        trackStart[ObjectIdentifier(track)] = nil
    }

    // MARK: Animations and completions

    /// Adds animations. Before the start they run with the others; while active they run
    /// over the remaining time, from the current on-screen values.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start after `delayFactor` (0…1) of the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.clamped(to: 0...1)
        switch state {
        case .inactive:
            pending.append((animation, factor))
        case .active:
            let f = fraction(at: now)
            record(animation, startFraction: f + Double(factor) * (1 - f))
            if isRunning { markTracksChanged() }
        case .stopped:
            Diagnostics.report("ViewPropertyAnimator: cannot add animations to a stopped animator; ignored")
        }
    }

    /// Adds a block called with the final position when the animation completes.
    open func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    private func record(_ animations: () -> Void, startFraction: Double) {
        let frame = AnimationContext.Frame(driver: self, delayFactor: 0) { [unowned self] track in
            tracks.append(track)
            if startFraction > 0 { trackStart[ObjectIdentifier(track)] = startFraction }
            if let targetLoop = track.target?.animationLoop { attach(to: targetLoop) }
        }
        AnimationContext.run(frame, animations)
    }

    private func activate() {
        state = .active
        baseFraction = 0
        isScrubbed = false
        remap = nil
        let blocks = pending
        pending.removeAll()
        for block in blocks { record(block.animations, startFraction: Double(block.delayFactor)) }
    }

    // MARK: Control

    /// Starts (or resumes) the animation now. No-op while running; refused when stopped.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animation after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return Diagnostics.report("ViewPropertyAnimator: cannot start a stopped animator; call finishAnimation(at:) first; ignored") }
        guard !isRunning else { return }
        if state == .inactive { activate() }
        let t = now
        self.delay = checkedDuration(delay, "ViewPropertyAnimator delay")
        if isScrubbed {
            remap = (baseFraction, baseProgress(baseFraction))
            isScrubbed = false
        }
        runDuration = scaled(effectiveDuration)
        baseTime = t
        startsAt = t + scaled(self.delay)
        isRunning = true
        loop?.add(self)
        markTracksChanged()
    }

    /// Pauses the animation where it is (activating an inactive animator at 0).
    open func pauseAnimation() {
        guard state != .stopped else { return Diagnostics.report("ViewPropertyAnimator: cannot pause a stopped animator; ignored") }
        if state == .inactive {
            activate()
            markTracksChanged()
            return
        }
        guard isRunning else { return }
        baseFraction = fraction(at: now)
        isRunning = false
        markTracksChanged()
    }

    /// Stops the animation: every property keeps its current on-screen value. With
    /// `withoutFinishing` true the animator becomes inactive and no completion runs; with
    /// false it becomes `stopped` until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return Diagnostics.report("ViewPropertyAnimator: stopAnimation on an animator that is not active; ignored") }
        let t = now
        for track in tracks { track.target?.freezeTrack(track, at: t) }
        stoppedTracks = withoutFinishing ? [] : tracks
        tracks.removeAll()
        trackStart.removeAll()
        isRunning = false
        if withoutFinishing {
            state = .inactive
            completions.removeAll()
            reset()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animation at `position` and runs the completions with it. Refused
    /// (no-op with a diagnostic) unless the animator is stopped.
    open func finishAnimation(at position: ViewAnimatingPosition) {
        guard state == .stopped else { return Diagnostics.report("ViewPropertyAnimator: finishAnimation(at:) requires a stopped animator; ignored") }
        for track in stoppedTracks {
            switch position {
            case .end: track.target?.setModelValue(track.to, for: track.property)
            case .start: track.target?.setModelValue(track.from, for: track.property)
            case .current: break
            }
        }
        stoppedTracks.removeAll()
        complete(at: position)
    }

    /// Resumes a paused animation with new timing (nil keeps it) over `durationFactor` times
    /// the original duration for the rest; the motion continues without a jump.
    open func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return Diagnostics.report("ViewPropertyAnimator: continueAnimation requires a paused animator; ignored") }
        let f = baseFraction
        let p = baseProgress(f)
        if let parameters { timingParameters = parameters }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        effectiveDuration = duration * factor
        runDuration = scaled(effectiveDuration)
        remap = (f, p)
        isScrubbed = false
        let t = now
        baseTime = t
        startsAt = t
        isRunning = true
        loop?.add(self)
        markTracksChanged()
    }

    func tick(at t: TimeInterval) -> Bool {
        guard isRunning else { return false }
        let f = fraction(at: t)
        let atEnd = isReversed ? f <= 0 : f >= 1
        guard atEnd else { return true }
        if pausesOnCompletion {
            baseFraction = f
            isRunning = false
            return false
        }
        let position: ViewAnimatingPosition = isReversed ? .start : .end
        for track in tracks {
            if position == .start { track.target?.setModelValue(track.from, for: track.property) }
            track.target?.removeTrack(track)
        }
        tracks.removeAll()
        complete(at: position)
        return false
    }

    private func complete(at position: ViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        let blocks = completions
        completions.removeAll()
        reset()
        for block in blocks { block(position) }
    }

    private func reset() {
        trackStart.removeAll()
        baseFraction = 0
        isScrubbed = false
        remap = nil
        effectiveDuration = duration
        runDuration = duration
    }

    /// Tells the animated targets that what they show changed.
    private func markTracksChanged() {
        for track in tracks { track.target?.animationsDidChange() }
    }
}
