import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct LongPressGestureRecognizerTests {
    private func longPressView(_ f: Fixture) -> (LongPressGestureRecognizer, StateRecorder) {
        let recorder = StateRecorder()
        let press = LongPressGestureRecognizer { recorder.record($0) }
        f.root.addGestureRecognizer(press)
        return (press, recorder)
    }

    @Test func beginsAfterTheMinimumDurationOnTheInjectedClock() {
        let f = Fixture()
        let (press, recorder) = longPressView(f)
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        f.screen.press(at: CGPoint(50, 50))
        f.screen.advance(by: 0.49)
        #expect(recorder.states.isEmpty && press.state == .possible)
        #expect(!f.screen.isFrameTimerActive, "no frames while held still")
        f.screen.advance(by: 0.01)
        #expect(recorder.states == [.began])
        f.screen.move(to: CGPoint(90, 50))
        #expect(recorder.states == [.began, .changed], "free to move once it began")
        f.screen.release(at: CGPoint(90, 50))
        #expect(recorder.states == [.began, .changed, .ended])
        #expect(press.state == .possible)
        f.expectIdle()
    }

    @Test func movingBeyondTheAllowableMovementFails() {
        let f = Fixture()
        let (press, recorder) = longPressView(f)
        f.screen.press(at: CGPoint(50, 50))
        f.screen.move(to: CGPoint(58, 56))
        #expect(press.state == .possible, "10 pt exactly is allowed")
        f.screen.move(to: CGPoint(61, 50))
        #expect(press.state == .failed)
        f.screen.advance(by: 1)
        f.screen.release(at: CGPoint(61, 50))
        #expect(recorder.states.isEmpty)
        f.expectIdle()
    }

    @Test func releasingEarlyFailsAndCustomDurationsCount() {
        let f = Fixture()
        let (press, recorder) = longPressView(f)
        f.screen.press(at: CGPoint(50, 50))
        f.screen.advance(by: 0.3)
        f.screen.release(at: CGPoint(50, 50))
        f.screen.advance(by: 1)
        #expect(recorder.states.isEmpty)
        press.minimumPressDuration = 1.2
        press.allowableMovement = 30
        let lines = capturingDiagnostics { press.minimumPressDuration = .nan }
        #expect(lines.count == 1 && press.minimumPressDuration == 1.2)
        f.screen.press(at: CGPoint(50, 50))
        f.screen.move(to: CGPoint(70, 50))
        f.screen.advance(by: 1.19)
        #expect(recorder.states.isEmpty)
        f.screen.advance(by: 0.01)
        #expect(recorder.states == [.began])
        f.screen.release(at: CGPoint(70, 50))
        #expect(recorder.states == [.began, .ended])
        press.numberOfTouchesRequired = 2
        f.screen.press(at: CGPoint(50, 50))
        f.screen.advance(by: 2)
        f.screen.release(at: CGPoint(50, 50))
        #expect(recorder.states == [.began, .ended], "two touches never happen with a pointer")
        f.expectIdle()
    }
}

@MainActor @Suite struct SwipeGestureRecognizerTests {
    private func swipeView(_ f: Fixture, _ direction: SwipeGestureRecognizer.Direction = .right) -> (SwipeGestureRecognizer, StateRecorder) {
        let recorder = StateRecorder()
        let swipe = SwipeGestureRecognizer { recorder.record($0) }
        swipe.direction = direction
        f.root.addGestureRecognizer(swipe)
        return (swipe, recorder)
    }

    @Test func aFastDragPastTheDistanceIsASwipe() {
        let f = Fixture()
        let (swipe, recorder) = swipeView(f)
        #expect(swipe.direction == .right)
        f.screen.drag(from: CGPoint(40, 100), to: CGPoint(140, 110), duration: 0.2)
        #expect(recorder.states == [.ended])
        #expect(abs(recorder.locations[0].x - 90) < 10, "recognized on the move that reached 50 pt: \(recorder.locations)")
        f.expectIdle()
    }

    @Test func slowShortWrongWayOrCrookedDragsAreNotSwipes() {
        let f = Fixture()
        let (_, recorder) = swipeView(f)
        f.screen.drag(from: CGPoint(40, 100), to: CGPoint(140, 100), duration: 1.5)
        #expect(recorder.states.isEmpty, "slow: 50 pt took more than 0.5 s")
        f.screen.drag(from: CGPoint(40, 100), to: CGPoint(85, 100), duration: 0.1)
        #expect(recorder.states.isEmpty, "short: 45 pt")
        f.screen.drag(from: CGPoint(140, 100), to: CGPoint(40, 100), duration: 0.1)
        #expect(recorder.states.isEmpty, "leftwards, only right allowed")
        f.screen.drag(from: CGPoint(40, 40), to: CGPoint(140, 100), duration: 0.1)
        #expect(recorder.states.isEmpty, "strays 31° off the direction")
        f.expectIdle()
    }

    @Test func anyAllowedDirectionCounts() {
        let f = Fixture()
        let (_, recorder) = swipeView(f, [.up, .left])
        f.screen.drag(from: CGPoint(100, 200), to: CGPoint(100, 120), duration: 0.15)
        f.screen.drag(from: CGPoint(200, 100), to: CGPoint(120, 100), duration: 0.15)
        f.screen.drag(from: CGPoint(100, 100), to: CGPoint(100, 200), duration: 0.15)
        #expect(recorder.states == [.ended, .ended], "up and left, not down")
        f.expectIdle()
    }

    @Test func aRestingPressFailsAtTheDeadlineWithOneWakeup() {
        let f = Fixture()
        let (swipe, _) = swipeView(f)
        f.screen.press(at: CGPoint(40, 100))
        f.screen.advance(by: 0.49)
        #expect(swipe.state == .possible)
        f.screen.advance(by: 0.02)
        #expect(swipe.state == .failed)
        f.screen.move(to: CGPoint(150, 100))
        f.screen.release(at: CGPoint(150, 100))
        f.expectIdle()
    }
}
