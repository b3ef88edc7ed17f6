import Foundation
import Testing
@testable import WidgetKitLite

/// The fast paths (damage, cached content, rasterised pages, occlusion) must paint exactly
/// what a full repaint paints, at every frame.
@MainActor @Suite struct IncrementalRepaintTests {
    /// Runs `frames` frames of 1/60 s and compares each with a full repaint.
    private func expectEveryFrameMatches(_ f: TabsFixture, frames: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        for i in 0..<frames {
            f.screen.advance(by: 1.0 / 60)
            let incremental = f.screen.snapshot()
            let full = f.screen.fullRepaint()
            if incremental.pixels != full.pixels {
                let diff = zip(incremental.pixels, full.pixels).enumerated().first { $0.element.0 != $0.element.1 }
                Issue.record("frame \(i) differs at pixel \(diff.map { ($0.offset % incremental.width, $0.offset / incremental.width) }.debugDescription)", sourceLocation: sourceLocation)
                return
            }
        }
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
        #expect(f.navA.beginInteractivePop())
        for step in 1...10 {
            f.navA.updateInteractivePop(CGFloat(step) * 0.03)
            expectEveryFrameMatches(f, frames: 1)
        }
        f.navA.endInteractivePop(cancelled: true)
        expectEveryFrameMatches(f, frames: 20)
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
            #expect(incremental.pixels == full.pixels, "frame \(i)")
            if incremental.pixels != full.pixels { break }
            f.screen.advance(by: 1.0 / 60)
        }
    }
}
