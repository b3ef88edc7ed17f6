import Foundation

/// The text of a text field or text view and its selection, with every edit recorded for undo.
///
/// Positions are UTF-8 offsets into `text` that always fall on grapheme cluster boundaries,
/// so one step of the caret, Backspace or Delete covers a whole user-perceived character
/// ("e\u{301}", a flag, a Devanagari conjunct). Offsets convert to `String.Index` in
/// constant time (native strings), and typing at the end appends in amortised constant time:
/// no operation walks the whole text except selecting all, word moves across long words
/// and undo of a paste (which copy what they touch).
struct TextEditingModel {
    /// The text.
    private(set) var text = ""
    /// Where the selection started (it stays put while Shift extends the selection).
    private(set) var anchor = 0
    /// The end of the selection that moves: the caret.
    private(set) var head = 0
    /// Past edits and undone ones.
    private(set) var history = TextUndoHistory()

    /// The selected UTF-8 range (empty: a caret).
    var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
    /// The selected text.
    var selectedText: String { String(text.utf8[index(selection.lowerBound)..<index(selection.upperBound)]) ?? "" }
    /// The UTF-8 length of the text.
    var length: Int { text.utf8.count }

    /// The string index of a UTF-8 offset (clamped into the text).
    func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: min(max(0, offset), length))
    }

    /// The UTF-8 offset of a string index.
    func offset(_ index: String.Index) -> Int { text.utf8.distance(from: text.utf8.startIndex, to: index) }

    // MARK: Selection

    /// Moves the caret to `offset` (snapped to a grapheme boundary); `extending` keeps the anchor.
    mutating func moveCaret(to offset: Int, extending: Bool = false) {
        head = snapped(offset)
        if !extending { anchor = head }
        history.breakCoalescing()
    }

    /// Selects `range` (snapped to grapheme boundaries), the caret at its end.
    mutating func select(_ range: Range<Int>) {
        anchor = snapped(range.lowerBound)
        head = snapped(range.upperBound)
        history.breakCoalescing()
    }

    /// Selects everything.
    mutating func selectAll() { select(0..<length) }

    /// `offset` clamped into the text and moved back to the grapheme boundary at or before it.
    func snapped(_ offset: Int) -> Int {
        let i = index(offset)
        guard i > text.startIndex, i < text.endIndex else { return self.offset(i) }
        // String rounds an index inside a character down to the character's start.
        return self.offset(text.index(before: text.index(after: i)))
    }

    /// The grapheme boundary after `offset` (the end at the end).
    func boundary(after offset: Int) -> Int {
        let i = index(offset)
        return i < text.endIndex ? self.offset(text.index(after: i)) : length
    }

    /// The grapheme boundary before `offset` (0 at the start).
    func boundary(before offset: Int) -> Int {
        let i = index(offset)
        return i > text.startIndex ? self.offset(text.index(before: i)) : 0
    }

    /// The start of the word at or before `offset`: skips spaces and punctuation backwards,
    /// then word characters.
    func wordStart(before offset: Int) -> Int {
        var i = index(offset)
        while i > text.startIndex, !Self.isWordCharacter(text[text.index(before: i)]) { i = text.index(before: i) }
        while i > text.startIndex, Self.isWordCharacter(text[text.index(before: i)]) { i = text.index(before: i) }
        return self.offset(i)
    }

    /// The end of the word at or after `offset`: skips spaces and punctuation, then word characters.
    func wordEnd(after offset: Int) -> Int {
        var i = index(offset)
        while i < text.endIndex, !Self.isWordCharacter(text[i]) { i = text.index(after: i) }
        while i < text.endIndex, Self.isWordCharacter(text[i]) { i = text.index(after: i) }
        return self.offset(i)
    }

    /// The word (or the run of spaces or punctuation) around `offset`, for a double click.
    func wordRange(at offset: Int) -> Range<Int> {
        guard length > 0 else { return 0..<0 }
        var i = index(offset)
        if i == text.endIndex { i = text.index(before: i) }
        let kind = Self.isWordCharacter(text[i])
        var lower = i, upper = text.index(after: i)
        while lower > text.startIndex, Self.isWordCharacter(text[text.index(before: lower)]) == kind {
            lower = text.index(before: lower)
        }
        while upper < text.endIndex, Self.isWordCharacter(text[upper]) == kind { upper = text.index(after: upper) }
        return self.offset(lower)..<self.offset(upper)
    }

    /// Where Left or Right (`forward`) moves the caret: by a grapheme cluster or a word; a
    /// selection collapses to its start or end first unless `extending` or `byWord`.
    func horizontalTarget(forward: Bool, byWord: Bool, extending: Bool) -> Int {
        if !extending, !selection.isEmpty, !byWord { return forward ? selection.upperBound : selection.lowerBound }
        if byWord { return forward ? wordEnd(after: head) : wordStart(before: head) }
        return forward ? boundary(after: head) : boundary(before: head)
    }

    /// What Backspace (or with `forward`, Delete) removes: the selection, else the grapheme
    /// cluster or word before (after) the caret.
    func deletionRange(forward: Bool, byWord: Bool) -> Range<Int> {
        guard selection.isEmpty else { return selection }
        if forward { return head..<(byWord ? wordEnd(after: head) : boundary(after: head)) }
        return (byWord ? wordStart(before: head) : boundary(before: head))..<head
    }

    /// Letters, digits, marks and connector punctuation make words.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            let p = scalar.properties
            return p.isAlphabetic || p.numericType != nil || p.generalCategory == .connectorPunctuation
        }
    }

    // MARK: Editing

    /// Replaces `range` with `replacement` and puts the caret after it. `coalescing` lets
    /// consecutive typing undo as one step; attributed text gives the attributes of what it
    /// removes and inserts, for undo and redo to put back. Returns the range of the inserted
    /// text.
    @discardableResult
    mutating func replace(
        _ range: Range<Int>, with replacement: String, coalescing: Bool = false, removedStyles: AttributeRuns? = nil,
        insertedStyles: AttributeRuns? = nil
    ) -> Range<Int> {
        let lower = snapped(range.lowerBound), upper = max(lower, snapped(range.upperBound))
        let removed = String(text[index(lower)..<index(upper)])
        let before = selection
        applyReplacement(lower..<upper, with: replacement)
        let inserted = lower..<(lower + replacement.utf8.count)
        history.record(
            TextUndoHistory.Edit(
                range: inserted, removed: removed, inserted: replacement, selectionBefore: before, removedStyles: removedStyles,
                insertedStyles: insertedStyles),
            coalescing: coalescing)
        anchor = inserted.upperBound
        head = inserted.upperBound
        return inserted
    }

    private mutating func applyReplacement(_ range: Range<Int>, with replacement: String) {
        if range.lowerBound == length, range.isEmpty {
            text.append(replacement)
        } else {
            text.replaceSubrange(index(range.lowerBound)..<index(range.upperBound), with: replacement)
        }
    }

    /// Replaces the whole text without recording an undo step (the app set `text`); the caret
    /// goes to the end and the history is cleared.
    mutating func reset(to newText: String) {
        text = newText
        anchor = length
        head = length
        history = TextUndoHistory()
    }

    /// A replacement undo or redo applied: `range` of the text before it became `text`.
    struct AppliedEdit {
        var range: Range<Int>
        var text: String
        /// The attributes of `text` in attributed text.
        var styles: AttributeRuns?
    }

    /// Undoes the last edit and says what it replaced; nil when there is none.
    mutating func undo() -> AppliedEdit? {
        guard let edit = history.popUndo() else { return nil }
        applyReplacement(edit.range, with: edit.removed)
        anchor = edit.selectionBefore.lowerBound
        head = edit.selectionBefore.upperBound
        return AppliedEdit(range: edit.range, text: edit.removed, styles: edit.removedStyles)
    }

    /// Redoes the last undone edit and says what it replaced; nil when there is none.
    mutating func redo() -> AppliedEdit? {
        guard let edit = history.popRedo() else { return nil }
        let removedRange = edit.range.lowerBound..<(edit.range.lowerBound + edit.removed.utf8.count)
        applyReplacement(removedRange, with: edit.inserted)
        anchor = edit.range.upperBound
        head = edit.range.upperBound
        return AppliedEdit(range: removedRange, text: edit.inserted, styles: edit.insertedStyles)
    }
}
