import Foundation

/// One batch of row and section changes in flight: where old rows go, and the animation the
/// rows that stay slide in (`Theme.lists.rowAnimationDuration`, ease-in-out).
@MainActor
final class TableViewUpdate {
    let oldGeometry: TableViewGeometry
    let mapping: TableViewBatch.Mapping
    let animation: TableView.RowAnimation
    let duration: TimeInterval

    init(old: TableViewGeometry, mapping: TableViewBatch.Mapping, animation: TableView.RowAnimation, duration: TimeInterval) {
        oldGeometry = old
        self.mapping = mapping
        self.animation = animation
        self.duration = duration
    }

    /// Whether rows fade in and out (every kind but `.none`, when the update animates).
    var fades: Bool { animation != .none && duration > 0 }

    /// The new global row of old global row `g`; nil when it was deleted.
    func newRow(fromOld g: Int) -> Int? {
        guard g >= 0, g < mapping.oldToNew.count else { return nil }
        let n = mapping.oldToNew[g]
        return n >= 0 ? n : nil
    }

    /// The old global row of new global row `g`; nil when it was inserted.
    func oldRow(fromNew g: Int) -> Int? {
        guard g >= 0, g < mapping.newToOld.count else { return nil }
        let o = mapping.newToOld[g]
        return o >= 0 ? o : nil
    }

    /// Where a cell that comes into view for new row `g` starts: where its row was before
    /// (so it slides with the others), or its final place when the row is new.
    func startFrame(forNewRow g: Int, final: CGRect) -> CGRect {
        guard let old = oldRow(fromNew: g), old < oldGeometry.totalRows else { return final }
        let span = oldGeometry.rowSpan(old)
        return CGRect(x: final.minX, y: span.y, width: final.width, height: span.height)
    }

    /// Whether a cell for new row `g` starts transparent (an inserted row fading in).
    func startsTransparent(newRow g: Int) -> Bool { fades && oldRow(fromNew: g) == nil }

    /// Animations of this update still running, and what runs when the last one ends.
    private var running = 0
    private var whenDone: ((Bool) -> Void)?
    private var allFinished = true

    /// Runs `changes` in the update's animation.
    func animate(_ changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard duration > 0 else {
            View.performWithoutAnimation(changes)
            completion?(true)
            return
        }
        running += 1
        View.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: changes) { [self] finished in
            completion?(finished)
            running -= 1
            allFinished = allFinished && finished
            if running == 0, let done = whenDone {
                whenDone = nil
                done(allFinished)
            }
        }
    }

    /// Runs `completion` when every animation of the update has ended (at once when none runs).
    func notifyWhenDone(_ completion: @escaping (Bool) -> Void) {
        if running == 0 { completion(true) } else { whenDone = completion }
    }
}

extension TableView {
    /// Inserts rows the data source now has: the rows below slide down and the new rows
    /// fade in. Index paths are in the new numbering. If the data source's counts do not
    /// match (or a path is out of range) the table reloads, with a diagnostic.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch("insertRows(at:with:)", animation) { $0.insertedRows += indexPaths }
    }

    /// Deletes rows the data source no longer has: they fade out while the rows below
    /// slide up. Index paths are in the old numbering. If the data source's counts do not
    /// match (or a path is out of range) the table reloads, with a diagnostic.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch("deleteRows(at:with:)", animation) { $0.deletedRows += indexPaths }
    }

    /// Moves the row at `indexPath` (old numbering) to `newIndexPath` (new numbering): its
    /// cell slides there with the rows between, and is not asked for again.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batch("moveRow(at:to:)", nil) { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts whole sections the data source now has (new numbering); their rows fade in.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch("insertSections(_:with:)", animation) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes whole sections (old numbering); their rows fade out.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch("deleteSections(_:with:)", animation) { $0.deletedSections.formUnion(sections) }
    }

    /// Moves the section at `section` (old numbering) to `newSection` (new numbering), rows
    /// and all.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        batch("moveSection(_:toSection:)", nil) { $0.movedSections.append((section, newSection)) }
    }

    /// Asks the data source again for the titles and the rows of `sections` (old numbering).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch("reloadSections(_:with:)", animation) { $0.reloadedSections.formUnion(sections) }
    }

    /// Asks the data source again for the cells (and heights) of the rows at `indexPaths`
    /// (old numbering): the rows shown get new cells; when their heights change, the rows
    /// below slide to their new places (at once with `.none`). Index paths out of range are
    /// ignored, with a diagnostic.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        guard openBatch == nil else {
            openBatch?.reloadedRows += indexPaths
            if animation != .automatic { openBatch?.animation = animation }
            return
        }
        let valid = indexPaths.filter { checkedRow($0, "reloadRows(at:with:)") != nil }
        guard !valid.isEmpty else { return }
        var batch = TableViewBatch()
        batch.reloadedRows = valid
        batch.animation = animation
        run(batch, api: "reloadRows(at:with:)", completion: nil)
    }

    /// Configures the cells shown for `indexPaths` again without replacing them: the data
    /// source's `cellForRowAt` runs and `dequeueReusableCell(withIdentifier:for:)` hands
    /// back the cell already shown for the row (not prepared for reuse). Rows not in view
    /// are configured when they come into view, as always. Index paths are in the new
    /// numbering inside a batch.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        if openBatch != nil {
            openBatch?.reconfiguredRows += indexPaths
            return
        }
        reconfigure(indexPaths.filter { checkedRow($0, "reconfigureRows(at:)") != nil })
    }

    /// Runs `updates` — insertions, deletions, moves and reloads of rows and sections — as
    /// one change, animated together: deletions, reloads and moves' sources are in the
    /// numbering before the batch, insertions and moves' destinations in the numbering
    /// after it, as in UIKit. The data source must have its new contents when `updates`
    /// returns. `completion` runs when the animation ends (true), or at once when nothing
    /// animates. Counts that do not add up reload the table, with a diagnostic.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = openBatch == nil
        if outer { openBatch = TableViewBatch() }
        batchDepth += 1
        updates?()
        batchDepth -= 1
        guard outer, batchDepth == 0, let batch = openBatch else {
            // A nested batch joins the outer one.
            if let completion { batchCompletions.append(completion) }
            return
        }
        openBatch = nil
        var completions = batchCompletions
        batchCompletions = []
        if let completion { completions.append(completion) }
        run(batch, api: "performBatchUpdates(_:completion:)") { finished in for done in completions { done(finished) } }
    }

    /// Starts a batch that `endUpdates()` animates — UIKit's older spelling of
    /// `performBatchUpdates`.
    public func beginUpdates() {
        if openBatch == nil { openBatch = TableViewBatch() }
        batchDepth += 1
    }

    /// Ends a batch started by `beginUpdates()` (an unmatched call: one diagnostic line).
    public func endUpdates() {
        guard batchDepth > 0 else {
            Diagnostics.report("TableView.endUpdates(): no beginUpdates() to end; ignored")
            return
        }
        batchDepth -= 1
        guard batchDepth == 0, let batch = openBatch else { return }
        openBatch = nil
        let completions = batchCompletions
        batchCompletions = []
        run(batch, api: "endUpdates()") { finished in for done in completions { done(finished) } }
    }

    /// Adds one call's changes to the open batch, or runs them as a batch of their own.
    private func batch(_ api: String, _ animation: RowAnimation?, _ change: (inout TableViewBatch) -> Void) {
        if openBatch != nil {
            change(&openBatch!)
            if let animation, animation != .automatic { openBatch?.animation = animation }
            return
        }
        var batch = TableViewBatch()
        change(&batch)
        if let animation { batch.animation = animation }
        run(batch, api: api, completion: nil)
    }

    /// Applies `batch` against the data source's new counts: kept cells slide to their new
    /// rows, deleted ones fade out, inserted ones fade in, reloaded ones are asked for again.
    func run(_ batch: TableViewBatch, api: String, completion: ((Bool) -> Void)?) {
        guard let old = geometry else {
            // Nothing shown yet: the next layout loads the data as it is.
            completion?(true)
            return
        }
        let counts = countsFromDataSource()
        let mapping: TableViewBatch.Mapping
        switch batch.mapping(old: old, newCounts: counts) {
        case .success(let m): mapping = m
        case .failure(let problem):
            Diagnostics.report("TableView.\(api): \(problem.message); reloading the table")
            reloadData()
            completion?(false)
            return
        }
        let selected = indexPathForSelectedRow
        // Cells configured to measure rows were for the old numbering.
        recycleMeasuredCells()
        loadGeometry(counts: counts)
        let duration = batch.animated ? theme.lists.rowAnimationDuration : 0
        let update = TableViewUpdate(old: old, mapping: mapping, animation: batch.animation, duration: duration)
        var kept: [Int: TableViewCell] = [:]
        for (g, cell) in visibleCellsByRow {
            if let n = update.newRow(fromOld: g), !mapping.reloaded.contains(n) {
                kept[n] = cell
            } else if update.newRow(fromOld: g) != nil {
                // Reloaded: a new cell is asked for in its place.
                if pressedCell === cell { pressedCell = nil }
                reusePool.enqueue(cell)
            } else {
                if pressedCell === cell { pressedCell = nil }
                removeDeletedCell(cell, update: update)
            }
        }
        visibleCellsByRow = kept
        // Heights after the cells are renumbered: a self-sizing row is measured with its own cell.
        carryHeights(from: old, mapping: mapping)
        guard let new = geometry else { return }
        if let selected, let g = old.globalRow(selected) {
            let mapped = update.newRow(fromOld: g).map { new.indexPath(ofRow: $0) }
            setSelection(mapped, animated: false)
        }
        pendingUpdate = update
        layoutRows()
        pendingUpdate = nil
        reconfigure(batch.reconfiguredRows.filter { new.globalRow($0) != nil })
        if let completion { update.notifyWhenDone(completion) }
    }

    /// Resolves the new geometry's heights through the rows resolved before, carrying the
    /// heights of rows that stay (so an update never measures the rows it did not touch).
    private func carryHeights(from old: TableViewGeometry, mapping: TableViewBatch.Mapping) {
        guard var current = geometry, old.resolvedRows > 0 else { return }
        var last = -1
        for o in 0..<old.resolvedRows where mapping.oldToNew[o] > last { last = mapping.oldToNew[o] }
        guard last >= 0 else { return }
        let sections = current
        current.resolve(through: last) { g in
            let o = mapping.newToOld[g]
            if o >= 0, o < old.resolvedRows, !mapping.reloaded.contains(g) { return old.rowSpan(o).height }
            return height(ofRow: g, in: sections)
        }
        geometry = current
        updateContentSize()
    }

    /// Runs the data source's `cellForRowAt` for the shown rows at `indexPaths`, handing it
    /// the row's own cell to configure again.
    func reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource, let geometry else { return }
        for indexPath in indexPaths {
            guard let g = geometry.globalRow(indexPath), let cell = visibleCellsByRow[g] else { continue }
            reconfiguringCell = cell
            let returned = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguringCell = nil
            guard returned !== cell else { continue }
            // The data source made another cell: it takes the row's place.
            reusePool.enqueue(cell)
            visibleCellsByRow[g] = nil
            let fresh = makeCellChecked(returned, forRow: g, at: indexPath)
            fresh.frame = cell.frame
            fresh.setSelected(indexPathForSelectedRow == indexPath, animated: false)
            visibleCellsByRow[g] = fresh
            insertSubview(fresh, at: 0)
        }
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
