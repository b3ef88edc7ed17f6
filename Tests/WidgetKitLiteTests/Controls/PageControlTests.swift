import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct PageControlTests {
    private func makePageControl(_ f: Fixture, pages: Int, changes: @escaping (Int) -> Void = { _ in }) -> PageControl {
        let control = PageControl(frame: CGRect(x: 60, y: 100, width: 200, height: 26))
        control.numberOfPages = pages
        control.addAction(Action { action in changes((action.sender as? PageControl)?.currentPage ?? -1) }, for: .valueChanged)
        f.root.addSubview(control)
        return control
    }

    @Test func sizeForPages() {
        let control = PageControl()
        #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 23, height: 26))
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 87, height: 26))
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == control.size(forNumberOfPages: 3))
    }

    @Test func clicksOnEitherHalfMoveByOne() {
        let f = Fixture()
        var pages: [Int] = []
        let control = makePageControl(f, pages: 3) { pages.append($0) }
        f.screen.click(at: CGPoint(x: 100, y: 112))
        #expect(pages.isEmpty && control.currentPage == 0, "no page before the first")
        f.screen.click(at: CGPoint(x: 220, y: 112))
        f.screen.click(at: CGPoint(x: 170, y: 112))
        f.screen.click(at: CGPoint(x: 250, y: 112))
        #expect(pages == [1, 2], "no page after the last")
        f.screen.click(at: CGPoint(x: 70, y: 112))
        #expect(pages == [1, 2, 1])
        control.currentPage = 0
        #expect(pages == [1, 2, 1], "setting it in code sends nothing")
        f.expectIdle()
    }

    @Test func drawsTheCurrentPageDarker() {
        let f = Fixture()
        let control = makePageControl(f, pages: 3)
        control.currentPage = 1
        f.screen.runFrame()
        let image = f.screen.snapshot()
        // Dots centred at x 144, 160, 176 (the row is 39 pt wide, centred at 160), y 113.
        #expect(image.pixel(x: 160, y: 113).red < 0.1, "the current page: black")
        let other = image.pixel(x: 144, y: 113).red
        #expect(other > 0.6 && other < 0.9, "the other pages: faint (\(other))")
        #expect(image.pixel(x: 152, y: 113).red > 0.99, "room between the dots")
        control.currentPageIndicatorTintColor = Color(rgb: 255, 0, 0)
        f.screen.runFrame()
        #expect(f.screen.snapshot().pixel(x: 160, y: 113).green < 0.1)
        f.expectIdle()
    }

    @Test func hidesForSinglePage() {
        let f = Fixture()
        var pages: [Int] = []
        let control = makePageControl(f, pages: 1) { pages.append($0) }
        f.screen.runFrame()
        #expect(f.screen.snapshot().pixel(x: 160, y: 113).red < 0.1, "one page is shown by default")
        control.hidesForSinglePage = true
        f.screen.runFrame()
        #expect(f.screen.snapshot().pixel(x: 160, y: 113).red > 0.99)
        f.expectIdle()
    }

    @Test func badCountsAndPagesHaveDefinedOutcomes() {
        let f = Fixture()
        let control = makePageControl(f, pages: 4)
        control.currentPage = 3
        let lines = capturingDiagnostics { control.numberOfPages = -2 }
        #expect(lines.count == 1 && control.numberOfPages == 0 && control.currentPage == 0)
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.currentPage = -1
        #expect(control.currentPage == 0)
    }

    @Test func arrowKeysMoveWhenFocused() {
        let f = Fixture()
        var pages: [Int] = []
        _ = makePageControl(f, pages: 2) { pages.append($0) }
        f.screen.key("Tab")
        f.screen.key("Right")
        f.screen.key("Right")
        f.screen.key("Left")
        #expect(pages == [1, 0])
        f.expectIdle()
    }
}
