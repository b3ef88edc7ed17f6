// The code of the "Menus, context menus and the menu bar" article, compiled and run by
// `swift test`. Written as an app writes it from UIKit's documentation: a plain
// `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// A notes app: a menu bar with its own commands, a context menu on the note, a pull-down
/// and a pop-up button.
final class NotesMenuViewController: ViewController, MenuBuilding, ContextMenuInteractionDelegate {
    let note = TextField(frame: CGRect(x: 20, y: 50, width: 300, height: 30))
    let card = View(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
    let share = Button(title: "Share")
    let sort = Button(title: "")
    private(set) var newNotes = 0
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(note)
        view.addSubview(card)
        card.addInteraction(ContextMenuInteraction(delegate: self))

        share.frame = CGRect(x: 20, y: 240, width: 90, height: 30)
        share.menu = Menu(children: [
            Action(title: "Mail", image: Image(systemName: "envelope")) { [weak self] _ in self?.log.append("mail") },
            Action(title: "Messages") { [weak self] _ in self?.log.append("messages") },
        ])
        share.showsMenuAsPrimaryAction = true
        view.addSubview(share)

        sort.frame = CGRect(x: 130, y: 240, width: 90, height: 30)
        sort.menu = Menu(children: [
            Action(title: "By Date") { [weak self] _ in self?.log.append("date") },
            Action(title: "By Title") { [weak self] _ in self?.log.append("title") },
        ])
        sort.changesSelectionAsPrimaryAction = true
        view.addSubview(sort)
    }

    func buildMenu(with builder: MenuBuilder) {
        let newNote = KeyCommand(title: "New Note", action: NotesMenuViewController.newNote, input: "n", modifierFlags: .command)
        builder.insertChild(Menu(identifier: "notes.new", options: .displayInline, children: [newNote]), atStartOfMenu: .file)
        let format = Menu(
            title: "Format", identifier: .format,
            children: [
                Command(title: "Bold", action: NotesMenuViewController.toggleBold),
                Menu(
                    title: "Size", options: .singleSelection,
                    children: [
                        Action(title: "Small", state: .on) { _ in },
                        Action(title: "Large") { _ in },
                    ]),
            ])
        builder.insertSibling(format, afterMenu: .edit)
    }

    func newNote(_ sender: Any?) {
        newNotes += 1
    }

    func toggleBold(_ sender: Any?) {
        log.append("bold")
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration? {
        ContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggestedActions in
            let pin = Action(title: "Pin", image: Image(systemName: "pin")) { [weak self] _ in self?.log.append("pin") }
            let delete = Action(title: "Delete", attributes: .destructive) { [weak self] _ in self?.log.append("delete") }
            return Menu(children: [pin, Menu(options: .displayInline, children: [delete])])
        }
    }
}

/// The scene's setup: the window shows the menu bar.
@MainActor
func makeNotesWindow(on screen: HeadlessScreen) -> (Window, NotesMenuViewController) {
    let window = screen.makeWindow()
    let notes = NotesMenuViewController()
    window.rootViewController = notes
    window.showsMenuBar = true
    return (window, notes)
}

// MARK: The article's promises, checked

extension Examples {
    @MainActor @Suite struct Menus {
        @Test func theMenuBarsCommandsWorkByKeyAndFromTheMenu() {
            let screen = HeadlessScreen(size: CGSize(width: 500, height: 400))
            let (window, notes) = makeNotesWindow(on: screen)
            screen.runFrame()
            #expect(window.menuBar?.menus.map { $0.title } == ["File", "Edit", "Format"])
            #expect(notes.view.safeAreaInsets.top > 0, "the bar takes the top of the safe area")
            screen.key("n", modifiers: .control)
            #expect(notes.newNotes == 1)
            screen.key("F10")
            screen.key("Return")
            #expect(notes.newNotes == 2, "F10, then Return on File → New Note")
        }

        @Test func editCopyCopiesTheNotesSelection() {
            let screen = HeadlessScreen(size: CGSize(width: 500, height: 400))
            let (_, notes) = makeNotesWindow(on: screen)
            screen.runFrame()
            notes.note.text = "Groceries"
            _ = notes.note.becomeFirstResponder()
            screen.key("a", modifiers: .control)
            screen.key("F10")
            screen.key("Right")
            for _ in 0..<3 { screen.key("Down") }
            screen.key("Return")
            #expect(screen.pasteboard.string == "Groceries")
        }

        @Test func aRightClickOnTheCardOpensItsMenu() {
            let screen = HeadlessScreen(size: CGSize(width: 500, height: 400))
            let (_, notes) = makeNotesWindow(on: screen)
            screen.runFrame()
            screen.secondaryClick(at: CGPoint(x: 60, y: 150))
            screen.key("End")
            screen.key("Return")
            #expect(notes.log == ["delete"])
            screen.secondaryClick(at: CGPoint(x: 60, y: 150))
            screen.key("Escape")
            #expect(notes.log == ["delete"], "Escape closes the menu without choosing")
        }

        @Test func thePopUpButtonShowsItsChoice() {
            let screen = HeadlessScreen(size: CGSize(width: 500, height: 400))
            let (_, notes) = makeNotesWindow(on: screen)
            screen.runFrame()
            #expect(notes.sort.title == "By Date")
            screen.click(at: CGPoint(x: 170, y: 255))
            screen.key("End")
            screen.key("Return")
            #expect(notes.sort.title == "By Title" && notes.log == ["title"])
            screen.click(at: CGPoint(x: 60, y: 255))
            screen.key("Down")
            screen.key("Return")
            #expect(notes.log == ["title", "mail"])
        }
    }
}
