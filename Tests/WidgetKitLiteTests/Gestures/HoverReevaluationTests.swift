import Foundation
import Testing

@_spi(Benchmarks) @testable import WidgetKitLite

/// Hover follows the view under a pointer that does not move: when a presentation, a
/// dismissal, a push, a pop, a scroll or a layout pass changes what is under it, the next
/// frame re-evaluates it; when nothing changes, no frame is asked for.
@MainActor @Suite struct HoverReevaluationTests {
    /// A page with a button near the top (under a sheet's dimming) and one lower down
    /// (under the sheet itself).
    final class ButtonsPage: ViewController {
        let top = Button(title: "Top", style: .filled)
        let lower = Button(title: "Lower", style: .filled)
        override func viewDidLoad() {
            super.viewDidLoad()
            top.frame = CGRect(x: 20, y: 8, width: 120, height: 24)
            lower.frame = CGRect(x: 20, y: 100, width: 120, height: 40)
            view.addSubview(top)
            view.addSubview(lower)
        }
    }

    private func showPage(_ page: ViewController, size: CGSize = CGSize(width: 400, height: 300)) -> HeadlessScreen {
        let screen = HeadlessScreen(size: size)
        let window = screen.makeWindow()
        window.rootViewController = page
        screen.advance(by: 0)
        return screen
    }

    @Test func aPresentedSheetEndsTheHoverUnderThePointer() {
        let page = ButtonsPage()
        let screen = showPage(page)
        var hoverLog: [GestureRecognizer.State] = []
        let hover = HoverGestureRecognizer { hoverLog.append($0.state) }
        page.lower.addGestureRecognizer(hover)
        screen.move(to: CGPoint(x: 60, y: 120))
        #expect(page.lower.isHovered)
        let sheet = ViewController()
        sheet.view.backgroundColor = .white
        page.present(sheet, animated: true)
        screen.advance(by: 0)
        #expect(!page.lower.isHovered, "the sheet is under the pointer now")
        #expect(hoverLog.last == .ended)
        screen.advance(by: 1)
        #expect(!page.lower.isHovered)
        // Under the dimming view too.
        screen.move(to: CGPoint(x: 60, y: 20))
        #expect(!page.top.isHovered)
        page.dismiss(animated: false)
        screen.advance(by: 0)
        screen.move(to: CGPoint(x: 60, y: 20))
        #expect(page.top.isHovered)
        page.present(sheet, animated: true)
        screen.advance(by: 0.1)
        #expect(!page.top.isHovered, "the dimming view is under the pointer")
    }

    @Test func aDismissalGivesTheHoverBackToWhatIsUnderThePointer() {
        let page = ButtonsPage()
        let screen = showPage(page)
        let sheet = ViewController()
        page.present(sheet, animated: true)
        screen.advance(by: 1)
        screen.move(to: CGPoint(x: 60, y: 20))
        #expect(!page.top.isHovered)
        page.dismiss(animated: true)
        screen.advance(by: 1)
        #expect(page.top.isHovered)
    }

    @Test func aPushAndAPopReevaluateTheHover() {
        let page = ButtonsPage()
        let navigation = NavigationController(rootViewController: page)
        let screen = showPage(navigation)
        screen.move(to: CGPoint(x: 60, y: 120))
        #expect(page.lower.isHovered)
        let next = ViewController()
        navigation.pushViewController(next, animated: true)
        screen.advance(by: 0)
        #expect(!page.lower.isHovered, "the pushed page is under the pointer")
        screen.advance(by: 1)
        #expect(!page.lower.isHovered)
        navigation.popViewController(animated: true)
        screen.advance(by: 1)
        #expect(page.lower.isHovered)
    }

    @Test func aScrollReevaluatesTheHover() {
        let f = Fixture()
        let scroll = ScrollView(frame: f.root.bounds)
        scroll.contentSize = CGSize(width: f.root.bounds.width, height: 1000)
        let button = Button(title: "Row", style: .filled)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        scroll.addSubview(button)
        f.root.addSubview(scroll)
        f.screen.advance(by: 0)
        f.screen.move(to: CGPoint(x: 60, y: 40))
        #expect(button.isHovered)
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        f.screen.advance(by: 0)
        #expect(!button.isHovered)
        scroll.setContentOffset(.zero, animated: true)
        f.screen.advance(by: 1)
        #expect(button.isHovered)
        // A wheel scroll under a resting pointer.
        f.screen.scroll(dy: 200, at: CGPoint(x: 60, y: 40))
        f.screen.advance(by: 2)
        #expect(scroll.contentOffset.y > 40)
        #expect(!button.isHovered)
    }

    /// A view that places its button by a flag, in its layout pass.
    final class Shelf: View {
        required init?(coder: NSCoder) { nil }

        let button = Button(title: "Moves", style: .filled)
        var shifted = false {
            didSet { setNeedsLayout() }
        }
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(button)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            button.frame = CGRect(x: 20, y: shifted ? 120 : 20, width: 120, height: 40)
        }
    }

    @Test func aLayoutPassReevaluatesTheHover() {
        let f = Fixture()
        let shelf = Shelf(frame: f.root.bounds)
        f.root.addSubview(shelf)
        f.screen.advance(by: 0)
        f.screen.move(to: CGPoint(x: 60, y: 40))
        #expect(shelf.button.isHovered)
        shelf.shifted = true
        f.screen.advance(by: 0)
        #expect(shelf.button.frame.minY == 120)
        #expect(!shelf.button.isHovered)
        shelf.shifted = false
        f.screen.advance(by: 0)
        #expect(shelf.button.isHovered)
    }

    @Test func nothingChangingUnderAStillPointerAsksForNoFrame() {
        let page = ButtonsPage()
        let screen = showPage(page)
        screen.move(to: CGPoint(x: 60, y: 120))
        screen.advance(by: 1)
        #expect(page.lower.isHovered)
        let wakeups = screen.wakeupCount
        screen.resetFrameTimings()
        screen.advance(by: 2)
        #expect(screen.wakeupCount == wakeups, "no frame timer while nothing changes")
        #expect(screen.frameTimings.allSatisfy { $0.pixelsPainted == 0 }, "nothing repainted")
        #expect(screen.isIdle)
        #expect(page.lower.isHovered)
        // A change elsewhere that leaves the same control under the pointer repaints only itself.
        page.top.setTitle("Top!", for: .normal)
        screen.advance(by: 0)
        #expect(page.lower.isHovered)
        #expect(screen.isIdle)
    }
}
