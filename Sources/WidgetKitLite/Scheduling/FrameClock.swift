import Foundation

/// The time source of a frame loop, in seconds. Animation math never reads a clock of its
/// own: it is handed `now` from one of these.
@MainActor
protocol FrameClock: AnyObject {
    /// The current time in seconds; only ever increases.
    var now: TimeInterval { get }
}

/// The monotonic system clock (CLOCK_MONOTONIC), used by the X11 host.
@MainActor
final class MonotonicClock: FrameClock {
    var now: TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1e9
    }
}

/// A clock that moves only when told to: the headless screen's deterministic time.
@MainActor
final class ManualClock: FrameClock {
    private(set) var now: TimeInterval = 0

    /// Moves time forward to `time`; earlier times are ignored.
    func set(_ time: TimeInterval) {
        if time.isFinite, time > now { now = time }
    }

    /// Moves time forward by `seconds`, calling `runFrame` at every `1 / framesPerSecond`
    /// step and once more at exactly the new time. Before each frame, `firingWakeupsUntil`
    /// is handed the frame's time to fire what falls due until then (it may set the clock to
    /// each deadline on the way). Non-finite or negative durations run one frame now.
    func advance(
        by seconds: TimeInterval, framesPerSecond: Double, firingWakeupsUntil: (TimeInterval) -> Void = { _ in },
        runFrame: () -> Void
    ) {
        let step = 1 / framesPerSecond
        let end = now + (seconds.isFinite ? max(0, seconds) : 0)
        var t = now + step
        while t < end - 1e-9 {
            firingWakeupsUntil(t)
            set(t)
            runFrame()
            t += step
        }
        firingWakeupsUntil(end)
        set(end)
        runFrame()
    }
}
