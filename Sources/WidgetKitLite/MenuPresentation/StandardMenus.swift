import Foundation

/// The menus a menu bar starts from, before `MenuBuilding.buildMenu(with:)` edits them:
/// File (Close Window, Ctrl+W), Edit (Undo Ctrl+Z, Redo Ctrl+Shift+Z; Cut Ctrl+X, Copy
/// Ctrl+C, Paste Ctrl+V, Select All Ctrl+A, sent along the responder chain to the first
/// `ResponderStandardEditActions` — the focused text field or text view), View, Window
/// and Help, with the standard groups (empty ones are not shown) that builders fill.
@MainActor
enum StandardMenus {
    static func menuBar() -> Menu {
        Menu(
            identifier: .root,
            children: [
                Menu(
                    title: "File", identifier: .file,
                    children: [
                        inline(.newScene, []),
                        inline(.close, [KeyCommand(title: "Close Window", action: { (window: WindowClosing) in { window.performClose($0) } }, input: "w", modifierFlags: .command)]),
                        inline(.print, []),
                    ]),
                Menu(
                    title: "Edit", identifier: .edit,
                    children: [
                        inline(
                            .undoRedo,
                            [
                                KeyCommand(title: "Undo", action: { (target: UndoRedoResponding) in { target.undo($0) } }, input: "z", modifierFlags: .command),
                                KeyCommand(title: "Redo", action: { (target: UndoRedoResponding) in { target.redo($0) } }, input: "z", modifierFlags: [.command, .shift]),
                            ]),
                        inline(
                            .standardEdit,
                            [
                                KeyCommand(title: "Cut", action: { (target: ResponderStandardEditActions) in { target.cut($0) } }, input: "x", modifierFlags: .command),
                                KeyCommand(title: "Copy", action: { (target: ResponderStandardEditActions) in { target.copy($0) } }, input: "c", modifierFlags: .command),
                                KeyCommand(title: "Paste", action: { (target: ResponderStandardEditActions) in { target.paste($0) } }, input: "v", modifierFlags: .command),
                                KeyCommand(title: "Select All", action: { (target: ResponderStandardEditActions) in { target.selectAll($0) } }, input: "a", modifierFlags: .command),
                            ]),
                        Menu(title: "Find", identifier: .find, children: []),
                    ]),
                Menu(title: "View", identifier: .view, children: [inline(.toolbar, []), inline(.sidebar, []), inline(.fullscreen, [])]),
                Menu(title: "Window", identifier: .window, children: [inline(.minimizeAndZoom, []), inline(.bringAllToFront, [])]),
                Menu(title: "Help", identifier: .help, children: [inline(.about, [])]),
            ])
    }

    private static func inline(_ identifier: Menu.Identifier, _ children: [MenuElement]) -> Menu {
        Menu(identifier: identifier, options: .displayInline, children: children)
    }
}

/// A responder that closes its window: the window itself (File → Close Window).
@MainActor
protocol WindowClosing: AnyObject {
    /// Closes the window as the window manager's close button would.
    func performClose(_ sender: Any?)
}

extension Window: WindowClosing {
    /// Closes the window as its close button would: `shouldClose` may keep it open.
    func performClose(_ sender: Any?) {
        guard shouldClose?() ?? true else { return }
        close()
        closeObserver?.windowDidClose(self)
    }
}
