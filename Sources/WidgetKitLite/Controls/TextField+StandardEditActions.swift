import Foundation

/// The Edit menu's commands reach a text field through the responder chain: Cut, Copy, Paste
/// and Select All are the `Responder` methods it overrides; Undo and Redo do what their keys do.
extension TextField: ResponderStandardEditActions, UndoRedoResponding {
    func undo(_ sender: Any?) { perform(.undo) }
    func redo(_ sender: Any?) { perform(.redo) }
}
