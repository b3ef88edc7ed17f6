import Foundation

extension TextView {
    /// A press takes the focus and places the caret; the second press of a double click
    /// selects the word, the third the paragraph. Returns false when the view neither edits
    /// nor selects.
    func beginSelecting(_ touch: Touch) -> Bool {
        guard isSelectable || isEditable else { return false }
        if !isFirstResponder { becomeFirstResponder() }
        guard isFocused else { return false }
        isTrackingSelection = true
        let offset = offset(at: touch)
        switch touch.tapCount {
        case 1: moveCaret(to: offset, extending: false)
        case 2: select(model.wordRange(at: offset))
        default: select(paragraphs.paragraphRange(at: offset))
        }
        return true
    }

    /// Dragging moves the selection's end to the pointer; past the top or bottom edge the
    /// caret goes to the line beyond it, and the view scrolls to show it.
    func continueSelecting(_ touch: Touch) {
        guard touch.tapCount == 1 else { return }
        moveCaret(to: offset(at: touch), extending: true)
    }

    func endSelecting() {
        isTrackingSelection = false
        if !model.selection.isEmpty { publishPrimarySelection() }
    }

    /// The character boundary nearest to the touch.
    func offset(at touch: Touch) -> Int { offset(atContentPoint: touch.location(in: self)) }

    /// The character boundary nearest to `point` (content coordinates).
    func offset(atContentPoint point: CGPoint) -> Int {
        let document = paragraphs
        let scale = document.scale
        let x = Int(((point.x - textOrigin.x) * scale).rounded())
        let y = Int(((point.y - textOrigin.y) * scale).rounded(.down))
        return model.snapped(document.offset(atX: x, y: y))
    }
}

extension TextView: PrimarySelectionPasting {
    /// A middle click takes the focus, puts the caret under the pointer and pastes the primary
    /// selection there.
    func pastePrimarySelection(at location: CGPoint) -> Bool {
        guard isEditable else { return false }
        if !isFirstResponder { becomeFirstResponder() }
        guard isEditing else { return false }
        moveCaret(to: offset(atContentPoint: convert(location, from: nil)), extending: false)
        paste(from: .primary)
        return true
    }
}
