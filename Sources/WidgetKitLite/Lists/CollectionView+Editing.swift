import Foundation

/// Editing mode of a collection view: its cells' configuration state says `isEditing`, and
/// list cells show the accessories meant for it.
extension CollectionView {
    /// Whether the collection view is in editing mode — UIKit's `isEditing` (setting it is
    /// `setEditing(_:animated: false)`). Default: false.
    public var isEditing: Bool {
        get { editingMode }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: each visible cell's configuration is updated for the
    /// new state (list cells show or hide the accessories displayed `.whenEditing` or
    /// `.whenNotEditing`); animated, the accessories and content slide to their new places.
    /// An open swipe closes.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        editingMode = editing
        closeSwipe(animated: animated)
        let update = {
            for cell in self.visibleCells {
                cell.setNeedsUpdateConfiguration()
                cell.layoutIfNeeded()
            }
        }
        if animated, window != nil {
            View.animate(withDuration: theme.lists.swipeAnimationDuration, animations: update)
        } else {
            update()
        }
    }
}
