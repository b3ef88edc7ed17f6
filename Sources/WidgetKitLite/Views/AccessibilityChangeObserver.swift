import Foundation

/// What a bridge to the desktop's accessibility service hears from the views: the changes
/// screen readers are told about. Set as ``Accessibility``'s `changeObserver` (held weakly)
/// by the bridge while a screen reader could be listening; with none set, each change costs
/// one nil check.
@MainActor
protocol AccessibilityChangeObserver: AnyObject {
    /// The keyboard focus of `window` moved from `old` to `new`.
    func accessibilityFocusDidChange(in window: Window, from old: View?, to new: View?)
    /// A control's value changed (a switch toggled, a slider moved).
    func accessibilityValueDidChange(of view: View)
    /// The text of a text field or text view changed.
    func accessibilityTextDidChange(in view: View)
    /// The caret or selection of a text field or text view moved.
    func accessibilitySelectionDidChange(in view: View)
    /// A subview was added, removed, shown or hidden somewhere in `view`'s window, a
    /// label's text or a button's title changed (a reused cell shows another row), or a
    /// control was enabled, disabled, selected or deselected.
    func accessibilityStructureDidChange(in view: View)
    /// `window` became, or stopped being, the key window.
    func accessibilityKeyWindowDidChange(_ window: Window)
    /// The app posted a notification (``Accessibility/post(notification:argument:)``).
    func accessibilityNotificationPosted(_ notification: Accessibility.PostedNotification)
}

extension Accessibility {
    /// The bridge told about changes; nil while there is none.
    static weak var changeObserver: AccessibilityChangeObserver?
}
