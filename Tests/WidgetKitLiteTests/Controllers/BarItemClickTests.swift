import Foundation
import Testing
import WidgetKitLite

/// Clicks on the bars' own items: a tab bar item selects its tab, the back button pops.
@MainActor @Suite struct BarItemClickTests {
    @Test func clickingATabItemSelectsItsTab() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let tabs = TabBarController()
        tabs.viewControllers = [ViewController(), ViewController(), ViewController()]
        window.rootViewController = tabs
        screen.advance(by: 0)
        let item = tabs.tabBar.frameOfItem(at: 2)!
        let point = tabs.tabBar.convert(CGPoint(x: item.midX, y: item.midY), to: window)
        screen.click(at: point)
        screen.advance(by: 0.1)
        #expect(tabs.selectedIndex == 2)
    }

    @Test func clickingTheBackButtonPops() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let root = ViewController()
        root.title = "Root"
        let nav = NavigationController(rootViewController: root)
        window.rootViewController = nav
        screen.advance(by: 0)
        nav.pushViewController(ViewController(), animated: false)
        screen.advance(by: 0.1)
        screen.click(at: CGPoint(x: 25, y: 22))
        screen.advance(by: 0.5)
        #expect(nav.viewControllers.count == 1)
    }
}
