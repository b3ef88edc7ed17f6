import Foundation
import Testing
@testable import WidgetKitLite

@MainActor
private final class Pages: PageViewControllerDataSource, PageViewControllerDelegate {
    let pages: [ViewController]
    var count = 0
    var log: [String] = []

    init(_ n: Int) {
        pages = (0..<n).map { i in
            let page = ViewController()
            page.title = "\(i)"
            return page
        }
    }

    func name(_ vc: ViewController?) -> String { vc?.title ?? "nil" }

    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
        return pages[i - 1]
    }
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i < pages.count - 1 else { return nil }
        return pages[i + 1]
    }
    func presentationCount(for pageViewController: PageViewController) -> Int { count }
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {
        log.append("will(\(pendingViewControllers.map(name).joined(separator: ",")))")
    }
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
        transitionCompleted completed: Bool
    ) {
        log.append("did(\(previousViewControllers.map(name).joined(separator: ",")), \(completed))")
    }
}

@MainActor
private struct PageFixture {
    let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
    let pages: Pages
    let controller = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)

    init(pages n: Int = 3, count: Int = 0, start: Int = 0) {
        pages = Pages(n)
        pages.count = count
        controller.dataSource = pages
        controller.delegate = pages
        controller.setViewControllers([pages.pages[start]], direction: .forward, animated: false)
        let window = screen.makeWindow()
        window.rootViewController = controller
        screen.advance(by: 0)
    }

    var shown: String { pages.name(controller.viewControllers?.first) }
}

@MainActor
@Suite struct PageViewControllerTests {
    @Test func thePageFollowsTheDrag() {
        let f = PageFixture()
        f.screen.press(at: CGPoint(x: 300, y: 150))
        f.screen.advance(by: 0.05)
        f.screen.move(to: CGPoint(x: 250, y: 150))
        f.screen.advance(by: 0.05)
        f.screen.move(to: CGPoint(x: 200, y: 150))
        f.screen.advance(by: 0.05)
        #expect(f.pages.pages[0].view.frame.minX == -100)
        #expect(f.pages.pages[1].view.frame.minX == 300, "the next page comes in beside it")
        #expect(f.pages.log == ["will(1)"])
        f.screen.advance(by: 0.5)
        f.screen.release(at: CGPoint(x: 200, y: 150))
        f.screen.advance(by: 1)
        #expect(f.shown == "0", "released short of half, slowly: it snaps back")
        #expect(f.pages.pages[0].view.frame.minX == 0)
        #expect(f.pages.log == ["will(1)", "did(0, false)"])
    }

    @Test func dragPastHalfTurnsToTheNextPage() {
        let f = PageFixture(count: 3)
        #expect(!f.controller.pageControl.isHidden && f.controller.pageControl.numberOfPages == 3)
        f.screen.drag(from: CGPoint(x: 350, y: 150), to: CGPoint(x: 120, y: 150), duration: 1)
        f.screen.advance(by: 1)
        #expect(f.shown == "1")
        #expect(f.pages.pages[1].view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(f.pages.pages[0].parent == nil && f.pages.pages[0].viewIfLoaded?.superview == nil)
        #expect(f.pages.log == ["will(1)", "did(0, true)"])
        #expect(f.controller.pageControl.currentPage == 1)
    }

    @Test func arrowKeysTurnPages() {
        let f = PageFixture()
        f.screen.key("Right")
        f.screen.advance(by: 0.15)
        let midway = f.pages.pages[1].view.presentationFrame.minX
        #expect(midway > 0 && midway < 400, "the page slides in")
        f.screen.advance(by: 1)
        #expect(f.shown == "1" && f.pages.pages[1].view.frame.minX == 0)
        f.screen.key("Right")
        f.screen.advance(by: 1)
        #expect(f.shown == "2")
        f.screen.key("Left")
        f.screen.advance(by: 1)
        #expect(f.shown == "1")
        #expect(f.pages.log == ["will(1)", "did(0, true)", "will(2)", "did(1, true)", "will(1)", "did(2, true)"])
    }

    @Test func theEndsStop() {
        let f = PageFixture(pages: 2)
        f.screen.key("Left")
        f.screen.advance(by: 1)
        #expect(f.shown == "0" && f.pages.log.isEmpty, "no page before the first")
        f.screen.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 350, y: 150), duration: 0.5)
        f.screen.advance(by: 1)
        #expect(f.shown == "0" && f.pages.pages[0].view.frame.minX == 0, "a drag toward no page does not move")
        f.screen.key("Right")
        f.screen.advance(by: 1)
        f.screen.key("Right")
        f.screen.advance(by: 1)
        #expect(f.shown == "1", "no page after the last")
    }

    @Test func setViewControllersShowsThePageWithAppearanceCallbacks() {
        let f = PageFixture()
        var finished: [Bool] = []
        f.controller.setViewControllers([f.pages.pages[2]], direction: .reverse, animated: true) { finished.append($0) }
        f.screen.advance(by: 1)
        #expect(f.shown == "2" && finished == [true] && f.pages.log.isEmpty)
        #expect(f.pages.pages[2].parent === f.controller && f.pages.pages[0].parent == nil)
        let output = capturingStderr { f.controller.setViewControllers([], direction: .forward, animated: false) }
        #expect(output.contains("no view controller") && f.shown == "2")
    }
}
