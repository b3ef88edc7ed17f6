import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct HoverAndCursorTests {
    @Test func thePointerShowsTheCursorOfTheViewUnderIt() {
        let f = Fixture()
        let field = TextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        let resizer = View(frame: CGRect(x: 20, y: 100, width: 40, height: 40))
        resizer.cursor = .resizeLeftRight
        let inner = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        resizer.addSubview(inner)
        f.root.addSubview(field)
        f.root.addSubview(resizer)
        #expect(f.screen.cursor == .arrow)
        f.screen.move(to: CGPoint(x: 60, y: 37))
        #expect(f.screen.cursor == .iBeam)
        f.screen.move(to: CGPoint(x: 30, y: 110))
        #expect(f.screen.cursor == .resizeLeftRight, "inherited from the superview")
        inner.cursor = .crosshair
        #expect(f.screen.cursor == .crosshair, "a change under the pointer applies at once")
        f.screen.move(to: CGPoint(x: 300, y: 200))
        #expect(f.screen.cursor == .arrow)
        // Dragging out of the field keeps the I-beam until release.
        f.screen.press(at: CGPoint(x: 60, y: 37))
        f.screen.move(to: CGPoint(x: 300, y: 200))
        f.screen.release(at: CGPoint(x: 300, y: 200))
        #expect(f.screen.cursor == .iBeam)
        f.screen.move(to: CGPoint(x: 301, y: 200))
        #expect(f.screen.cursor == .arrow)
    }

    @Test func buttonsHighlightUnderThePointer() {
        let f = Fixture()
        let button = Button(title: "Hover me", style: .filled)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        f.root.addSubview(button)
        let before = f.screen.snapshot().pixel(x: 25, y: 40)
        f.screen.move(to: CGPoint(x: 60, y: 40))
        #expect(button.isHovered)
        let hovered = f.screen.snapshot().pixel(x: 25, y: 40)
        #expect(hovered.blue < before.blue, "darker under the pointer")
        f.screen.movePointerOut()
        #expect(!button.isHovered)
        #expect(f.screen.snapshot().pixel(x: 25, y: 40) == before)
        button.isEnabled = false
        f.screen.move(to: CGPoint(x: 60, y: 40))
        #expect(!button.isHovered, "disabled controls do not highlight")
        f.expectIdle()
    }

    @Test func hoverRecognizerBeginsChangesAndEnds() {
        let f = Fixture()
        let card = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        f.root.addSubview(card)
        var log: [String] = []
        let hover = HoverGestureRecognizer { recognizer in
            let p = recognizer.location(in: card)
            log.append("\(recognizer.state) \(Int(p.x)),\(Int(p.y))")
        }
        card.addGestureRecognizer(hover)
        let tap = TapGestureRecognizer { _ in log.append("tap") }
        card.addGestureRecognizer(tap)
        f.screen.move(to: CGPoint(x: 10, y: 10))
        f.screen.move(to: CGPoint(x: 60, y: 60))
        f.screen.move(to: CGPoint(x: 70, y: 65))
        f.screen.click(at: CGPoint(x: 70, y: 65))
        f.screen.move(to: CGPoint(x: 200, y: 200))
        #expect(log == ["began 10,10", "changed 20,15", "tap", "ended 150,150"])
        #expect(hover.state == .possible)
    }

    @Test func aClickMovesTheKeyboardFocusAndAClickElsewhereClearsIt() {
        let f = Fixture()
        let field = TextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        let button = Button(title: "OK")
        button.frame = CGRect(x: 20, y: 80, width: 80, height: 30)
        f.root.addSubview(field)
        f.root.addSubview(button)
        f.screen.click(at: CGPoint(x: 60, y: 37))
        #expect(f.window.focusedView === field && field.isEditing)
        f.screen.click(at: CGPoint(x: 60, y: 95))
        #expect(f.window.focusedView === button && !field.isEditing)
        f.screen.key("Tab")
        #expect(f.window.focusedView === field, "Tab continues from the clicked control")
        f.screen.click(at: CGPoint(x: 300, y: 200))
        #expect(f.window.focusedView == nil && !field.isEditing)
    }

    @Test func keyReleasesReachTheFirstResponder() {
        final class Keys: View {
            var log: [String] = []
            override var canBecomeFocused: Bool { true }
            override func pressesBegan(_ presses: Set<KeyPress>, with event: Event?) { log += presses.map { "down \($0.name)" } }
            override func pressesEnded(_ presses: Set<KeyPress>, with event: Event?) { log += presses.map { "up \($0.name)" } }
        }
        let f = Fixture()
        let view = Keys(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        f.root.addSubview(view)
        #expect(f.window.focus(view))
        f.screen.key("a")
        #expect(view.log == ["down a", "up a"])
    }
}

@MainActor @Suite struct FocusRingVisibilityTests {
    @Test func aClickFocusesWithoutARingAndTabShowsItAgain() {
        let f = Fixture()
        let button = Button(title: "OK", style: .filled)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        f.root.addSubview(button)
        let plain = f.screen.snapshot().pixel(x: 24, y: 40)
        f.screen.click(at: CGPoint(x: 80, y: 40))
        f.screen.move(to: CGPoint(x: 300, y: 200))
        #expect(f.window.focusedView === button)
        #expect(f.screen.snapshot().pixel(x: 24, y: 40) == plain, "no ring after a click")
        f.screen.key("Tab")
        f.screen.key("Tab", modifiers: .shift)
        #expect(f.window.focusedView === button)
        #expect(f.screen.snapshot().pixel(x: 24, y: 40) != plain, "the ring after Tab")
    }
}
