import Foundation

/// Answers a text field's questions and hears about its editing — UIKit's
/// `UITextFieldDelegate`. Every method has a default implementation.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether `becomeFirstResponder()` may start editing. Default: true.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing started (the field has the keyboard focus).
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether `resignFirstResponder()` may end editing. Default: true.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended (the field lost the keyboard focus).
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether typing, deleting, pasting or cutting may replace the characters in `range`
    /// (UTF-16 offsets of the current text, as in UIKit) with `string`. Default: true.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may empty the field. Default: true.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Return was pressed; returning true ends editing (after `.editingDidEndOnExit`). Default: true.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// The selection or the caret moved.
    func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
    /// Returns true.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Returns true.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Returns true.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// Returns true.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// Returns true.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: TextField) {}
}
