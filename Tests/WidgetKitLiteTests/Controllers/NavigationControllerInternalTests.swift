import Foundation
import Testing
@testable import WidgetKitLite

/// Navigation behaviour driven or read through internals: the interactive pop driven step by
/// step, the transition's curve and tracks, and the count of stack operations applied.
@MainActor @Suite struct NavigationControllerInternalTests {
    @Test func pushPositionsFollowOneCurve() {
        let f = TabsFixture()
        let p = f.page("P", hidesBar: true)
        f.navA.pushViewController(p, animated: true)
        let w = f.width
        for t in [0.0, 0.1, 0.175, 0.35] {
            if t > 0 { f.screen.advance(by: t - (f.screen.now - 0)) }
            let progress = CGFloat(CubicBezier.easeInEaseOut.value(at: min(1, t / 0.35)))
            let newX = p.view.presentation.frame.minX
            let oldX = f.rootA.view.presentation.frame.minX
            #expect(abs(newX - w * (1 - progress)) < 1e-6, "new page at t=\(t)")
            #expect(abs(oldX - (-0.3 * w * progress)) < 1e-6, "old page at t=\(t) \(oldX) model \(f.rootA.view.frame) tracks \(f.rootA.view.tracks.keys)")
            let barY = f.tabs.tabBar.presentation.frame.minY
            #expect(abs(barY - (f.height - 49 + 49 * progress)) < 1e-6, "tab bar at t=\(t)")
            // The bottom bar rides on the safe area, which follows the tab bar.
            let bottomBarMaxY = p.bottomBar.presentation.frame.maxY
            #expect(
                abs(bottomBarMaxY - (f.height - 49 * (1 - progress))) < 1e-6,
                "bottom bar at t=\(t) \(bottomBarMaxY) \(f.rootA.view.safeAreaInsets) \(f.navA.view.safeAreaInsets) \(f.rootA.bottomBar.frame)")
        }
        #expect(f.tabs.isTabBarHidden)
        #expect(p.bottomBar.frame.maxY == f.height)
        f.expectIdle()
    }

    @Test func interactivePopCancelledRestoresEverything() {
        let f = TabsFixture()
        let p = f.page("P", hidesBar: true)
        f.navA.pushViewController(p, animated: false)
        f.log.entries.removeAll()
        let before = (p.view.frame, f.tabs.tabBar.frame, p.view.safeAreaInsets, f.navA.view.safeAreaInsets)
        #expect(f.navA.beginInteractivePop())
        f.navA.updateInteractivePop(0.3)
        #expect(abs(p.view.presentation.frame.minX - 0.3 * f.width) < 1e-6)
        #expect(abs((f.navA.transitionCoordinator?.percentComplete ?? 0) - 0.3) < 1e-6)
        f.navA.endInteractivePop(cancelled: true)
        f.screen.advance(by: 0.5)
        #expect(p.view.frame == before.0 && f.tabs.tabBar.frame == before.1)
        #expect(p.view.safeAreaInsets == before.2 && f.navA.view.safeAreaInsets == before.3)
        #expect(f.tabs.isTabBarHidden)
        #expect(f.navA.viewControllers.count == 2 && f.navA.topViewController === p)
        #expect(f.log.entries == ["P.willDisappear", "A.willAppear", "A.willDisappear", "P.willAppear", "A.didDisappear", "P.didAppear"])
        f.expectIdle()
    }

    @Test func interactivePopCompletes() {
        let f = TabsFixture()
        let p = f.page("P", hidesBar: true)
        f.navA.pushViewController(p, animated: false)
        #expect(f.navA.beginInteractivePop())
        f.navA.updateInteractivePop(0.6)
        f.navA.endInteractivePop(cancelled: false)
        f.screen.advance(by: 0.5)
        #expect(f.navA.viewControllers.count == 1 && !f.tabs.isTabBarHidden)
        f.expectIdle()
    }

    @Test func popDuringAnInteractivePopWaits() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P"), animated: false)
        f.navA.pushViewController(f.page("Q"), animated: false)
        #expect(f.navA.beginInteractivePop())
        f.navA.updateInteractivePop(0.2)
        f.navA.popViewController(animated: true)
        f.navA.endInteractivePop(cancelled: true)
        f.screen.advance(by: 1)
        #expect(f.navA.viewControllers.count == 2)
        #expect(f.navA.visibleViewController === f.navA.topViewController)
        f.expectIdle()
    }

    @Test func readingTheStackReplaysNoQueuedOperation() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P"), animated: true)
        for i in 0..<1000 { f.navA.pushViewController(f.page("Q\(i)"), animated: true) }
        let before = f.navA.stackOperationsApplied
        for _ in 0..<100 {
            #expect(f.navA.viewControllers.count == 1002)
            _ = f.navA.topViewController
        }
        #expect(f.navA.stackOperationsApplied == before, "a read applies no queued operation")
        f.screen.advance(by: 1)
        f.expectIdle()
    }

    @Test func eachQueuedCallAppliesOneOperation() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P"), animated: true)
        let before = f.navA.stackOperationsApplied
        for i in 0..<500 { f.navA.pushViewController(f.page("Q\(i)"), animated: true) }
        for _ in 0..<500 { f.navA.popViewController(animated: true) }
        #expect(f.navA.stackOperationsApplied - before == 1000, "one operation per call, none per read")
        #expect(f.navA.viewControllers.count == 2)
        f.screen.advance(by: 1)
        f.expectIdle()
    }
}
