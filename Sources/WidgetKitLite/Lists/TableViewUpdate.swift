import Foundation

/// One `insertRows`/`deleteRows` in flight: how old rows map to new ones, and the
/// animation the rows that stay slide in (`Theme.lists.rowAnimationDuration`, ease-in-out).
/// Deletions use the old index paths and insertions the new ones, as in UIKit.
@MainActor
final class TableViewUpdate {
    let oldGeometry: TableViewGeometry
    let newGeometry: TableViewGeometry
    /// Deleted rows by section, old numbering, ascending.
    let deleted: [Int: [Int]]
    /// Inserted rows by section, new numbering, ascending.
    let inserted: [Int: [Int]]
    let animation: TableView.RowAnimation
    let duration: TimeInterval

    init(old: TableViewGeometry, new: TableViewGeometry, deleted: [IndexPath], inserted: [IndexPath], animation: TableView.RowAnimation, duration: TimeInterval) {
        oldGeometry = old
        newGeometry = new
        self.deleted = Dictionary(grouping: deleted, by: \.section).mapValues { Array(Set($0.map(\.row))).sorted() }
        self.inserted = Dictionary(grouping: inserted, by: \.section).mapValues { Array(Set($0.map(\.row))).sorted() }
        self.animation = animation
        self.duration = duration
    }

    /// Whether rows fade in and out (every kind but `.none`).
    var fades: Bool { animation != .none }

    /// The new global row of old global row `g`; nil when it was deleted.
    func newRow(fromOld g: Int) -> Int? {
        let path = oldGeometry.indexPath(ofRow: g)
        let gone = deleted[path.section] ?? []
        if gone.contains(path.row) { return nil }
        var row = path.row - gone.filter { $0 < path.row }.count
        for i in inserted[path.section] ?? [] where i <= row { row += 1 }
        return newGeometry.globalRow(IndexPath(row: row, section: path.section))
    }

    /// The old global row of new global row `g`; nil when it was inserted.
    func oldRow(fromNew g: Int) -> Int? {
        let path = newGeometry.indexPath(ofRow: g)
        let added = inserted[path.section] ?? []
        if added.contains(path.row) { return nil }
        var row = path.row - added.filter { $0 < path.row }.count
        for d in deleted[path.section] ?? [] where d <= row { row += 1 }
        return oldGeometry.globalRow(IndexPath(row: row, section: path.section))
    }

    /// Where a cell that comes into view for new row `g` starts: where its row was before
    /// (so it slides with the others), or its final place when the row is new.
    func startFrame(forNewRow g: Int, final: CGRect) -> CGRect {
        guard let old = oldRow(fromNew: g) else { return final }
        let span = oldGeometry.rowSpan(old)
        return CGRect(x: final.minX, y: span.y, width: final.width, height: span.height)
    }

    /// Whether a cell for new row `g` starts transparent (an inserted row fading in).
    func startsTransparent(newRow g: Int) -> Bool { fades && oldRow(fromNew: g) == nil }

    /// Runs `changes` in the update's animation.
    func animate(_ changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        View.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: changes, completion: completion)
    }
}

extension TableView {
    /// Inserts rows the data source now has: the rows below slide down and the new rows
    /// fade in. Index paths are in the new numbering. If the data source's counts do not
    /// match (or a path is out of range) the table reloads, with a diagnostic.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performUpdate(deleted: [], inserted: indexPaths, animation: animation, api: "insertRows(at:with:)")
    }

    /// Deletes rows the data source no longer has: they fade out while the rows below
    /// slide up. Index paths are in the old numbering. If the data source's counts do not
    /// match (or a path is out of range) the table reloads, with a diagnostic.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performUpdate(deleted: indexPaths, inserted: [], animation: animation, api: "deleteRows(at:with:)")
    }

    /// Asks the data source again for the cells (and heights) of the rows at `indexPaths`:
    /// the rows shown get new cells; when their heights change, the rows below slide to
    /// their new places (at once with `.none`). Index paths out of range are ignored, with
    /// a diagnostic.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        guard let old = geometry else { return }
        var first: Int?
        for indexPath in indexPaths {
            guard let g = checkedRow(indexPath, "reloadRows(at:with:)") else { continue }
            first = min(first ?? g, g)
            if let cell = visibleCellsByRow[g] {
                if pressedCell === cell { pressedCell = nil }
                reusePool.enqueue(cell)
                visibleCellsByRow[g] = nil
            }
            if let cell = measuredCells.removeValue(forKey: g) { reusePool.enqueue(cell) }
        }
        guard let first else { return }
        geometry?.unresolve(from: first)
        updateContentSize()
        if animation != .none, window != nil, let new = geometry {
            pendingUpdate = TableViewUpdate(old: old, new: new, deleted: [], inserted: [], animation: .none, duration: theme.lists.rowAnimationDuration)
        }
        layoutRows()
        pendingUpdate = nil
    }

    private func performUpdate(deleted: [IndexPath], inserted: [IndexPath], animation: RowAnimation, api: String) {
        guard let old = geometry else {
            // Nothing shown yet: the next layout loads the data as it is.
            return
        }
        let counts = countsFromDataSource()
        if let problem = updateProblem(old: old, counts: counts, deleted: deleted, inserted: inserted) {
            Diagnostics.report("TableView.\(api): \(problem); reloading the table")
            reloadData()
            return
        }
        let selected = indexPathForSelectedRow
        // Cells configured to measure rows were for the old numbering.
        recycleMeasuredCells()
        loadGeometry(counts: counts)
        guard let new = geometry else { return }
        let update = TableViewUpdate(old: old, new: new, deleted: deleted, inserted: inserted, animation: animation, duration: theme.lists.rowAnimationDuration)
        var kept: [Int: TableViewCell] = [:]
        for (g, cell) in visibleCellsByRow {
            if let n = update.newRow(fromOld: g) {
                kept[n] = cell
            } else {
                removeDeletedCell(cell, update: update)
            }
        }
        visibleCellsByRow = kept
        if let selected, let g = old.globalRow(selected) {
            let mapped = update.newRow(fromOld: g).map { new.indexPath(ofRow: $0) }
            setSelection(mapped, animated: false)
        }
        pendingUpdate = update
        layoutRows()
        pendingUpdate = nil
    }

    /// What is wrong with an update, if anything.
    private func updateProblem(old: TableViewGeometry, counts: [Int], deleted: [IndexPath], inserted: [IndexPath]) -> String? {
        if let bad = deleted.first(where: { old.globalRow($0) == nil }) { return "index path \(Self.describe(bad)) is out of range" }
        guard counts.count == old.sections.count else {
            return "the data source has \(counts.count) sections, the table \(old.sections.count)"
        }
        for (s, count) in counts.enumerated() {
            let expected = old.sections[s].rowCount - Set(deleted.filter { $0.section == s }).count + Set(inserted.filter { $0.section == s }).count
            if count != expected { return "the data source has \(count) rows in section \(s), \(expected) expected after the update" }
        }
        if let bad = inserted.first(where: { $0.count != 2 || !counts.indices.contains($0.section) || $0.row < 0 || $0.row >= counts[$0.section] }) {
            return "index path \(Self.describe(bad)) is out of range"
        }
        return nil
    }

    /// A deleted row's cell fades out behind the others, then goes to the pool.
    private func removeDeletedCell(_ cell: TableViewCell, update: TableViewUpdate) {
        guard update.fades, window != nil else {
            reusePool.enqueue(cell)
            return
        }
        disappearingCells.append(cell)
        sendSubviewToBack(cell)
        update.animate({ cell.alpha = 0 }) { [weak self] _ in
            guard let self else { return }
            self.disappearingCells.removeAll { $0 === cell }
            View.performWithoutAnimation { cell.alpha = 1 }
            if cell.superview === self, !self.visibleCellsByRow.values.contains(where: { $0 === cell }) { self.reusePool.enqueue(cell) }
        }
    }
}
