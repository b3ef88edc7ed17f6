import Foundation
import Testing
import WidgetKitLite

/// A page with two buttons, for focus tests.
@MainActor
final class SheetPage: ViewController {
    let first = Button(title: "First")
    let second = Button(title: "Second")
    override func viewDidLoad() {
        super.viewDidLoad()
        first.frame = CGRect(x: 20, y: 20, width: 100, height: 30)
        second.frame = CGRect(x: 20, y: 60, width: 100, height: 30)
        view.addSubview(first)
        view.addSubview(second)
    }
}

@MainActor @Suite struct PresentationTests {
    /// The window is 400×300: a page sheet rests at y = 40 and is 270 pt tall (+10 under the edge).
    @Test func aPageSheetSlidesUpOverTheDimmedPresenter() {
        let f = TabsFixture()
        let sheet = f.page("S")
        var completions = 0
        f.rootA.present(sheet, animated: true) { completions += 1 }
        #expect(f.rootA.presentedViewController === sheet)
        #expect(f.tabs.presentedViewController === sheet)
        #expect(sheet.presentingViewController === f.tabs)
        #expect(sheet.transitionCoordinator != nil)
        #expect(f.log.entries == ["S.willAppear"])
        let container = sheet.view.superview
        #expect(container?.presentation.frame.minY == 300)
        f.screen.advance(by: 0.2)
        let y = container?.presentation.frame.minY ?? 0
        #expect(y > 40 && y < 300)
        f.screen.advance(by: 0.3)
        #expect(container?.presentation.frame == CGRect(x: 0, y: 40, width: 400, height: 270))
        #expect(completions == 1)
        #expect(f.log.entries == ["S.willAppear", "S.didAppear"])
        // The presenter is dimmed: the bar's grey at 60 %.
        let dimmed = f.screen.snapshot().pixel(x: 50, y: 20)
        #expect(abs(dimmed.red - 0.6 * 247 / 255) < 0.01)
        #expect(sheet.transitionCoordinator == nil)
        f.expectIdle()
    }

    @Test func escapeDismissesTheSheet() {
        let f = TabsFixture()
        let sheet = f.page("S")
        f.rootA.present(sheet, animated: true)
        f.screen.advance(by: 0.5)
        f.log.entries.removeAll()
        f.screen.key("Escape")
        #expect(f.log.entries == ["S.willDisappear"])
        // The tabs' own Escape (none here) and the navigation stack are untouched.
        f.screen.advance(by: 0.5)
        #expect(f.log.entries == ["S.willDisappear", "S.didDisappear"])
        #expect(f.tabs.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil)
        #expect(f.screen.snapshot().pixel(x: 50, y: 20) == Theme.light.barBackgroundColor)
        f.expectIdle()
    }

    @Test func aFlungDragDismissesTheSheet() {
        let f = TabsFixture()
        let sheet = f.page("S")
        var done = 0
        f.rootA.present(sheet, animated: true)
        f.screen.advance(by: 0.5)
        // 60 pt in 0.1 s (600 pt/s): projected 60 + 299 > 135.
        f.screen.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 160), duration: 0.1)
        f.screen.advance(by: 0.5)
        #expect(f.tabs.presentedViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil)
        f.tabs.dismiss(animated: true) { done += 1 }
        #expect(done == 1)
        f.expectIdle()
    }

    @Test func aSlowShortDragIsCancelledAndEverythingReturns() {
        let f = TabsFixture()
        let sheet = f.page("S")
        f.rootA.present(sheet, animated: true)
        f.screen.advance(by: 0.5)
        let container = sheet.view.superview
        let shown = container?.frame
        f.log.entries.removeAll()
        f.screen.press(at: CGPoint(x: 200, y: 100))
        for i in 1...30 {
            f.screen.advance(by: 1.0 / 60)
            f.screen.move(to: CGPoint(x: 200, y: 100 + CGFloat(i) * 2))
        }
        f.screen.advance(by: 1.0 / 60)
        let dragged = container?.presentation.frame.minY ?? 0
        #expect(dragged > 80 && dragged < 110)
        #expect(sheet.transitionCoordinator?.isInteractive == true)
        // Held still before the release: no velocity, 60 pt < half of 270.
        f.screen.advance(by: 0.2)
        f.screen.release(at: CGPoint(x: 200, y: 160))
        f.screen.advance(by: 0.5)
        #expect(container?.presentation.frame == shown)
        #expect(f.tabs.presentedViewController === sheet)
        #expect(f.log.entries == ["S.willDisappear", "S.willAppear", "S.didAppear"])
        #expect(abs(f.screen.snapshot().pixel(x: 50, y: 20).red - 0.6 * 247 / 255) < 0.01)
        f.expectIdle()
    }

    @Test func aPresentationDuringAPushWaitsForIt() {
        let f = TabsFixture()
        let pushed = f.page("P"), sheet = f.page("S")
        f.navA.pushViewController(pushed, animated: true)
        f.screen.advance(by: 0.1)
        pushed.present(sheet, animated: true)
        #expect(f.tabs.presentedViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil)
        f.screen.advance(by: 0.3)
        #expect(f.tabs.presentedViewController === sheet)
        f.screen.advance(by: 0.5)
        #expect(f.log.entries == ["A.willDisappear", "P.willAppear", "A.didDisappear", "P.didAppear", "S.willAppear", "S.didAppear"])
        f.expectIdle()
    }

    @Test func barsCanAnimateAlongsideThePresentation() {
        let f = TabsFixture()
        let sheet = f.page("S")
        f.rootA.present(sheet, animated: true)
        var percentages: [CGFloat] = []
        sheet.transitionCoordinator?.animate(alongsideTransition: { _ in f.tabs.tabBar.alpha = 0 }, completion: { context in percentages.append(context.percentComplete) })
        f.screen.advance(by: 0.2)
        let alpha = f.tabs.tabBar.presentation.alpha
        #expect(alpha > 0 && alpha < 1)
        f.screen.advance(by: 0.3)
        #expect(f.tabs.tabBar.presentation.alpha == 0)
        #expect(percentages == [1])
    }

    @Test func fullScreenHidesThePresenterUntilTheDismissal() {
        let f = TabsFixture()
        let page = f.page("F")
        page.modalPresentationStyle = .fullScreen
        f.rootA.present(page, animated: true)
        f.screen.advance(by: 0.5)
        #expect(page.view.superview?.frame == f.window.bounds)
        #expect(f.log.entries == ["A.willDisappear", "F.willAppear", "A.didDisappear", "F.didAppear"])
        #expect(f.tabs.view.isHidden)
        f.log.entries.removeAll()
        page.dismiss(animated: false)
        #expect(!f.tabs.view.isHidden)
        #expect(f.log.entries == ["F.willDisappear", "A.willAppear", "F.didDisappear", "A.didAppear"])
        f.expectIdle()
    }

    @Test func overFullScreenKeepsThePresenterUnderneath() {
        let f = TabsFixture()
        let page = ViewController()
        page.modalPresentationStyle = .overFullScreen
        f.rootA.present(page, animated: true)
        f.screen.advance(by: 0.2)
        let y = page.view.superview?.presentation.frame.minY ?? 0
        #expect(y > 0 && y < 300)
        f.screen.advance(by: 0.3)
        #expect(page.view.superview?.frame == f.window.bounds)
        #expect(!f.tabs.view.isHidden)
        #expect(f.log.entries.isEmpty)  // the presenter does not disappear
        page.view.backgroundColor = .clear
        f.screen.advance(by: 0)
        // Not dimmed: the presenter's bar shows through the clear page as it is.
        #expect(f.screen.snapshot().pixel(x: 50, y: 20) == Theme.light.barBackgroundColor)
        f.tabs.dismiss(animated: true)
        f.screen.advance(by: 0.5)
        #expect(page.viewIfLoaded?.window == nil)
        f.expectIdle()
    }

    @Test func theKeyboardFocusStaysInTheSheet() {
        let f = TabsFixture()
        let outside = Button(title: "Outside")
        outside.frame = CGRect(x: 20, y: 100, width: 100, height: 30)
        f.rootA.view.addSubview(outside)
        f.screen.advance(by: 0)
        #expect(f.window.focus(outside))
        let sheet = SheetPage()
        f.rootA.present(sheet, animated: false)
        #expect(f.window.focusedView == nil)
        var seen: [View?] = []
        for _ in 0..<4 {
            f.screen.key("Tab")
            seen.append(f.window.focusedView)
        }
        #expect(seen.map { $0 === sheet.first } == [true, false, true, false])
        #expect(seen.map { $0 === sheet.second } == [false, true, false, true])
        #expect(!f.window.focus(outside))
        f.tabs.dismiss(animated: false)
        #expect(f.window.focusedView === outside)
    }

    // MARK: Bad input

    @Test func presentingAPresentedControllerIsRefused() {
        let f = TabsFixture()
        let sheet = f.page("S")
        f.rootA.present(sheet, animated: false)
        let other = f.page("O")
        var called = false
        let lines = capturingDiagnostics {
            f.rootB.present(sheet, animated: true) { called = true }
            f.rootA.present(other, animated: true) { called = true }
        }
        #expect(
            lines == [
                "WidgetKitLite: ViewController.present: LoggingPage is already presented or shown; ignored",
                "WidgetKitLite: ViewController.present: TabBarController is already presenting LoggingPage; ignored",
            ])
        #expect(!called)
        #expect(f.tabs.presentedViewController === sheet)
    }

    @Test func presentingFromAControllerOutsideAWindowIsRefused() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200))
        _ = screen.makeWindow()
        let detached = ViewController()
        _ = detached.view
        var called = false
        let lines = capturingDiagnostics { detached.present(ViewController(), animated: true) { called = true } }
        #expect(lines == ["WidgetKitLite: ViewController.present: ViewController is not in a window; ignored"])
        #expect(!called)
        #expect(detached.presentedViewController == nil)
    }

    @Test func dismissingWithNothingPresentedReportsAndCompletes() {
        let f = TabsFixture()
        var called = 0
        let lines = capturingDiagnostics { f.rootA.dismiss(animated: true) { called += 1 } }
        #expect(lines == ["WidgetKitLite: ViewController.dismiss: LoggingPage presents nothing and is not presented; ignored"])
        #expect(called == 1)
        f.expectIdle()
    }

    @Test func aDismissalDuringThePresentationRunsAfterIt() {
        let f = TabsFixture()
        let sheet = f.page("S")
        var order: [String] = []
        f.rootA.present(sheet, animated: true) { order.append("presented") }
        f.screen.advance(by: 0.1)
        sheet.dismiss(animated: true) { order.append("dismissed") }
        f.screen.advance(by: 1)
        #expect(order == ["presented", "dismissed"])
        #expect(f.tabs.presentedViewController == nil)
        f.expectIdle()
    }
}

@MainActor @Suite struct AlertControllerTests {
    private func alert(_ log: @escaping (String) -> Void, style: AlertController.Style = .alert) -> AlertController {
        let alert = AlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: style)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log("cancel") })
        alert.addAction(AlertAction(title: "Keep", style: .default) { _ in log("keep") })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in log("delete") })
        return alert
    }

    @Test func returnChoosesTheDefaultActionAfterTheDismissal() {
        let f = TabsFixture()
        var log: [String] = []
        let a = alert { log.append($0) }
        f.rootA.present(a, animated: true)
        f.screen.advance(by: 0.1)
        #expect(a.view.alpha == 1)
        f.screen.advance(by: 0.3)
        f.screen.key("Return")
        #expect(log.isEmpty)
        f.screen.advance(by: 0.3)
        #expect(log == ["keep"])
        #expect(f.tabs.presentedViewController == nil)
        f.expectIdle()
    }

    @Test func escapeChoosesCancelAndAPreferredActionWinsReturn() {
        let f = TabsFixture()
        var log: [String] = []
        let a = alert { log.append($0) }
        f.rootA.present(a, animated: false)
        f.screen.key("Escape")
        f.screen.advance(by: 0.3)
        #expect(log == ["cancel"])
        let b = alert { log.append($0) }
        b.preferredAction = b.actions[2]
        f.rootA.present(b, animated: false)
        f.screen.key("Return")
        f.screen.advance(by: 0.3)
        #expect(log == ["cancel", "delete"])
    }

    @Test func aClickOnAnActionSheetButtonChoosesIt() {
        let f = TabsFixture(width: 400, height: 500)
        var log: [String] = []
        let sheet = alert({ log.append($0) }, style: .actionSheet)
        f.rootA.present(sheet, animated: true)
        f.screen.advance(by: 0.5)
        let delete = sheet.view.viewWithTag(0).flatMap { _ in findButton("Delete", in: sheet.view) }
        let center = delete.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) } ?? .zero
        #expect(center.y > 250)
        f.screen.click(at: center)
        f.screen.advance(by: 0.5)
        #expect(log == ["delete"])
        // A click outside a second sheet cancels it.
        let again = alert({ log.append($0) }, style: .actionSheet)
        f.rootA.present(again, animated: false)
        f.screen.click(at: CGPoint(x: 200, y: 20))
        f.screen.advance(by: 0.5)
        #expect(log == ["delete", "cancel"])
        f.expectIdle()
    }

    @Test func misuseIsReported() {
        var log: [String] = []
        let a = alert { log.append($0) }
        let lines = capturingDiagnostics {
            a.addAction(AlertAction(title: "Other cancel", style: .cancel))
            a.preferredAction = AlertAction(title: "Stranger", style: .default)
        }
        #expect(lines.count == 2)
        #expect(a.actions.count == 3)
        #expect(a.preferredAction == nil)
    }

    private func findButton(_ title: String, in view: View) -> Button? {
        if let button = view as? Button, button.title == title { return button }
        for sub in view.subviews { if let found = findButton(title, in: sub) { return found } }
        return nil
    }
}
