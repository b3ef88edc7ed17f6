import Foundation

extension TableView {
    /// Selects the row at `indexPath` (nil clears the selection) and scrolls it to
    /// `scrollPosition`; the delegate is not told (as in UIKit). Out of range: ignored,
    /// with a diagnostic.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            if let selected = indexPathForSelectedRow { deselectRow(at: selected, animated: animated) }
            return
        }
        guard checkedRow(indexPath, "selectRow(at:animated:scrollPosition:)") != nil else { return }
        setSelection(indexPath, animated: animated)
        if scrollPosition != .none || !isRowFullyVisible(indexPath) {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Clears the selection of the row at `indexPath`; animated, the highlight fades out
    /// (`Theme.lists.deselectAnimationDuration`). A row that is not selected: nothing
    /// happens. Out of range: ignored, with a diagnostic.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard checkedRow(indexPath, "deselectRow(at:animated:)") != nil else { return }
        guard indexPathForSelectedRow == indexPath else { return }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
        indexPathForSelectedRow = nil
    }

    func setSelection(_ indexPath: IndexPath?, animated: Bool) {
        if let old = indexPathForSelectedRow, old != indexPath { cellForRow(at: old)?.setSelected(false, animated: false) }
        indexPathForSelectedRow = indexPath
        if let indexPath { cellForRow(at: indexPath)?.setSelected(true, animated: animated) }
    }

    /// Selects the row and tells the delegate, as a click or Return does.
    func activateRow(at indexPath: IndexPath, select: Bool) {
        if select { setSelection(indexPath, animated: false) }
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    private func isRowFullyVisible(_ indexPath: IndexPath) -> Bool {
        let rect = rectForRow(at: indexPath)
        return bounds.inset(by: adjustedContentInset).contains(rect)
    }

    // MARK: Keyboard

    /// Moves the selection `step` rows (across sections); with no selection, Down selects
    /// the first row and Up the last.
    func moveSelection(by step: Int) {
        let geometry = loadedGeometry
        guard geometry.totalRows > 0 else { return }
        let target: Int
        if let selected = indexPathForSelectedRow, let g = geometry.globalRow(selected) {
            target = min(max(0, g + step), geometry.totalRows - 1)
        } else {
            target = step > 0 ? 0 : geometry.totalRows - 1
        }
        let indexPath = geometry.indexPath(ofRow: target)
        setSelection(indexPath, animated: false)
        if !isRowFullyVisible(indexPath) { scrollToRow(at: indexPath, at: .none, animated: false) }
    }
}
