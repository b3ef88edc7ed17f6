import Foundation
import Testing
@testable import WidgetKitLite

@MainActor @Suite struct FrameLoopTimerTests {
    /// A timer waits without frames and fires once, with the clock at its deadline, in one
    /// wakeup that also paints what it changed.
    @Test func aTimerFiresAtItsDeadlineInOneWakeupWithoutFramesBefore() {
        let f = Fixture()
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .white
        f.root.addSubview(box)
        f.screen.runFrame()
        let loop = f.screen.frameLoop
        var firedAt: [TimeInterval] = []
        let deadline = f.screen.now + 0.25
        _ = loop.schedule(at: deadline) {
            firedAt.append(loop.now)
            box.backgroundColor = Color(rgb: 255, 0, 0)
        }
        #expect(!f.screen.isFrameTimerActive && f.screen.hasPendingWakeups)
        let start = f.screen.wakeupCount
        f.screen.advance(by: 0.2)
        #expect(firedAt.isEmpty && f.screen.wakeupCount == start, "nothing before the deadline")
        f.screen.advance(by: 0.2)
        #expect(firedAt == [deadline])
        #expect(f.screen.wakeupCount == start + 1, "the timer and its frame in one wakeup")
        #expect(f.screen.snapshot().pixel(x: 5, y: 5).red > 0.9, "painted in that wakeup")
        f.expectIdle()
    }

    @Test func aCancelledTimerNeitherFiresNorWakes() {
        let f = Fixture()
        var fired = false
        let timer = f.screen.frameLoop.schedule(at: f.screen.now + 0.1) { fired = true }
        #expect(timer.isPending)
        timer.cancel()
        timer.cancel()
        #expect(!timer.isPending && !f.screen.hasPendingWakeups)
        let start = f.screen.wakeupCount
        f.screen.advance(by: 1)
        #expect(!fired && f.screen.wakeupCount == start)
    }

    /// Timers fire in deadline order; a later one keeps its own wakeup after an earlier one
    /// is cancelled; a deadline that never comes arms nothing.
    @Test func timersFireInDeadlineOrder() {
        let f = Fixture()
        let loop = f.screen.frameLoop
        let t0 = f.screen.now
        var order: [String] = []
        _ = loop.schedule(at: t0 + 0.3) { order.append("late") }
        let early = loop.schedule(at: t0 + 0.1) { order.append("early") }
        _ = loop.schedule(at: t0 + 0.2) { order.append("middle") }
        let never = loop.schedule(at: .infinity) { order.append("never") }
        early.cancel()
        f.screen.advance(by: 1)
        #expect(order == ["middle", "late"])
        #expect(never.isPending && !f.screen.hasPendingWakeups)
        #expect(f.screen.wakeupCount == 2)
    }
}
