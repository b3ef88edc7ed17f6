import Foundation

/// The desktop's ways to reach what a touch screen does by gesture: the Delete key runs the
/// selected row's destructive action, F5 and Ctrl+R refresh, a right-click opens a row's
/// swipe actions (`ListSwipeHost.secondaryClick(at:)`).
extension TableView: SecondaryClickHandling {
    /// Handles the table's own keys; returns whether `press` was one.
    func handleListKey(_ press: KeyPress) -> Bool {
        let name = press.name.lowercased()
        if press.modifiers.isEmpty, name == "delete" || name == "kp_delete" {
            return deleteSelectedRowByKey()
        }
        if (press.modifiers.isEmpty && name == "f5") || (press.modifiers == .control && name == "r") {
            return refreshControl?.refreshByUser() ?? false
        }
        if press.modifiers.isEmpty, name == "escape", swipe != nil {
            closeSwipe(animated: true)
            return true
        }
        return false
    }
}
