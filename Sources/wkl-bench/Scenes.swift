import Foundation
import WidgetKitLite

/// A page like the demo's: buttons at the top left, a bottom bar, `extraViews` small
/// labelled tiles (for growth measurements) and `cards` (for layer styling).
final class BenchPage: ViewController {
    required init?(coder: NSCoder) { nil }

    /// Cards of a page: none, or 20 rounded cards with a title, with or without a shadow.
    enum Cards {
        case none, plain, shadowed
    }

    let extraViews: Int
    let cards: Cards
    let bar = BottomBar(text: "Bottom bar")

    init(title: String, extraViews: Int = 0, cards: Cards = .none) {
        self.extraViews = extraViews
        self.cards = cards
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
        if cards != .none { addCards() }
        view.addSubview(bar)
    }

    /// 20 cards of 220 × 96 points in 4 columns and 5 rows, right of the buttons.
    private func addCards() {
        for i in 0..<20 {
            let card = View(frame: CGRect(x: 260 + CGFloat(i % 4) * 244, y: 64 + CGFloat(i / 4) * 116, width: 220, height: 96))
            card.backgroundColor = .white
            card.layer.cornerRadius = 12
            if cards == .shadowed {
                card.layer.shadowOpacity = 0.2
                card.layer.shadowRadius = 8
                card.layer.shadowOffset = CGSize(width: 0, height: 4)
            }
            let title = Label(text: "Card \(i + 1)")
            title.frame = CGRect(x: 16, y: 16, width: 188, height: 22)
            card.addSubview(title)
            view.addSubview(card)
        }
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
