import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct KeyboardFocusTests {
    /// Three buttons in reading order: a, b on the first row, c below; added out of order.
    private func threeButtons(_ f: Fixture, log: @escaping (String) -> Void) -> [Button] {
        let c = Button(title: "C", primaryAction: Action { _ in log("C") })
        c.frame = CGRect(x: 10, y: 100, width: 60, height: 30)
        let b = Button(title: "B", primaryAction: Action { _ in log("B") })
        b.frame = CGRect(x: 150, y: 10, width: 60, height: 30)
        let a = Button(title: "A", primaryAction: Action { _ in log("A") })
        a.frame = CGRect(x: 10, y: 10, width: 60, height: 30)
        for button in [c, b, a] { f.root.addSubview(button) }
        return [a, b, c]
    }

    @Test func tabMovesFocusInReadingOrderAndReturnActivates() {
        let f = Fixture()
        var log: [String] = []
        let buttons = threeButtons(f) { log.append($0) }
        #expect(f.window.focusedView == nil)
        f.screen.key("Tab")
        #expect(f.window.focusedView === buttons[0] && buttons[0].isFocused)
        f.screen.key("Tab")
        #expect(f.window.focusedView === buttons[1])
        #expect(buttons[1].state.contains(.focused))
        f.screen.key("Tab")
        #expect(f.window.focusedView === buttons[2])
        f.screen.key("Tab")
        #expect(f.window.focusedView === buttons[0], "wraps around")
        f.screen.key("Tab", modifiers: .shift)
        #expect(f.window.focusedView === buttons[2])
        f.screen.key("Tab", modifiers: .shift)
        #expect(f.window.focusedView === buttons[1])
        f.screen.key("Return")
        #expect(log == ["B"])
        f.screen.key("Space")
        #expect(log == ["B", "B"])
        f.expectIdle()
    }

    @Test func focusSkipsDisabledAndHiddenControls() {
        let f = Fixture()
        let buttons = threeButtons(f) { _ in }
        buttons[1].isEnabled = false
        buttons[2].isHidden = true
        f.screen.key("Tab")
        f.screen.key("Tab")
        #expect(f.window.focusedView === buttons[0])
        #expect(!f.window.focus(buttons[1]))
        buttons[2].isHidden = false
        #expect(f.window.focus(buttons[2]))
        buttons[2].isEnabled = false
        #expect(f.window.focusedView == nil)
        f.expectIdle()
    }

    @Test func focusRingIsDrawnAroundTheFocusedButton() {
        let f = Fixture()
        let buttons = threeButtons(f) { _ in }
        let edge = (x: 11, y: 25)
        #expect(f.red(edge.x, edge.y) == 255)
        f.screen.key("Tab")
        #expect(f.red(edge.x, edge.y) < 200, "ring drawn in the focus colour")
        f.screen.key("Tab")
        #expect(f.red(edge.x, edge.y) == 255, "ring removed when the focus moves on")
        #expect(f.window.focusedView === buttons[1])
        f.expectIdle()
    }

    @Test func keyCommandsReachTheViewController() {
        final class Player: ViewController {
            var plays = 0
            var stops = 0
            var pressed: [String] = []
            func play(_ command: KeyCommand) { plays += 1 }
            override func pressesBegan(_ presses: Set<KeyPress>, with event: Event?) {
                pressed += presses.map(\.name)
            }
        }
        let f = Fixture()
        let player = Player()
        f.window.rootViewController = player
        player.addKeyCommand(KeyCommand(input: "p", target: player, action: Player.play))
        player.addKeyCommand(KeyCommand(input: KeyCommand.inputEscape) { [unowned player] _ in player.stops += 1 })
        f.screen.key("p")
        f.screen.key("Escape")
        f.screen.key("p", modifiers: .control)
        #expect(player.plays == 1 && player.stops == 1)
        #expect(player.pressed == ["p"], "unmatched keys go up the responder chain")

        // From a focused button inside the controller's view the chain still reaches it.
        let button = Button(title: "X")
        button.frame = CGRect(x: 10, y: 10, width: 50, height: 30)
        player.view.addSubview(button)
        #expect(f.window.focus(button))
        f.screen.key("p")
        #expect(player.plays == 2)
        f.expectIdle()
    }

    @Test func keyCommandsOfTheRootControllerApplyFromAnyFocus() {
        let f = Fixture()
        let root = ViewController()
        var hits = 0
        root.addKeyCommand(KeyCommand(input: "1") { _ in hits += 1 })
        f.window.rootViewController = root
        let outside = Button(title: "Out")
        outside.frame = CGRect(x: 200, y: 200, width: 60, height: 30)
        f.window.addSubview(outside)
        f.window.focus(outside)
        f.screen.key("1")
        #expect(hits == 1)
        f.expectIdle()
    }
}
