import Foundation
import Testing
@testable import WidgetKitLite

/// Scroll view behaviour checked against its insides: the indicator views, the rects the
/// surface presents, and the motion's stop velocity.
@MainActor @Suite struct ScrollViewInternalTests {
    @Test func aFlingDeceleratesAsUIKitsNormalRate() {
        let f = ScrollFixture()
        f.screen.drag(from: CGPoint(200, 250), to: CGPoint(200, 100), duration: 0.25)
        // The pan begins after the first 10-point move; 600 pt/s at release.
        #expect(f.offset.y == 140 && f.scrollView.isDecelerating)
        f.screen.advance(by: 0.1)
        #expect(f.offset.y > 180 && f.offset.y < 200)
        f.screen.advance(by: 5)
        let k = 1000 * log(0.998)
        let expected = 140 + (ScrollAxisMotion.stopVelocity - 600) / k
        #expect(abs(f.offset.y - expected) <= 0.5)
        #expect(!f.scrollView.isDecelerating)
        #expect(f.log.milestones == ["willBeginDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
        f.expectIdle()
    }

    @Test func indicatorsShowWhileScrollingAndFadeAfter() {
        let f = ScrollFixture()
        let indicator = f.scrollView.verticalIndicator
        #expect(indicator.alpha == 0)
        f.screen.scroll(dy: 400, at: CGPoint(200, 150))
        f.screen.advance(by: 0.1)
        #expect(indicator.alpha == 1 && !indicator.isHidden)
        let frame = indicator.frame
        #expect(frame.width == 3 && frame.maxX == 397)
        // 300 of 2000 points visible: the bar is 15 % of the track.
        #expect(abs(frame.height - (300 - 6) * 300 / 2000) < 1e-9)
        f.screen.advance(by: 0.5)
        #expect(indicator.presentation.alpha > 0)
        f.screen.advance(by: 0.5)
        #expect(indicator.presentation.alpha == 0)
        #expect(f.scrollView.horizontalIndicator.isHidden)
        f.expectIdle()
    }

    @Test func indicatorsStayInFrontOfContentAddedLater() {
        let f = ScrollFixture()
        f.scrollView.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(f.scrollView.subviews.last === f.scrollView.verticalIndicator)
    }

    @Test func scrollingDamagesOnlyTheScrollViewsRect() throws {
        let f = ScrollFixture(frame: CGRect(x: 50, y: 40, width: 200, height: 150))
        let surface = try #require(f.window.surface as? HeadlessSurface)
        f.screen.scroll(dy: 40, at: CGPoint(100, 100))
        let area = PixelRect(x: 50, y: 40, width: 200, height: 150)
        for _ in 0..<12 {
            f.screen.advance(by: 1.0 / 60)
            #expect(surface.lastPresented.allSatisfy { area.contains($0) }, "\(surface.lastPresented)")
        }
        f.screen.advance(by: 2)
        f.expectIdle()
    }
}
