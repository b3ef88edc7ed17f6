import Foundation
import WidgetKitLite

/// A page like the demo's: buttons at the top left, a bottom bar, and `extraViews` small
/// labelled tiles (for growth measurements).
final class BenchPage: ViewController {
    let extraViews: Int
    let bar = BottomBar(text: "Bottom bar")

    init(title: String, extraViews: Int = 0) {
        self.extraViews = extraViews
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for (i, title) in ["Push page", "Push full-screen page", "Hide tab bar"].enumerated() {
            let button = Button(title: title, style: .filled)
            button.frame = CGRect(x: 20, y: 64 + CGFloat(i) * 46, width: 200, height: 36)
            view.addSubview(button)
        }
        let columns = 40
        for i in 0..<extraViews {
            let tile = View(frame: CGRect(x: 260 + CGFloat(i % columns) * 22, y: 64 + CGFloat(i / columns % 20) * 22, width: 18, height: 18))
            tile.backgroundColor = Color(white: 0.85)
            view.addSubview(tile)
        }
        view.addSubview(bar)
    }
}

/// A window with a tab bar controller of three navigation stacks, as the demo has.
@MainActor
struct BenchScene {
    let screen: HeadlessScreen
    let tabs = TabBarController()
    let navigation: NavigationController

    /// A screen of `size` points at `scale` device pixels per point.
    init(size: CGSize, scale: CGFloat = 1) {
        screen = HeadlessScreen(size: size, scale: scale)
        let window = screen.makeWindow()
        navigation = NavigationController(rootViewController: BenchPage(title: "Home"))
        tabs.viewControllers = [navigation, NavigationController(rootViewController: BenchPage(title: "Library")), NavigationController(rootViewController: BenchPage(title: "Settings"))]
        window.rootViewController = tabs
        screen.advance(by: 0.1)
    }
}
