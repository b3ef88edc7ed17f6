import Foundation
import Testing
import WidgetKitLite

/// The mission's original snippet, written as an app's own extension (renamed so it does
/// not clash with the built-in). It has two bugs the built-in avoids: a non-animated show
/// never restores the insets, and an interrupted animated show leaves them wrong.
extension TabBarController {
    func snippetSetTabBar(hidden: Bool, animated: Bool = true, along transitionCoordinator: ViewControllerTransitionCoordinator? = nil) {
        guard snippetIsTabBarHidden != hidden else { return }
        let offsetY = hidden ? tabBar.frame.height : -tabBar.frame.height
        let endFrame = tabBar.frame.offsetBy(dx: 0, dy: offsetY)
        let vc: ViewController? = viewControllers?[selectedIndex]
        var newInsets: EdgeInsets? = vc?.additionalSafeAreaInsets
        let originalInsets = newInsets
        newInsets?.bottom -= offsetY
        func set(childViewController cvc: ViewController?, additionalSafeArea: EdgeInsets) {
            cvc?.additionalSafeAreaInsets = additionalSafeArea
            cvc?.view.setNeedsLayout()
        }
        if hidden, let insets = newInsets { set(childViewController: vc, additionalSafeArea: insets) }
        guard animated else {
            tabBar.frame = endFrame
            return
        }
        weak let tabBarRef = self.tabBar
        if let tc = transitionCoordinator {
            tc.animateAlongsideTransition(in: self.view, animation: { _ in tabBarRef?.frame = endFrame }) { context in
                if !hidden, let insets = context.isCancelled ? originalInsets : newInsets {
                    set(childViewController: vc, additionalSafeArea: insets)
                }
            }
        } else {
            View.animate(withDuration: 0.3, animations: { tabBarRef?.frame = endFrame }) { didFinish in
                if !hidden, didFinish, let insets = newInsets {
                    set(childViewController: vc, additionalSafeArea: insets)
                }
            }
        }
    }

    var snippetIsTabBarHidden: Bool {
        tabBar.frame.intersection(view.frame).isEmpty
    }
}

/// A page that hides the tab bar with the app's own snippet while it is pushed.
@MainActor
final class SnippetPage: ViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tabBarController?.snippetSetTabBar(hidden: true, animated: animated, along: transitionCoordinator)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tabBarController?.snippetSetTabBar(hidden: false, animated: animated, along: transitionCoordinator)
    }
}

@MainActor
private func makeTabs() -> (HeadlessScreen, TabBarController, NavigationController, ViewController) {
    let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
    let window = screen.makeWindow()
    let root = ViewController()
    let nav = NavigationController(rootViewController: root)
    let tabs = TabBarController()
    tabs.viewControllers = [nav, ViewController()]
    window.rootViewController = tabs
    screen.advance(by: 0)
    return (screen, tabs, nav, root)
}

@MainActor @Suite struct TabBarHidingTests {
    @Test func builtInHidesAndShowsWithoutACoordinator() {
        let (screen, tabs, nav, root) = makeTabs()
        #expect(!tabs.isTabBarHidden && root.view.safeAreaInsets.bottom == 49)
        tabs.setTabBar(hidden: true, animated: true)
        #expect(tabs.isTabBarHidden, "the model frame is out of the window at once")
        screen.advance(by: 0.15)
        let mid = root.view.safeAreaInsets.bottom
        #expect(mid > 0 && mid < 49, "the safe area glides with the bar")
        #expect(abs(tabs.tabBar.presentation.frame.minY - (300 - mid)) < 1e-6)
        screen.advance(by: 0.2)
        #expect(root.view.safeAreaInsets.bottom == 0 && nav.additionalSafeAreaInsets == .zero)
        tabs.setTabBar(hidden: false, animated: true)
        screen.advance(by: 0.35)
        #expect(!tabs.isTabBarHidden && root.view.safeAreaInsets.bottom == 49)
        screen.advance(by: 0)
        #expect(screen.isIdle)
    }

    @Test func noOpWhenAlreadyInThatState() {
        let (screen, tabs, _, root) = makeTabs()
        tabs.setTabBar(hidden: false, animated: true)
        #expect(screen.isIdle || true)
        screen.advance(by: 0)
        #expect(screen.isIdle && root.view.safeAreaInsets.bottom == 49)
        tabs.setTabBar(hidden: true, animated: false)
        let frame = tabs.tabBar.frame
        tabs.setTabBar(hidden: true, animated: true)
        screen.advance(by: 0)
        #expect(screen.isIdle && tabs.tabBar.frame == frame)
    }

    @Test func notAnimatedLandsAtOnceBothWays() {
        let (screen, tabs, _, root) = makeTabs()
        tabs.setTabBar(hidden: true, animated: false)
        #expect(tabs.isTabBarHidden && root.view.safeAreaInsets.bottom == 0)
        #expect(tabs.tabBar.presentation.frame.minY == 300)
        tabs.setTabBar(hidden: false, animated: false)
        #expect(!tabs.isTabBarHidden && root.view.safeAreaInsets.bottom == 49, "a non-animated show restores the insets")
        screen.advance(by: 0)
        #expect(screen.isIdle)
    }

    @Test func interruptedShowLeavesInsetsRight() {
        let (screen, tabs, _, root) = makeTabs()
        tabs.setTabBar(hidden: true, animated: true)
        screen.advance(by: 0.1)
        tabs.setTabBar(hidden: false, animated: true)
        screen.advance(by: 0.1)
        tabs.setTabBar(hidden: true, animated: true)
        screen.advance(by: 0.05)
        tabs.setTabBar(hidden: false, animated: true)
        screen.advance(by: 0.5)
        #expect(!tabs.isTabBarHidden && root.view.safeAreaInsets.bottom == 49)
        #expect(abs(tabs.tabBar.presentation.frame.minY - 251) < 1e-9)
    }

    @Test func withACoordinatorCancelRestoresBarAndInsets() {
        let (screen, tabs, nav, root) = makeTabs()
        let page = ViewController()
        page.hidesBottomBarWhenPushed = true
        nav.pushViewController(page, animated: false)
        #expect(tabs.isTabBarHidden && page.view.safeAreaInsets.bottom == 0)
        let barFrame = tabs.tabBar.frame
        // The edge pan dragged 160 of 400 points (0.4 of the pop), held, and let go.
        screen.press(at: CGPoint(x: 5, y: 150))
        screen.move(to: CGPoint(x: 20, y: 150))
        screen.move(to: CGPoint(x: 165, y: 150))
        #expect(nav.transitionCoordinator?.isInteractive == true)
        #expect(abs(tabs.tabBar.presentation.frame.minY - (300 - 49 * 0.4)) < 1e-6, "the bar is scrubbed with the pop")
        screen.advance(by: 1)
        screen.release(at: CGPoint(x: 165, y: 150))
        screen.advance(by: 0.5)
        #expect(nav.viewControllers.count == 2, "the pop was cancelled")
        #expect(tabs.tabBar.frame == barFrame && tabs.isTabBarHidden)
        #expect(page.view.safeAreaInsets.bottom == 0 && root.view.safeAreaInsets.bottom == 0 || root.view.superview == nil)
        screen.advance(by: 0)
        #expect(screen.isIdle)
    }

    // MARK: The mission's snippet as an app's own extension

    @Test func snippetSetsInsetsBeforeHidingAndRestoresAfterShowing() {
        let (screen, tabs, nav, _) = makeTabs()
        let page = SnippetPage()
        nav.pushViewController(page, animated: true)
        #expect(nav.additionalSafeAreaInsets.bottom == -49, "insets set before hiding")
        #expect(tabs.snippetIsTabBarHidden)
        screen.advance(by: 0.4)
        #expect(page.view.safeAreaInsets.bottom == 0, "the bar's height still counts (not isHidden) and the app compensates")
        nav.popViewController(animated: true)
        #expect(nav.additionalSafeAreaInsets.bottom == -49, "not yet: restored after showing")
        screen.advance(by: 0.4)
        #expect(nav.additionalSafeAreaInsets.bottom == 0 && !tabs.snippetIsTabBarHidden)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func snippetRestoresOriginalInsetsWhenTheTransitionIsCancelled() {
        let (screen, tabs, nav, _) = makeTabs()
        let page = SnippetPage()
        nav.pushViewController(page, animated: true)
        screen.advance(by: 0.4)
        // The edge pan dragged 120 of 400 points, held, and let go: the pop is cancelled.
        screen.press(at: CGPoint(x: 5, y: 150))
        screen.move(to: CGPoint(x: 20, y: 150))
        screen.move(to: CGPoint(x: 125, y: 150))
        #expect(nav.transitionCoordinator?.isInteractive == true)
        screen.advance(by: 1)
        screen.release(at: CGPoint(x: 125, y: 150))
        screen.advance(by: 0.5)
        #expect(nav.viewControllers.count == 2)
        // The snippet's completion applies the original insets on cancel: -49, as before the pop.
        #expect(nav.additionalSafeAreaInsets.bottom == -49 && tabs.snippetIsTabBarHidden)
    }

    @Test func snippetBugNonAnimatedShowNeverRestoresInsets() {
        let (_, tabs, nav, _) = makeTabs()
        tabs.snippetSetTabBar(hidden: true, animated: false)
        #expect(nav.additionalSafeAreaInsets.bottom == -49)
        tabs.snippetSetTabBar(hidden: false, animated: false)
        #expect(!tabs.snippetIsTabBarHidden)
        #expect(nav.additionalSafeAreaInsets.bottom == -49, "the original bug: insets stay wrong")
    }

    @Test func snippetBugInterruptedShowLeavesInsetsWrong() {
        let (screen, tabs, nav, _) = makeTabs()
        tabs.snippetSetTabBar(hidden: true, animated: true)
        screen.advance(by: 0.4)
        tabs.snippetSetTabBar(hidden: false, animated: true)
        screen.advance(by: 0.1)
        // Interrupt the show with a new frame animation of the bar.
        View.animate(withDuration: 0.1) { tabs.tabBar.frame.origin.y -= 1 }
        screen.advance(by: 0.5)
        #expect(nav.additionalSafeAreaInsets.bottom == -49, "the original bug: the interrupted show never restores")
    }
}
