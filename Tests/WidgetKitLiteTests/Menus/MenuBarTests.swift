import Foundation
import Testing

@testable import WidgetKitLite

@MainActor @Suite struct MenuBarTests {
    @MainActor final class AppController: ViewController, MenuBuilding {
        var opened = 0
        var built = 0
        func openDocument(_ sender: Any?) { opened += 1 }
        func buildMenu(with builder: MenuBuilder) {
            built += 1
            let open = KeyCommand(title: "Open…", action: AppController.openDocument, input: "o", modifierFlags: .command)
            builder.insertChild(Menu(identifier: "open", options: .displayInline, children: [open]), atStartOfMenu: .file)
            builder.insertSibling(Menu(title: "Go", identifier: "go", children: [Action(title: "Home") { _ in }]), afterMenu: .view)
        }
    }

    @MainActor private struct BarFixture {
        let screen: HeadlessScreen
        let window: Window
        let controller: AppController
        let field: TextField

        init() {
            screen = HeadlessScreen(size: CGSize(width: 500, height: 300))
            window = screen.makeWindow()
            controller = AppController()
            window.rootViewController = controller
            window.showsMenuBar = true
            field = TextField(frame: CGRect(x: 20, y: 60, width: 200, height: 30))
            controller.view.addSubview(field)
            screen.runFrame()
        }

        var bar: MenuBar { window.menuBar! }
        var session: MenuSession? { window.menuSession }
        var openTitle: String? { bar.openIndex.map { bar.menus[$0].title } }
        var highlighted: String? {
            guard let view = session?.levels.last, let index = view.highlightedIndex else { return nil }
            return view.rows[index].element?.title
        }
    }

    @Test func theBarShowsTheBuiltMenusAndTakesTheTopOfTheSafeArea() {
        let f = BarFixture()
        #expect(f.bar.menus.map { $0.title } == ["File", "Edit", "Go"], "empty standard menus are left out")
        #expect(f.controller.built == 1)
        #expect(f.controller.view.safeAreaInsets.top == f.window.theme.menus.menuBarHeight)
        #expect(f.window.subviews.last === f.bar, "in front of the root view")
        #expect(f.window.hitTest(CGPoint(x: 30, y: 10)) === f.bar)
        f.window.showsMenuBar = false
        #expect(f.window.menuBar == nil && f.controller.view.safeAreaInsets.top == 0)
    }

    @Test func aBarThatHidesUntilOpenedTakesNoRoomAndShowsWhileItsMenusAreOpen() {
        let f = BarFixture()
        f.bar.hidesUntilOpened = true
        f.screen.runFrame()
        #expect(f.bar.isHidden && f.controller.view.safeAreaInsets.top == 0, "hidden, the bar takes no room")
        #expect(f.window.hitTest(CGPoint(x: 30, y: 10)) !== f.bar, "clicks at the top reach the content")
        f.screen.key("F10")
        #expect(!f.bar.isHidden && f.openTitle == "File", "F10 shows it with its first menu open")
        f.screen.key("Right")
        #expect(!f.bar.isHidden && f.openTitle == "Edit", "moving to the next menu keeps it shown")
        f.screen.key("Escape")
        #expect(f.bar.isHidden && f.session == nil, "closing the menus hides it again")
        f.screen.key("Alt_L")
        #expect(!f.bar.isHidden && f.openTitle == "File", "a lone Alt tap shows it too")
        f.screen.key("Escape")
        #expect(f.bar.isHidden)
        f.screen.key("o", modifiers: .control)
        #expect(f.controller.opened == 1, "its key equivalents work while it is hidden")
        f.bar.hidesUntilOpened = false
        #expect(!f.bar.isHidden && f.controller.view.safeAreaInsets.top == f.window.theme.menus.menuBarHeight)
    }

    @Test func f10OpensTheFirstMenuArrowsMoveAndReturnPerforms() {
        let f = BarFixture()
        f.screen.key("F10")
        #expect(f.openTitle == "File" && f.highlighted == "Open…")
        let barFrame = f.bar.convert(f.bar.titleFrames[0], to: nil)
        #expect(f.session?.levels[0].frame.minY == barFrame.maxY, "the menu opens under its title")
        f.screen.key("Right")
        #expect(f.openTitle == "Edit" && f.highlighted == nil, "no edit command has a target")
        f.screen.key("Right")
        f.screen.key("Right")
        #expect(f.openTitle == "File", "Right wraps around the bar")
        f.screen.key("Left")
        #expect(f.openTitle == "Go")
        f.screen.key("Left")
        f.screen.key("Left")
        f.screen.key("Return")
        #expect(f.controller.opened == 1 && f.session == nil && f.bar.openIndex == nil)
    }

    @Test func aLoneAltTapOpensTheBarAndEscapeClosesIt() {
        let f = BarFixture()
        f.screen.key("Alt_L")
        #expect(f.openTitle == "File")
        f.screen.key("Escape")
        #expect(f.session == nil)
        // Alt used as a modifier does not open it.
        f.screen.key("Alt_L")
        f.screen.key("Escape")
        #expect(f.session == nil)
    }

    @Test func clickingTitlesOpensAndClosesTheirMenus() {
        let f = BarFixture()
        let edit = f.bar.convert(f.bar.titleFrames[1], to: nil)
        f.screen.click(at: CGPoint(x: edit.midX, y: edit.midY))
        #expect(f.openTitle == "Edit" && f.highlighted == nil)
        let file = f.bar.convert(f.bar.titleFrames[0], to: nil)
        f.screen.move(to: CGPoint(x: file.midX, y: file.midY))
        #expect(f.openTitle == "File", "hovering another title opens its menu")
        f.screen.click(at: CGPoint(x: file.midX, y: file.midY))
        #expect(f.session == nil, "a click on the open title closes it")
    }

    @Test func editCopyCopiesTheFocusedFieldsSelection() {
        let f = BarFixture()
        f.field.text = "hello menus"
        #expect(f.field.becomeFirstResponder())
        f.screen.key("a", modifiers: .control)
        f.screen.key("F10")
        f.screen.key("Right")
        #expect(f.openTitle == "Edit")
        let rows = f.session!.levels[0].rows
        #expect(rows.filter { !$0.isSeparator }.allSatisfy { $0.isEnabled }, "the field answers every edit command")
        f.screen.key("Down")
        f.screen.key("Down")
        f.screen.key("Down")
        #expect(f.highlighted == "Copy")
        f.screen.key("Return")
        #expect(f.screen.pasteboard.string == "hello menus")
        #expect(f.window.focusedView === f.field)
    }

    @Test func editCommandsAreDisabledWithoutATextResponder() {
        let f = BarFixture()
        f.screen.key("F10")
        f.screen.key("Right")
        let rows = f.session!.levels[0].rows.filter { !$0.isSeparator }
        #expect(rows.map { $0.element!.title } == ["Undo", "Redo", "Cut", "Copy", "Paste", "Select All"])
        #expect(rows.allSatisfy { !$0.isEnabled })
        f.screen.key("Return")
        #expect(f.session != nil, "nothing is highlighted, nothing runs")
    }

    @Test func keyEquivalentsWorkWithTheMenusClosed() {
        let f = BarFixture()
        f.screen.key("o", modifiers: .control)
        #expect(f.controller.opened == 1 && f.session == nil)
        // Edit → Paste by its key into the focused field goes through the field's own key.
        f.screen.pasteboard.string = "pasted"
        _ = f.field.becomeFirstResponder()
        f.screen.key("v", modifiers: .control)
        #expect(f.field.text == "pasted")
        // Ctrl+O still reaches the controller from inside the field.
        f.screen.key("o", modifiers: .control)
        #expect(f.controller.opened == 2)
    }

    @Test func setNeedsRebuildBuildsAgain() {
        let f = BarFixture()
        _ = f.bar.menus
        f.bar.setNeedsRebuild()
        _ = f.bar.menus
        #expect(f.controller.built == 2)
    }
}
