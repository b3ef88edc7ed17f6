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
        for (g, cell) in visibleCellsByRow where !wantedSet.contains(g) {
            if pressedCell === cell { pressedCell = nil }
            reusePool.enqueue(cell)
            visibleCellsByRow[g] = nil
        }
        guard let geometry else { return }
        let (x, width) = rowColumn
        for g in wanted {
            let span = geometry.rowSpan(g)
            let frame = CGRect(x: x, y: span.y, width: width, height: span.height)
            let indexPath = geometry.indexPath(ofRow: g)
            let section = geometry.sections[indexPath.section]
            let position = TableViewCell.Position(
                isFirst: indexPath.row == 0, isLast: indexPath.row == section.rowCount - 1, isGrouped: style == .insetGrouped,
                isLastInTable: g == geometry.totalRows - 1)
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
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            insertSubview(cell, at: 0)
            place(cell, at: frame, row: g)
        }
        recycleMeasuredCells()
        reusePool.trim()
        layoutSectionTitles(top: top, bottom: bottom)
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

    func layoutSectionTitles(top: CGFloat, bottom: CGFloat) {
        guard let geometry else { return }
        var keepHeaders: [Int: TableViewSectionTitleView] = [:], keepFooters: [Int: TableViewSectionTitleView] = [:]
        var s = geometry.firstSection(endingBelow: top)
        let width = bounds.width
        while s < geometry.sections.count, geometry.sectionTop(s) < bottom {
            let section = geometry.sections[s]
            let sectionTop = geometry.sectionTop(s)
            if let title = section.headerTitle {
                let view = headerViews.removeValue(forKey: s) ?? titleView(isHeader: true)
                view.title = title
                var frame = CGRect(x: rowColumn.x, y: sectionTop, width: rowColumn.width, height: section.headerHeight)
                if style == .plain {
                    // Plain headers stay pinned at the top of the visible area while their
                    // section scrolls under them, and are pushed up by the next section.
                    let pinned = bounds.minY + adjustedContentInset.top
                    let sectionEnd = geometry.sectionBottom(s) - section.footerHeight - section.headerHeight
                    frame = CGRect(x: 0, y: min(max(sectionTop, pinned), max(sectionTop, sectionEnd)), width: width, height: section.headerHeight)
                }
                if view.frame != frame { view.frame = frame }
                keepHeaders[s] = view
            }
            if let title = section.footerTitle {
                let view = footerViews.removeValue(forKey: s) ?? titleView(isHeader: false)
                view.title = title
                let y = geometry.sectionBottom(s) - section.footerHeight
                let frame = CGRect(x: rowColumn.x, y: y, width: rowColumn.width, height: section.footerHeight)
                if view.frame != frame { view.frame = frame }
                keepFooters[s] = view
            }
            s += 1
        }
        for view in headerViews.values { recycleTitleView(view) }
        for view in footerViews.values { recycleTitleView(view) }
        headerViews = keepHeaders
        footerViews = keepFooters
    }

    func titleView(isHeader: Bool) -> TableViewSectionTitleView {
        if let i = spareTitleViews.firstIndex(where: { $0.isHeader == isHeader }) {
            let view = spareTitleViews.remove(at: i)
            addSubview(view)
            return view
        }
        let view = TableViewSectionTitleView(isHeader: isHeader, grouped: style == .insetGrouped)
        // Above the cells (the scroll view keeps its indicators in front).
        addSubview(view)
        return view
    }

    func recycleTitleView(_ view: TableViewSectionTitleView) {
        view.removeFromSuperview()
        if spareTitleViews.count < reusePool.limit { spareTitleViews.append(view) }
    }
}
