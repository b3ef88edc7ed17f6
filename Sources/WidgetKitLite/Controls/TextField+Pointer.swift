import Foundation

extension TextField {
    /// A press starts editing and places the caret; the second press of a double click
    /// selects the word, the third everything. Dragging extends the selection from where the
    /// press began (scrolling the text when the pointer leaves the field).
    func beginSelecting(_ touch: Touch) -> Bool {
        if !isFirstResponder { becomeFirstResponder() }
        guard isEditing else { return false }
        let offset = offset(at: touch)
        switch touch.tapCount {
        case 1: moveCaret(to: offset, extending: false)
        case 2: select(model.wordRange(at: offset))
        default: select(0..<model.length)
        }
        return true
    }

    func continueSelecting(_ touch: Touch) -> Bool {
        guard isEditing, touch.tapCount == 1 else { return true }
        moveCaret(to: offset(at: touch), extending: true)
        return true
    }

    func endSelecting() {
        if isEditing, !model.selection.isEmpty { publishPrimarySelection() }
    }

    /// The character boundary nearest to the touch.
    func offset(at touch: Touch) -> Int {
        offset(atContentX: touch.location(in: contentView).x)
    }

    /// The character boundary nearest to `x` in the content view's coordinates.
    func offset(atContentX x: CGFloat) -> Int {
        let line = layoutLine
        let pixels = Int(((x + scrollOffset) * line.scale).rounded())
        return model.snapped(textOffset(fromDisplay: line.offset(atX: pixels)))
    }
}

extension TextField: PrimarySelectionPasting {
    /// A middle click starts editing, puts the caret under the pointer and pastes the primary
    /// selection there (the field's own selection stays where it was copied from); text
    /// another program sends lands when it arrives, as `paste(from:)` says.
    func pastePrimarySelection(at location: CGPoint) -> Bool {
        guard isEnabled else { return false }
        if !isFirstResponder { becomeFirstResponder() }
        guard isEditing else { return false }
        let offset = offset(atContentX: contentView.convert(location, from: nil).x)
        moveCaret(to: offset, extending: false)
        paste(from: .primary)
        return true
    }
}
