import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct InteractivePopGestureTests {
    @Test func theEdgePanIsInstalledOnTheNavigationControllersView() {
        let f = TabsFixture()
        let recognizer = f.navA.interactivePopGestureRecognizer
        #expect(recognizer is ScreenEdgePanGestureRecognizer)
        #expect(recognizer?.view === f.navA.view)
        #expect((recognizer as? ScreenEdgePanGestureRecognizer)?.edges == .left)
    }

    @Test func draggingPastHalfTheWidthPops() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P"), animated: false)
        f.screen.drag(from: CGPoint(5, 150), to: CGPoint(260, 150), duration: 0.5)
        f.screen.advance(by: 0.5)
        #expect(f.navA.viewControllers.count == 1)
        f.expectIdle()
    }

    @Test func theDragScrubsThePage() {
        let f = TabsFixture()
        let p = f.page("P")
        f.navA.pushViewController(p, animated: false)
        f.screen.press(at: CGPoint(5, 150))
        f.screen.move(to: CGPoint(20, 150))
        f.screen.move(to: CGPoint(105, 150))
        #expect(f.navA.transitionCoordinator?.isInteractive == true)
        #expect(abs(p.view.presentation.frame.minX - 100) < 1e-6)
        f.screen.advance(by: 1)
        f.screen.release(at: CGPoint(105, 150))
        f.screen.advance(by: 0.5)
        #expect(f.navA.viewControllers.count == 2 && f.navA.topViewController === p)
        #expect(p.view.frame.minX == 0)
        f.expectIdle()
    }

    @Test func aFastFlingPopsEvenBeforeHalfTheWidth() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P"), animated: false)
        f.screen.drag(from: CGPoint(5, 150), to: CGPoint(150, 150), duration: 0.1)
        f.screen.advance(by: 0.5)
        #expect(f.navA.viewControllers.count == 1)
        f.expectIdle()
    }

    @Test func aSlowShortDragCancels() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P"), animated: false)
        f.screen.drag(from: CGPoint(5, 150), to: CGPoint(120, 150), duration: 1)
        f.screen.advance(by: 0.5)
        #expect(f.navA.viewControllers.count == 2)
        f.expectIdle()
    }

    @Test func theEdgePanDoesNotBeginAtTheRootOrDuringATransition() {
        let f = TabsFixture()
        let recorder = StateRecorder()
        f.navA.interactivePopGestureRecognizer?.addTarget(recorder, action: StateRecorder.record)
        f.screen.drag(from: CGPoint(5, 150), to: CGPoint(260, 150), duration: 0.3)
        #expect(recorder.states.isEmpty)
        f.navA.pushViewController(f.page("P"), animated: true)
        f.screen.drag(from: CGPoint(5, 150), to: CGPoint(260, 150), duration: 0.1)
        #expect(recorder.states.isEmpty)
        f.screen.advance(by: 0.5)
        #expect(f.navA.viewControllers.count == 2)
        f.expectIdle()
    }

    @Test func aVerticalDragFromTheEdgeDoesNotPop() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P"), animated: false)
        f.screen.drag(from: CGPoint(5, 100), to: CGPoint(8, 250), duration: 0.3)
        f.screen.advance(by: 0.5)
        #expect(f.navA.viewControllers.count == 2 && f.navA.transitionCoordinator == nil)
        f.expectIdle()
    }
}
