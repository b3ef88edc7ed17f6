import Foundation

/// The Text and EditableText interfaces: labels, headings, fields and text views, in
/// characters; edits go through the views' own editing path (the delegate may refuse them,
/// undo records them).
extension AtSpiBridge {
    /// The caret's character offset: the moving end of the selection of a field or text
    /// view, 0 for other text.
    func caretOffset(_ facts: AtSpiFacts) -> Int {
        guard case .view(let view) = facts.item, let editing = view as? (View & TextEditingResponder) else { return 0 }
        return AtSpiText(editing.model.text).characterOffset(utf8: editing.model.head)
    }

    /// The selection of a field or text view, in characters; nil when empty or not editable text.
    private func selection(_ facts: AtSpiFacts) -> Range<Int>? {
        guard case .view(let view) = facts.item, let editing = view as? (View & TextEditingResponder) else { return nil }
        let range = editing.model.selection
        guard !range.isEmpty else { return nil }
        let text = AtSpiText(editing.model.text)
        return text.characterOffset(utf8: range.lowerBound)..<text.characterOffset(utf8: range.upperBound)
    }

    /// Selects characters `range` in a field or text view; false for other text.
    private func select(_ range: Range<Int>, _ facts: AtSpiFacts) -> Bool {
        guard case .view(let view) = facts.item, let editing = view as? (View & TextEditingResponder) else { return false }
        let text = AtSpiText(editing.model.text)
        editing.select(text.utf8Offset(range.lowerBound)..<text.utf8Offset(range.upperBound))
        return true
    }

    func answerText(_ call: AtSpiCall, _ facts: AtSpiFacts) -> AtSpiReply {
        let text = AtSpiText(facts.text ?? "")
        func span(_ value: (String, Int, Int)) -> AtSpiReply {
            .values([.string(value.0), .int32(Int32(value.1)), .int32(Int32(value.2))])
        }
        func extentsReply() -> AtSpiReply {
            let coordinates = call.values.last?.integerValue ?? 0
            return .values(
                [extents(of: facts.item, coordinates: coordinates)].flatMap { r in
                    [r.minX, r.minY, r.width, r.height].map { DBusValue.int32(Int32(clamping: Int($0.rounded()))) }
                })
        }
        switch call.member {
        case "GetText":
            guard let start = call.int(0), let end = call.int(1) else { return .invalidArguments(call) }
            return .values([.string(text.text(from: start, to: end))])
        case "GetCharacterAtOffset":
            guard let offset = call.int(0) else { return .invalidArguments(call) }
            return .values([.int32(text.character(at: offset))])
        case "GetStringAtOffset":
            guard let offset = call.int(0), let raw = call.int(1), let granularity = AtSpiText.Granularity(rawValue: raw)
            else { return .invalidArguments(call) }
            return span(text.span(at: offset, granularity))
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            guard let offset = call.int(0), let boundary = call.int(1) else { return .invalidArguments(call) }
            let shift = call.member == "GetTextBeforeOffset" ? -1 : call.member == "GetTextAfterOffset" ? 1 : 0
            return span(text.boundarySpan(boundary, at: offset, shift: shift))
        case "SetCaretOffset":
            guard let offset = call.int(0) else { return .invalidArguments(call) }
            let at = text.clamp(offset)
            return .values([.bool(select(at..<at, facts))])
        case "GetNSelections":
            return .values([.int32(selection(facts) == nil ? 0 : 1)])
        case "GetSelection":
            guard let index = call.int(0) else { return .invalidArguments(call) }
            guard index == 0, let range = selection(facts) else { return .values([.int32(0), .int32(0)]) }
            return .values([.int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound))])
        case "AddSelection", "SetSelection":
            let base = call.member == "SetSelection" ? 1 : 0
            guard let start = call.int(base), let end = call.int(base + 1) else { return .invalidArguments(call) }
            let lower = text.clamp(min(start, end)), upper = text.clamp(max(start, end))
            return .values([.bool(select(lower..<upper, facts))])
        case "RemoveSelection":
            let caret = caretOffset(facts)
            return .values([.bool(select(caret..<caret, facts))])
        case "GetCharacterExtents", "GetRangeExtents":
            return extentsReply()
        case "GetOffsetAtPoint":
            return .values([.int32(-1)])
        case "GetBoundedRanges":
            return .values([.array(element: "(iisv)", [])])
        case "GetAttributes", "GetAttributeRun":
            return .values([.stringDictionary([]), .int32(0), .int32(Int32(text.count))])
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return .values([.stringDictionary([])])
        case "GetAttributeValue":
            return .values([.string("")])
        case "ScrollSubstringTo", "ScrollSubstringToPoint":
            return .values([.bool(false)])
        default:
            return .unknownMethod(call)
        }
    }

    func answerEditableText(_ call: AtSpiCall, _ facts: AtSpiFacts) -> AtSpiReply {
        guard let editor = facts.editor else { return .unknownMethod(call) }
        let text = AtSpiText(editor.model.text)
        func bytes(_ start: Int, _ end: Int) -> Range<Int> {
            let lower = text.clamp(min(start, end)), upper = end < 0 ? text.count : text.clamp(max(start, end))
            return text.utf8Offset(lower)..<text.utf8Offset(upper)
        }
        switch call.member {
        case "SetTextContents":
            guard let contents = call.string(0) else { return .invalidArguments(call) }
            if contents == editor.model.text { return .values([.bool(true)]) }
            return .values([.bool(editor.replace(0..<editor.model.length, with: contents, typing: false))])
        case "InsertText":
            guard let position = call.int(0), let inserted = call.string(1) else { return .invalidArguments(call) }
            let length = call.int(2) ?? -1
            let piece = length < 0 ? inserted : AtSpiText(inserted).text(from: 0, to: length)
            let at = bytes(position, position)
            return .values([.bool(editor.replace(at, with: piece, typing: false))])
        case "DeleteText":
            guard let start = call.int(0), let end = call.int(1) else { return .invalidArguments(call) }
            return .values([.bool(editor.replace(bytes(start, end), with: "", typing: false))])
        case "CopyText", "CutText":
            guard let start = call.int(0), let end = call.int(1) else { return .invalidArguments(call) }
            guard editor.allowsCopying else { return .values([.bool(false)]) }
            let range = bytes(start, end)
            Pasteboard.general.string = String(editor.model.text.utf8.dropFirst(range.lowerBound).prefix(range.count))
            if call.member == "CutText" { return .values([.bool(editor.replace(range, with: "", typing: false))]) }
            return .values(call.member == "CopyText" ? [] : [.bool(true)])
        case "PasteText":
            guard let position = call.int(0) else { return .invalidArguments(call) }
            guard let pasted = Pasteboard.general.string, !pasted.isEmpty else { return .values([.bool(false)]) }
            return .values([.bool(editor.replace(bytes(position, position), with: pasted, typing: false))])
        default:
            return .unknownMethod(call)
        }
    }
}
