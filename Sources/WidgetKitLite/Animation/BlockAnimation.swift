import Foundation

/// The driver of one `View.animate` call.
@MainActor
final class BlockAnimation: AnimationDriver, FrameTicking {
    /// The duration and delay asked for, before the animation speed.
    private let requestedDuration: TimeInterval
    private let requestedDelay: TimeInterval
    /// The duration and delay on the clock: the requested ones at the speed of the loop the
    /// block attached to (set on attaching).
    private(set) var duration: TimeInterval
    private(set) var delay: TimeInterval
    let timing: TimingCurveProvider
    let allowsUserInteraction: Bool
    private var completion: ((Bool) -> Void)?
    private(set) var startTime: TimeInterval = 0
    /// The loop whose clock the block runs on; nil until one of its targets is shown.
    private weak var loop: FrameLoop?
    private var tracks: [PropertyTrack] = []
    private var interrupted = false
    private var done = false

    private init(duration: TimeInterval, delay: TimeInterval, timing: TimingCurveProvider, allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        requestedDuration = duration
        requestedDelay = delay
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
        let d = checkedDuration(timing.preferredDuration ?? duration, "View.animate duration")
        let wait = checkedDuration(delay, "View.animate delay")
        guard d > 0 else {
            let touched = AnimationContext.runWithoutAnimation(animations)
            if let completion { afterNextTurn(of: touched?.animationLoop) { completion(true) } }
            return
        }
        let block = BlockAnimation(duration: d, delay: wait, timing: timing, allowsUserInteraction: allowsUserInteraction, completion: completion)
        AnimationContext.run(
            AnimationContext.Frame(driver: block, delayFactor: 0) { track in
                block.tracks.append(track)
                if let loop = track.target?.animationLoop { block.attach(to: loop) }
            }, animations)
        guard !block.tracks.isEmpty else {
            // Nothing changed: nothing to show animating; complete on the next turn.
            if let completion { afterNextTurn(of: nil) { completion(true) } }
            return
        }
        // With no target shown the block waits: it starts when one of them is.
    }

    /// Runs `block` after the next frame of `loop`, or on the next turn of the main queue.
    private static func afterNextTurn(of loop: FrameLoop?, _ block: @escaping () -> Void) {
        if let loop { loop.afterNextFrame(block) } else { PendingCompletions.add(block) }
    }

    func attach(to loop: FrameLoop) {
        guard self.loop == nil else { return }
        self.loop = loop
        // The speed of the window the block shows in, taken now, when it starts.
        duration = loop.scaled(requestedDuration)
        delay = loop.scaled(requestedDelay)
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
        for track in tracks { track.target?.removeTrack(track) }
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
        NextTurn.schedule(block)
    }
}
