import Foundation

/// Answers a text view's questions and hears about its editing — UIKit's
/// `UITextViewDelegate`. Every method has a default implementation.
///
/// The order is UIKit's: `textViewShouldBeginEditing`, then `textViewDidBeginEditing` once
/// the view has the focus; for each edit by the user `textView(_:shouldChangeTextIn:replacementText:)`,
/// then `textViewDidChangeSelection`, then `textViewDidChange`; `textViewShouldEndEditing`,
/// then `textViewDidEndEditing`. Changes the app makes (`text`, `selectedRange`) call none.
@MainActor
public protocol TextViewDelegate: AnyObject {
    /// Whether `becomeFirstResponder()` (or a click) may start editing. Default: true.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing started (the view has the keyboard focus).
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether `resignFirstResponder()` may end editing. Default: true.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing ended (the view lost the keyboard focus).
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether typing, deleting, pasting or cutting may replace the characters in
    /// `range` (UTF-16 offsets of the current text, as in UIKit) with `text`. Default: true.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: TextView)
    /// The user moved the caret or changed the selection.
    func textViewDidChangeSelection(_ textView: TextView)
    /// Whether clicking the link `URL` over `characterRange` (UTF-16 offsets) should do its
    /// default action: the desktop opens it. Links react only in a view that is selectable
    /// and not editable, as in UIKit. Default: true.
    func textView(
        _ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: TextItemInteraction
    ) -> Bool
}

/// How the user acts on a link in a text view — UIKit's `UITextItemInteraction`. A click
/// is `.invokeDefaultAction`; the others are kept for source compatibility.
public enum TextItemInteraction: Sendable {
    case invokeDefaultAction
    case presentActions
    case preview
}

extension TextViewDelegate {
    /// Returns true.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Returns true.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Returns true.
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    /// Does nothing.
    public func textViewDidChange(_ textView: TextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: TextView) {}
    /// Returns true.
    public func textView(
        _ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: TextItemInteraction
    ) -> Bool {
        true
    }
}
