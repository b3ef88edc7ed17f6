import Foundation

extension TextField: TextEditingResponder {
    /// What `press` does while editing; nil when the field does not use it.
    func editCommand(for press: KeyPress) -> TextEditCommand? {
        guard isEditing, isEnabled, let command = TextEditCommand(press: press, multiline: false), !command.isStyleToggle
        else { return nil }
        return command
    }

    /// Performs one edit command.
    func perform(_ command: TextEditCommand) {
        switch command {
        case let .move(forward, byWord, extending):
            moveCaret(to: model.horizontalTarget(forward: forward, byWord: byWord, extending: extending), extending: extending)
        case let .moveToStart(extending): moveCaret(to: 0, extending: extending)
        case let .moveToEnd(extending): moveCaret(to: model.length, extending: extending)
        case let .moveToLineStart(extending): moveCaret(to: 0, extending: extending)
        case let .moveToLineEnd(extending): moveCaret(to: model.length, extending: extending)
        case let .moveLine(forward, extending), let .movePage(forward, extending):
            moveCaret(to: forward ? model.length : 0, extending: extending)
        case let .deleteBackward(byWord): delete(forward: false, byWord: byWord)
        case let .deleteForward(byWord): delete(forward: true, byWord: byWord)
        case .selectAll: select(0..<model.length)
        case .copy: copySelection()
        case .cut: cutSelection()
        case .paste: paste()
        case .undo: undo()
        case .redo: redo()
        case .returnKey: returnPressed()
        case let .insert(text): replaceSelection(with: text, typing: true)
        case .toggleBoldface, .toggleItalics, .toggleUnderline: break
        }
    }

    private func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }
}

extension TextField {
    /// Whether the field changes its text now: while editing and enabled.
    var acceptsEdits: Bool { isEditing && isEnabled }
    /// Whether its text may be copied: not in a secure field.
    var allowsCopying: Bool { !isSecureTextEntry }
}
