/// The undo and redo stacks of a text field. Consecutive typing at the caret coalesces into
/// one step (as UIKit's undo manager groups a typed run); moving the caret, deleting or
/// pasting starts a new step. At most `capacity` steps are kept.
struct TextUndoHistory {
    /// One replacement, enough to undo and redo it.
    struct Edit {
        /// Where the inserted text sits after the edit (UTF-8 offsets).
        var range: Range<Int>
        /// The text the edit replaced.
        var removed: String
        /// The text the edit inserted.
        var inserted: String
        /// The selection before the edit (restored by undo).
        var selectionBefore: Range<Int>
        /// The attributes of `removed` and `inserted` in attributed text (nil in plain text).
        var removedStyles: AttributeRuns? = nil
        var insertedStyles: AttributeRuns? = nil
    }

    /// Older steps are forgotten beyond this many.
    static let capacity = 100

    private var undoStack: [Edit] = []
    private var redoStack: [Edit] = []
    private var canCoalesce = false

    /// Whether there is an edit to undo.
    var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is an undone edit to redo.
    var canRedo: Bool { !redoStack.isEmpty }

    /// Records `edit`; with `coalescing`, a pure insertion right after the previous typed
    /// insertion extends that step instead.
    mutating func record(_ edit: Edit, coalescing: Bool) {
        redoStack.removeAll()
        if coalescing, canCoalesce, edit.removed.isEmpty, var last = undoStack.last,
            last.range.upperBound == edit.range.lowerBound
        {
            last.inserted += edit.inserted
            if let added = edit.insertedStyles { last.insertedStyles?.append(contentsOf: added) }
            last.range = last.range.lowerBound..<edit.range.upperBound
            undoStack[undoStack.count - 1] = last
        } else {
            undoStack.append(edit)
            if undoStack.count > Self.capacity { undoStack.removeFirst() }
        }
        canCoalesce = coalescing
    }

    /// The next typed insertion starts a new step.
    mutating func breakCoalescing() { canCoalesce = false }

    mutating func popUndo() -> Edit? {
        canCoalesce = false
        guard let edit = undoStack.popLast() else { return nil }
        redoStack.append(edit)
        return edit
    }

    mutating func popRedo() -> Edit? {
        canCoalesce = false
        guard let edit = redoStack.popLast() else { return nil }
        undoStack.append(edit)
        return edit
    }
}
