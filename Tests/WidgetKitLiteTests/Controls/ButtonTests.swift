import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct ButtonTests {
    private func makeButton(_ f: Fixture, count: @escaping () -> Void) -> Button {
        let button = Button(title: "Save", primaryAction: Action(title: "Save") { _ in count() })
        button.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
        f.root.addSubview(button)
        return button
    }

    @Test func actionRunsOnReleaseInside() {
        let f = Fixture()
        var count = 0
        let button = makeButton(f) { count += 1 }
        f.screen.press(at: CGPoint(x: 120, y: 110))
        #expect(count == 0)
        #expect(button.isHighlighted && button.state.contains(.highlighted))
        f.screen.release(at: CGPoint(x: 125, y: 115))
        #expect(count == 1)
        #expect(!button.isHighlighted)
        f.screen.click(at: CGPoint(x: 170, y: 130))
        #expect(count == 2)
        f.expectIdle()
    }

    @Test func releaseBeyondTheTrackingMarginDoesNothing() {
        let f = Fixture()
        var count = 0
        var outside = 0
        let button = makeButton(f) { count += 1 }
        button.addAction(Action { _ in outside += 1 }, for: .touchUpOutside)
        f.screen.press(at: CGPoint(x: 120, y: 110))
        f.screen.move(to: CGPoint(x: 240, y: 110))
        #expect(button.isHighlighted, "still within 70 pt of the bounds")
        f.screen.move(to: CGPoint(x: 260, y: 110))
        #expect(!button.isHighlighted)
        f.screen.release(at: CGPoint(x: 260, y: 110))
        #expect(count == 0 && outside == 1)

        f.screen.press(at: CGPoint(x: 120, y: 110))
        f.screen.move(to: CGPoint(x: 300, y: 110))
        f.screen.move(to: CGPoint(x: 230, y: 110))
        #expect(button.isHighlighted, "coming back re-highlights")
        f.screen.release(at: CGPoint(x: 230, y: 110))
        #expect(count == 1)
        f.expectIdle()
    }

    @Test func disabledButtonIgnoresPresses() {
        let f = Fixture()
        var count = 0
        let button = makeButton(f) { count += 1 }
        button.isEnabled = false
        #expect(button.state == .disabled)
        f.screen.press(at: CGPoint(x: 120, y: 110))
        #expect(!button.isHighlighted)
        f.screen.release(at: CGPoint(x: 120, y: 110))
        #expect(count == 0)
        f.expectIdle()
    }

    @Test func clickOnButtonDoesNotFireASuperviewTap() {
        let f = Fixture()
        var count = 0, taps = 0
        _ = makeButton(f) { count += 1 }
        let tap = TapGestureRecognizer { _ in taps += 1 }
        f.root.addGestureRecognizer(tap)
        f.screen.click(at: CGPoint(x: 120, y: 110))
        #expect(count == 1 && taps == 0)
        f.screen.click(at: CGPoint(x: 20, y: 20))
        #expect(count == 1 && taps == 1)
        f.expectIdle()
    }

    @Test func disabledButtonLetsTheSuperviewTapThrough() {
        let f = Fixture()
        var taps = 0
        let button = makeButton(f) {}
        button.isEnabled = false
        f.root.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        f.screen.click(at: CGPoint(x: 120, y: 110))
        #expect(taps == 1)
        f.expectIdle()
    }

    @Test func targetActionHoldsTheTargetWeakly() {
        final class Controller {
            var saves = 0
            func save(_ sender: Button) { saves += 1 }
        }
        let f = Fixture()
        let button = makeButton(f) {}
        var controller: Controller? = Controller()
        weak let weakController = controller
        button.addTarget(controller!, action: Controller.save, for: .touchUpInside)
        f.screen.click(at: CGPoint(x: 120, y: 110))
        #expect(controller?.saves == 1)
        controller = nil
        #expect(weakController == nil)
        f.screen.click(at: CGPoint(x: 120, y: 110))
        f.expectIdle()
    }

    @Test func eventsArriveInOrder() {
        let f = Fixture()
        let button = makeButton(f) {}
        var log: [String] = []
        button.addAction(Action { _ in log.append("down") }, for: .touchDown)
        button.addAction(Action { _ in log.append("up") }, for: .touchUpInside)
        button.addAction(Action { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.addAction(Action { _ in log.append("either") }, for: [.touchUpInside, .primaryActionTriggered])
        f.screen.click(at: CGPoint(x: 120, y: 110))
        #expect(log == ["down", "up", "primary", "either"])
        f.expectIdle()
    }

    @Test func panOnSuperviewCancelsTheButton() {
        let f = Fixture()
        var count = 0, cancels = 0
        let button = makeButton(f) { count += 1 }
        button.addAction(Action { _ in cancels += 1 }, for: .touchCancel)
        f.root.addGestureRecognizer(PanGestureRecognizer { _ in })
        f.screen.drag(from: CGPoint(x: 110, y: 110), to: CGPoint(x: 150, y: 110), duration: 0.1)
        #expect(count == 0 && cancels == 1 && !button.isHighlighted)
        f.expectIdle()
    }

    @Test func naturalSizeIsTitlePlusInsets() {
        let button = Button(title: "OK")
        let label = button.titleLabel.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: label.width + 32, height: label.height + 16))
        #expect(button.frame.size == button.intrinsicContentSize)
        #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
        button.setTitle("Pressed", for: .highlighted)
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed" && button.titleLabel.text == "Pressed")
        button.isHighlighted = false
        #expect(button.currentTitle == "OK")
    }

    @Test func filledButtonDrawsTintAndDimsWhenPressed() {
        let f = Fixture()
        let button = Button(title: "Go", style: .filled)
        button.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
        f.root.addSubview(button)
        let tint = Theme.light.tintColor
        let normal = f.screen.snapshot().pixel(x: 104, y: 138)
        #expect(abs(normal.blue - tint.blue) < 0.02 && abs(normal.red - tint.red) < 0.02)
        f.screen.press(at: CGPoint(x: 120, y: 110))
        let pressed = f.screen.snapshot().pixel(x: 104, y: 138)
        #expect(pressed.red > normal.red + 0.2, "the fill dims towards the white background")
        f.screen.release(at: CGPoint(x: 120, y: 110))
        button.isEnabled = false
        let disabled = f.screen.snapshot().pixel(x: 104, y: 138)
        #expect(abs(disabled.red - disabled.blue) < 0.05, "disabled is grey")
        f.expectIdle()
    }
}
