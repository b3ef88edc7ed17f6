import Foundation

/// A view that edits text with the desktop keys (a text field, a text view): it maps a press
/// to a `TextEditCommand` and performs it, and shares how presses reach it.
@MainActor
protocol TextEditingResponder: View, TextInputResponder, UndoRedoResponder {
    /// The text, its selection and its undo history.
    var model: TextEditingModel { get }
    /// Whether the view changes its text now (it is editing and enabled).
    var acceptsEdits: Bool { get }
    /// Whether the text may be copied (false in a secure field).
    var allowsCopying: Bool { get }
    /// What `press` does now; nil when the view does not use it.
    func editCommand(for press: KeyPress) -> TextEditCommand?
    /// Performs one edit command.
    func perform(_ command: TextEditCommand)
    /// Replaces `range` (UTF-8 offsets) with `string` as the user's edit (the delegate may
    /// refuse it); returns whether the text changed.
    @discardableResult
    func replace(_ range: Range<Int>, with string: String, typing: Bool) -> Bool
    /// Selects `range` (UTF-8 offsets); an empty range puts the caret there.
    func select(_ range: Range<Int>)
}

extension TextEditingResponder {
    /// Performs the keys the view uses; the others (Tab, Escape, keys with Alt or Super,
    /// function keys) go up the responder chain.
    func handlePresses(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        var unhandled: Set<KeyPress> = []
        for press in presses {
            if let command = editCommand(for: press) { perform(command) } else { unhandled.insert(press) }
        }
        if !unhandled.isEmpty { passPresses(unhandled, event) }
    }

    /// While editing, every key the view uses goes to it before key commands match, so typing
    /// "p" inserts a "p" even when a controller has a "p" key command.
    func wantsKeyBeforeKeyCommands(_ press: KeyPress) -> Bool { editCommand(for: press) != nil }
}

extension TextEditingResponder {
    /// Whether the view performs the standard edit `action` now, as UIKit's text views
    /// answer `canPerformAction(_:withSender:)`: only while it is the first responder; copy
    /// and cut with a selection (not in a secure field); cut, paste, delete, undo and redo
    /// while it edits (delete with a selection, undo and redo with history); select all
    /// while some text is not selected. Nil: not a standard edit action.
    func canPerformStandardEdit(_ action: ResponderAction) -> Bool? {
        let selection = model.selection
        let focused = isFirstResponder
        switch action {
        case .copy: return focused && !selection.isEmpty && allowsCopying
        case .cut: return focused && !selection.isEmpty && allowsCopying && acceptsEdits
        case .paste: return focused && acceptsEdits
        case .delete: return focused && !selection.isEmpty && acceptsEdits
        case .selectAll: return focused && model.length > 0 && selection != 0..<model.length
        case .undo: return focused && acceptsEdits && model.history.canUndo
        case .redo: return focused && acceptsEdits && model.history.canRedo
        default: return nil
        }
    }

    /// Performs the standard edit `action` when the view can now (else does nothing).
    func performStandardEdit(_ action: ResponderAction) {
        guard canPerformStandardEdit(action) == true else { return }
        switch action {
        case .copy: perform(.copy)
        case .cut: perform(.cut)
        case .paste: perform(.paste)
        case .delete: perform(.deleteBackward(byWord: false))
        case .selectAll: perform(.selectAll)
        case .undo: perform(.undo)
        case .redo: perform(.redo)
        default: break
        }
    }

    /// Undoes the last edit (the ``ResponderAction/undo`` action).
    func undoEdit() { performStandardEdit(.undo) }
    /// Redoes the last undone edit (the ``ResponderAction/redo`` action).
    func redoEdit() { performStandardEdit(.redo) }
}
