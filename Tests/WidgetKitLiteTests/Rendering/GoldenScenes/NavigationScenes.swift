import Foundation

import WidgetKitLite

/// A navigation bar with a back button and right items, and a push caught at moments of its
/// transition.
extension GoldenScene {
    static let navigation: [GoldenScene] = UserInterfaceStyle.allStyles.map(barWithItems) + [25, 50, 75].map(push)

    /// A pushed page with three right items, in `style`.
    private static func barWithItems(_ style: UserInterfaceStyle) -> GoldenScene {
        GoldenScene("navigation-items-\(style)", width: 360, height: 60) { screen in
            let window = screen.makeWindow()
            window.overrideUserInterfaceStyle = style
            let root = ViewController()
            root.title = "Albums"
            let nav = NavigationController(rootViewController: root)
            window.rootViewController = nav
            let page = ViewController()
            page.title = "Summer"
            page.navigationItem.rightBarButtonItems = [
                BarButtonItem(systemItem: .done), BarButtonItem(systemItem: .add), BarButtonItem(systemItem: .close),
            ]
            nav.pushViewController(page, animated: false)
            screen.advance(by: 0.1)
        }
    }

    /// An animated push `percent` of the way through: the titles move apart.
    private static func push(_ percent: Int) -> GoldenScene {
        GoldenScene("navigation-push-\(percent)", width: 400, height: 100, goldenTolerance: 2) { screen in
            let root = ViewController()
            root.title = "Library"
            let page = ViewController()
            page.title = "Blue Engine"
            let navigation = NavigationController(rootViewController: root)
            screen.makeWindow().rootViewController = navigation
            screen.advance(by: 0)
            navigation.pushViewController(page, animated: true)
            screen.advance(by: Theme.light.navigationTransitionDuration * Double(percent) / 100)
        }
    }
}
