import Foundation
import Testing
@testable import WidgetKitLite

/// A tap recognizer's waits (for a second tap, for a held press to fail) wake the host once
/// and run no frames, counted with the headless host's wakeups.
@MainActor @Suite struct TapGestureWakeupTests {
    private func tapView(_ f: Fixture, taps: Int = 1) -> (TapGestureRecognizer, StateRecorder) {
        let recorder = StateRecorder()
        let tap = TapGestureRecognizer { recorder.record($0) }
        tap.numberOfTapsRequired = taps
        f.root.addGestureRecognizer(tap)
        return (tap, recorder)
    }

    /// The wait for a second tap runs no frames: the host wakes once, when the interval is
    /// over, and the single tap's action runs in that wakeup.
    @Test func waitingForASecondTapWakesOnceWithoutFrames() {
        let f = Fixture()
        let single = StateRecorder(), double = StateRecorder()
        let singleTap = TapGestureRecognizer { single.record($0) }
        let doubleTap = TapGestureRecognizer { double.record($0) }
        doubleTap.numberOfTapsRequired = 2
        singleTap.require(toFail: doubleTap)
        f.root.addGestureRecognizer(singleTap)
        f.root.addGestureRecognizer(doubleTap)
        f.screen.advance(by: 0.1)
        let before = f.screen.wakeupCount
        f.screen.click(at: CGPoint(50, 50))
        f.screen.advance(by: 0.34)
        #expect(single.states.isEmpty)
        #expect(!f.screen.isFrameTimerActive, "no frames while the second tap may come")
        #expect(f.screen.hasPendingWakeups)
        // The click's own frame, and nothing more until the interval is over.
        #expect(f.screen.wakeupCount - before <= 1)
        f.screen.advance(by: 0.02)
        #expect(single.states == [.ended])
        #expect(double.states.isEmpty)
        let wakeups = f.screen.wakeupCount - before
        #expect(wakeups >= 1 && wakeups <= 2, "one wakeup for the whole wait (\(wakeups))")
        f.expectIdle()
    }

    /// Holding the button down runs no frames either: the tap fails at its maximum
    /// duration, in one wakeup.
    @Test func aHeldPressWakesOnceToFail() {
        let f = Fixture()
        let (tap, recorder) = tapView(f)
        let before = f.screen.wakeupCount
        f.screen.press(at: CGPoint(10, 10))
        f.screen.advance(by: 0.74)
        #expect(tap.state == .possible)
        #expect(!f.screen.isFrameTimerActive && f.screen.hasPendingWakeups)
        let afterPress = f.screen.wakeupCount
        #expect(afterPress - before <= 1, "the press's own frame only")
        f.screen.advance(by: 0.02)
        #expect(tap.state == .failed)
        #expect(f.screen.wakeupCount == afterPress + 1)
        f.screen.release(at: CGPoint(10, 10))
        #expect(recorder.states.isEmpty)
        f.expectIdle()
    }
}
