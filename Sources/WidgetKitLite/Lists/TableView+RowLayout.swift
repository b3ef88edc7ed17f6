import Foundation

/// Which rows exist as views, where they are, and the section titles around them.
extension TableView {
    /// Shows exactly the rows that intersect the visible area plus the reuse margin: rows
    /// leaving go to the pool, rows coming in get a cell from the data source.
    func layoutRows() {
        guard let start = geometry, !start.sections.isEmpty else {
            for (_, cell) in visibleCellsByRow { reusePool.enqueue(cell) }
            visibleCellsByRow.removeAll()
            recycleMeasuredCells()
            return
        }
        let margin = theme.lists.reuseMargin
        let top = bounds.minY - margin, bottom = bounds.maxY + margin
        // Resolve heights through the first row in range; resolving can move it, so repeat.
        var first: Int?
        for _ in 0..<4 {
            guard let geometry else { return }
            let s = geometry.firstSection(endingBelow: top)
            var candidate: Int?
            for section in s..<geometry.sections.count {
                if let g = geometry.firstRow(inSection: section, endingBelow: top) {
                    candidate = g
                    break
                }
            }
            guard let g = candidate else { break }
            if g < geometry.resolvedRows {
                first = g
                break
            }
            resolveHeights(through: g)
            first = g
        }
        var wanted: [Int] = []
        if var g = first {
            while let geometry, g < geometry.totalRows {
                resolveHeights(through: g)
                guard let current = self.geometry else { break }
                let span = current.rowSpan(g)
                if span.y >= bottom { break }
                if span.y + span.height > top { wanted.append(g) }
                g += 1
            }
        }
        let wantedSet = Set(wanted)
        for (g, cell) in visibleCellsByRow where !wantedSet.contains(g) && reorder?.cell !== cell {
            if pressedCell === cell { pressedCell = nil }
            if swipe?.cell === cell { closeSwipe(animated: false) }
            reusePool.enqueue(cell)
            visibleCellsByRow[g] = nil
        }
        guard let geometry else { return }
        let (x, width) = rowColumn
        for g in wanted {
            let span = geometry.rowSpan(g)
            var frame = CGRect(x: x, y: span.y, width: width, height: span.height)
            if let reorder {
                // The moving row follows the pointer; the others make room for it.
                if reorder.cell === visibleCellsByRow[g] { continue }
                frame.origin.y += reorder.shift(ofRow: g)
            }
            frame.origin.x += swipeOffset(for: visibleCellsByRow[g])
            let indexPath = geometry.indexPath(ofRow: g)
            let section = geometry.sections[indexPath.section]
            let position = TableViewCell.Position(
                isFirst: indexPath.row == 0, isLast: indexPath.row == section.rowCount - 1, isGrouped: style != .plain,
                isLastInTable: g == geometry.totalRows - 1, isInset: style == .insetGrouped)
            if let cell = visibleCellsByRow[g] {
                cell.position = position
                place(cell, at: frame, row: g)
                continue
            }
            let cell = measuredCells.removeValue(forKey: g) ?? makeCell(forRow: g, at: indexPath)
            cell.position = position
            cell.setSelected(indexPathForSelectedRow == indexPath, animated: false)
            View.performWithoutAnimation {
                cell.frame = pendingUpdate?.startFrame(forNewRow: g, final: frame) ?? frame
                cell.alpha = pendingUpdate?.startsTransparent(newRow: g) == true ? 0 : 1
            }
            visibleCellsByRow[g] = cell
            if isEditing || cell.editingInsets != (0, 0) { View.performWithoutAnimation { updateEditingControls(of: cell, row: g) } }
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            insertSubview(cell, at: 0)
            place(cell, at: frame, row: g)
        }
        recycleMeasuredCells()
        reusePool.trim()
        layoutSectionTitles(top: top, bottom: bottom)
        if let first = wanted.first, let last = wanted.last { updatePrefetching(shown: first..<(last + 1)) }
    }

    /// Moves `cell` to `frame` (and full opacity), inside the running update's animation if any.
    func place(_ cell: TableViewCell, at frame: CGRect, row: Int) {
        guard cell.frame != frame || cell.alpha != 1 else { return }
        if let update = pendingUpdate {
            update.animate {
                cell.frame = frame
                cell.alpha = 1
            }
        } else {
            cell.frame = frame
            cell.alpha = 1
        }
    }
}
