import Foundation

/// Where a table view's sections and rows lie, in content coordinates, without asking for
/// every row: row heights are resolved lazily, in order, as rows are first needed; rows not
/// resolved yet count at the estimated height. Building it costs O(sections); locating the
/// rows in a rectangle costs O(log rows) plus the rows found. Rows are numbered globally
/// (across sections) inside; the table maps them to index paths.
struct TableViewGeometry {
    /// One section: its rows and the chrome around them.
    struct Section {
        /// The number of rows.
        var rowCount: Int
        /// The global number of its first row.
        var firstRow: Int
        /// Header title and height (0 when there is none).
        var headerTitle: String?
        var headerHeight: CGFloat
        /// Footer title and height (0 when there is none).
        var footerTitle: String?
        var footerHeight: CGFloat
        /// The height of every header and footer above this section's rows.
        var chromeAbove: CGFloat
        /// Whether the delegate gives a view for the header or the footer.
        var headerIsView = false
        var footerIsView = false

        /// Whether a header view stands above the rows (a title or the delegate's view).
        var hasHeader: Bool { headerTitle != nil || headerIsView }
        /// Whether a footer view stands below the rows.
        var hasFooter: Bool { footerTitle != nil || footerIsView }
    }

    private(set) var sections: [Section] = []
    /// The height a row counts at until it is resolved.
    let estimate: CGFloat
    /// Space above the first section (the table's header view).
    let topPadding: CGFloat
    /// Space below the last section.
    let bottomPadding: CGFloat
    /// Tops of the resolved rows relative to the rows-only column: `tops[g]` is the sum of
    /// the heights of rows 0..<g; `tops.count - 1` rows are resolved.
    private var tops: [CGFloat] = [0]
    private(set) var totalRows = 0

    /// An empty geometry.
    init(estimate: CGFloat, topPadding: CGFloat = 0, bottomPadding: CGFloat = 0) {
        self.estimate = max(0, estimate)
        self.topPadding = topPadding
        self.bottomPadding = bottomPadding
    }

    /// Adds a section after the others.
    mutating func appendSection(rows: Int, header: (String?, CGFloat), footer: (String?, CGFloat), views: (header: Bool, footer: Bool) = (false, false)) {
        let chrome = sections.last.map { $0.chromeAbove + $0.footerHeight } ?? topPadding
        sections.append(
            Section(
                rowCount: rows, firstRow: totalRows, headerTitle: header.0, headerHeight: header.1, footerTitle: footer.0, footerHeight: footer.1,
                chromeAbove: chrome + header.1, headerIsView: views.header, footerIsView: views.footer))
        totalRows += rows
    }

    /// The number of rows whose heights are known.
    var resolvedRows: Int { tops.count - 1 }

    /// Resolves heights in order through global row `row`, asking `height` for each new one.
    mutating func resolve(through row: Int, height: (Int) -> CGFloat) {
        let last = min(row, totalRows - 1)
        guard last >= resolvedRows else { return }
        tops.reserveCapacity(last + 2)
        for g in resolvedRows...last {
            let h = height(g)
            tops.append(tops[g] + (h.isFinite ? max(0, h) : estimate))
        }
    }

    /// Forgets the heights of global row `row` and the rows after it: they are asked again
    /// when next needed (a reloaded self-sizing row may have a new height).
    mutating func unresolve(from row: Int) {
        guard row >= 0, row < resolvedRows else { return }
        tops.removeSubrange((row + 1)...)
    }

    /// The rows-only offset of global row `g`: exact when resolved, else estimated.
    func rowsAbove(_ g: Int) -> CGFloat {
        let k = resolvedRows
        return g <= k ? tops[g] : tops[k] + CGFloat(g - k) * estimate
    }

    /// The section of global row `g` (binary search over the sections' first rows).
    func section(ofRow g: Int) -> Int {
        var lo = 0, hi = sections.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sections[mid].firstRow <= g { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The global number of `indexPath`'s row, if it exists.
    func globalRow(_ indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let s = sections[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < s.rowCount else { return nil }
        return s.firstRow + indexPath.row
    }

    /// The index path of global row `g`.
    func indexPath(ofRow g: Int) -> IndexPath {
        let s = section(ofRow: g)
        return IndexPath(row: g - sections[s].firstRow, section: s)
    }

    /// The rectangle of global row `g` (x and width are the table's to choose).
    func rowSpan(_ g: Int) -> (y: CGFloat, height: CGFloat) {
        let s = sections[section(ofRow: g)]
        let y = s.chromeAbove + rowsAbove(g)
        return (y, rowsAbove(g + 1) - rowsAbove(g))
    }

    /// The top of section `s`'s header.
    func sectionTop(_ s: Int) -> CGFloat {
        let section = sections[s]
        return section.chromeAbove - section.headerHeight + rowsAbove(section.firstRow)
    }

    /// The bottom of section `s`'s footer.
    func sectionBottom(_ s: Int) -> CGFloat {
        let section = sections[s]
        return section.chromeAbove + rowsAbove(section.firstRow + section.rowCount) + section.footerHeight
    }

    /// The height of all the content.
    var contentHeight: CGFloat {
        guard let last = sections.last else { return topPadding + bottomPadding }
        return last.chromeAbove + last.footerHeight + rowsAbove(totalRows) + bottomPadding
    }

    /// The first section whose footer ends below `y` (the last one when none does).
    func firstSection(endingBelow y: CGFloat) -> Int {
        var lo = 0, hi = sections.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if sectionBottom(mid) > y { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The first row of section `s` whose bottom is below `y` (nil when none is).
    func firstRow(inSection s: Int, endingBelow y: CGFloat) -> Int? {
        let section = sections[s]
        guard section.rowCount > 0 else { return nil }
        let local = y - section.chromeAbove
        var lo = section.firstRow, hi = section.firstRow + section.rowCount
        while lo < hi {
            let mid = (lo + hi) / 2
            if rowsAbove(mid + 1) > local { hi = mid } else { lo = mid + 1 }
        }
        return lo < section.firstRow + section.rowCount ? lo : nil
    }
}
