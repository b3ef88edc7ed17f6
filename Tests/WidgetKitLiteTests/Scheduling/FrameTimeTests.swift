import Foundation
import Testing
@testable import WidgetKitLite

/// A view whose layout lets time pass, as a slow frame does on a live clock.
@MainActor
private final class SlowLayoutView: View {
    var duringLayout: () -> Void = {}
    override func layoutSubviews() { duringLayout() }
}

@MainActor @Suite struct FrameTimeTests {
    /// Every phase of a frame shows animations at the frame's time, even when the clock moves
    /// during the frame: a bar laid out against a moving one is painted at the same instant.
    @Test func presentationInsideAFrameUsesTheFrameTime() {
        let f = Fixture()
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.root.addSubview(box)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.frame.origin.x = 100 }
        f.screen.advance(by: 0.5)
        var seenDuringLayout: CGFloat = -1
        let slow = SlowLayoutView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        slow.duringLayout = {
            f.screen.host.manualClock.set(f.screen.now + 0.1)
            seenDuringLayout = box.presentation.frame.origin.x
        }
        f.root.addSubview(slow)
        f.screen.runFrame()
        #expect(abs(seenDuringLayout - 50) < 1e-6, "the frame ran at t = 0.5")
        #expect(abs(box.presentation.frame.origin.x - 60) < 1e-6, "between frames, the clock's time")
    }
}
