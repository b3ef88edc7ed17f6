import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct TapGestureRecognizerTests {
    private func tapView(_ f: Fixture, taps: Int = 1) -> (TapGestureRecognizer, StateRecorder) {
        let recorder = StateRecorder()
        let tap = TapGestureRecognizer { recorder.record($0) }
        tap.numberOfTapsRequired = taps
        f.root.addGestureRecognizer(tap)
        return (tap, recorder)
    }

    @Test func clickRecognizesAtOnceAndResets() {
        let f = Fixture()
        let (tap, recorder) = tapView(f)
        f.screen.click(at: CGPoint(40, 50))
        #expect(recorder.states == [.ended])
        #expect(recorder.locations == [CGPoint(40, 50)])
        #expect(tap.state == .possible)
        #expect(tap.view === f.root)
        f.screen.click(at: CGPoint(60, 50))
        #expect(recorder.states == [.ended, .ended])
        f.expectIdle()
    }

    @Test func movedTooFarFails() {
        let f = Fixture()
        let (tap, recorder) = tapView(f)
        f.screen.press(at: CGPoint(10, 10))
        f.screen.move(to: CGPoint(40, 40))
        #expect(tap.state == .possible)
        f.screen.move(to: CGPoint(60, 60))
        #expect(tap.state == .failed)
        f.screen.release(at: CGPoint(60, 60))
        #expect(recorder.states.isEmpty)
        #expect(tap.state == .possible)
        f.expectIdle()
    }

    @Test func heldTooLongFails() {
        let f = Fixture()
        let (tap, recorder) = tapView(f)
        f.screen.press(at: CGPoint(10, 10))
        f.screen.advance(by: 0.7)
        #expect(tap.state == .possible)
        f.screen.advance(by: 0.1)
        #expect(tap.state == .failed)
        f.screen.release(at: CGPoint(10, 10))
        #expect(recorder.states.isEmpty)
        #expect(tap.state == .possible)
        f.expectIdle()
    }

    @Test func doubleTapRecognizesOnSecondRelease() {
        let f = Fixture()
        let (_, recorder) = tapView(f, taps: 2)
        f.screen.click(at: CGPoint(100, 100))
        #expect(recorder.states.isEmpty)
        f.screen.advance(by: 0.2)
        f.screen.click(at: CGPoint(110, 105))
        #expect(recorder.states == [.ended])
        f.expectIdle()
    }

    @Test func secondTapTooLateFails() {
        let f = Fixture()
        let (tap, recorder) = tapView(f, taps: 2)
        f.screen.click(at: CGPoint(100, 100))
        f.screen.advance(by: 0.4)
        #expect(tap.state == .possible)
        f.screen.click(at: CGPoint(100, 100))
        #expect(recorder.states.isEmpty)
        // The late click starts a new sequence that a quick third click completes.
        f.screen.advance(by: 0.1)
        f.screen.click(at: CGPoint(100, 100))
        #expect(recorder.states == [.ended])
        f.expectIdle()
    }

    @Test func secondTapTooFarStartsAgain() {
        let f = Fixture()
        let (_, recorder) = tapView(f, taps: 2)
        f.screen.click(at: CGPoint(10, 10))
        f.screen.click(at: CGPoint(200, 10))
        #expect(recorder.states.isEmpty)
        f.screen.click(at: CGPoint(205, 12))
        #expect(recorder.states == [.ended])
        f.expectIdle()
    }

    @Test func singleWaitsForDoubleToFail() {
        let f = Fixture()
        let single = StateRecorder(), double = StateRecorder()
        let singleTap = TapGestureRecognizer { single.record($0) }
        let doubleTap = TapGestureRecognizer { double.record($0) }
        doubleTap.numberOfTapsRequired = 2
        singleTap.require(toFail: doubleTap)
        f.root.addGestureRecognizer(singleTap)
        f.root.addGestureRecognizer(doubleTap)

        f.screen.click(at: CGPoint(50, 50))
        #expect(single.states.isEmpty)
        f.screen.advance(by: 0.34)
        #expect(single.states.isEmpty)
        f.screen.advance(by: 0.01)
        #expect(single.states == [.ended])
        #expect(single.locations == [CGPoint(50, 50)])
        #expect(double.states.isEmpty)

        f.screen.click(at: CGPoint(50, 50))
        f.screen.advance(by: 0.1)
        f.screen.click(at: CGPoint(52, 50))
        #expect(double.states == [.ended])
        #expect(single.states == [.ended])
        f.screen.advance(by: 0.5)
        #expect(single.states == [.ended])
        #expect(singleTap.state == .possible && doubleTap.state == .possible)
        f.expectIdle()
    }

    @Test func clickStormIsExactlyItsTapsAndDoubleTaps() {
        let f = Fixture(width: 400, height: 300)
        var singles = 0, doubles = 0
        let singleTap = TapGestureRecognizer { _ in singles += 1 }
        let doubleTap = TapGestureRecognizer { _ in doubles += 1 }
        doubleTap.numberOfTapsRequired = 2
        singleTap.require(toFail: doubleTap)
        f.root.addGestureRecognizer(singleTap)
        f.root.addGestureRecognizer(doubleTap)

        // 100 clicks within one second, over four spots 100 pt apart, with a little jitter;
        // the spot sequence comes from a fixed linear congruential generator.
        let spots = [CGPoint(50, 50), CGPoint(150, 50), CGPoint(250, 150), CGPoint(350, 250)]
        var seed: UInt32 = 12345
        func next() -> Int {
            seed = seed &* 1_103_515_245 &+ 12345
            return Int((seed >> 16) & 0x7FFF)
        }
        var expectedSingles = 0, expectedDoubles = 0
        var pendingFirst: CGPoint?
        for _ in 0..<100 {
            let spot = spots[next() % 3 == 0 ? next() % spots.count : 0]
            let p = CGPoint(spot.x + CGFloat(next() % 21 - 10), spot.y + CGFloat(next() % 21 - 10))
            f.screen.click(at: p)
            if let first = pendingFirst, hypot(first.x - p.x, first.y - p.y) <= 45 {
                expectedDoubles += 1
                pendingFirst = nil
            } else {
                if pendingFirst != nil { expectedSingles += 1 }
                pendingFirst = p
            }
            f.screen.advance(by: Double(5 + next() % 10) / 1000)
        }
        #expect(f.screen.now < 1)
        f.screen.advance(by: 0.35)
        if pendingFirst != nil { expectedSingles += 1 }
        #expect(doubles == expectedDoubles)
        #expect(singles == expectedSingles)
        #expect(singles + 2 * doubles == 100)
        #expect(doubles > 10 && singles > 10)
        f.expectIdle()
    }

    @Test func moreThanOneTouchRequiredNeverRecognizes() {
        let f = Fixture()
        let (tap, recorder) = tapView(f)
        tap.numberOfTouchesRequired = 2
        f.screen.click(at: CGPoint(10, 10))
        #expect(recorder.states.isEmpty)
        f.expectIdle()
    }

    @Test func disabledRecognizerIgnoresTouches() {
        let f = Fixture()
        let (tap, recorder) = tapView(f)
        tap.isEnabled = false
        f.screen.click(at: CGPoint(10, 10))
        #expect(recorder.states.isEmpty)
        tap.isEnabled = true
        f.screen.click(at: CGPoint(10, 10))
        #expect(recorder.states == [.ended])
        f.expectIdle()
    }

    @Test func targetIsHeldWeakly() {
        final class Controller {
            var taps = 0
            func userDidTap(_ gesture: TapGestureRecognizer) { taps += 1 }
        }
        let f = Fixture()
        var controller: Controller? = Controller()
        weak let weakController = controller
        let tap = TapGestureRecognizer(target: controller!, action: Controller.userDidTap)
        f.root.addGestureRecognizer(tap)
        f.screen.click(at: CGPoint(10, 10))
        #expect(controller?.taps == 1)
        controller = nil
        #expect(weakController == nil)
        f.screen.click(at: CGPoint(10, 10))
        f.expectIdle()
    }

    @Test func tapCancelsTouchesInViewUnlessTurnedOff() {
        let f = Fixture()
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        f.root.addSubview(view)
        let tap = TapGestureRecognizer { _ in }
        view.addGestureRecognizer(tap)
        f.screen.click(at: CGPoint(10, 10))
        #expect(view.log == ["began", "cancelled"])
        view.log = []
        tap.cancelsTouchesInView = false
        f.screen.click(at: CGPoint(10, 10))
        #expect(view.log == ["began", "ended"])
        f.expectIdle()
    }

    @Test func invalidStateChangeIsReportedAndIgnored() {
        let f = Fixture()
        let (tap, _) = tapView(f)
        var lines: [String] = []
        Diagnostics.handler = { lines.append($0) }
        tap.state = .changed
        Diagnostics.handler = nil
        #expect(lines.count == 1)
        #expect(tap.state == .possible)
        f.expectIdle()
    }
}
