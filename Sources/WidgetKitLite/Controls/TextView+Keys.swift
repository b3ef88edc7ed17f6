import Foundation

extension TextView: TextEditingResponder {
    /// What `press` does now; nil when the view does not use it (not focused, or an editing
    /// key while the view is only selectable).
    func editCommand(for press: KeyPress) -> TextEditCommand? {
        guard isFocused, let command = TextEditCommand(press: press, multiline: true) else { return nil }
        if command.isStyleToggle, !allowsEditingTextAttributes { return nil }
        return command.edits && !isEditing ? nil : command
    }

    /// Performs one edit command.
    func perform(_ command: TextEditCommand) {
        let length = model.length
        switch command {
        case let .move(forward, byWord, extending):
            moveCaret(to: model.horizontalTarget(forward: forward, byWord: byWord, extending: extending), extending: extending)
        case let .moveToStart(extending): moveCaret(to: 0, extending: extending)
        case let .moveToEnd(extending): moveCaret(to: length, extending: extending)
        case let .moveToLineStart(extending):
            moveCaret(to: paragraphs.lineRange(at: model.head, preferringLineEnd: caretAtLineEnd).lowerBound, extending: extending)
        case let .moveToLineEnd(extending): moveToLineEnd(extending: extending)
        case let .moveLine(forward, extending): moveVertically(by: forward ? 1 : -1, pages: false, extending: extending)
        case let .movePage(forward, extending): moveVertically(by: forward ? 1 : -1, pages: true, extending: extending)
        case let .deleteBackward(byWord): delete(forward: false, byWord: byWord)
        case let .deleteForward(byWord): delete(forward: true, byWord: byWord)
        case .selectAll: select(0..<length)
        case .copy: copySelection()
        case .cut: cutSelection()
        case .paste: paste()
        case .undo: undo()
        case .redo: redo()
        case .returnKey: replaceSelection(with: "\n", typing: false)
        case let .insert(text): replaceSelection(with: text, typing: true)
        case .toggleBoldface, .toggleItalics, .toggleUnderline: toggleStyle(command)
        }
    }

    /// To the end of the visual line: before a wrapped line's break (the caret stays on the
    /// line), else the paragraph's end.
    private func moveToLineEnd(extending: Bool) {
        let document = paragraphs
        let range = document.lineRange(at: model.head, preferringLineEnd: caretAtLineEnd)
        let paragraphEnd = document.paragraphRange(at: model.head).upperBound
        moveCaret(to: range.upperBound, extending: extending, atLineEnd: range.upperBound < paragraphEnd)
    }

    /// Up or Down by `lines` lines, or Page Up/Down by that many pages (the content scrolls
    /// by as much), keeping the x the first of a run of such moves started from.
    private func moveVertically(by direction: Int, pages: Bool, extending: Bool) {
        let document = paragraphs
        let scale = document.scale
        let caret = document.caret(at: model.head, preferringLineEnd: caretAtLineEnd)
        let x = stickyCaretX ?? caret.x
        var y = document.adjacentLineY(from: caret, direction: direction)
        if pages {
            let page = max(CGFloat(caret.height) / scale, bounds.height - textContainerInset.top - textContainerInset.bottom)
            y = caret.y + direction * Int((page * scale).rounded(.down)) + caret.height / 2
        }
        let target = document.offset(atX: x, y: y)
        if pages {
            // The content moves as far as the caret did, so the caret keeps its place in view.
            let moved = document.caret(at: target).y - caret.y
            let offset = (contentOffset.y + CGFloat(moved) / scale).clamped(to: offsetLimits.y)
            if offset != contentOffset.y { setContentOffset(CGPoint(x: contentOffset.x, y: offset), animated: false) }
        }
        moveCaret(to: target, extending: extending, keepingStickyX: true)
        stickyCaretX = x
    }
}

extension TextView {
    /// Whether the view changes its text now: while editing (focused and editable).
    var acceptsEdits: Bool { isEditing }
    /// Whether its text may be copied: always.
    var allowsCopying: Bool { true }
}
