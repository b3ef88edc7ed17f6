import Foundation
import Testing

@testable import WidgetKitLite

/// A controller whose own action the chain routes to it.
private final class DocumentController: ViewController {
    var saves: [String] = []
    func save(_ sender: Any?) { saves.append((sender as? String) ?? "?") }
}

extension ResponderAction {
    fileprivate static let save = ResponderAction("save", DocumentController.save)
}

/// A view with a key command of its own.
private final class ShortcutView: View {
    var hits = 0
    override var keyCommands: [KeyCommand]? {
        [KeyCommand(input: "k", modifierFlags: .control) { [unowned self] _ in hits += 1 }]
    }
    override var canBecomeFocused: Bool { true }
}

@MainActor @Suite struct ResponderTests {
    /// A window whose root controller's view holds `field`.
    @MainActor private struct ChainFixture {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 240))
        let window: Window
        let controller = DocumentController()
        let field = TextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        let box = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))

        init(text: String = "hello world") {
            window = screen.makeWindow()
            window.rootViewController = controller
            controller.view.addSubview(box)
            box.addSubview(field)
            field.text = text
            screen.runFrame()
        }
    }

    @Test func nextFollowsUIKitsChain() {
        let f = ChainFixture()
        #expect(f.field.next === f.box, "a view's next is its superview")
        #expect(f.box.next === f.controller.view)
        #expect(f.controller.view.next === f.controller, "a root view's next is its controller")
        #expect(f.controller.next === f.window, "a window's root controller's next is the window")
        #expect(f.window.next == nil, "a headless screen's window belongs to no application")
        #expect(Responder().next == nil)
        let loose = ViewController()
        #expect(loose.next == nil, "a controller whose view is in no superview ends the chain")
    }

    @Test func firstResponderStateFollowsTheFocus() {
        let f = ChainFixture()
        #expect(!f.field.isFirstResponder && f.field.canBecomeFirstResponder)
        #expect(f.field.becomeFirstResponder())
        #expect(f.field.isFirstResponder)
        #expect(!f.controller.becomeFirstResponder() && !f.controller.isFirstResponder)
        #expect(f.field.resignFirstResponder())
        #expect(!f.field.isFirstResponder)
    }

    @Test func copyIsRefusedWithoutASelectionAndReachesTheFocusedField() {
        let f = ChainFixture()
        f.field.becomeFirstResponder()
        f.screen.key("End")
        #expect(!f.field.canPerformAction(.copy, withSender: nil), "no selection: UIKit refuses copy")
        #expect(!f.field.canPerformAction(.cut, withSender: nil))
        #expect(f.field.canPerformAction(.paste, withSender: nil))
        #expect(f.field.canPerformAction(.selectAll, withSender: nil))
        #expect(f.box.target(forAction: .copy, withSender: nil) == nil, "nothing else in the chain copies")
        #expect(!Application.shared.sendAction(.copy, to: nil, from: f.box, for: nil))

        #expect(Application.shared.sendAction(.selectAll, to: nil, from: f.box, for: nil))
        #expect(f.field.selectedText == "hello world")
        #expect(!f.field.canPerformAction(.selectAll, withSender: nil), "all is selected already")
        #expect(f.field.target(forAction: .copy, withSender: nil) === f.field)
        #expect(Application.shared.sendAction(.copy, to: nil, from: f.box, for: nil))
        #expect(f.screen.pasteboard.string == "hello world")
        #expect(Application.shared.sendAction(.cut, to: nil, from: f.box, for: nil))
        #expect(f.field.text == "")
        #expect(Application.shared.sendAction(.undo, to: nil, from: f.box, for: nil))
        #expect(f.field.text == "hello world")
        #expect(Application.shared.sendAction(.redo, to: nil, from: f.box, for: nil))
        #expect(f.field.text == "")
        #expect(Application.shared.sendAction(.paste, to: nil, from: f.box, for: nil))
        #expect(f.field.text == "hello world")
    }

    @Test func aSecureFieldNeverCopiesAndAnUnfocusedOneTakesNoEditActions() {
        let f = ChainFixture()
        f.field.isSecureTextEntry = true
        f.field.becomeFirstResponder()
        f.screen.key("a", modifiers: .control)
        #expect(!f.field.canPerformAction(.copy, withSender: nil))
        #expect(!f.field.canPerformAction(.cut, withSender: nil))
        #expect(f.field.canPerformAction(.delete, withSender: nil))
        f.field.delete(nil)
        #expect(f.field.text == "")
        f.field.resignFirstResponder()
        #expect(!f.field.canPerformAction(.paste, withSender: nil))
        f.field.paste(nil)
        #expect(f.field.text == "", "an edit action the field cannot perform does nothing")
    }

    @Test func aNilTargetedActionReachesTheFirstResponderOfItsType() {
        let f = ChainFixture()
        f.field.becomeFirstResponder()
        #expect(f.field.target(forAction: .save, withSender: nil) === f.controller)
        #expect(Application.shared.sendAction(.save, to: nil, from: f.field, for: nil))
        #expect(f.controller.saves == ["?"])
        #expect(Application.shared.sendAction(.save, to: f.controller, from: "menu", for: nil))
        #expect(f.controller.saves == ["?", "menu"])
        #expect(!Application.shared.sendAction(.save, to: f.field, from: nil, for: nil), "a target of another type")
        #expect(f.controller.saves.count == 2)
        #expect(ResponderAction.save == ResponderAction("save", DocumentController.save), "actions compare by name")
        #expect(ResponderAction.save.isImplemented(by: f.controller) && !ResponderAction.save.isImplemented(by: f.field))
        #expect(!ResponderAction.copy.isImplemented(by: f.field), "standard actions are answered by canPerformAction")
    }

    @Test func keyCommandsOfViewsInTheChainMatchToo() {
        let f = ChainFixture()
        let shortcuts = ShortcutView(frame: CGRect(x: 0, y: 150, width: 50, height: 50))
        f.controller.view.addSubview(shortcuts)
        #expect(shortcuts.becomeFirstResponder())
        f.screen.key("k", modifiers: .control)
        #expect(shortcuts.hits == 1)
    }

    @Test func aClickMakesAWindowKey() {
        let f = ChainFixture()
        #expect(!f.window.isKeyWindow)
        f.screen.click(at: CGPoint(x: 5, y: 200))
        #expect(f.window.isKeyWindow)
    }
}
