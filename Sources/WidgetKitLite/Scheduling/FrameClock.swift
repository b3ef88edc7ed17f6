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
    var now: TimeInterval { Self.seconds(nanoseconds: Self.nanoseconds) }

    /// The clock in whole nanoseconds.
    nonisolated static var nanoseconds: Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }

    /// The clock's reading in seconds for `nanoseconds`: the very value `now` gives at that
    /// instant, so a time kept in nanoseconds turns back into the same seconds bit for bit.
    nonisolated static func seconds(nanoseconds: Int64) -> TimeInterval {
        TimeInterval(nanoseconds / 1_000_000_000) + TimeInterval(nanoseconds % 1_000_000_000) / 1e9
    }

    /// The nanoseconds whose `seconds(nanoseconds:)` is exactly `seconds`; nil when there are
    /// none (a time this clock did not give).
    nonisolated static func nanoseconds(exactly seconds: TimeInterval) -> Int64? {
        guard seconds.isFinite, seconds >= 0, seconds < 9e9 else { return nil }
        let whole = seconds.rounded(.down)
        let ns = Int64(whole) * 1_000_000_000 + Int64(((seconds - whole) * 1e9).rounded())
        return self.seconds(nanoseconds: ns) == seconds ? ns : nil
    }
}

/// A view of the monotonic clock that can be held still: between `latch()` and
/// `unlatch()`, `now` stays at the instant of the latch. A recorded session's loop reads
/// it, so that everything one input does sees a single instant — the one written down,
/// which a replay sets its manual clock to.
///
/// It reads the monotonic clock, as the X11 host's clock does: a loop on it runs on its
/// host's time (the host wakes it).
@MainActor
final class LatchingClock: FrameClock {
    /// The instant held, in nanoseconds, while latched.
    private(set) var latched: Int64?

    var now: TimeInterval {
        guard let latched else { return MonotonicClock.seconds(nanoseconds: MonotonicClock.nanoseconds) }
        return MonotonicClock.seconds(nanoseconds: latched)
    }

    /// Holds the clock at this instant (or keeps the instant held already) and returns it.
    func latch() -> Int64 {
        if let latched { return latched }
        let instant = MonotonicClock.nanoseconds
        latched = instant
        return instant
    }

    /// Lets the clock run again.
    func unlatch() { latched = nil }
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
