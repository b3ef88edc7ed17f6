import Foundation

extension TextView {
    /// Replaces the selection with `string` if the delegate allows it; `typing` lets
    /// consecutive keys undo as one step. Returns whether the text changed.
    @discardableResult
    func replaceSelection(with string: String, typing: Bool) -> Bool {
        replace(model.selection, with: string, typing: typing)
    }

    /// Replaces `range` (UTF-8 offsets) with `string` (sanitised) if the view is editable and
    /// the delegate allows it; only the paragraphs the edit touches are laid out again.
    @discardableResult
    func replace(_ range: Range<Int>, with string: String, typing: Bool) -> Bool {
        guard isEditable else { return false }
        let string = Self.sanitized(string)
        guard !(range.isEmpty && string.isEmpty) else { return false }
        if let textViewDelegate {
            guard textViewDelegate.textView(self, shouldChangeTextIn: nsRange(range), replacementText: string) else { return false }
        }
        let lower = model.snapped(range.lowerBound), upper = max(lower, model.snapped(range.upperBound))
        // What is typed or pasted takes the typing attributes.
        let inserted = AttributeRuns(length: string.utf8.count, attributes: typingStyle)
        let removed = storage.styles(in: lower..<upper)
        model.replace(lower..<upper, with: string, coalescing: typing, removedStyles: removed, insertedStyles: inserted)
        storage.replace(lower..<upper, with: string, styles: inserted)
        textDidChangeByUser()
        return true
    }

    /// After the user's edit: lay out, keep the caret in view, tell the delegate.
    private func textDidChangeByUser() {
        stickyCaretX = nil
        caretAtLineEnd = false
        textDidChange()
        inputDidHappen()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        Accessibility.changeObserver?.accessibilityTextDidChange(in: self)
    }

    /// Deletes the selection, else the grapheme cluster (or with `byWord`, the word) before
    /// the caret (with `forward`, after it).
    func delete(forward: Bool, byWord: Bool) {
        replace(model.deletionRange(forward: forward, byWord: byWord), with: "", typing: false)
    }

    /// Moves the caret (or with `extending`, the selection's moving end) to `offset`;
    /// `keepingStickyX` keeps the x that Up and Down follow.
    func moveCaret(to offset: Int, extending: Bool, keepingStickyX: Bool = false, atLineEnd: Bool = false) {
        let before = model.selection
        let wasAtLineEnd = caretAtLineEnd
        model.moveCaret(to: offset, extending: extending)
        if !keepingStickyX { stickyCaretX = nil }
        caretAtLineEnd = atLineEnd
        inputDidHappen()
        if model.selection != before || caretAtLineEnd != wasAtLineEnd {
            selectionDidChange()
            if extending { publishPrimarySelection() }
        } else {
            scrollToCaret()
        }
    }

    /// Selects `range` (UTF-8 offsets) and offers it as the primary selection.
    func select(_ range: Range<Int>) {
        model.select(range)
        stickyCaretX = nil
        caretAtLineEnd = false
        inputDidHappen()
        selectionDidChange()
        publishPrimarySelection()
    }

    /// Copies the selection to the clipboard.
    func copySelection() {
        guard !model.selection.isEmpty else { return }
        pasteboard(.general).string = model.selectedText
    }

    /// Copies the selection to the clipboard and deletes it.
    func cutSelection() {
        guard isEditable, !model.selection.isEmpty else { return }
        pasteboard(.general).string = model.selectedText
        replaceSelection(with: "", typing: false)
    }

    /// Asks for the clipboard's (or the primary selection's) text without waiting; it
    /// replaces the selection as it is when the text arrives (`PasteQueue`).
    func paste(from name: Pasteboard.Name = .general) {
        pastes.request(from: pasteboard(name)) { [weak self] text in
            guard let self, self.isEditing else { return }
            self.replaceSelection(with: text, typing: false)
        }
    }

    /// Undoes the last edit (typing runs undo as one step).
    func undo() {
        guard isEditable, let edit = model.undo() else { return }
        historyDidApply(edit)
    }

    /// Redoes the last undone edit.
    func redo() {
        guard isEditable, let edit = model.redo() else { return }
        historyDidApply(edit)
    }

    private func historyDidApply(_ edit: TextEditingModel.AppliedEdit) {
        storage.replace(
            edit.range, with: edit.text, styles: edit.styles ?? AttributeRuns(length: edit.text.utf8.count, attributes: typingStyle))
        typingStyleFollowsSelection()
        textDidChangeByUser()
    }

    /// A non-empty selection becomes the primary selection.
    func publishPrimarySelection() {
        guard !model.selection.isEmpty else { return }
        pasteboard(.primary).string = model.selectedText
    }
}

extension TextView: CaretBlinking {}
