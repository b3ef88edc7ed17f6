import Dispatch
import Foundation

extension X11Host {
    /// How late a one-shot wakeup may fire, so the kernel can coalesce it with others.
    static let wakeupLeeway = DispatchTimeInterval.milliseconds(1)

    /// A one-shot Dispatch timer on the main queue at `deadline` of the monotonic clock.
    func scheduleWakeup(at deadline: TimeInterval, _ handler: @escaping @MainActor () -> Void) -> HostWakeup {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let wakeup = DispatchWakeup(timer: timer)
        guard !isShutDown else { return wakeup }
        let delay = deadline.isFinite ? max(0, deadline - clock.now) : 0
        timer.schedule(
            deadline: .now() + .nanoseconds(Int(min(delay, Self.longestWakeupDelay) * 1e9)), repeating: .never,
            leeway: Self.wakeupLeeway)
        timer.setEventHandler { [weak self, weak wakeup] in
            MainActor.assumeIsolated {
                guard let self, !self.isShutDown, let wakeup, !wakeup.isCancelled else { return }
                wakeup.cancel()
                handler()
            }
        }
        timer.resume()
        return wakeup
    }

    /// Longer delays are cut to this (a day); the caller re-arms when woken early.
    static let longestWakeupDelay: TimeInterval = 86_400
}

/// A scheduled one-shot Dispatch timer; cancelled when released.
@MainActor
final class DispatchWakeup: HostWakeup {
    private let timer: DispatchSourceTimer
    private(set) var isCancelled = false

    init(timer: DispatchSourceTimer) {
        self.timer = timer
    }

    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        timer.cancel()
    }

    isolated deinit {
        cancel()
    }
}
