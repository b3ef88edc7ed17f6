import Foundation

/// The standard editing actions a responder answers — UIKit's
/// `UIResponderStandardEditActions`. The Edit menu's Cut, Copy, Paste and Select All
/// commands send these along the responder chain; `TextField` and `TextView` answer them.
@MainActor
public protocol ResponderStandardEditActions: AnyObject {
    /// Removes the selection to the clipboard.
    func cut(_ sender: Any?)
    /// Copies the selection to the clipboard.
    func copy(_ sender: Any?)
    /// Inserts the clipboard's text at the selection.
    func paste(_ sender: Any?)
    /// Selects everything.
    func selectAll(_ sender: Any?)
}

/// A responder with an undo history the Edit menu's Undo and Redo reach (text fields and
/// text views).
@MainActor
protocol UndoRedoResponding: AnyObject {
    /// Undoes the last change.
    func undo(_ sender: Any?)
    /// Redoes the last undone change.
    func redo(_ sender: Any?)
}
