import Foundation
import Testing
@testable import WidgetKitLite

/// A page whose view is one tall scroll view, as a table view controller's is.
@MainActor
final class ScrollingPage: ViewController {
    let scrollView = ScrollView()

    init(title: String) {
        super.init()
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        scrollView.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        view = scrollView
    }
}

/// A navigation controller of scrolling pages on a 400×300 headless screen.
@MainActor
struct LargeTitleScene {
    let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
    let navigation: NavigationController
    let root = ScrollingPage(title: "Settings")

    init(prefersLargeTitles: Bool = true) {
        navigation = NavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
        screen.makeWindow().rootViewController = navigation
        screen.advance(by: 0)
    }

    var bar: NavigationBar { navigation.navigationBar }
    /// The small centred title's opacity.
    var smallTitleAlpha: CGFloat { bar.titleContainer.alpha }
}

/// Large titles (`prefersLargeTitles`, `largeTitleDisplayMode`), as UIKit shows them: a 44 pt
/// bar with a 52 pt large title area under it that collapses as the content scrolls up.
@MainActor @Suite struct NavigationLargeTitleTests {
    @Test func theLargeTitleCollapsesWithTheScrollPosition() {
        let scene = LargeTitleScene()
        let scrollView = scene.root.scrollView
        #expect(scene.bar.frame.height == 96)
        #expect(scene.root.view.safeAreaInsets.top == 96)
        #expect(scrollView.contentOffset.y == -96, "the content rests under the expanded bar")
        // (scrolled distance, bar height, small title alpha)
        let expected: [(CGFloat, CGFloat, CGFloat)] = [(0, 96, 0), (26, 70, 0), (52, 44, 1), (100, 44, 1)]
        for (scrolled, height, alpha) in expected {
            scrollView.contentOffset = CGPoint(x: 0, y: -96 + scrolled)
            scene.screen.advance(by: 0)
            #expect(scene.bar.frame.height == height, "scrolled \(scrolled)")
            #expect(scene.bar.largeTitleHeight == height - 44, "scrolled \(scrolled)")
            #expect(scene.smallTitleAlpha == alpha, "scrolled \(scrolled)")
        }
        // Half-way through the last 12 points the small title is half faded in.
        scrollView.contentOffset = CGPoint(x: 0, y: -96 + 46)
        scene.screen.advance(by: 0)
        #expect(scene.smallTitleAlpha == 0.5)
        // Scrolling back down expands it again.
        scrollView.contentOffset = CGPoint(x: 0, y: -96)
        scene.screen.advance(by: 0)
        #expect(scene.bar.frame.height == 96 && scene.smallTitleAlpha == 0)
    }

    @Test func theLargeTitleIsBoldLeadingAtTheMarginAndSlidesUpUnderTheBar() {
        let scene = LargeTitleScene()
        let label = scene.bar.largeTitleLabel
        #expect(label.text == "Settings")
        #expect(label.font == Font.systemFont(ofSize: 34, weight: .bold))
        #expect(label.convert(label.bounds, to: scene.bar).minX == 16)
        #expect(scene.bar.largeTitleArea.frame == CGRect(x: 0, y: 44, width: 400, height: 52))
        scene.root.scrollView.contentOffset = CGPoint(x: 0, y: -96 + 20)
        scene.screen.advance(by: 0)
        #expect(scene.bar.largeTitleArea.frame == CGRect(x: 0, y: 44, width: 400, height: 32))
        #expect(scene.bar.largeTitleArea.clipsToBounds && label.frame.minY == -20)
    }

    @Test func withoutLargeTitlesTheBarIsTheNormalOne() {
        let scene = LargeTitleScene(prefersLargeTitles: false)
        #expect(scene.bar.frame.height == 44 && scene.root.view.safeAreaInsets.top == 44)
        #expect(scene.smallTitleAlpha == 1 && scene.bar.largeTitleArea.isHidden)
    }

    @Test func aNeverPageShowsANormalBarAndThePopExpandsAgain() {
        let scene = LargeTitleScene()
        let page = ScrollingPage(title: "Detail")
        page.navigationItem.largeTitleDisplayMode = .never
        scene.navigation.pushViewController(page, animated: false)
        scene.screen.advance(by: 0)
        #expect(scene.bar.frame.height == 44 && page.view.safeAreaInsets.top == 44)
        #expect(scene.smallTitleAlpha == 1)
        #expect(page.scrollView.contentOffset.y == -44)
        // An automatic page above it follows it.
        let third = ScrollingPage(title: "More")
        scene.navigation.pushViewController(third, animated: false)
        scene.screen.advance(by: 0)
        #expect(scene.bar.frame.height == 44)
        scene.navigation.popToRootViewController(animated: false)
        scene.screen.advance(by: 0)
        #expect(scene.bar.frame.height == 96 && scene.root.view.safeAreaInsets.top == 96)
    }

    @Test func theBarHeightAnimatesWithThePushToANeverPage() throws {
        let scene = LargeTitleScene()
        let page = ScrollingPage(title: "Detail")
        page.navigationItem.largeTitleDisplayMode = .never
        scene.navigation.pushViewController(page, animated: true)
        scene.screen.advance(by: 0.175)
        let transition = try #require(scene.navigation.activeTransition)
        let progress = transition.percentComplete
        #expect(progress > 0 && progress < 1)
        let height = scene.bar.frame.height
        #expect(abs(height - (96 - 52 * progress)) < 0.01, "the bar shrinks with the transition's progress")
        #expect(abs(page.view.safeAreaInsets.top - height) < 0.01)
        scene.screen.advance(by: 0.2)
        #expect(scene.navigation.activeTransition == nil)
        #expect(scene.bar.frame.height == 44 && page.view.safeAreaInsets.top == 44 && scene.smallTitleAlpha == 1)
    }

    @Test func anAddItemIsFoundAndClickedInTheRowAboveTheLargeTitle() throws {
        let scene = LargeTitleScene()
        var adds = 0
        let add = BarButtonItem(systemItem: .add, primaryAction: Action { _ in adds += 1 })
        scene.root.navigationItem.rightBarButtonItem = add
        scene.screen.advance(by: 0.1)
        let frame = try #require(scene.screen.frame(of: add))
        #expect(frame.minY >= 0 && frame.maxY <= 44 && frame.maxX <= 400)
        #expect(scene.screen.click(add))
        #expect(adds == 1)
    }
}
