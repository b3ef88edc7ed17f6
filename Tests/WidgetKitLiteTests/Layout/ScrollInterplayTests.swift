import Foundation
import Testing
import WidgetKitLite

/// A page holding a full-size scrolling list of 50-point rows, a bottom bar, and a tap
/// recognizer on its view (as the demo's pages have).
@MainActor
final class ListPage: ViewController {
    let scrollView = ScrollView(frame: .zero)
    let bottomBar = BottomBar(text: "bar")
    let button = Button(title: "Row button")
    var rows: [View] = []
    var taps = 0
    var buttonPresses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for index in 0..<40 {
            let row = View(frame: CGRect(x: 0, y: CGFloat(index) * 50, width: view.bounds.width, height: 50))
            row.backgroundColor = index.isMultiple(of: 2) ? .white : Color(rgb: 240, 240, 240)
            scrollView.addSubview(row)
            rows.append(row)
        }
        button.frame = CGRect(x: 100, y: 60, width: 120, height: 40)
        button.addAction(Action { [weak self] _ in self?.buttonPresses += 1 }, for: .primaryActionTriggered)
        scrollView.addSubview(button)
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
        scrollView.contentInset.bottom = bottomBar.height
        view.addSubview(scrollView)
        view.addSubview(bottomBar)
        view.addGestureRecognizer(TapGestureRecognizer(handler: { [weak self] _ in self?.taps += 1 }))
    }
}

@MainActor @Suite struct ScrollInterplayTests {
    /// Tabs of 400×300 with `ListPage` pushed on the first navigation stack.
    func pushedList() -> (TabsFixture, ListPage) {
        let f = TabsFixture()
        let page = ListPage()
        f.navA.pushViewController(page, animated: false)
        f.screen.advance(by: 0)
        return (f, page)
    }

    @Test func insetsLetTheListScrollUnderTheBarsAndItsEndClearThem() {
        let (f, page) = pushedList()
        let s = page.scrollView
        #expect(s.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        #expect(s.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 149, right: 0))
        // At rest at the top, the first row starts just under the navigation bar.
        #expect(s.contentOffset.y == -44)
        #expect(page.rows[0].convert(CGPoint.zero, to: nil).y == 44)
        // Scrolled to the end, the last row ends just above the bottom bar, which sits on the tab bar.
        f.screen.scroll(dy: 5000, at: CGPoint(200, 150))
        f.screen.advance(by: 0.5)
        let end: CGFloat = 2000 + 149 - 300
        #expect(s.contentOffset.y == end)
        let lastRowBottom = page.scrollView.convert(CGPoint(x: 0, y: 2000), to: nil).y
        let barTop = page.bottomBar.convert(CGPoint.zero, to: nil).y
        let tabBarTop = f.tabs.tabBar.convert(CGPoint.zero, to: nil).y
        #expect(lastRowBottom == barTop && barTop + page.bottomBar.height == tabBarTop)
        f.screen.advance(by: 1)
        f.expectIdle()
    }

    @Test func contentRestingAtTheTopFollowsTheSafeAreaWhenTheTabBarHides() {
        let (f, page) = pushedList()
        f.tabs.setTabBar(hidden: true, animated: false)
        f.screen.advance(by: 0)
        #expect(page.scrollView.adjustedContentInset.bottom == 100)
        #expect(page.scrollView.contentOffset.y == -44)
        f.expectIdle()
    }

    @Test func aVerticalDragFromTheLeftEdgeScrollsAndNeverPops() {
        let (f, page) = pushedList()
        // (The list shows between the navigation bar, y 44, and the bottom bar, y 151.)
        f.screen.drag(from: CGPoint(5, 145), to: CGPoint(9, 55), duration: 0.3)
        #expect(f.navA.viewControllers.count == 2 && f.navA.transitionCoordinator == nil)
        #expect(page.scrollView.contentOffset.y > 0)
        f.screen.advance(by: 5)
        #expect(f.navA.viewControllers.count == 2 && f.navA.topViewController === page)
        f.screen.advance(by: 1)
        f.expectIdle()
    }

    @Test func aHorizontalDragFromTheLeftEdgeOverTheListPops() {
        let (f, page) = pushedList()
        f.screen.drag(from: CGPoint(5, 150), to: CGPoint(300, 160), duration: 0.4)
        f.screen.advance(by: 0.5)
        #expect(f.navA.viewControllers.count == 1)
        #expect(page.scrollView.contentOffset.y == -44)
        f.screen.advance(by: 1)
        f.expectIdle()
    }

    @Test func aTapOnStillContentReachesTheContent() {
        let (f, page) = pushedList()
        f.screen.click(at: CGPoint(300, 120))
        #expect(page.taps == 1)
        f.screen.click(at: CGPoint(160, 124))
        #expect(page.buttonPresses == 1 && page.taps == 1)
        f.expectIdle()
    }

    @Test func aTapThatStopsMovingContentGoesNoFurther() {
        let (f, page) = pushedList()
        f.screen.drag(from: CGPoint(300, 145), to: CGPoint(300, 50), duration: 0.1)
        #expect(page.scrollView.isDecelerating)
        f.screen.advance(by: 0.1)
        let caught = page.scrollView.contentOffset
        f.screen.click(at: CGPoint(300, 120))
        #expect(page.taps == 0)
        #expect(!page.scrollView.isDecelerating)
        f.screen.advance(by: 1)
        #expect(page.scrollView.contentOffset == caught)
        // The next tap, on still content, is a tap again.
        f.screen.click(at: CGPoint(300, 120))
        #expect(page.taps == 1)
        f.screen.advance(by: 1)
        f.expectIdle()
    }

    @Test func aPressThatStopsMovingContentDoesNotTriggerAButtonUnderIt() {
        let (f, page) = pushedList()
        page.scrollView.contentOffset.y = 56
        f.screen.scroll(dy: -100, at: CGPoint(300, 120))
        f.screen.advance(by: 0.05)
        let buttonCenter = page.button.convert(CGPoint(x: 60, y: 20), to: nil)
        #expect(buttonCenter.y > 44 && buttonCenter.y < 151 && page.scrollView.window?.hitTest(buttonCenter) === page.button)
        f.screen.click(at: buttonCenter)
        #expect(page.buttonPresses == 0 && page.taps == 0)
        f.screen.advance(by: 1)
        f.expectIdle()
    }

    @Test func catchingABounceAndReleasingSettlesInside() {
        let (f, page) = pushedList()
        f.screen.drag(from: CGPoint(300, 50), to: CGPoint(300, 150), duration: 0.3)
        f.screen.advance(by: 0.05)
        #expect(page.scrollView.contentOffset.y < -44)
        f.screen.press(at: CGPoint(300, 120))
        f.screen.advance(by: 0.3)
        #expect(page.scrollView.contentOffset.y < -44)
        f.screen.release(at: CGPoint(300, 120))
        f.screen.advance(by: 1.5)
        #expect(page.scrollView.contentOffset.y == -44 && page.taps == 0)
        f.expectIdle()
    }

    @Test func catchingMovingContentAndDraggingGoesOnFromWhereItWas() {
        let (f, page) = pushedList()
        f.screen.drag(from: CGPoint(300, 145), to: CGPoint(300, 50), duration: 0.1)
        f.screen.advance(by: 0.1)
        let caught = page.scrollView.contentOffset.y
        f.screen.press(at: CGPoint(300, 140))
        f.screen.move(to: CGPoint(300, 125))
        f.screen.move(to: CGPoint(300, 105))
        #expect(page.scrollView.isDragging && page.scrollView.contentOffset.y == caught + 20)
        f.screen.advance(by: 0.5)
        f.screen.release(at: CGPoint(300, 105))
        f.screen.advance(by: 1)
        f.expectIdle()
    }
}
