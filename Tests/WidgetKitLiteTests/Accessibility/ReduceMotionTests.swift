import Foundation
import Testing
@testable import WidgetKitLite

/// With reduce motion, pushes, pops, sheets and the tab bar cross-fade in place instead of
/// sliding, over the same durations, as iOS does.
@MainActor @Suite struct ReduceMotionTests {
    private let half = Theme.light.navigationTransitionDuration / 2

    @Test func aPushCrossFadesTheNewPageInPlace() {
        withReduceMotion {
            let f = TabsFixture()
            let p = f.page("P")
            f.navA.pushViewController(p, animated: true)
            f.screen.advance(by: half)
            #expect(p.view.presentation.frame.minX == 0)
            #expect(f.rootA.view.presentation.frame.minX == 0)
            #expect(p.view.presentation.alpha > 0.2 && p.view.presentation.alpha < 0.8)
            #expect(f.rootA.view.presentation.alpha == 1)
            f.screen.advance(by: half + 0.1)
            #expect(p.view.alpha == 1 && p.view.presentation.alpha == 1)
            #expect(f.rootA.view.superview == nil)
            f.expectIdle()
        }
    }

    @Test func withoutReduceMotionThePushSlides() {
        withReduceMotion(false) {
            let f = TabsFixture()
            let p = f.page("P")
            f.navA.pushViewController(p, animated: true)
            f.screen.advance(by: half)
            #expect(p.view.presentation.frame.minX > 0)
            #expect(p.view.presentation.alpha == 1)
            f.screen.advance(by: 1)
        }
    }

    @Test func aPopCrossFadesThePageBelowInOverTheTopOne() throws {
        try withReduceMotion {
            let f = TabsFixture()
            let p = f.page("P")
            f.navA.pushViewController(p, animated: false)
            f.navA.popViewController(animated: true)
            f.screen.advance(by: half)
            let pages = f.navA.view.subviews
            let root = try #require(pages.firstIndex { $0 === f.rootA.view })
            let top = try #require(pages.firstIndex { $0 === p.view })
            #expect(root > top, "the incoming page fades in over the outgoing one")
            #expect(f.rootA.view.presentation.frame.minX == 0 && p.view.presentation.frame.minX == 0)
            #expect(f.rootA.view.presentation.alpha > 0.2 && f.rootA.view.presentation.alpha < 0.8)
            f.screen.advance(by: half + 0.1)
            #expect(f.navA.viewControllers.count == 1 && f.rootA.view.alpha == 1)
            f.expectIdle()
        }
    }

    @Test func anInteractivePopScrubsTheFadeAndACancelLeavesEveryPageOpaque() {
        withReduceMotion {
            let f = TabsFixture()
            let p = f.page("P", hidesBar: true)
            f.navA.pushViewController(p, animated: false)
            #expect(f.navA.beginInteractivePop())
            f.navA.updateInteractivePop(0.3)
            #expect(abs(f.rootA.view.presentation.alpha - 0.3) < 0.05)
            #expect(p.view.presentation.frame.minX == 0)
            // The tab bar fades back in with the page, in place.
            #expect(f.tabs.tabBar.presentation.frame.minY == f.height - 49)
            #expect(abs(f.tabs.tabBar.presentation.alpha - 0.3) < 0.05)
            f.navA.endInteractivePop(cancelled: true)
            f.screen.advance(by: 0.5)
            #expect(f.navA.topViewController === p && p.view.alpha == 1)
            #expect(f.rootA.view.alpha == 1, "the page taken out is opaque for its next showing")
            #expect(f.tabs.isTabBarHidden && f.tabs.tabBar.alpha == 1)
            f.expectIdle()

            #expect(f.navA.beginInteractivePop())
            f.navA.updateInteractivePop(0.6)
            f.navA.endInteractivePop(cancelled: false)
            f.screen.advance(by: 0.5)
            #expect(f.navA.viewControllers.count == 1 && f.rootA.view.alpha == 1)
            #expect(!f.tabs.isTabBarHidden && f.tabs.tabBar.alpha == 1)
            f.expectIdle()
        }
    }

    @Test func theTabBarFadesOutInPlaceWithAPushThatHidesIt() {
        withReduceMotion {
            let f = TabsFixture()
            f.navA.pushViewController(f.page("P", hidesBar: true), animated: true)
            f.screen.advance(by: half)
            #expect(f.tabs.tabBar.presentation.frame.minY == f.height - 49)
            #expect(f.tabs.tabBar.presentation.alpha > 0.2 && f.tabs.tabBar.presentation.alpha < 0.8)
            f.screen.advance(by: half + 0.1)
            #expect(f.tabs.isTabBarHidden)
            #expect(f.tabs.tabBar.alpha == 1)
            f.navA.popViewController(animated: true)
            f.screen.advance(by: half)
            #expect(f.tabs.tabBar.presentation.frame.minY == f.height - 49)
            #expect(f.tabs.tabBar.presentation.alpha > 0.2 && f.tabs.tabBar.presentation.alpha < 0.8)
            f.screen.advance(by: half + 0.1)
            #expect(!f.tabs.isTabBarHidden && f.tabs.tabBar.alpha == 1)
            f.expectIdle()
        }
    }

    @Test func setTabBarHiddenFadesTheBar() {
        withReduceMotion {
            let f = TabsFixture()
            f.tabs.setTabBar(hidden: true, animated: true)
            f.screen.advance(by: Theme.light.tabBarAnimationDuration / 2)
            #expect(f.tabs.tabBar.presentation.frame.minY == f.height - 49)
            #expect(f.tabs.tabBar.presentation.alpha < 0.9)
            f.screen.advance(by: 1)
            #expect(f.tabs.isTabBarHidden && f.tabs.tabBar.alpha == 1)
            f.tabs.setTabBar(hidden: false, animated: true)
            f.screen.advance(by: Theme.light.tabBarAnimationDuration / 2)
            #expect(f.tabs.tabBar.presentation.frame.minY == f.height - 49)
            #expect(f.tabs.tabBar.presentation.alpha > 0.1 && f.tabs.tabBar.presentation.alpha < 0.9)
            f.screen.advance(by: 1)
            #expect(!f.tabs.isTabBarHidden && f.tabs.tabBar.alpha == 1)
            f.expectIdle()
        }
    }

    @Test func aSheetCrossFadesInWhereItRestsAndFadesOut() throws {
        try withReduceMotion {
            let f = TabsFixture()
            let sheet = ViewController()
            f.rootA.present(sheet, animated: true)
            let duration = Theme.light.presentation.sheetDuration
            f.screen.advance(by: duration / 2)
            let container = try #require(sheet.view.superview)
            let rest = min(Theme.light.presentation.sheetTopMargin, f.height / 4)
            #expect(container.presentation.frame.minY == rest)
            #expect(container.presentation.alpha > 0.2 && container.presentation.alpha < 0.9)
            f.screen.advance(by: duration)
            #expect(container.alpha == 1 && container.frame.minY == rest)
            sheet.dismiss(animated: true)
            f.screen.advance(by: duration / 2)
            #expect(container.presentation.frame.minY == rest)
            #expect(container.presentation.alpha < 0.9)
            f.screen.advance(by: duration)
            #expect(f.rootA.presentedViewController == nil)
            f.expectIdle()
        }
    }
}
