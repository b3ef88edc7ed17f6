// Keyboard access, tab bars and Reduce Motion as UIKit's documentation shows them
// (UIControl's primary action, UITabBarController, UIAccessibility.isReduceMotionEnabled),
// with `UI` dropped. Written as an app writes it: a plain `import WidgetKitLite`, public API
// only.
import Foundation
import Testing
import WidgetKitLite

/// Shows a banner: sliding down from the top, or — when the user asked for less motion —
/// fading in where it rests, as Apple's guidance for Reduce Motion suggests.
@MainActor
func showBanner(_ banner: View, in container: View) {
    container.addSubview(banner)
    if Accessibility.isReduceMotionEnabled {
        banner.alpha = 0
        View.animate(withDuration: 0.3) { banner.alpha = 1 }
    } else {
        banner.frame.origin.y = -banner.frame.height
        View.animate(withDuration: 0.3) { banner.frame.origin.y = 0 }
    }
}

@MainActor @Suite struct KeyboardAndMotionExample {
    @Test func aBannerEndsShownWithOrWithoutReduceMotion() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200))
        let window = screen.makeWindow()
        let banner = Label(text: "Saved")
        banner.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        showBanner(banner, in: window)
        screen.advance(by: 0.5)
        #expect(banner.alpha == 1 && banner.frame.origin.y == 0)
    }

    @Test func theKeyboardTriggersAButtonsPrimaryActionAndSelectsTabs() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 240))
        let window = screen.makeWindow()

        let first = ViewController()
        first.tabBarItem = TabBarItem(title: "Inbox", image: nil, tag: 0)
        let second = ViewController()
        second.tabBarItem = TabBarItem(title: "Archive", image: nil, tag: 1)
        var saved = false
        let save = Button(type: .system)
        save.setTitle("Save", for: .normal)
        save.frame = CGRect(x: 20, y: 20, width: 80, height: 44)
        save.addAction(Action { _ in saved = true }, for: .primaryActionTriggered)
        first.view.addSubview(save)

        let tabBarController = TabBarController()
        tabBarController.viewControllers = [first, second]
        window.rootViewController = tabBarController
        screen.advance(by: 0)

        // Tab reaches the button; Return presses it.
        screen.key("Tab")
        screen.key("Return")
        #expect(saved)

        // The tab bar is a list of page tabs; Tab, Right and Return select the second tab.
        let tabs = screen.accessibilitySnapshot().allNodes.first { $0.role == "page tab list" }
        #expect(tabs?.children.map(\.name) == ["Inbox", "Archive"])
        screen.key("Tab")
        screen.key("Right")
        screen.key("Return")
        screen.advance(by: 1)
        #expect(tabBarController.selectedIndex == 1)
    }
}
