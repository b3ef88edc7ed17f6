import Foundation
import Testing
@testable import WidgetKitLite

/// A data source and delegate over an array of sections of row titles that logs every call.
@MainActor
final class TableModel: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    var headers: [String?]
    var footers: [String?]
    /// Rows asked for by `cellForRowAt`, in order.
    var cellRequests: [IndexPath] = []
    /// Rows asked for a height.
    var heightRequests: [IndexPath] = []
    var selected: [IndexPath] = []
    var heights: ((IndexPath) -> CGFloat)?
    var rowCountOverride: Int?
    /// Returned for every row when set (a misbehaving data source).
    var fixedCell: TableViewCell?
    var accessory: TableViewCell.AccessoryType = .none

    init(sections: [[String]], headers: [String?] = [], footers: [String?] = []) {
        self.sections = sections
        self.headers = headers
        self.footers = footers
    }

    /// One section of `rows` rows titled "Row 0", "Row 1", …
    convenience init(rows: Int) {
        self.init(sections: [(0..<rows).map { "Row \($0)" }])
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCountOverride ?? sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests.append(indexPath)
        if let fixedCell { return fixedCell }
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.accessoryType = accessory
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { section < headers.count ? headers[section] : nil }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { section < footers.count ? footers[section] : nil }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests.append(indexPath)
        return heights?(indexPath) ?? TableView.automaticDimension
    }
}

/// A 400×600 window filled by a table over a `TableModel`.
@MainActor
struct TableFixture {
    let screen: HeadlessScreen
    let window: Window
    let table: TableView
    let model: TableModel

    init(model: TableModel, style: TableView.Style = .plain, width: CGFloat = 400, height: CGFloat = 600, configure: (TableView) -> Void = { _ in }) {
        screen = HeadlessScreen(size: CGSize(width: width, height: height))
        window = screen.makeWindow()
        table = TableView(frame: window.bounds, style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        self.model = model
        configure(table)
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        screen.advance(by: 0)
    }

    /// Cells in the table's view tree.
    var cellsInTree: [TableViewCell] { table.subviews.compactMap { $0 as? TableViewCell } }

    /// Cells alive: in the tree plus the pool.
    var cellsAlive: Int { cellsInTree.count + table.reusePool.count }

    /// Rows that intersect the visible area.
    var visibleRowCount: Int {
        table.indexPathsForVisibleRows.filter { !table.rectForRow(at: $0).intersection(table.bounds).isEmpty }.count
    }

    /// Checks that every shown cell is where its row is, shows its row's title, and that
    /// no other cell is in the tree.
    func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
        for indexPath in table.indexPathsForVisibleRows {
            guard let cell = table.cellForRow(at: indexPath) else {
                Issue.record("no cell for \(indexPath)", sourceLocation: sourceLocation)
                continue
            }
            #expect(cell.frame == table.rectForRow(at: indexPath), sourceLocation: sourceLocation)
            #expect(cell.presentation.frame == cell.frame, sourceLocation: sourceLocation)
            #expect(cell.alpha == 1 && cell.presentation.alpha == 1, sourceLocation: sourceLocation)
            #expect(cell.textLabel?.text == model.sections[indexPath.section][indexPath.row], sourceLocation: sourceLocation)
        }
        #expect(cellsInTree.count == table.visibleCells.count, sourceLocation: sourceLocation)
        #expect(table.disappearingCells.isEmpty, sourceLocation: sourceLocation)
    }
}
