import Foundation

/// Loading rows from the data source: counts, section chrome, lazily resolved heights and
/// checked cells.
extension TableView {
    /// Rebuilds the geometry for the same rows (the header's height changed): cells stay.
    func reloadGeometryKeepingCells() {
        loadGeometry(counts: geometry?.sections.map(\.rowCount))
        setNeedsLayout()
    }

    /// The number of sections and rows from the data source, checked.
    func countsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        return checkedDataSourceCounts(owner: "TableView", sections: dataSource.numberOfSections(in: self), countMethod: "numberOfRowsInSection") {
            dataSource.tableView(self, numberOfRowsInSection: $0)
        }
    }

    /// Builds the geometry from the data source: O(sections) calls, no row is asked yet.
    func loadGeometry(counts: [Int]? = nil) {
        let counts = counts ?? countsFromDataSource()
        let theme = self.theme.lists
        let estimate: CGFloat
        if estimatedRowHeight > 0 {
            estimate = estimatedRowHeight
        } else {
            estimate = rowHeight > 0 ? rowHeight : theme.rowHeight
        }
        recyclePreparedSectionViews()
        let footerHeight = tableFooterView.map { max(0, $0.frame.height.finite()) } ?? 0
        var g = TableViewGeometry(
            estimate: estimate, topPadding: max(0, tableHeaderView?.frame.height.finite() ?? 0),
            bottomPadding: (style == .plain ? 0 : theme.groupedSectionSpacing) + footerHeight)
        for (s, rows) in counts.enumerated() {
            let header = sectionChrome(s, isHeader: true)
            let footer = sectionChrome(s, isHeader: false)
            g.appendSection(rows: rows, header: (header.title, header.height), footer: (footer.title, footer.height), views: (header.isView, footer.isView))
        }
        geometry = g
        updateContentSize()
    }

    /// Resolves row heights through global row `g` (delegate, `rowHeight`, or the cell's size).
    func resolveHeights(through g: Int) {
        guard var current = geometry, g >= current.resolvedRows else { return }
        // Work on a copy: measuring a cell may call back into the table.
        let sections = current
        current.resolve(through: g) { row in height(ofRow: row, in: sections) }
        geometry = current
        updateContentSize()
    }

    /// Resolves row heights until the first row not resolved starts below `y`, so that
    /// every row reaching `y` lies where it really is (not at the estimate).
    func resolveHeights(above y: CGFloat) {
        while let current = geometry, current.resolvedRows < current.totalRows, current.rowSpan(current.resolvedRows).y <= y {
            resolveHeights(through: current.resolvedRows)
            if geometry?.resolvedRows == current.resolvedRows { return }
        }
    }

    func height(ofRow g: Int, in geometry: TableViewGeometry) -> CGFloat {
        let indexPath = geometry.indexPath(ofRow: g)
        let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? TableView.automaticDimension
        if asked >= 0, asked.isFinite { return asked }
        if rowHeight >= 0 { return rowHeight }
        let fitting = CGSize(width: rowColumn.width, height: 0)
        // A cell shown for the row measures it where it is; only a cell made to measure
        // waits in `measuredCells` (what is left there goes to the pool after layout).
        if let shown = visibleCellsByRow[g] { return shown.selfSizingHeight(fitting: fitting) }
        let cell = measuredCells[g] ?? makeCell(forRow: g, at: indexPath)
        measuredCells[g] = cell
        return cell.selfSizingHeight(fitting: fitting)
    }

    /// Self-sizing rows measured at another width are measured again at this one (their
    /// cells may wrap text differently); rows with fixed heights keep them.
    func remeasureRowsIfTheWidthChanged() {
        let width = rowColumn.width
        guard rowHeight < 0, let measured = measuredRowWidth, measured != width, geometry != nil else {
            measuredRowWidth = width
            return
        }
        measuredRowWidth = width
        recycleMeasuredCells()
        geometry?.unresolve(from: 0)
    }

    /// Sends the cells configured to measure rows to the pool (their rows are renumbered or
    /// their content changed, so they would show the wrong row).
    func recycleMeasuredCells() {
        for (_, cell) in measuredCells where !visibleCellsByRow.values.contains(where: { $0 === cell }) { reusePool.enqueue(cell) }
        measuredCells.removeAll()
    }

    func updateContentSize() {
        guard let geometry else { return }
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// A configured cell for global row `g` from the data source, checked: a cell shown
    /// for another row or inside another view is replaced by a blank one.
    func makeCell(forRow g: Int, at indexPath: IndexPath) -> TableViewCell {
        guard let dataSource else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        return makeCellChecked(dataSource.tableView(self, cellForRowAt: indexPath), forRow: g, at: indexPath)
    }

    /// `cell`, the data source's cell for global row `g`, or a blank one when it is shown
    /// for another row or inside another view.
    func makeCellChecked(_ cell: TableViewCell, forRow g: Int, at indexPath: IndexPath) -> TableViewCell {
        let shownElsewhere = visibleCellsByRow.contains { $0.key != g && $0.value === cell } || measuredCells.contains { $0.key != g && $0.value === cell }
        if shownElsewhere || (cell.superview != nil && cell.superview !== self) || disappearingCells.contains(where: { $0 === cell }) {
            Diagnostics.report(
                "TableView: cellForRowAt \(Self.describe(indexPath)) returned a cell that is shown elsewhere; using a blank cell (return cells from dequeueReusableCell)"
            )
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }
}
