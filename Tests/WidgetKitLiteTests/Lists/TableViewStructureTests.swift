import Foundation
import Testing
@testable import WidgetKitLite

/// What stands behind the rows, read from the inside: section title views, each cell's
/// position in its group, and the reuse pool.
@MainActor @Suite struct TableViewStructureTests {
    @Test func plainSectionsHaveHeadersAndFooters() {
        let model = TableModel(sections: [["a", "b"], ["c"]], headers: ["First", "Second"], footers: [nil, "The end"])
        let f = TableFixture(model: model)
        #expect(f.table.numberOfSections == 2)
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 144)
        #expect(f.table.contentSize.height == 222)
        let titles = f.table.subviews.compactMap { ($0 as? TableViewSectionTitleView)?.title }
        #expect(Set(titles) == ["First", "Second", "The end"])
        #expect(f.table.indexPathForRow(at: CGPoint(x: 10, y: 150)) == IndexPath(row: 0, section: 1))
        #expect(f.table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil)
        f.expectConsistent()
    }

    @Test func insetGroupedSectionsAreInsetAndRounded() {
        let model = TableModel(sections: [["a", "b", "c"], ["d"]], headers: ["Shelf", nil])
        let f = TableFixture(model: model, style: .insetGrouped)
        let first = f.table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(first == CGRect(x: 20, y: 38, width: 360, height: 44))
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 188)
        let shot = f.screen.snapshot()
        // The grey background shows outside the rounded corner, white inside the row.
        #expect(shot.pixel(x: 20, y: 38) != Color.white)
        #expect(shot.pixel(x: 200, y: 60) == Color.white)
        #expect(shot.pixel(x: 10, y: 60) == Theme.light.lists.groupedBackgroundColor)
        #expect(f.table.cellForRow(at: IndexPath(row: 0, section: 0))?.position.isFirst == true)
        #expect(f.table.cellForRow(at: IndexPath(row: 2, section: 0))?.position.isLast == true)
    }

    /// Two inserts at the top of a self-sizing table used to lose the row shown and leave a
    /// blank one: measuring the new row put the cell shown below it on the list of measured
    /// cells, which the layout then sent to the pool while it was still shown.
    @Test func secondInsertIntoASelfSizingTableKeepsEveryRow() {
        let model = TableModel(sections: [["A"]])
        let f = TableFixture(model: model) { $0.rowHeight = TableView.automaticDimension }
        let lines = capturingDiagnostics {
            model.sections[0].insert("B", at: 0)
            f.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            f.screen.advance(by: 0.5)
            model.sections[0].insert("C", at: 0)
            f.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            f.screen.advance(by: 0.5)
        }
        #expect(lines.isEmpty)
        #expect(f.table.visibleCells.map { $0.textLabel?.text ?? "<nil>" } == ["C", "B", "A"])
        #expect(f.table.visibleCells.allSatisfy { $0.superview === f.table })
        #expect(f.table.reusePool.count == 0)
        f.expectConsistent()
    }

    /// Self-sizing rows follow their content through inserts, deletes and reloads: each row
    /// is as tall as its cell needs, every cell shown is in the table, none is also pooled.
    @Test func selfSizingRowsStayConsistentThroughUpdates() {
        let model = TableModel(sections: [(0..<6).map { "Row \($0)" + String(repeating: "\nmore", count: $0 % 3) }])
        let f = TableFixture(model: model) {
            $0.register(MultilineCell.self, forCellReuseIdentifier: "row")
            $0.rowHeight = TableView.automaticDimension
        }
        let lines = capturingDiagnostics {
            model.sections[0].insert("New\ntwo", at: 1)
            f.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            f.screen.advance(by: 0.1)
            model.sections[0].remove(at: 3)
            f.table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .none)
            model.sections[0][0] = "Row 0\nnow\ntaller"
            f.table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            f.screen.advance(by: 1)
        }
        #expect(lines.isEmpty)
        f.expectConsistent()
        #expect(f.table.visibleCells.allSatisfy { !f.table.reusePool.contains($0) })
        var y: CGFloat = 0
        for (row, title) in model.sections[0].enumerated() {
            let probe = MultilineCell(style: .default, reuseIdentifier: nil)
            probe.textLabel?.text = title
            let rect = f.table.rectForRow(at: IndexPath(row: row, section: 0))
            #expect(rect.minY == y && rect.height == probe.sizeThatFits(CGSize(width: 400, height: 0)).height, "row \(row)")
            y += rect.height
        }
    }

    private func sectionedModel() -> TableModel {
        TableModel(sections: (0..<5).map { s in (0..<10).map { "S\(s) R\($0)" } }, headers: (0..<5).map { "Section \($0)" })
    }

    @Test func plainHeadersStayPinnedAndArePushedUpByTheNext() {
        let f = TableFixture(model: sectionedModel())
        // Section 0: header 0–28, rows 28–468; section 1's header at 468.
        f.table.contentOffset = CGPoint(x: 0, y: 200)
        f.screen.runFrame()
        let headers = f.table.subviews.compactMap { $0 as? TableViewSectionTitleView }
        #expect(headers.first { $0.title == "Section 0" }?.frame.minY == 200)
        f.table.contentOffset = CGPoint(x: 0, y: 450)
        f.screen.runFrame()
        // Section 1's header (at 468) pushes section 0's up: 468 − 28 = 440.
        let pushed = f.table.subviews.compactMap { $0 as? TableViewSectionTitleView }.first { $0.title == "Section 0" }
        #expect(pushed?.frame.minY == 440)
    }
}
