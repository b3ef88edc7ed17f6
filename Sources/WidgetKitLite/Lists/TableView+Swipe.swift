import Foundation

/// Swipe actions: a horizontal drag or wheel run on a row slides it over its actions
/// (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)` and the leading one); released
/// past half the buttons it snaps open, else closed; swiped past
/// `Theme.lists.fullSwipeFraction` of its width it runs its first action. A right-click opens
/// a row's actions; the Delete key runs the selected row's first destructive trailing action.
/// A click elsewhere on the table, or scrolling it, closes an open row. The swiping itself is
/// `ListSwipeHost`'s, shared with `CollectionView`.
extension TableView: ListSwipeHost {
    var suspendsSwiping: Bool { reorder != nil }

    func swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func swipeIndexPath(of cell: View) -> IndexPath? {
        guard let cell = cell as? TableViewCell else { return nil }
        return indexPath(for: cell)
    }

    func swipeCell(at indexPath: IndexPath) -> View? { cellForRow(at: indexPath) }

    func swipeRowExtent(of cell: View) -> (x: CGFloat, width: CGFloat) { rowColumn }

    func providedSwipeConfiguration(at indexPath: IndexPath, trailing: Bool) -> SwipeActionsConfiguration? {
        guard let delegate = tableDelegate else { return nil }
        return trailing
            ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    func swipeDiagnosticName(of indexPath: IndexPath) -> (list: String, row: String) { ("TableView", "row \(Self.describe(indexPath))") }

    func swipeDidTakePress() {
        pressedCell?.setHighlighted(false)
        pressedCell = nil
    }

    /// The Delete key: the selected row's first destructive trailing action runs (in
    /// editing mode, a row that can be deleted is deleted). Returns whether anything ran.
    func deleteSelectedRowByKey() -> Bool {
        guard let indexPath = indexPathForSelectedRow, reorder == nil else { return false }
        if runFirstDestructiveTrailingAction(at: indexPath) { return true }
        guard isEditing, canEditRow(at: indexPath), editingStyle(at: indexPath) == .delete else { return false }
        dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
        return true
    }
}
