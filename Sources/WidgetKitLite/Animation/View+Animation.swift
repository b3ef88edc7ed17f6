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

/// The driver of one `View.animate` call.
@MainActor
final class BlockAnimation: AnimationDriver, FrameTicking {
    let duration: TimeInterval
    let delay: TimeInterval
    let timing: TimingCurveProvider
    let allowsUserInteraction: Bool
    private var completion: ((Bool) -> Void)?
    private(set) var startTime: TimeInterval = 0
    /// The loop whose clock the block runs on; nil until one of its views is in a window.
    private var loop: FrameLoop?
    private var tracks: [PropertyTrack] = []
    private var interrupted = false
    private var done = false

    private init(duration: TimeInterval, delay: TimeInterval, timing: TimingCurveProvider, allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    static func run(
        duration: TimeInterval, delay: TimeInterval, timing: TimingCurveProvider, allowsUserInteraction: Bool,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let d = AnimationSpeed.scaled(checkedDuration(timing.preferredDuration ?? duration, "View.animate duration"))
        let wait = AnimationSpeed.scaled(checkedDuration(delay, "View.animate delay"))
        guard d > 0 else {
            let touched = AnimationContext.runWithoutAnimation(animations)
            if let completion { afterNextTurn(of: touched?.window?.frameLoop) { completion(true) } }
            return
        }
        let block = BlockAnimation(duration: d, delay: wait, timing: timing, allowsUserInteraction: allowsUserInteraction, completion: completion)
        AnimationContext.run(
            AnimationContext.Frame(driver: block, delayFactor: 0) { track in
                block.tracks.append(track)
                if let loop = track.view?.window?.frameLoop { block.attach(to: loop) }
            }, animations)
        guard !block.tracks.isEmpty else {
            // Nothing changed: nothing to show animating; complete on the next turn.
            if let completion { afterNextTurn(of: nil) { completion(true) } }
            return
        }
        // With no view in a window the block waits: it starts when one of its views joins one.
    }

    /// Runs `block` after the next frame of `loop`, or on the next turn of the main queue.
    private static func afterNextTurn(of loop: FrameLoop?, _ block: @escaping () -> Void) {
        if let loop { loop.afterNextFrame(block) } else { PendingCompletions.add(block) }
    }

    func attach(to loop: FrameLoop) {
        guard self.loop == nil else { return }
        self.loop = loop
        startTime = loop.now
        loop.add(self)
    }

    func progress(of track: PropertyTrack, at now: TimeInterval) -> CGFloat {
        guard loop != nil else { return 0 }
        let elapsed = now - startTime - delay
        guard elapsed > 0 else { return 0 }
        let fraction = min(1, elapsed / duration)
        return CGFloat(timing.progress(atFraction: fraction, duration: duration))
    }

    func isFinished(at now: TimeInterval) -> Bool { done || (loop != nil && now >= startTime + delay + duration) }
    func isMoving(at now: TimeInterval) -> Bool { !isFinished(at: now) }

    func trackWasInterrupted(_ track: PropertyTrack) {
        interrupted = true
        tracks.removeAll { $0 === track }
    }

    func tick(at now: TimeInterval) -> Bool {
        guard !done else { return false }
        let allGone = tracks.isEmpty && interrupted
        guard isFinished(at: now) || allGone else { return true }
        done = true
        for track in tracks { track.view?.removeTrack(track) }
        tracks.removeAll()
        let finished = !interrupted
        let c = completion
        completion = nil
        c?(finished)
        return false
    }
}

/// Completions of animations that had no frame loop to wait for (no window yet): they run
/// on the next turn of the main queue.
@MainActor
enum PendingCompletions {
    static func add(_ block: @escaping () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { block() } }
    }
}
