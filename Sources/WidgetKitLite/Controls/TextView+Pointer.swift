import Foundation

extension TextView {
    /// A press takes the focus and places the caret; the second press of a double click
    /// selects the word, the third the paragraph. In a view that is selectable but not
    /// editable, a press on a link is kept to open it on release instead (UIKit's rule).
    /// Returns false when the view neither edits nor selects.
    func beginSelecting(_ touch: Touch) -> Bool {
        guard isSelectable || isEditable else { return false }
        if !isEditable, touch.tapCount == 1, let link = link(atContentPoint: touch.location(in: self)) {
            pressedLink = link
            isTrackingSelection = true
            return true
        }
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
        if let pressed = pressedLink {
            // Leaving the link lets it go; nothing is selected by that press.
            if link(atContentPoint: touch.location(in: self))?.range != pressed.range { pressedLink = nil }
            return
        }
        guard touch.tapCount == 1 else { return }
        moveCaret(to: offset(at: touch), extending: true)
    }

    func endSelecting() {
        isTrackingSelection = false
        if let link = pressedLink {
            pressedLink = nil
            interact(with: link.url, in: link.range)
            return
        }
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

extension TextView {
    /// The link under `point` (content coordinates) and its range, when the point is over
    /// the link's characters.
    func link(atContentPoint point: CGPoint) -> (url: URL, range: Range<Int>)? {
        let document = paragraphs
        let scale = document.scale
        let x = Int(((point.x - textOrigin.x) * scale).rounded(.down))
        let y = Int(((point.y - textOrigin.y) * scale).rounded(.down))
        guard y >= 0, y < document.height else { return nil }
        let index = document.paragraph(atY: y)
        let layout = document.layout(of: index)
        let line = layout.line(atY: y - document.top(of: index))
        let lineBox = layout.lines[line]
        guard y - document.top(of: index) < lineBox.top + lineBox.height,
            let cluster = layout.cluster(atX: x, line: line)
        else { return nil }
        let start = document.start(of: index)
        let styles = document.paragraphs[index].styles
        guard let link = styles.attributes(before: cluster.textRange.lowerBound + 1).link, let url = URL(string: link) else {
            return nil
        }
        // The link's whole stretch in this paragraph (it may span runs in other styles).
        let pieces = styles.runs(in: 0..<styles.length)
        guard var first = pieces.firstIndex(where: { $0.range.contains(cluster.textRange.lowerBound) }) else { return nil }
        var last = first
        while first > 0, pieces[first - 1].attributes.link == link { first -= 1 }
        while last + 1 < pieces.count, pieces[last + 1].attributes.link == link { last += 1 }
        let range = pieces[first].range.lowerBound..<pieces[last].range.upperBound
        return (url, (start + range.lowerBound)..<(start + range.upperBound))
    }

    /// A link was clicked: the delegate may refuse; otherwise the desktop opens the URL.
    func interact(with url: URL, in range: Range<Int>) {
        let allowed =
            textViewDelegate?.textView(self, shouldInteractWith: url, in: nsRange(range), interaction: .invokeDefaultAction) ?? true
        guard allowed else { return }
        _ = window?.host?.open(url)
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
