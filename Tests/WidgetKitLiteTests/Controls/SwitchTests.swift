import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct SwitchTests {
    private func makeSwitch(_ f: Fixture, changes: @escaping () -> Void = {}) -> Switch {
        let toggle = Switch(frame: CGRect(x: 40, y: 40, width: 200, height: 200))
        toggle.addAction(Action { _ in changes() }, for: .valueChanged)
        f.root.addSubview(toggle)
        return toggle
    }

    @Test func hasTheHIGSizeWhateverTheFrame() {
        let f = Fixture()
        let toggle = makeSwitch(f)
        #expect(toggle.frame == CGRect(x: 40, y: 40, width: 51, height: 31))
        #expect(toggle.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
    }

    @Test func clickTogglesAndSendsValueChangedOnce() {
        let f = Fixture()
        var changes = 0
        let toggle = makeSwitch(f) { changes += 1 }
        f.screen.click(at: CGPoint(x: 50, y: 55))
        #expect(toggle.isOn && changes == 1)
        f.screen.advance(by: 0.5)
        f.screen.click(at: CGPoint(x: 85, y: 55))
        #expect(!toggle.isOn && changes == 2)
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }

    @Test func thumbSpringsToTheOtherSide() {
        let f = Fixture()
        let toggle = makeSwitch(f)
        // The thumb's left edge: 2 pt inside the track off, 22 pt (51 − 2 − 27) on.
        func thumbLeft() -> Int {
            // Scan the thumb's row for the white thumb over the grey or green track.
            let image = f.screen.snapshot()
            for x in 40..<91 where image.pixel(x: x, y: 55).red > 0.96 && image.pixel(x: x, y: 55).blue > 0.96 { return x - 40 }
            return -1
        }
        #expect(abs(thumbLeft() - 2) <= 1)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        f.screen.advance(by: 0.1)
        let midway = thumbLeft()
        #expect(midway > 4 && midway < 20, "moving: \(midway)")
        f.screen.advance(by: 0.5)
        #expect(abs(thumbLeft() - 22) <= 1)
        f.expectIdle()
    }

    @Test func dragSetsTheSideItEndsOn() {
        let f = Fixture()
        var changes = 0
        let toggle = makeSwitch(f) { changes += 1 }
        f.screen.drag(from: CGPoint(x: 55, y: 55), to: CGPoint(x: 88, y: 55), duration: 0.2)
        #expect(toggle.isOn && changes == 1)
        // Dragging to the side it is already on changes nothing.
        f.screen.drag(from: CGPoint(x: 80, y: 55), to: CGPoint(x: 89, y: 55), duration: 0.2)
        #expect(toggle.isOn && changes == 1)
        // Dragged right, then back left: off.
        f.screen.drag(from: CGPoint(x: 80, y: 55), to: CGPoint(x: 45, y: 55), duration: 0.2)
        #expect(!toggle.isOn && changes == 2)
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }

    @Test func releaseFarOutsideDoesNotToggle() {
        let f = Fixture()
        var changes = 0
        let toggle = makeSwitch(f) { changes += 1 }
        f.screen.press(at: CGPoint(x: 50, y: 55))
        f.screen.move(to: CGPoint(x: 50, y: 200))
        f.screen.release(at: CGPoint(x: 50, y: 200))
        #expect(!toggle.isOn && changes == 0)
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }

    @Test func settingIsOnInCodeSendsNothing() {
        let f = Fixture()
        var changes = 0
        let toggle = makeSwitch(f) { changes += 1 }
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn && changes == 0)
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }

    @Test func spaceTogglesWhenFocused() {
        let f = Fixture()
        var changes = 0, primary = 0
        let toggle = makeSwitch(f) { changes += 1 }
        toggle.addAction(Action { _ in primary += 1 }, for: .primaryActionTriggered)
        f.screen.key("space")
        #expect(!toggle.isOn, "not focused yet")
        f.screen.key("Tab")
        #expect(toggle.isFocused)
        f.screen.advance(by: 0)
        #expect(f.screen.isIdle, "gaining the focus draws the ring without moving the thumb")
        f.screen.key("space")
        #expect(toggle.isOn && changes == 1 && primary == 1)
        f.screen.key("Return")
        #expect(!toggle.isOn && changes == 2)
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }

    @Test func disabledSwitchIgnoresClicksKeysAndFocus() {
        let f = Fixture()
        var changes = 0
        let toggle = makeSwitch(f) { changes += 1 }
        toggle.isEnabled = false
        f.screen.click(at: CGPoint(x: 50, y: 55))
        f.screen.key("Tab")
        f.screen.key("space")
        #expect(!toggle.isOn && changes == 0 && !toggle.isFocused)
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }
}
