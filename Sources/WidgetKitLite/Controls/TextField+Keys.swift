import Foundation

extension TextField: TextInputResponder {
    /// Edits for the keys of a desktop text field; keys it does not use (Tab, Escape, keys
    /// with Alt or Super, function keys) go up the responder chain.
    func handlePresses(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        var unhandled: Set<KeyPress> = []
        for press in presses {
            if let command = editCommand(for: press) { perform(command) } else { unhandled.insert(press) }
        }
        if !unhandled.isEmpty { passPresses(unhandled, event) }
    }

    /// While editing, every key the field uses goes to it before key commands match, so typing
    /// "p" inserts a "p" even when a controller has a "p" key command.
    func wantsKeyBeforeKeyCommands(_ press: KeyPress) -> Bool { editCommand(for: press) != nil }

    /// What `press` does while editing; nil when the field does not use it.
    func editCommand(for press: KeyPress) -> TextEditCommand? {
        guard isEditing, isEnabled else { return nil }
        return TextEditCommand(press: press, multiline: false)
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
        }
    }

    private func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }
}
