import CX11

extension X11Host {
    /// The X CLIPBOARD (`.general`) or PRIMARY (`.primary`) selection.
    func pasteboard(named name: Pasteboard.Name) -> Pasteboard {
        name == .general ? clipboard : primarySelection
    }

    /// Selection traffic (requests for text we own, answers to our reads); true when handled.
    func handleSelectionEvent(_ event: inout XEvent) -> Bool {
        selections.handle(&event)
    }
}
