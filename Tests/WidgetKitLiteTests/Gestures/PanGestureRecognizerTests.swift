import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct PanGestureRecognizerTests {
    @Test func dragGoesThroughBeganChangedEnded() {
        let f = Fixture()
        let recorder = StateRecorder()
        var translations: [CGPoint] = []
        let pan = PanGestureRecognizer { pan in
            recorder.record(pan)
            translations.append(pan.translation(in: f.root))
        }
        f.root.addGestureRecognizer(pan)
        f.screen.press(at: CGPoint(100, 100))
        f.screen.move(to: CGPoint(105, 100))
        #expect(recorder.states.isEmpty)
        f.screen.move(to: CGPoint(110, 100))
        f.screen.move(to: CGPoint(130, 110))
        f.screen.release(at: CGPoint(130, 110))
        #expect(recorder.states == [.began, .changed, .ended])
        #expect(translations == [CGPoint(10, 0), CGPoint(30, 10), CGPoint(30, 10)])
        #expect(pan.state == .possible)
        f.expectIdle()
    }

    @Test func releaseBeforeHysteresisFails() {
        let f = Fixture()
        let recorder = StateRecorder()
        let pan = PanGestureRecognizer { recorder.record($0) }
        f.root.addGestureRecognizer(pan)
        f.screen.press(at: CGPoint(100, 100))
        f.screen.move(to: CGPoint(109, 100))
        f.screen.release(at: CGPoint(109, 100))
        #expect(recorder.states.isEmpty)
        f.expectIdle()
    }

    @Test func velocityIsThatOfTheStraightLine() {
        let f = Fixture()
        var velocity: CGPoint = .zero
        var translation: CGPoint = .zero
        let pan = PanGestureRecognizer { pan in
            if pan.state == .ended {
                velocity = pan.velocity(in: nil)
                translation = pan.translation(in: nil)
            }
        }
        f.root.addGestureRecognizer(pan)
        f.screen.drag(from: CGPoint(20, 100), to: CGPoint(260, 40), duration: 0.5)
        #expect(abs(velocity.x - 480) < 0.01)
        #expect(abs(velocity.y + 120) < 0.01)
        #expect(translation == CGPoint(240, -60))
        f.expectIdle()
    }

    @Test func velocityIsZeroAfterThePointerRests() {
        let f = Fixture()
        var velocity = CGPoint(1, 1)
        let pan = PanGestureRecognizer { if $0.state == .ended { velocity = $0.velocity(in: nil) } }
        f.root.addGestureRecognizer(pan)
        f.screen.press(at: CGPoint(10, 10))
        f.screen.advance(by: 0.05)
        f.screen.move(to: CGPoint(60, 10))
        f.screen.advance(by: 0.3)
        f.screen.release(at: CGPoint(60, 10))
        #expect(velocity == .zero)
        f.expectIdle()
    }

    /// A move after the pointer rested is the only sample in the velocity window: it is
    /// measured from the press, over the pause (it used to read 0).
    @Test func aJumpAfterAPauseHasTheVelocityOfTheJumpOverThePause() {
        let f = Fixture()
        var velocities: [CGPoint] = []
        let pan = PanGestureRecognizer { velocities.append($0.velocity(in: nil)) }
        f.root.addGestureRecognizer(pan)
        f.screen.press(at: CGPoint(10, 10))
        f.screen.advance(by: 0.5)
        f.screen.move(to: CGPoint(110, 30))
        f.screen.release(at: CGPoint(110, 30))
        #expect(velocities.count == 2)
        for v in velocities { #expect(abs(v.x - 200) < 0.01 && abs(v.y - 40) < 0.01) }
        f.expectIdle()
    }

    @Test func setTranslationRebasesTheTranslation() {
        let f = Fixture()
        var seen: [CGPoint] = []
        let pan = PanGestureRecognizer { pan in
            seen.append(pan.translation(in: nil))
            if pan.state == .began { pan.setTranslation(.zero, in: nil) }
        }
        f.root.addGestureRecognizer(pan)
        f.screen.press(at: CGPoint(0, 0))
        f.screen.move(to: CGPoint(20, 0))
        f.screen.move(to: CGPoint(25, 5))
        f.screen.release(at: CGPoint(25, 5))
        #expect(seen == [CGPoint(20, 0), CGPoint(5, 5), CGPoint(5, 5)])
        f.expectIdle()
    }

    @Test func panCancelsTheViewsTouchAndBeatsATap() {
        let f = Fixture()
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        f.root.addSubview(view)
        var taps = 0
        let pan = PanGestureRecognizer { _ in }
        f.root.addGestureRecognizer(pan)
        let tap = TapGestureRecognizer { _ in taps += 1 }
        view.addGestureRecognizer(tap)
        f.screen.drag(from: CGPoint(10, 10), to: CGPoint(40, 10), duration: 0.1)
        #expect(view.log.first == "began")
        #expect(view.log.last == "cancelled")
        #expect(!view.log.contains("ended"))
        #expect(taps == 0)
        #expect(tap.state == .possible && pan.state == .possible)
        f.expectIdle()
    }

    @Test func simultaneousRecognitionNeedsTheDelegate() {
        let f = Fixture()
        let inner = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        f.root.addSubview(inner)
        let a = StateRecorder(), b = StateRecorder()
        let innerPan = PanGestureRecognizer { a.record($0) }
        let outerPan = PanGestureRecognizer { b.record($0) }
        inner.addGestureRecognizer(innerPan)
        f.root.addGestureRecognizer(outerPan)
        f.screen.drag(from: CGPoint(10, 10), to: CGPoint(60, 10), duration: 0.1)
        #expect(a.states.first == .began && a.states.last == .ended)
        #expect(b.states.isEmpty)

        let delegate = SimultaneousDelegate()
        outerPan.delegate = delegate
        a.states = []
        f.screen.drag(from: CGPoint(10, 10), to: CGPoint(60, 10), duration: 0.1)
        #expect(a.states.first == .began && a.states.last == .ended)
        #expect(b.states.first == .began && b.states.last == .ended)
        f.expectIdle()
    }

    @Test func delegateCanRefuseToBegin() {
        final class Refuser: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
        }
        let f = Fixture()
        let recorder = StateRecorder()
        let pan = PanGestureRecognizer { recorder.record($0) }
        let refuser = Refuser()
        pan.delegate = refuser
        f.root.addGestureRecognizer(pan)
        f.screen.drag(from: CGPoint(10, 10), to: CGPoint(60, 10), duration: 0.1)
        #expect(recorder.states.isEmpty)
        #expect(pan.state == .possible)
        f.expectIdle()
    }

    @Test func edgePanStartsOnlyNearTheEdge() {
        let f = Fixture()
        let recorder = StateRecorder()
        let edgePan = ScreenEdgePanGestureRecognizer { recorder.record($0) }
        edgePan.edges = .left
        f.root.addGestureRecognizer(edgePan)

        f.screen.drag(from: CGPoint(40, 100), to: CGPoint(200, 100), duration: 0.2)
        #expect(recorder.states.isEmpty)

        f.screen.drag(from: CGPoint(5, 100), to: CGPoint(10, 200), duration: 0.2)
        #expect(recorder.states.isEmpty, "moving along the edge is not an edge pan")

        f.screen.drag(from: CGPoint(315, 100), to: CGPoint(200, 100), duration: 0.2)
        #expect(recorder.states.isEmpty, "the right edge is not enabled")

        f.screen.drag(from: CGPoint(15, 100), to: CGPoint(200, 110), duration: 0.2)
        #expect(recorder.states.first == .began)
        #expect(recorder.states.last == .ended)
        #expect(edgePan.translation(in: nil) == CGPoint(185, 10))
        f.expectIdle()
    }
}
