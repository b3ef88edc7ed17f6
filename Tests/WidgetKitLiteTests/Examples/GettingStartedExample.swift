// The code of the "Getting started" article, compiled and run by `swift test`.
// Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// The first tab's root page: a button that pushes a detail page.
final class HomeViewController: ViewController {
    required init?(coder: NSCoder) { nil }

    override init() {
        super.init()
        title = "Home"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = Button(title: "Show details", style: .filled)
        button.frame = CGRect(x: 20, y: 64, width: 160, height: 36)
        button.addTarget(self, action: HomeViewController.showDetails, for: .primaryActionTriggered)
        view.addSubview(button)
    }

    func showDetails() {
        let details = ViewController()
        details.title = "Details"
        details.view.backgroundColor = .systemTeal
        navigationController?.pushViewController(details, animated: true)
    }
}

/// Two tabs, each a navigation stack.
@MainActor
func makeRootViewController() -> TabBarController {
    let home = NavigationController(rootViewController: HomeViewController())
    home.tabBarItem = TabBarItem(title: "Home", glyph: .house, tag: 0)
    let settings = NavigationController(rootViewController: ViewController())
    settings.tabBarItem = TabBarItem(title: "Settings", glyph: .gear, tag: 1)
    let tabs = TabBarController()
    tabs.viewControllers = [home, settings]
    return tabs
}

/// The article's `main.swift`, compiled here but not run: it needs an X server and
/// `run()` never returns.
@MainActor
func gettingStartedMain() {
    MainActor.assumeIsolated {
        let window = Window(size: CGSize(width: 800, height: 600))
        window.title = "My App"
        window.rootViewController = makeRootViewController()
        window.makeKeyAndVisible()
        Application.shared.run()
    }
}

// MARK: Checks

extension Examples {
    @MainActor @Suite struct GettingStarted {
        @Test func tabsWithAPushingNavigationStack() {
            let screen = HeadlessScreen(size: CGSize(width: 800, height: 600))
            let window = screen.makeWindow()
            let tabs = makeRootViewController()
            window.rootViewController = tabs
            screen.advance(by: 0)
            let home = tabs.selectedViewController as? NavigationController
            #expect(home?.topViewController is HomeViewController)

            screen.click(at: CGPoint(x: 100, y: 82))
            screen.advance(by: 0.35)
            #expect(home?.viewControllers.count == 2)
            #expect(home?.topViewController?.title == "Details")
            let middle = screen.snapshot().pixel(x: 400, y: 300)
            #expect(abs(middle.green - Color.systemTeal.green) < 0.01 && abs(middle.blue - Color.systemTeal.blue) < 0.01)

            screen.click(at: CGPoint(x: 600, y: 575))
            #expect(tabs.selectedIndex == 1, "a click on a tab selects it")
            screen.click(at: CGPoint(x: 200, y: 575))
            #expect(tabs.selectedIndex == 0 && home?.viewControllers.count == 2, "each tab keeps its stack")

            screen.click(at: CGPoint(x: 30, y: 22))
            screen.advance(by: 0.35)
            #expect(home?.viewControllers.count == 1, "the back button pops")
        }
    }
}
