import Foundation

extension TextField {
    /// Replaces the selection with `string` (sanitised) if the delegate allows it; `typing`
    /// lets consecutive keys undo as one step. Returns whether the text changed.
    @discardableResult
    func replaceSelection(with string: String, typing: Bool) -> Bool {
        replace(model.selection, with: string, typing: typing)
    }

    /// Replaces `range` (UTF-8 offsets) with `string` if the delegate allows it.
    @discardableResult
    func replace(_ range: Range<Int>, with string: String, typing: Bool) -> Bool {
        let string = Self.sanitized(Self.fitted(string, into: TextField.maximumLength - (model.length - range.count)))
        guard !(range.isEmpty && string.isEmpty) else { return false }
        if let delegate {
            let nsRange = NSRange(model.index(range.lowerBound)..<model.index(range.upperBound), in: model.text)
            guard delegate.textField(self, shouldChangeCharactersIn: nsRange, replacementString: string) else { return false }
        }
        let displayRange = displayOffset(range.lowerBound)..<displayOffset(range.upperBound)
        model.replace(range, with: string, coalescing: typing)
        if isSecureTextEntry {
            line?.rebuild(displayText)
        } else {
            line?.update(model.text, replacing: displayRange, with: string)
        }
        textDidChange(rebuild: false)
        inputDidHappen()
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
        return true
    }

    /// Deletes the selection, else the grapheme cluster (or with `byWord`, the word) before
    /// the caret (with `forward`, after it).
    func delete(forward: Bool, byWord: Bool) {
        replace(model.deletionRange(forward: forward, byWord: byWord), with: "", typing: false)
    }

    /// Moves the caret (or with `extending`, the selection's moving end) to `offset`.
    func moveCaret(to offset: Int, extending: Bool) {
        let before = model.selection
        model.moveCaret(to: offset, extending: extending)
        inputDidHappen()
        if model.selection != before {
            selectionDidChange()
            if extending { publishPrimarySelection() }
        }
    }

    /// Selects `range` and offers it as the primary selection.
    func select(_ range: Range<Int>) {
        model.select(range)
        inputDidHappen()
        selectionDidChange()
        publishPrimarySelection()
    }

    /// Copies the selection to the clipboard (refused in a secure field).
    func copySelection() {
        guard !isSecureTextEntry, !model.selection.isEmpty else { return }
        pasteboard(.general).string = model.selectedText
    }

    /// Copies the selection to the clipboard and deletes it (refused in a secure field).
    func cutSelection() {
        guard !isSecureTextEntry, !model.selection.isEmpty else { return }
        pasteboard(.general).string = model.selectedText
        replaceSelection(with: "", typing: false)
    }

    /// Asks for the clipboard's text (or the primary selection's) without waiting; it
    /// replaces the selection as it is when the text arrives — at once from this process or a
    /// headless screen, when the transfer ends from another program, editing going on
    /// meanwhile. Pastes land in the order they were asked for; one that arrives after
    /// editing ended, or that brings no text, changes nothing.
    func paste(from name: Pasteboard.Name = .general) {
        pastes.request(from: pasteboard(name)) { [weak self] text in
            guard let self, self.isEditing, self.isEnabled else { return }
            self.replaceSelection(with: text, typing: false)
        }
    }

    /// Undoes the last edit (typing runs undo as one step).
    func undo() {
        guard model.undo() != nil else { return }
        historyDidApply()
    }

    /// Redoes the last undone edit.
    func redo() {
        guard model.redo() != nil else { return }
        historyDidApply()
    }

    private func historyDidApply() {
        textDidChange(rebuild: true)
        inputDidHappen()
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// A non-empty selection becomes the primary selection (not in a secure field).
    func publishPrimarySelection() {
        guard !isSecureTextEntry, !model.selection.isEmpty else { return }
        pasteboard(.primary).string = model.selectedText
    }
}
