import Foundation
import Testing
import WidgetKitLite

/// The fast paths (damage, cached content, rasterised pages, occlusion) must paint exactly
/// what a full repaint paints, at every frame.
@MainActor @Suite struct IncrementalRepaintTests {
    /// Runs `frames` frames of 1/60 s and compares each with a full repaint.
    private func expectEveryFrameMatches(_ f: TabsFixture, frames: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        for i in 0..<frames {
            f.screen.advance(by: 1.0 / 60)
            let incremental = f.screen.snapshot()
            let full = f.screen.fullRepaint()
            if incremental != full {
                Issue.record("frame \(i) differs at pixel \(firstDifference(incremental, full).debugDescription)", sourceLocation: sourceLocation)
                return
            }
        }
    }

    /// The first pixel (x, y), row by row, where `a` and `b` differ; nil when none does.
    private func firstDifference(_ a: Image, _ b: Image) -> (Int, Int)? {
        for y in 0..<max(a.height, b.height) {
            for x in 0..<max(a.width, b.width) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { return (x, y) }
        }
        return nil
    }

    @Test func push() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P", hidesBar: true), animated: true)
        expectEveryFrameMatches(f, frames: 24)
    }

    @Test func pop() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P", hidesBar: true), animated: false)
        f.screen.advance(by: 0.1)
        f.navA.popViewController(animated: true)
        expectEveryFrameMatches(f, frames: 24)
    }

    @Test func cancelledInteractivePop() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P", hidesBar: true), animated: false)
        f.screen.advance(by: 0.1)
        // The edge pan, dragged 12 points a frame to under half the width, held, and let go.
        f.screen.press(at: CGPoint(x: 5, y: 150))
        f.screen.move(to: CGPoint(x: 20, y: 150))
        #expect(f.navA.transitionCoordinator?.isInteractive == true)
        for step in 1...10 {
            f.screen.move(to: CGPoint(x: 20 + CGFloat(step) * 12, y: 150))
            expectEveryFrameMatches(f, frames: 1)
        }
        expectEveryFrameMatches(f, frames: 30)
        f.screen.release(at: CGPoint(x: 140, y: 150))
        expectEveryFrameMatches(f, frames: 20)
        #expect(f.navA.viewControllers.count == 2, "the pop was cancelled")
    }

    @Test func tabSwitch() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P", hidesBar: true), animated: false)
        f.screen.advance(by: 0.1)
        f.tabs.selectedIndex = 1
        expectEveryFrameMatches(f, frames: 3)
        f.tabs.selectedIndex = 0
        expectEveryFrameMatches(f, frames: 3)
    }

    @Test func fadeAndTurnAround() {
        let f = TabsFixture()
        f.rootA.bottomBar.toggle()
        expectEveryFrameMatches(f, frames: 12)
        f.rootA.bottomBar.toggle()
        expectEveryFrameMatches(f, frames: 36)
    }
}

@MainActor @Suite struct FocusedPushRepaintTests {
    @Test func pushFromAFocusedButtonRepaintsTheRing() {
        let f = TabsFixture(width: 320, height: 240)
        let button = Button(title: "Push", style: .filled, primaryAction: Action { _ in f.navA.pushViewController(f.page("P"), animated: true) })
        button.frame = CGRect(x: 8, y: 52, width: 72, height: 35)
        f.rootA.view.addSubview(button)
        f.screen.advance(by: 0.1)
        f.screen.key("Tab")
        f.screen.advance(by: 0.1)
        f.screen.key("Return")
        for i in 0..<30 {
            let incremental = f.screen.snapshot()
            let full = f.screen.fullRepaint()
            #expect(incremental == full, "frame \(i)")
            if incremental != full { break }
            f.screen.advance(by: 1.0 / 60)
        }
    }
}
