import Foundation

extension TextField {
    /// Edits for the keys of a desktop text field; keys it does not use (Tab, Escape, keys
    /// with Alt or Super) go up the responder chain. Key names compare case-insensitively,
    /// so Ctrl+Shift+Z matches whether the host reports "z" or "Z".
    func handlePresses(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        var unhandled: Set<KeyPress> = []
        for press in presses where !(isEditing && isEnabled && handle(press)) { unhandled.insert(press) }
        if !unhandled.isEmpty { passPresses(unhandled, event) }
    }

    /// Performs `press`; false when the field does not use it.
    func handle(_ press: KeyPress) -> Bool {
        let name = press.name.lowercased()
        let modifiers = press.modifiers
        let shift = modifiers.contains(.shift)
        let control = modifiers.contains(.control)
        guard !modifiers.contains(.command), !modifiers.contains(.alternate) else { return false }
        if control, let handled = handleShortcut(name, shift: shift) { return handled }
        switch name {
        case "left", "kp_left":
            moveHorizontally(forward: false, byWord: control, extending: shift)
        case "right", "kp_right":
            moveHorizontally(forward: true, byWord: control, extending: shift)
        case "home", "kp_home", "up", "kp_up":
            moveCaret(to: 0, extending: shift)
        case "end", "kp_end", "down", "kp_down":
            moveCaret(to: model.length, extending: shift)
        case "backspace":
            deleteBackward(byWord: control)
        case "delete", "kp_delete":
            if shift && !control {
                cutSelection()
            } else {
                deleteForward(byWord: control)
            }
        case "insert", "kp_insert":
            if shift { paste() } else if control { copySelection() } else { return false }
        case "return", "kp_enter":
            returnPressed()
        case "tab", "iso_left_tab", "escape":
            return false
        default:
            guard !control, let text = press.text, !text.isEmpty,
                !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { return false }
            replaceSelection(with: text, typing: true)
        }
        return true
    }

    /// Ctrl shortcuts; nil for keys that are not shortcuts (Ctrl+arrows, Ctrl+Backspace).
    private func handleShortcut(_ name: String, shift: Bool) -> Bool? {
        switch name {
        case "a": select(0..<model.length)
        case "c": copySelection()
        case "x": cutSelection()
        case "v": paste()
        case "z": shift ? redo() : undo()
        case "y": redo()
        default: return nil
        }
        return true
    }

    private func moveHorizontally(forward: Bool, byWord: Bool, extending: Bool) {
        let selection = model.selection
        if !extending, !selection.isEmpty, !byWord {
            moveCaret(to: forward ? selection.upperBound : selection.lowerBound, extending: false)
            return
        }
        let head = model.head
        let target: Int
        if byWord {
            target = forward ? model.wordEnd(after: head) : model.wordStart(before: head)
        } else {
            target = forward ? model.boundary(after: head) : model.boundary(before: head)
        }
        moveCaret(to: target, extending: extending)
    }

    private func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }
}
