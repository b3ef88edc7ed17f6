import Foundation
import Testing

@testable import WidgetKitLite

/// Pinch and rotation on the desktop: Ctrl+wheel pinches, Ctrl+Shift+wheel rotates, each
/// gesture ending a quarter second after its last notch (on the manual clock).
@MainActor @Suite struct PinchAndRotationTests {
    @MainActor final class Target {
        var pinches: [(GestureRecognizer.State, CGFloat)] = []
        var rotations: [(GestureRecognizer.State, CGFloat)] = []
        func pinched(_ recognizer: PinchGestureRecognizer) { pinches.append((recognizer.state, recognizer.scale)) }
        func rotated(_ recognizer: RotationGestureRecognizer) { rotations.append((recognizer.state, recognizer.rotation)) }
    }

    private let notch = GestureLimits.wheelStep

    @Test func ctrlWheelPinchesByTenPercentANotchAndEndsAfterAQuarterSecond() {
        let f = Fixture(width: 400, height: 300)
        let photo = View(frame: CGRect(x: 50, y: 50, width: 200, height: 150))
        f.root.addSubview(photo)
        let pinch = PinchGestureRecognizer()
        let target = Target()
        pinch.addTarget(target, action: Target.pinched)
        photo.addGestureRecognizer(pinch)
        let point = CGPoint(x: 100, y: 100)
        f.screen.scroll(dy: -notch, at: point, modifiers: .control)
        #expect(target.pinches.map(\.0) == [.began])
        #expect(abs(pinch.scale - 1.1) < 1e-9, "a notch up zooms in by 10 %")
        #expect(pinch.location(in: photo) == CGPoint(x: 50, y: 50))
        f.screen.advance(by: 0.1)
        f.screen.scroll(dy: -notch, at: point, modifiers: .control)
        #expect(abs(pinch.scale - 1.21) < 1e-9 && pinch.state == .changed)
        #expect(pinch.velocity > 0)
        f.screen.advance(by: 0.1)
        f.screen.scroll(dy: notch, at: point, modifiers: .control)
        #expect(abs(pinch.scale - 1.1) < 1e-9, "a notch down divides")
        f.screen.advance(by: 0.2)
        #expect(pinch.state == .changed || pinch.state == .possible)
        #expect(target.pinches.last?.0 == .changed, "0.2 s after the last notch it still runs")
        f.screen.advance(by: 0.1)
        #expect(target.pinches.last?.0 == .ended && pinch.state == .possible, "it ends 0.25 s after the last notch")
        // The next pinch starts again at 1.
        f.screen.scroll(dy: notch, at: point, modifiers: .control)
        #expect(abs(pinch.scale - 1 / 1.1) < 1e-9 && target.pinches.last?.0 == .began)
        f.screen.advance(by: 0.3)
        f.expectIdle()
    }

    @Test func aPlainWheelStillScrollsAndCtrlWheelOutsideThePinchingViewDoesNothing() {
        let f = Fixture(width: 400, height: 300)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        f.root.addSubview(scroll)
        let photo = View(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        scroll.addSubview(photo)
        let pinch = PinchGestureRecognizer()
        photo.addGestureRecognizer(pinch)
        f.screen.scroll(dy: notch, at: CGPoint(x: 100, y: 100))
        f.screen.advance(by: 0.5)
        #expect(pinch.state == .possible && scroll.contentOffset.y > 0, "without Ctrl the wheel scrolls")
        let offset = scroll.contentOffset.y
        f.screen.scroll(dy: notch, at: CGPoint(x: 100, y: 100), modifiers: .control)
        f.screen.advance(by: 0.1)
        #expect(pinch.state == .began && scroll.contentOffset.y == offset, "with Ctrl the pinch takes it, nothing scrolls")
        f.screen.advance(by: 0.3)
        f.screen.scroll(dy: notch, at: CGPoint(x: 300, y: 250), modifiers: .control)
        #expect(pinch.state == .possible, "Ctrl+wheel beside the view does not pinch it")
        pinch.isEnabled = false
        f.screen.scroll(dy: notch, at: CGPoint(x: 100, y: 100), modifiers: .control)
        #expect(pinch.state == .possible, "a disabled recognizer is not offered the wheel")
        f.screen.advance(by: 0.3)
    }

    @Test func ctrlShiftWheelRotatesByFifteenDegreesANotch() {
        let f = Fixture(width: 400, height: 300)
        let dial = View(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        f.root.addSubview(dial)
        let rotation = RotationGestureRecognizer()
        let pinch = PinchGestureRecognizer()
        let target = Target()
        rotation.addTarget(target, action: Target.rotated)
        dial.addGestureRecognizer(pinch)
        dial.addGestureRecognizer(rotation)
        f.screen.scroll(dy: notch, at: CGPoint(x: 100, y: 100), modifiers: [.control, .shift])
        #expect(target.rotations.map(\.0) == [.began] && abs(rotation.rotation - .pi / 12) < 1e-9, "a notch down turns 15° clockwise")
        #expect(pinch.state == .possible, "Shift makes it a rotation, not a pinch")
        f.screen.advance(by: 0.05)
        f.screen.scroll(dy: -2 * notch, at: CGPoint(x: 100, y: 100), modifiers: [.control, .shift])
        #expect(abs(rotation.rotation + .pi / 12) < 1e-9 && rotation.velocity < 0)
        f.screen.advance(by: 0.3)
        #expect(target.rotations.last?.0 == .ended && rotation.state == .possible)
        f.expectIdle()
    }
}
