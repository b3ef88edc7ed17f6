import Foundation
import Testing

@testable import WidgetKitLite

@MainActor @Suite struct MenuModelTests {
    @Test func actionIsAMenuElementAndKeepsItsControlUses() {
        var senders: [String] = []
        let action = Action(title: "Go", image: nil, attributes: [.destructive], state: .on) { action in
            senders.append(action.sender.map { "\(type(of: $0))" } ?? "nil")
        }
        let element: MenuElement = action
        #expect(element.title == "Go")
        #expect(action.attributes == [.destructive] && action.state == .on)
        let button = Button(title: "Go", primaryAction: action)
        button.sendActions(for: .primaryActionTriggered)
        #expect(senders == ["Button"])
        #expect(action.sender == nil, "the sender is set only while the handler runs")
    }

    @Test func replacingChildrenKeepsTheMenusIdentity() {
        let menu = Menu(title: "File", identifier: .file, options: .displayInline, children: [Action(title: "A") { _ in }])
        let copy = menu.replacingChildren([])
        #expect(copy.identifier == .file && copy.title == "File" && copy.options == .displayInline && copy.children.isEmpty)
        #expect(menu.children.count == 1)
        #expect(Menu().identifier != Menu().identifier, "identifiers are unique when none is given")
    }

    @MainActor final class Target {
        var opened = 0
        var commands: [String] = []
        func open(_ sender: Any?) { opened += 1 }
        func run(_ command: KeyCommand) { commands.append(command.title) }
    }

    @Test func commandsGoToTheFirstObjectOfTheirType() {
        let near = Target(), far = Target()
        let command = KeyCommand(title: "Open", action: Target.open, input: "o", modifierFlags: .command)
        #expect(command.canPerform(in: [NSObject(), near, far]))
        #expect(command.perform(in: [NSObject(), near, far]))
        #expect(near.opened == 1 && far.opened == 0)
        #expect(!command.canPerform(in: [NSObject()]))
        #expect(!command.perform(in: []))
        let typed = KeyCommand(title: "Run", action: Target.run, input: "r")
        typed.perform(in: [far])
        #expect(far.commands == ["Run"])
    }

    @Test func commandModifierIsControlOnLinux() {
        let command = KeyCommand(title: "Copy", action: Target.open, input: "c", modifierFlags: .command)
        #expect(command.matches(KeyPress(name: "c", text: "c", modifiers: .control)))
        #expect(!command.matches(KeyPress(name: "c", text: "c", modifiers: .command)))
        #expect(command.keyEquivalentText == "Ctrl+C")
        let redo = KeyCommand(title: "Redo", action: Target.open, input: "z", modifierFlags: [.command, .shift])
        #expect(redo.keyEquivalentText == "Ctrl+Shift+Z")
        #expect(KeyCommand(input: "F5", title: "Refresh") { _ in }.keyEquivalentText == "F5")
    }

    @Test func builderEditsTheTreeByIdentifier() {
        let builder = MenuBuilder(root: Menu(identifier: .root, children: [Menu(title: "File", identifier: .file), Menu(title: "Edit", identifier: .edit)]))
        builder.insertSibling(Menu(title: "Go", identifier: "go"), afterMenu: .file)
        builder.insertSibling(Menu(title: "App", identifier: .application), beforeMenu: .file)
        builder.insertChild(Menu(title: "Recent", identifier: .openRecent), atStartOfMenu: .file)
        builder.insertChild(Menu(title: "Last", identifier: "last"), atEndOfMenu: .file)
        builder.insertChild(Menu(title: "Help", identifier: .help), atEndOfMenu: .root)
        #expect(builder.root.children.map { $0.title } == ["App", "File", "Go", "Edit", "Help"])
        #expect(builder.menu(for: .file)?.children.map { $0.title } == ["Recent", "Last"])
        builder.replace(menu: "go", with: Menu(title: "Navigate", identifier: "nav"))
        builder.replaceChildren(ofMenu: .openRecent) { $0 + [Action(title: "notes.txt", identifier: "recent1") { _ in }] }
        builder.remove(menu: .application)
        #expect(builder.root.children.map { $0.title } == ["File", "Navigate", "Edit", "Help"])
        #expect(builder.action(forIdentifier: "recent1")?.title == "notes.txt")
        let lines = capturingDiagnostics { builder.remove(menu: "missing") }
        #expect(lines.count == 1 && lines[0].contains("missing"))
        #expect(builder.root.children.count == 4)
    }

    @Test func deferredElementsLoadOnceUnlessUncached() {
        var calls = 0
        let cached = DeferredMenuElement { completion in
            calls += 1
            completion([Action(title: "One") { _ in }])
        }
        var got: [[String]] = []
        cached.load { got.append($0.map { $0.title }) }
        cached.load { got.append($0.map { $0.title }) }
        #expect(calls == 1 && got == [["One"], ["One"]])
        var uncachedCalls = 0
        let uncached = DeferredMenuElement.uncached { completion in
            uncachedCalls += 1
            completion([])
        }
        uncached.load { _ in }
        uncached.load { _ in }
        #expect(uncachedCalls == 2)
    }

    @Test func singleSelectionTurnsTheChosenOneOn() {
        let a = Action(title: "A", state: .on) { _ in }, b = Action(title: "B") { _ in }
        let menu = Menu(options: .singleSelection, children: [a, b])
        menu.select(b)
        #expect(a.state == .off && b.state == .on)
        #expect(menu.selectedElements.map { $0.title } == ["B"])
    }
}
