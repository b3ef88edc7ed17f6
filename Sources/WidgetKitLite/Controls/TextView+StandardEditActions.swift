import Foundation

/// The Edit menu's commands reach a text view through the responder chain: Cut, Copy,
/// Paste and Select All, Undo and Redo do what their keys do (a view that is not editable
/// refuses the edits).
extension TextView: ResponderStandardEditActions, UndoRedoResponding {
    /// Cuts the selection to the clipboard (Edit → Cut).
    public func cut(_ sender: Any?) { perform(.cut) }
    /// Copies the selection to the clipboard (Edit → Copy).
    public func copy(_ sender: Any?) { perform(.copy) }
    /// Pastes the clipboard's text over the selection (Edit → Paste).
    public func paste(_ sender: Any?) { perform(.paste) }
    /// Selects all the text (Edit → Select All).
    public func selectAll(_ sender: Any?) { perform(.selectAll) }
    func undo(_ sender: Any?) { perform(.undo) }
    func redo(_ sender: Any?) { perform(.redo) }
}
