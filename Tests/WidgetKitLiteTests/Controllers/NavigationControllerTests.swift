import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct NavigationControllerTests {
    @Test func pushLifecycleOrder() {
        let f = TabsFixture()
        let p = f.page("P")
        f.navA.pushViewController(p, animated: true)
        #expect(f.log.entries == ["A.willDisappear", "P.willAppear"])
        #expect(p.coordinatorAtWillAppear != nil && p.parentAtWillAppear === f.navA)
        f.screen.advance(by: 0.35)
        #expect(f.log.entries == ["A.willDisappear", "P.willAppear", "A.didDisappear", "P.didAppear"])
        #expect(f.navA.viewControllers.map { ($0 as! LoggingPage).name } == ["A", "P"])
        #expect(p.navigationController === f.navA && p.tabBarController === f.tabs)
        #expect(p.transitionCoordinator == nil)
        f.expectIdle()
    }

    @Test func popLifecycleOrder() {
        let f = TabsFixture()
        let p = f.page("P")
        f.navA.pushViewController(p, animated: false)
        f.log.entries.removeAll()
        let popped = f.navA.popViewController(animated: true)
        #expect(popped === p)
        f.screen.advance(by: 0.4)
        #expect(f.log.entries == ["P.willDisappear", "A.willAppear", "P.didDisappear", "A.didAppear"])
        #expect(p.parent == nil)
        f.expectIdle()
    }

    @Test func popToRootLifecycleOrder() {
        let f = TabsFixture()
        let p = f.page("P"), q = f.page("Q")
        f.navA.pushViewController(p, animated: false)
        f.navA.pushViewController(q, animated: false)
        f.log.entries.removeAll()
        let popped = f.navA.popToRootViewController(animated: true)
        #expect(popped?.count == 2)
        f.screen.advance(by: 0.4)
        #expect(f.log.entries == ["Q.willDisappear", "A.willAppear", "Q.didDisappear", "A.didAppear"])
        #expect(f.navA.viewControllers.count == 1)
        f.expectIdle()
    }

    @Test func tabSwitchLifecycleOrder() {
        let f = TabsFixture()
        f.tabs.selectedIndex = 1
        #expect(f.log.entries == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        f.expectIdle()
    }

    @Test func popBringsTheTabBarBack() {
        let f = TabsFixture()
        let p = f.page("P", hidesBar: true)
        f.navA.pushViewController(p, animated: true)
        f.screen.advance(by: 0.4)
        #expect(f.tabs.isTabBarHidden)
        f.navA.popViewController(animated: true)
        f.screen.advance(by: 0.175)
        #expect(!f.tabs.isTabBarHidden)
        let y = f.tabs.tabBar.presentation.frame.minY
        #expect(y > f.height - 49 && y < f.height)
        f.screen.advance(by: 0.2)
        #expect(f.tabs.tabBar.presentation.frame.minY == f.height - 49)
        #expect(f.rootA.view.safeAreaInsets.bottom == 49)
        #expect(f.rootA.bottomBar.frame.maxY == f.height - 49)
        f.expectIdle()
    }

    @Test func popToRootFromDeepInsideBringsTheBarBack() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P", hidesBar: true), animated: false)
        f.navA.pushViewController(f.page("Q"), animated: false)
        #expect(f.tabs.isTabBarHidden)
        f.navA.popToRootViewController(animated: true)
        f.screen.advance(by: 0.4)
        #expect(!f.tabs.isTabBarHidden && f.rootA.view.safeAreaInsets.bottom == 49)
        f.expectIdle()
    }

    @Test func switchingTabsShowsTheOtherTabsBarState() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P", hidesBar: true), animated: false)
        #expect(f.tabs.isTabBarHidden)
        f.tabs.selectedIndex = 1
        #expect(!f.tabs.isTabBarHidden && f.rootB.view.safeAreaInsets.bottom == 49)
        f.tabs.selectedIndex = 0
        #expect(f.tabs.isTabBarHidden)
        f.expectIdle()
    }

    // MARK: Calls at awkward moments

    @Test func pushDuringAPushRunsAfterItInOrder() {
        let f = TabsFixture()
        let p = f.page("P"), q = f.page("Q")
        f.navA.pushViewController(p, animated: true)
        f.screen.advance(by: 0.1)
        f.navA.pushViewController(q, animated: true)
        #expect(f.navA.viewControllers.count == 3)
        #expect(f.navA.visibleViewController === p)
        f.screen.advance(by: 0.3)
        #expect(f.navA.visibleViewController === q)
        f.screen.advance(by: 0.4)
        #expect(q.view.frame.minX == 0 && q.view.superview === f.navA.view && p.view.superview == nil)
        f.expectIdle()
    }

    @Test func pushingTwiceIsANoOp() {
        let f = TabsFixture()
        let p = f.page("P")
        f.navA.pushViewController(p, animated: true)
        let lines = capturingDiagnostics { f.navA.pushViewController(p, animated: true) }
        #expect(lines.count == 1 && f.navA.viewControllers.count == 2)
        f.screen.advance(by: 0.4)
        f.expectIdle()
    }

    @Test func poppingTheRootIsANoOp() {
        let f = TabsFixture()
        var result: ViewController?
        let lines = capturingDiagnostics { result = f.navA.popViewController(animated: true) }
        #expect(result == nil && lines.count == 1 && f.navA.viewControllers.count == 1)
        f.expectIdle()
    }

    @Test func pushingAControllerOfAnotherStackIsANoOp() {
        let f = TabsFixture()
        let lines = capturingDiagnostics { f.navA.pushViewController(f.rootB, animated: true) }
        #expect(lines.count == 1 && f.navA.viewControllers.count == 1 && f.rootB.parent === f.navB)
        f.expectIdle()
    }

    @Test func outOfRangeTabIsANoOp() {
        let f = TabsFixture()
        let lines = capturingDiagnostics {
            f.tabs.selectedIndex = 5
            f.tabs.selectedIndex = -1
        }
        #expect(lines.count == 2 && f.tabs.selectedIndex == 0)
        f.expectIdle()
    }

    @Test func switchingTabsDuringAPushFinishesThePushFirst() {
        let f = TabsFixture()
        let p = f.page("P", hidesBar: true)
        f.navA.pushViewController(p, animated: true)
        f.screen.advance(by: 0.1)
        f.tabs.selectedIndex = 1
        #expect(f.log.entries.contains("P.didAppear"))
        #expect(!f.navA.isTransitioning && f.navA.visibleViewController === p)
        #expect(!f.tabs.isTabBarHidden, "tab B shows its own bar state")
        f.expectIdle()
    }
}

/// Calls queued behind a running transition: the screen catches up in one transition,
/// however many are waiting.
@MainActor @Suite struct NavigationQueueTests {
    @Test func theScreenCatchesUpWithEveryQueuedCallInOneTransition() {
        let f = TabsFixture()
        let p = f.page("P")
        f.navA.pushViewController(p, animated: true)
        let queued = (0..<100).map { f.page("Q\($0)") }
        for page in queued { f.navA.pushViewController(page, animated: true) }
        f.navA.popViewController(animated: true)
        f.screen.advance(by: 0.35)
        // The first push ended; one transition now leads to the final top page.
        #expect(f.navA.isTransitioning)
        f.screen.advance(by: 0.35)
        #expect(!f.navA.isTransitioning)
        #expect(f.navA.visibleViewController === queued[98])
        #expect(f.navA.viewControllers.count == 101)
        #expect(!f.log.entries.contains("Q0.willAppear"), "pages passed over never appear")
        #expect(f.log.entries.suffix(4) == ["P.willDisappear", "Q98.willAppear", "P.didDisappear", "Q98.didAppear"])
        f.expectIdle()
    }
}
