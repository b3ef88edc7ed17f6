import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct TouchDeliveryTests {
    @Test func touchBelongsToTheViewHitOnPress() {
        let f = Fixture()
        let a = TouchLogView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = TouchLogView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        f.root.addSubview(a)
        f.root.addSubview(b)
        f.screen.press(at: CGPoint(10, 10))
        f.screen.move(to: CGPoint(120, 10))
        f.screen.release(at: CGPoint(120, 10))
        #expect(a.log == ["began", "moved", "ended"])
        #expect(b.log.isEmpty)
        f.expectIdle()
    }

    @Test func touchLocationsAndTapCount() {
        final class Probe: View {
            var seen: [(CGPoint, CGPoint, Int, Touch.Phase)] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { note(touches) }
            override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { note(touches) }
            func note(_ touches: Set<Touch>) {
                let t = touches.first!
                seen.append((t.location(in: self), t.previousLocation(in: self), t.tapCount, t.phase))
            }
        }
        let f = Fixture()
        let probe = Probe(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        f.root.addSubview(probe)
        f.screen.press(at: CGPoint(25, 35))
        f.screen.move(to: CGPoint(45, 55))
        f.screen.release(at: CGPoint(45, 55))
        #expect(probe.seen.count == 2)
        #expect(probe.seen[1].0 == CGPoint(25, 25) && probe.seen[1].1 == CGPoint(5, 5) && probe.seen[1].3 == .moved)
        f.screen.advance(by: 0.1)
        f.screen.click(at: CGPoint(50, 50))
        f.screen.advance(by: 0.1)
        f.screen.click(at: CGPoint(50, 50))
        #expect(probe.seen.suffix(2).map(\.2) == [2, 3])
        f.screen.advance(by: 0.5)
        f.screen.click(at: CGPoint(50, 50))
        #expect(probe.seen.last?.2 == 1)
        f.expectIdle()
    }

    @Test func unhandledTouchesReachTheViewController() {
        final class Controller: ViewController {
            var began = 0
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { began += 1 }
        }
        let f = Fixture()
        let controller = Controller()
        f.window.rootViewController = controller
        let child = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(child)
        f.screen.click(at: CGPoint(10, 10))
        f.screen.click(at: CGPoint(200, 200))
        #expect(controller.began == 2)
        f.expectIdle()
    }

    @Test func scrollWheelGoesUpTheChainUntilHandled() {
        final class Scroller: View {
            var total: CGFloat = 0
            override func scrollWheel(dx: CGFloat, dy: CGFloat) -> Bool {
                total += dy
                return true
            }
        }
        let f = Fixture()
        let scroller = Scroller(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        scroller.addSubview(inner)
        f.root.addSubview(scroller)
        f.screen.scroll(dy: 40, at: CGPoint(20, 20))
        f.screen.scroll(dy: -15, at: CGPoint(150, 150))
        f.screen.scroll(dy: 99, at: CGPoint(300, 220))
        #expect(scroller.total == 25)
        f.expectIdle()
    }

    @Test func viewsInANonInteractiveAnimationIgnoreTouches() {
        let f = Fixture()
        let moving = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        f.root.addSubview(moving)
        View.animate(withDuration: 0.5) { moving.frame.origin.x = 50 }
        f.screen.click(at: CGPoint(80, 50))
        #expect(moving.log.isEmpty)
        #expect(f.window.hitTest(CGPoint(80, 50)) === f.root)
        f.screen.advance(by: 0.5)
        f.screen.click(at: CGPoint(80, 50))
        #expect(moving.log == ["began", "ended"])

        moving.log = []
        View.animate(withDuration: 0.5, delay: 0, options: .allowUserInteraction, animations: { moving.frame.origin.x = 0 })
        f.screen.click(at: CGPoint(80, 50))
        #expect(moving.log == ["began", "ended"])
        f.screen.advance(by: 0.5)

        moving.log = []
        let animator = ViewPropertyAnimator(duration: 0.5, curve: .linear) { moving.frame.origin.x = 50 }
        animator.startAnimation()
        f.screen.click(at: CGPoint(80, 50))
        #expect(moving.log == ["began", "ended"])
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }

    @Test func delaysTouchesBeganHoldsTheViewUntilTheRecognizerFails() {
        let f = Fixture()
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        f.root.addSubview(view)
        let doubleTap = TapGestureRecognizer { _ in }
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = true
        view.addGestureRecognizer(doubleTap)
        f.screen.click(at: CGPoint(10, 10))
        #expect(view.log.isEmpty)
        f.screen.advance(by: 0.35)
        #expect(view.log == ["began", "ended"])
        view.log = []
        f.screen.click(at: CGPoint(10, 10))
        f.screen.click(at: CGPoint(10, 10))
        #expect(view.log.isEmpty, "a recognized gesture swallows the touches it delayed")
        f.expectIdle()
    }

    @Test func removingARecognizerMidGestureStopsIt() {
        let f = Fixture()
        let recorder = StateRecorder()
        let pan = PanGestureRecognizer { recorder.record($0) }
        f.root.addGestureRecognizer(pan)
        f.screen.press(at: CGPoint(10, 10))
        f.screen.move(to: CGPoint(40, 10))
        f.root.removeGestureRecognizer(pan)
        f.screen.move(to: CGPoint(60, 10))
        f.screen.release(at: CGPoint(60, 10))
        #expect(recorder.states == [.began])
        #expect(pan.view == nil && f.root.gestureRecognizers.isEmpty)
        f.expectIdle()
    }
}
