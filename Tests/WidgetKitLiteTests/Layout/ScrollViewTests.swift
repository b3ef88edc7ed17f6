import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct ScrollViewTests {
    // MARK: Offset

    @Test func theOffsetIsTheBoundsOrigin() {
        let f = ScrollFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(f.scrollView.bounds.origin == CGPoint(x: 0, y: 120))
        let rowTop = f.rows[3].convert(CGPoint.zero, to: nil).y
        #expect(rowTop == 30)
        #expect(f.log.events == ["scroll"])
        f.expectIdle()
    }

    @Test func nonFiniteValuesAreSanitised() {
        let f = ScrollFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 50)
        let lines = capturingDiagnostics { f.scrollView.setContentOffset(CGPoint(x: CGFloat.nan, y: 80), animated: true) }
        #expect(lines.count == 1)
        f.screen.advance(by: 0.5)
        #expect(f.offset == CGPoint(x: 0, y: 80))
        f.scrollView.contentSize = CGSize(width: CGFloat.infinity, height: -3)
        #expect(f.scrollView.contentSize == .zero)
        f.scrollView.contentInset = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(f.scrollView.contentInset == .zero)
        f.expectIdle()
    }

    @Test func animatedSetContentOffsetGlidesAndReports() {
        let f = ScrollFixture()
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        #expect(f.offset.y == 0)
        f.screen.advance(by: 0.15)
        #expect(f.offset.y > 100 && f.offset.y < 400)
        f.screen.advance(by: 0.2)
        #expect(f.offset.y == 500)
        #expect(f.log.milestones == ["didEndScrollingAnimation"])
        f.expectIdle()
    }

    @Test func scrollRectToVisibleMovesTheLeastNeeded() {
        let f = ScrollFixture()
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 50), animated: false)
        #expect(f.offset.y == 350)
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 400, width: 10, height: 50), animated: false)
        #expect(f.offset.y == 350)
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(f.offset.y == 100)
        f.expectIdle()
    }

    // MARK: Wheel

    @Test func aWheelStepGlidesByItsDistance() {
        let f = ScrollFixture()
        f.screen.scroll(dy: 40, at: CGPoint(200, 150))
        f.screen.advance(by: 0.05)
        #expect(f.offset.y > 0 && f.offset.y < 40)
        f.screen.advance(by: 0.2)
        #expect(f.offset == CGPoint(x: 0, y: 40))
        #expect(f.log.milestones == ["didEndScrollingAnimation"])
        f.expectIdle()
    }

    @Test func wheelStepsDuringAGlideAddUp() {
        let f = ScrollFixture()
        f.screen.scroll(dy: 40, at: CGPoint(200, 150))
        f.screen.advance(by: 1.0 / 60)
        f.screen.scroll(dy: 40, at: CGPoint(200, 150))
        f.screen.advance(by: 1.0 / 60)
        f.screen.scroll(dy: 40, at: CGPoint(200, 150))
        f.screen.advance(by: 0.5)
        #expect(f.offset.y == 120)
        f.screen.scroll(dy: -40, at: CGPoint(200, 150))
        f.screen.advance(by: 0.5)
        #expect(f.offset.y == 80)
        f.expectIdle()
    }

    @Test func theWheelStopsAtTheEnds() {
        let f = ScrollFixture()
        f.screen.scroll(dy: -40, at: CGPoint(200, 150))
        f.screen.advance(by: 0.5)
        #expect(f.offset.y == 0)
        f.scrollView.contentOffset.y = 1690
        f.screen.scroll(dy: 40, at: CGPoint(200, 150))
        f.screen.advance(by: 0.5)
        #expect(f.offset.y == 1700)
        f.expectIdle()
    }

    @Test func stepsAlongAnAxisThatCannotScrollGoToTheSuperview() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let outer = WheelRecorder(frame: window.bounds)
        let inner = ScrollView(frame: outer.bounds)
        inner.contentSize = CGSize(width: 400, height: 1000)
        window.addSubview(outer)
        outer.addSubview(inner)
        screen.scroll(dx: 40, dy: 0, at: CGPoint(200, 150))
        #expect(outer.steps == [CGPoint(40, 0)])
        screen.scroll(dy: 40, at: CGPoint(200, 150))
        #expect(outer.steps.count == 1)
        inner.isScrollEnabled = false
        screen.scroll(dy: 40, at: CGPoint(200, 150))
        #expect(outer.steps.count == 2)
        inner.isScrollEnabled = true
        inner.contentSize = CGSize(width: 400, height: 200)
        screen.scroll(dy: 40, at: CGPoint(200, 150))
        #expect(outer.steps.count == 3)
        screen.advance(by: 1)
        #expect(screen.isIdle)
    }

    // MARK: Dragging and momentum

    @Test func aDragMovesTheContentWithThePointer() {
        let f = ScrollFixture()
        f.screen.press(at: CGPoint(200, 250))
        f.screen.move(to: CGPoint(200, 238))
        #expect(f.scrollView.isDragging && f.offset.y == 0)
        f.screen.move(to: CGPoint(200, 138))
        #expect(f.offset.y == 100)
        f.screen.advance(by: 0.5)
        f.screen.release(at: CGPoint(200, 138))
        #expect(!f.scrollView.isDragging && !f.scrollView.isDecelerating && f.offset.y == 100)
        #expect(f.log.milestones == ["willBeginDragging", "didEndDragging(false)"])
        f.expectIdle()
    }

    @Test func theSameInputEndsAtTheSameOffsetWhateverTheFrameSteps() {
        var finals: [CGFloat] = []
        for step in [5.0, 1.0 / 60, 0.07] {
            let f = ScrollFixture()
            f.screen.drag(from: CGPoint(200, 260), to: CGPoint(200, 40), duration: 0.2)
            var elapsed = 0.0
            while elapsed < 5 {
                f.screen.advance(by: step)
                elapsed += step
            }
            finals.append(f.offset.y)
            f.expectIdle()
        }
        #expect(finals[0] == finals[1] && finals[1] == finals[2])
        #expect(finals[0] > 600)
    }

    @Test func theFastRateStopsSooner() {
        let normal = ScrollFixture(), fast = ScrollFixture()
        fast.scrollView.decelerationRate = .fast
        normal.screen.drag(from: CGPoint(200, 250), to: CGPoint(200, 100), duration: 0.25)
        fast.screen.drag(from: CGPoint(200, 250), to: CGPoint(200, 100), duration: 0.25)
        normal.screen.advance(by: 5)
        fast.screen.advance(by: 5)
        #expect(fast.offset.y < normal.offset.y && fast.offset.y > 140)
        normal.expectIdle()
        fast.expectIdle()
    }

    // MARK: Bounce

    @Test func pullingPastTheTopRubberBandsAndSpringsBack() {
        let f = ScrollFixture()
        f.screen.press(at: CGPoint(200, 50))
        f.screen.move(to: CGPoint(200, 65))
        f.screen.move(to: CGPoint(200, 165))
        // (1 − 1/(x·0.55/d + 1))·d with x = 100, d = 300, on whole pixels.
        let pull: CGFloat = (1 - 1 / (100 * 0.55 / 300 + 1)) * 300
        let shown = f.offset.y
        #expect(shown == -pull.rounded())
        f.screen.move(to: CGPoint(200, 465))
        #expect(f.offset.y > -300 * 0.55 && f.offset.y < -pull)
        f.screen.advance(by: 0.3)
        f.screen.release(at: CGPoint(200, 465))
        #expect(f.scrollView.isDecelerating)
        f.screen.advance(by: 0.2)
        #expect(f.offset.y < 0)
        f.screen.advance(by: 1)
        #expect(f.offset.y == 0 && !f.scrollView.isDecelerating)
        #expect(f.log.offsets.allSatisfy { $0.y <= 0 })
        #expect(f.log.milestones == ["willBeginDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
        f.expectIdle()
    }

    @Test func momentumPastTheEndOvershootsAndSettlesAtTheEnd() {
        let f = ScrollFixture()
        f.scrollView.contentOffset.y = 1600
        f.screen.drag(from: CGPoint(200, 250), to: CGPoint(200, 150), duration: 0.1)
        var largest: CGFloat = 0
        for _ in 0..<120 {
            f.screen.advance(by: 1.0 / 60)
            largest = max(largest, f.offset.y)
        }
        #expect(largest > 1710)
        #expect(f.offset.y == 1700 && !f.scrollView.isDecelerating)
        f.expectIdle()
    }

    @Test func withoutBouncesNothingGoesPastTheEdges() {
        let f = ScrollFixture()
        f.scrollView.bounces = false
        f.scrollView.contentOffset.y = 1600
        f.screen.drag(from: CGPoint(200, 250), to: CGPoint(200, 50), duration: 0.1)
        f.screen.advance(by: 2)
        #expect(f.log.offsets.allSatisfy { $0.y <= 1700 })
        #expect(f.offset.y == 1700)
        f.screen.drag(from: CGPoint(200, 50), to: CGPoint(200, 290), duration: 0.5)
        f.screen.drag(from: CGPoint(200, 50), to: CGPoint(200, 290), duration: 0.5)
        f.screen.drag(from: CGPoint(200, 50), to: CGPoint(200, 290), duration: 0.5)
        f.screen.drag(from: CGPoint(200, 50), to: CGPoint(200, 290), duration: 0.5)
        f.screen.drag(from: CGPoint(200, 50), to: CGPoint(200, 290), duration: 0.5)
        f.screen.drag(from: CGPoint(200, 50), to: CGPoint(200, 290), duration: 0.5)
        f.screen.drag(from: CGPoint(200, 50), to: CGPoint(200, 290), duration: 0.5)
        f.screen.drag(from: CGPoint(200, 50), to: CGPoint(200, 290), duration: 0.5)
        f.screen.advance(by: 3)
        #expect(f.log.offsets.allSatisfy { $0.y >= 0 })
        #expect(f.offset.y == 0)
        f.expectIdle()
    }

    @Test func alwaysBounceVerticalLetsShortContentRubberBand() {
        let f = ScrollFixture(contentHeight: 100)
        f.screen.drag(from: CGPoint(200, 50), to: CGPoint(200, 150), duration: 0.3)
        #expect(f.offset.y == 0 && f.log.milestones.isEmpty)
        f.scrollView.alwaysBounceVertical = true
        f.screen.drag(from: CGPoint(200, 50), to: CGPoint(200, 150), duration: 0.3)
        #expect(f.offset.y < 0)
        f.screen.advance(by: 1.5)
        #expect(f.offset.y == 0)
        f.expectIdle()
    }

    // MARK: Repaint, switching off

    @Test func everyScrollFrameEqualsAFullRepaint() {
        let f = ScrollFixture(frame: CGRect(x: 20, y: 30, width: 300, height: 200))
        let bar = View(frame: CGRect(x: 0, y: 180, width: 400, height: 60))
        bar.backgroundColor = Color.black.withAlphaComponent(0.35)
        f.window.addSubview(bar)
        f.screen.drag(from: CGPoint(100, 200), to: CGPoint(100, 60), duration: 0.2)
        #expect(f.incrementalEqualsFullRepaint())
        for _ in 0..<40 {
            f.screen.advance(by: 1.0 / 60)
            #expect(f.incrementalEqualsFullRepaint())
        }
        f.screen.scroll(dy: -75, at: CGPoint(100, 100))
        for _ in 0..<15 {
            f.screen.advance(by: 1.0 / 60)
            #expect(f.incrementalEqualsFullRepaint())
        }
        f.screen.advance(by: 5)
        #expect(f.incrementalEqualsFullRepaint())
        f.expectIdle()
    }

    @Test func scrollingIsOffDisablesDragAndWheel() {
        let f = ScrollFixture()
        f.scrollView.isScrollEnabled = false
        f.screen.drag(from: CGPoint(200, 250), to: CGPoint(200, 100), duration: 0.25)
        f.screen.scroll(dy: 40, at: CGPoint(200, 150))
        f.screen.advance(by: 1)
        #expect(f.offset.y == 0 && f.log.events.isEmpty)
        f.expectIdle()
    }
}

/// Records the wheel steps that reach it.
@MainActor
final class WheelRecorder: View {
    var steps: [CGPoint] = []
    override func scrollWheel(dx: CGFloat, dy: CGFloat) -> Bool {
        steps.append(CGPoint(dx, dy))
        return true
    }
}
