import Foundation
import Testing
@testable import WidgetKitLite

/// While a presentation or dismissal runs the window takes no new input; at rest the
/// dimming layer and an alert block the page below; input returns when the transition
/// completes or is cancelled. The window is 800×300: a page sheet (720 pt wide) rests at
/// y = 40 with 40 pt of the dimmed page on each side.
@MainActor @Suite struct PresentationInputTests {
    /// A button on the presenting page left of the alert's box and of a sheet.
    private func pageButton(on f: TabsFixture, count: @escaping () -> Void) -> CGPoint {
        let button = Button(title: "Below", primaryAction: Action { _ in count() })
        button.frame = CGRect(x: 2, y: 100, width: 36, height: 30)
        f.rootA.view.addSubview(button)
        f.screen.advance(by: 0)
        let center = button.convert(CGPoint(x: 18, y: 15), to: nil)
        #expect(center.x < 40)
        return center
    }

    private func alert(_ log: @escaping (String) -> Void) -> AlertController {
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log("cancel") })
        alert.addAction(AlertAction(title: "Keep", style: .default) { _ in log("keep") })
        return alert
    }

    private func center(of title: String, in view: View) -> CGPoint? {
        func find(_ v: View) -> Button? {
            if let b = v as? Button, b.title == title { return b }
            for sub in v.subviews { if let found = find(sub) { return found } }
            return nil
        }
        return find(view).map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) }
    }

    @Test func anAppearingAlertBlocksThePageAndItsButtonsWorkOnceItSettles() throws {
        let f = TabsFixture(width: 800, height: 300)
        var presses = 0
        var log: [String] = []
        let below = pageButton(on: f) { presses += 1 }
        f.screen.click(at: below)
        #expect(presses == 1)
        let a = alert { log.append($0) }
        f.rootA.present(a, animated: true)
        f.screen.advance(by: 0.1)
        #expect(f.window.isInputBlocked)
        f.screen.click(at: below)
        let keep = try #require(center(of: "Keep", in: a.view))
        f.screen.click(at: keep)
        f.screen.key("Escape")
        #expect(presses == 1)
        #expect(log.isEmpty)
        f.screen.advance(by: 0.3)
        #expect(!f.window.isInputBlocked)
        // At rest the alert blocks the page and a click outside its box does nothing.
        f.screen.click(at: below)
        #expect(presses == 1)
        #expect(f.rootA.presentedViewController === a)
        f.screen.click(at: keep)
        // While it fades out (its handler runs after) the page is still unreachable; after,
        // it works again.
        f.screen.advance(by: 0.1)
        #expect(f.window.isInputBlocked)
        f.screen.click(at: below)
        #expect(presses == 1)
        f.screen.advance(by: 0.3)
        #expect(log == ["keep"])
        #expect(f.rootA.presentedViewController == nil)
        f.screen.click(at: below)
        #expect(presses == 2)
        f.expectIdle()
    }

    @Test func keysDuringAPresentationGoNowhereAndTheirReleaseToo() {
        let f = TabsFixture(width: 800, height: 300)
        let sheet = f.page("S")
        f.rootA.present(sheet, animated: true)
        f.screen.advance(by: 0.1)
        // Escape would dismiss the sheet; during its presentation it is dropped.
        f.screen.key("Escape")
        #expect(f.window.eventDispatcher.droppedKeys.isEmpty)
        f.screen.advance(by: 1)
        #expect(f.tabs.presentedViewController === sheet)
        f.screen.key("Escape")
        f.screen.advance(by: 0.5)
        #expect(f.tabs.presentedViewController == nil)
        f.expectIdle()
    }

    @Test func aSheetsDimmingBlocksThePageAndACancelledDragLeavesTheSheetInteractive() throws {
        let f = TabsFixture(width: 800, height: 300)
        var presses = 0, inSheet = 0
        let below = pageButton(on: f) { presses += 1 }
        let sheet = f.page("S")
        let inner = Button(title: "Inner", primaryAction: Action { _ in inSheet += 1 })
        inner.frame = CGRect(x: 20, y: 20, width: 100, height: 30)
        sheet.view.addSubview(inner)
        f.rootA.present(sheet, animated: true)
        f.screen.advance(by: 0.2)
        f.screen.click(at: below)
        f.screen.advance(by: 0.3)
        let innerCenter = inner.convert(CGPoint(x: 50, y: 15), to: nil)
        #expect(innerCenter.y > 40)
        // At rest: a click on the dimming layer reaches nothing and does not dismiss.
        f.screen.click(at: below)
        #expect(presses == 0)
        #expect(f.tabs.presentedViewController === sheet)
        f.screen.click(at: innerCenter)
        #expect(inSheet == 1)
        // A slow drag of 40 pt, held still, then released: the dismissal is cancelled.
        let container = try #require(sheet.view.superview)
        f.screen.press(at: CGPoint(x: 400, y: 150))
        for step in 1...8 {
            f.screen.move(to: CGPoint(x: 400, y: 150 + CGFloat(step * 5)))
            f.screen.advance(by: 1.0 / 60)
        }
        #expect(container.presentation.frame.minY > 60)
        #expect(f.window.isInputBlocked)
        f.screen.advance(by: 0.3)
        f.screen.release(at: CGPoint(x: 400, y: 190))
        // Settling back: clicks go nowhere.
        f.screen.advance(by: 0.05)
        #expect(f.window.isInputBlocked)
        f.screen.click(at: innerCenter)
        f.screen.click(at: below)
        #expect(inSheet == 1 && presses == 0)
        f.screen.advance(by: 0.5)
        #expect(!f.window.isInputBlocked)
        #expect(f.tabs.presentedViewController === sheet)
        #expect(container.presentation.frame.minY == 40)
        f.screen.click(at: innerCenter)
        #expect(inSheet == 2)
        // A flung drag still dismisses; during the slide the page is unreachable, after it works.
        f.screen.drag(from: CGPoint(x: 400, y: 150), to: CGPoint(x: 400, y: 210), duration: 0.1)
        f.screen.advance(by: 0.05)
        f.screen.click(at: below)
        #expect(presses == 0)
        f.screen.advance(by: 0.6)
        #expect(f.tabs.presentedViewController == nil)
        f.screen.click(at: below)
        #expect(presses == 1)
        f.expectIdle()
    }
}
