import Foundation
import Testing
import WidgetKitLite

/// A page whose `pinned` view sits on the safe area's bottom edge, full width, 30 high.
@MainActor
private final class PinnedPage: ViewController {
    let pinned = View()

    override func viewDidLoad() {
        super.viewDidLoad()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pinned.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            pinned.heightAnchor.constraint(equalToConstant: 30),
        ])
    }

    /// The bottom edge of the pinned view as drawn now, in window coordinates.
    var pinnedBottomOnScreen: CGFloat {
        view.convert(CGPoint(x: 0, y: pinned.presentation.frame.maxY), to: nil).y
    }
}

/// `safeAreaLayoutGuide` follows `safeAreaInsets` frame by frame: a view pinned to its bottom
/// sits on the tab bar, glides with it when a pushed page hides it, and comes back exactly
/// when an interactive pop is cancelled.
@MainActor @Suite struct SafeAreaGuideTests {
    /// A 400×300 window: a tab bar controller whose first tab is a navigation stack rooted at
    /// a pinned page.
    private func makeTabs() -> (HeadlessScreen, TabBarController, NavigationController, PinnedPage) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let root = PinnedPage()
        let nav = NavigationController(rootViewController: root)
        let tabs = TabBarController()
        tabs.viewControllers = [nav, ViewController()]
        window.rootViewController = tabs
        screen.advance(by: 0)
        return (screen, tabs, nav, root)
    }

    @Test func theGuideIsTheBoundsInsetByTheBars() {
        let (_, tabs, _, root) = makeTabs()
        let insets = root.view.safeAreaInsets
        #expect(insets.bottom == 49 && tabs.tabBar.frame.minY == 251)
        #expect(root.view.safeAreaLayoutGuide.layoutFrame == root.view.bounds.inset(by: insets))
        #expect(root.pinned.frame == CGRect(x: 0, y: 300 - 49 - 30, width: 400, height: 30))
        #expect(root.pinnedBottomOnScreen == tabs.tabBar.frame.minY)
    }

    @Test func aPinnedViewGlidesWithTheTabBarDuringAPushThatHidesIt() {
        let (screen, tabs, nav, root) = makeTabs()
        let page = PinnedPage()
        page.hidesBottomBarWhenPushed = true
        nav.pushViewController(page, animated: true)
        var moments: [CGFloat] = []
        for _ in 0..<12 {
            screen.advance(by: 0.03)
            let barTop = tabs.tabBar.presentation.frame.minY
            moments.append(barTop)
            #expect(abs(page.pinnedBottomOnScreen - barTop) < 1e-9, "pushed page at \(screen.now)")
            // The root page follows while it is on screen (it leaves the window at the end).
            if root.view.window != nil {
                #expect(abs(root.pinnedBottomOnScreen - barTop) < 1e-9, "root page at \(screen.now)")
            }
        }
        #expect(moments.contains { $0 > 252 && $0 < 299 }, "the bar was seen between its ends")
        screen.advance(by: 0.5)
        #expect(page.pinned.frame == CGRect(x: 0, y: 270, width: 400, height: 30))
        #expect(page.pinnedBottomOnScreen == 300)
    }

    @Test func aCancelledInteractivePopReturnsThePinnedViewExactly() {
        let (screen, tabs, nav, _) = makeTabs()
        let page = PinnedPage()
        page.hidesBottomBarWhenPushed = true
        nav.pushViewController(page, animated: true)
        screen.advance(by: 1)
        let before = page.pinned.frame
        #expect(before == CGRect(x: 0, y: 270, width: 400, height: 30))
        // A slow drag from the left edge, released before half the width: the pop is cancelled.
        screen.drag(from: CGPoint(x: 5, y: 150), to: CGPoint(x: 120, y: 150), duration: 1)
        var sawTheBar = false
        for _ in 0..<20 {
            let barTop = tabs.tabBar.presentation.frame.minY
            if barTop < 299 { sawTheBar = true }
            #expect(abs(page.pinnedBottomOnScreen - barTop) < 1e-9, "at \(screen.now)")
            screen.advance(by: 0.02)
        }
        screen.advance(by: 1)
        #expect(sawTheBar, "the drag brought the bar part of the way in")
        #expect(nav.viewControllers.count == 2 && tabs.isTabBarHidden)
        #expect(page.pinned.frame == before)
        #expect(page.pinned.presentation.frame == before)
    }

    @Test func thePinnedViewFollowsTheBarWhileTheDragScrubsIt() {
        let (screen, tabs, nav, _) = makeTabs()
        let page = PinnedPage()
        page.hidesBottomBarWhenPushed = true
        nav.pushViewController(page, animated: false)
        screen.advance(by: 0)
        screen.press(at: CGPoint(x: 5, y: 150))
        for x in stride(from: 20, through: 180, by: 40) {
            screen.move(to: CGPoint(x: CGFloat(x), y: 150))
            screen.advance(by: 1.0 / 60)
            let barTop = tabs.tabBar.presentation.frame.minY
            #expect(barTop < 300)
            #expect(abs(page.pinnedBottomOnScreen - barTop) < 1e-9, "dragged to \(x)")
        }
        screen.advance(by: 1)
        screen.release(at: CGPoint(x: 180, y: 150))
        screen.advance(by: 1)
        #expect(nav.viewControllers.count == 2)
        #expect(page.pinned.frame == CGRect(x: 0, y: 270, width: 400, height: 30))
    }
}
