import Foundation

/// What a key does in a text field.
enum TextEditCommand: Equatable {
    case move(forward: Bool, byWord: Bool, extending: Bool)
    case moveToStart(extending: Bool)
    case moveToEnd(extending: Bool)
    case deleteBackward(byWord: Bool)
    case deleteForward(byWord: Bool)
    case selectAll, copy, cut, paste, undo, redo
    case returnKey
    case insert(String)
}

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

    /// What `press` does while editing; nil when the field does not use it. Key names compare
    /// case-insensitively, so Ctrl+Shift+Z matches whether the host reports "z" or "Z"; a key
    /// with Control types nothing.
    func editCommand(for press: KeyPress) -> TextEditCommand? {
        guard isEditing, isEnabled else { return nil }
        let name = press.name.lowercased()
        let modifiers = press.modifiers
        let shift = modifiers.contains(.shift)
        let control = modifiers.contains(.control)
        guard !modifiers.contains(.command), !modifiers.contains(.alternate) else { return nil }
        if control {
            switch name {
            case "a": return .selectAll
            case "c", "insert", "kp_insert": return .copy
            case "x": return .cut
            case "v": return .paste
            case "z": return shift ? .redo : .undo
            case "y": return .redo
            default: break
            }
        }
        switch name {
        case "left", "kp_left": return .move(forward: false, byWord: control, extending: shift)
        case "right", "kp_right": return .move(forward: true, byWord: control, extending: shift)
        case "home", "kp_home", "up", "kp_up": return .moveToStart(extending: shift)
        case "end", "kp_end", "down", "kp_down": return .moveToEnd(extending: shift)
        case "backspace": return .deleteBackward(byWord: control)
        case "delete", "kp_delete": return shift && !control ? .cut : .deleteForward(byWord: control)
        case "insert", "kp_insert": return shift ? .paste : nil
        case "return", "kp_enter": return .returnKey
        case "tab", "iso_left_tab", "escape": return nil
        default:
            guard !control, let text = press.text, !text.isEmpty,
                !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { return nil }
            return .insert(text)
        }
    }

    /// Performs one edit command.
    func perform(_ command: TextEditCommand) {
        switch command {
        case let .move(forward, byWord, extending): moveHorizontally(forward: forward, byWord: byWord, extending: extending)
        case let .moveToStart(extending): moveCaret(to: 0, extending: extending)
        case let .moveToEnd(extending): moveCaret(to: model.length, extending: extending)
        case let .deleteBackward(byWord): deleteBackward(byWord: byWord)
        case let .deleteForward(byWord): deleteForward(byWord: byWord)
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
