import Foundation

/// A one-shot deadline on the frame loop's clock: fires `action` at the first frame at or
/// after `deadline`, unless cancelled. Frames run only while a timer is pending.
@MainActor
final class GestureTimer: FrameTicking {
    let deadline: TimeInterval
    private var action: (() -> Void)?

    private init(deadline: TimeInterval, action: @escaping () -> Void) {
        self.deadline = deadline
        self.action = action
    }

    /// Schedules `action` at `deadline` on `loop`; nil when there is no loop.
    static func schedule(on loop: FrameLoop?, at deadline: TimeInterval, _ action: @escaping () -> Void) -> GestureTimer? {
        guard let loop else { return nil }
        let timer = GestureTimer(deadline: deadline, action: action)
        loop.add(timer)
        return timer
    }

    func cancel() { action = nil }

    func tick(at now: TimeInterval) -> Bool {
        guard let pending = action else { return false }
        guard now >= deadline else { return true }
        action = nil
        pending()
        return false
    }
}
