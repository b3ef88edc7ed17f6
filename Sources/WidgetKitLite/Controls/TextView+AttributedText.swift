import Foundation

/// The attributes of a text view's text: reading and setting `attributedText` and
/// `typingAttributes`, whole-text style changes, and the bold, italic and underline toggles.
extension TextView {
    /// The attributes plain text takes: the view's font, colour and alignment.
    var plainAttributes: TextAttributes {
        var paragraph = NSParagraphStyle.Values()
        paragraph.alignment = textAlignment
        return TextAttributes(font: font ?? Theme.light.bodyFont, foregroundColor: textColor ?? .label, paragraph: paragraph)
    }

    /// The text and its attributes as one attributed string: O(text).
    var attributedTextToRead: NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        let text = model.text
        let utf8 = text.utf8
        var start = utf8.startIndex
        for run in storage.allStyles.runs where run.length > 0 {
            let end = utf8.index(start, offsetBy: run.length)
            result.append(NSAttributedString(string: String(text[start..<end]), attributes: run.attributes.dictionary))
            start = end
        }
        return result
    }

    func setAttributedText(_ newValue: NSAttributedString?) {
        guard let newValue else {
            text = nil
            return
        }
        let content = AttributedContent(NSAttributedString(attributedString: newValue), defaults: plainAttributes)
        var string = ""
        var styles = AttributeRuns(length: 0, attributes: content.runs[0].attributes)
        let utf8 = content.string.utf8
        for run in content.runs {
            let piece = String(content.string[utf8.index(utf8.startIndex, offsetBy: run.range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: run.range.upperBound)])
            let clean = Self.sanitized(piece)
            string += clean
            styles.append(contentsOf: AttributeRuns(length: clean.utf8.count, attributes: run.attributes))
        }
        typingStyle = styles.attributes(before: styles.length)
        replaceAll(string, styles: styles)
        // Dynamic Type fonts in the runs follow the view's content size.
        adjustedCategory = nil
        adjustFontForContentSize()
    }

    func setTypingAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        let checked = AttributedContent(NSAttributedString(string: " ", attributes: attributes), defaults: plainAttributes)
        typingStyle = checked.runs[0].attributes
        if model.length == 0 {
            // An empty text shows the caret in the typing font.
            storage.modifyAttributes(in: 0..<0) { $0 = checked.runs[0].attributes }
            textDidChange()
        }
    }

    /// Replaces the whole text and its attributes: the caret goes to the end, the undo
    /// history is cleared, no delegate is called.
    func replaceAll(_ string: String, styles: AttributeRuns) {
        model.reset(to: string)
        storage = TextParagraphs(
            text: string, styles: styles, font: font ?? Theme.light.bodyFont, scale: renderScale, boxWidth: textBoxWidth)
        stickyCaretX = nil
        caretAtLineEnd = false
        textDidChange()
    }

    /// Changes the attributes of the whole text and of what is typed next (the app set
    /// `font`, `textColor` or `textAlignment`); no undo step, no delegate call.
    func changeAllAttributes(_ change: (inout TextAttributes) -> Void) {
        storage.modifyAllAttributes(change)
        change(&typingStyle)
        textDidChange()
    }

    /// What is typed at the caret takes the attributes of the character before it (of the
    /// first selected character when there is a selection).
    func typingStyleFollowsSelection() {
        let selection = model.selection
        typingStyle = storage.attributes(before: selection.isEmpty ? selection.lowerBound : model.boundary(after: selection.lowerBound))
    }

    // MARK: Bold, italic, underline

    /// Toggles bold (`.traitBold`), italic or underline on the selection — on when any
    /// selected character lacks it, else off — or, with no selection, on what is typed next.
    /// A style change is one undo step and calls `textViewDidChange`.
    func toggleStyle(_ command: TextEditCommand) {
        guard isEditable, allowsEditingTextAttributes else { return }
        let selection = model.selection
        let apply: (inout TextAttributes, Bool) -> Void
        let has: (TextAttributes) -> Bool
        switch command {
        case .toggleBoldface:
            has = { $0.font.fontDescriptor.symbolicTraits.contains(.traitBold) }
            apply = { attributes, on in attributes.font = Self.font(attributes.font, trait: .traitBold, on: on) }
        case .toggleItalics:
            has = { $0.font.fontDescriptor.symbolicTraits.contains(.traitItalic) }
            apply = { attributes, on in attributes.font = Self.font(attributes.font, trait: .traitItalic, on: on) }
        case .toggleUnderline:
            has = { $0.underline.rawValue != 0 }
            apply = { attributes, on in attributes.underline = on ? .single : NSUnderlineStyle() }
        default: return
        }
        guard !selection.isEmpty else {
            apply(&typingStyle, !has(typingStyle))
            inputDidHappen()
            return
        }
        let old = storage.styles(in: selection)
        let on = old.runs.contains { !has($0.attributes) }
        var new = old
        new.modifyAll { apply(&$0, on) }
        guard new != old else { return }
        let selectedText = model.selectedText
        let anchor = model.anchor, head = model.head
        model.replace(selection, with: selectedText, removedStyles: old, insertedStyles: new)
        model.moveCaret(to: anchor)
        model.moveCaret(to: head, extending: true)
        storage.replace(selection, with: selectedText, styles: new)
        typingStyleFollowsSelection()
        textDidChange()
        inputDidHappen()
        textViewDelegate?.textViewDidChange(self)
    }

    /// `font` with `trait` added or removed; the font itself when no face has the change.
    private static func font(_ font: Font, trait: FontDescriptor.SymbolicTraits, on: Bool) -> Font {
        var traits = font.fontDescriptor.symbolicTraits
        if on { traits.insert(trait) } else { traits.remove(trait) }
        guard let descriptor = font.fontDescriptor.withSymbolicTraits(traits) else { return font }
        return Font(descriptor: descriptor, size: font.pointSize)
    }
}
