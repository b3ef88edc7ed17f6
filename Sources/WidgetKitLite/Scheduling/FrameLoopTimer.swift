import Foundation

/// A one-shot deadline on a frame loop's clock that runs no frames while it waits: the host
/// wakes the process once, at the deadline (`FrameLoop.schedule(at:_:)`). A frame that runs
/// at or after the deadline fires it too (a manual clock's steps).
@MainActor
final class FrameLoopTimer {
    /// When the action runs, in seconds of the loop's clock.
    let deadline: TimeInterval
    fileprivate var action: (() -> Void)?
    fileprivate weak var owner: FrameLoopTimers?

    fileprivate init(deadline: TimeInterval, action: (() -> Void)?) {
        self.deadline = deadline
        self.action = action
    }

    /// Whether the action is still to run.
    var isPending: Bool { action != nil }

    /// Drops the action if it has not run; idempotent. The host's wakeup goes with it when
    /// no other timer needs it.
    func cancel() {
        guard action != nil else { return }
        action = nil
        owner?.remove(self)
    }
}

/// A frame loop's pending timers and the single host wakeup armed for the earliest of them.
/// Only a loop that runs on its host's clock arms wakeups; a loop on a clock of its own (a
/// manual clock on a real server) fires its timers from the frames that clock drives.
@MainActor
final class FrameLoopTimers {
    /// Timers due this close to now fire at once, rather than waking the process again for
    /// the host timer's slack.
    static let tolerance: TimeInterval = 0.001
    private var pending: [FrameLoopTimer] = []
    private var wakeup: HostWakeup?
    private var armedDeadline: TimeInterval?
    private let host: FrameHost
    private let clock: FrameClock
    /// Handles a host wakeup: fires the due timers through `fireDue(at:)` (and the loop
    /// runs the frame they asked for). Without it the wakeup only fires them.
    var onWake: (() -> Void)?

    init(host: FrameHost, clock: FrameClock) {
        self.host = host
        self.clock = clock
    }

    /// Whether any timer waits.
    var isEmpty: Bool { pending.isEmpty }

    /// Runs `action` once at `deadline`. A deadline that is not finite never comes: the
    /// timer stays pending and arms nothing.
    func schedule(at deadline: TimeInterval, _ action: @escaping () -> Void) -> FrameLoopTimer {
        let timer = FrameLoopTimer(deadline: deadline, action: action)
        guard deadline.isFinite else { return timer }
        timer.owner = self
        let index = pending.firstIndex { $0.deadline > deadline } ?? pending.endIndex
        pending.insert(timer, at: index)
        arm()
        return timer
    }

    fileprivate func remove(_ timer: FrameLoopTimer) {
        pending.removeAll { $0 === timer }
        arm()
    }

    /// Fires, in deadline order, the timers due at `now`, including those their actions
    /// schedule that are due as well.
    func fireDue(at now: TimeInterval) {
        while let first = pending.first, first.deadline <= now + Self.tolerance {
            pending.removeFirst()
            let action = first.action
            first.action = nil
            action?()
        }
        arm()
    }

    /// Hears each wakeup this loop takes from its host (a session recorder).
    var tap: FrameLoopTap?

    /// Whether the loop's clock is its host's time (the host's clock, or a latching view of
    /// the monotonic clock, which only real hosts run on), so that the host can wake it.
    private var runsOnHostTime: Bool { clock === host.clock || clock is LatchingClock }

    /// Asks the host for one wakeup at the earliest deadline (none when nothing waits).
    private func arm() {
        let next = runsOnHostTime ? pending.first?.deadline : nil
        guard next != armedDeadline else { return }
        wakeup?.cancel()
        wakeup = nil
        armedDeadline = next
        guard let next else { return }
        wakeup = host.scheduleWakeup(at: next) { [weak self] in
            guard let self else { return }
            let wake = {
                self.wakeup = nil
                self.armedDeadline = nil
                if let onWake = self.onWake { onWake() } else { self.fireDue(at: self.clock.now) }
            }
            if let tap = self.tap { tap.wake(deadline: next, wake) } else { wake() }
        }
    }
}
