import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct TableViewTests {
    // MARK: Reuse

    @Test func aLargeTableCreatesOnlyTheRowsInView() {
        let f = TableFixture(model: TableModel(rows: 10_000))
        // 600 pt of 44 pt rows plus the 44 pt margin below: rows 0…14.
        #expect(f.model.cellRequests == (0...14).map { IndexPath(row: $0, section: 0) })
        // Heights are known through the first row below the rows shown (the content size).
        #expect(f.model.heightRequests.count == 16)
        #expect(f.cellsInTree.count == 15)
        #expect(f.table.contentSize.height == 440_000)
        f.expectConsistent()
    }

    @Test func scrollingEndToEndKeepsFewerThanTwiceTheVisibleRowsAndAsksEachRowOnce() {
        let f = TableFixture(model: TableModel(rows: 10_000))
        let visible = f.visibleRowCount
        #expect(visible == 14)
        var maxAlive = 0
        let end = f.table.contentSize.height - f.table.bounds.height
        var y: CGFloat = 0
        while y < end {
            y = min(end, y + 397)
            f.table.contentOffset = CGPoint(x: 0, y: y)
            f.table.layoutIfNeeded()
            maxAlive = max(maxAlive, f.cellsAlive)
        }
        #expect(maxAlive < 2 * visible)
        // Every row was asked for once, when it came into view, in order.
        #expect(f.model.cellRequests.count == 10_000)
        #expect(f.model.cellRequests == (0..<10_000).map { IndexPath(row: $0, section: 0) })
        #expect(f.table.indexPathsForVisibleRows.last == IndexPath(row: 9999, section: 0))
        f.expectConsistent()
    }

    @Test func wheelAndDragScrollTheRows() {
        let f = TableFixture(model: TableModel(rows: 200))
        f.screen.scroll(dy: 120, at: CGPoint(x: 200, y: 300))
        f.screen.advance(by: 0.5)
        #expect(f.table.contentOffset.y == 120)
        f.screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.5)
        f.screen.advance(by: 3)
        #expect(f.table.contentOffset.y > 300)
        f.expectConsistent()
        f.screen.advance(by: 1)
        #expect(f.screen.isIdle)
    }

    @Test func scrolledPixelsMatchAFullRepaint() {
        let f = TableFixture(model: TableModel(rows: 300))
        f.model.accessory = .disclosureIndicator
        f.table.reloadData()
        f.screen.advance(by: 0)
        for _ in 0..<6 {
            f.screen.scroll(dy: 90, at: CGPoint(x: 200, y: 300))
            f.screen.advance(by: 0.05)
        }
        f.screen.advance(by: 1)
        let shown = f.screen.snapshot(), full = f.screen.fullRepaint()
        var differing = 0
        for y in 0..<shown.height { for x in 0..<shown.width where shown.pixel(x: x, y: y) != full.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }

    // MARK: Heights

    @Test func delegateHeightsAreAskedLazilyAndPlaceRows() {
        let model = TableModel(rows: 10_000)
        model.heights = { $0.row % 2 == 0 ? 30 : 60 }
        let f = TableFixture(model: model) { $0.estimatedRowHeight = 45 }
        #expect(f.model.heightRequests.count < 30)
        #expect(f.table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 120, width: 400, height: 60))
        // Rows not asked yet count at the estimate.
        #expect(f.table.contentSize.height > 440_000 && f.table.contentSize.height < 460_000)
        f.table.scrollToRow(at: IndexPath(row: 9999, section: 0), at: .bottom, animated: false)
        f.screen.advance(by: 0)
        #expect(f.table.contentSize.height == 450_000)
        #expect(f.table.contentOffset.y == 449_400)
        f.expectConsistent()
    }

    @Test func selfSizingRowsUseTheCellsSize() {
        let model = TableModel(sections: [["One", "Two\nlines", "Three"]])
        let f = TableFixture(model: model) { $0.rowHeight = TableView.automaticDimension }
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        f.expectConsistent()
    }

    // MARK: Selection

    @Test func aClickSelectsTheRowAndTellsTheDelegate() {
        let f = TableFixture(model: TableModel(rows: 50))
        f.screen.click(at: CGPoint(x: 100, y: 44 * 2 + 20))
        #expect(f.model.selected == [IndexPath(row: 2, section: 0)])
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(f.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(f.window.focusedView === f.table)
        f.screen.advance(by: 0)
        #expect(f.screen.snapshot().pixel(x: 300, y: 44 * 2 + 20) == Theme.light.lists.selectedBackgroundColor)
        f.table.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
        #expect(f.table.indexPathForSelectedRow == nil)
        f.screen.advance(by: 0.1)
        let midway = f.screen.snapshot().pixel(x: 300, y: 44 * 2 + 20)
        #expect(midway != Color.white && midway != Theme.light.lists.selectedBackgroundColor)
        f.screen.advance(by: 0.3)
        #expect(f.screen.snapshot().pixel(x: 300, y: 44 * 2 + 20) == Color.white)
    }

    @Test func aDragDoesNotSelect() {
        let f = TableFixture(model: TableModel(rows: 50))
        f.screen.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200), duration: 0.3)
        f.screen.advance(by: 2)
        #expect(f.model.selected.isEmpty)
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(f.table.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
    }

    @Test func theSelectionFollowsItsRowAndSurvivesReuse() {
        let f = TableFixture(model: TableModel(rows: 500))
        f.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        f.table.contentOffset = CGPoint(x: 0, y: 4000)
        f.screen.runFrame()
        #expect(f.table.visibleCells.allSatisfy { !$0.isSelected })
        f.table.contentOffset = .zero
        f.screen.runFrame()
        #expect(f.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    }

    // MARK: Keyboard

    @Test func arrowKeysMoveTheSelectionAndReturnActivatesIt() {
        let model = TableModel(sections: [(0..<20).map { "A\($0)" }, (0..<20).map { "B\($0)" }])
        let f = TableFixture(model: model)
        #expect(f.window.focus(f.table))
        f.screen.key("Down")
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(f.model.selected.isEmpty)
        for _ in 0..<21 { f.screen.key("Down") }
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        // The selection was scrolled into view.
        let rect = f.table.rectForRow(at: IndexPath(row: 1, section: 1))
        #expect(f.table.bounds.contains(rect))
        f.screen.key("Up")
        f.screen.key("Up")
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 19, section: 0))
        f.screen.key("Return")
        #expect(f.model.selected == [IndexPath(row: 19, section: 0)])
        f.expectConsistent()
    }

    // MARK: Updates

    @Test func deletingARowFadesItAndSlidesTheOthersUp() {
        let f = TableFixture(model: TableModel(rows: 100))
        let removed = f.table.cellForRow(at: IndexPath(row: 2, section: 0))
        let below = f.table.cellForRow(at: IndexPath(row: 3, section: 0))
        f.model.sections[0].remove(at: 2)
        f.table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        #expect(f.table.cellForRow(at: IndexPath(row: 2, section: 0)) === below)
        #expect(below?.frame.minY == 88)
        f.screen.advance(by: 0.15)
        let y = below?.presentation.frame.minY ?? 0
        #expect(y > 88 && y < 132)
        let fading = removed?.presentation.alpha ?? 0
        #expect(fading > 0 && fading < 1)
        f.screen.advance(by: 0.3)
        #expect(removed?.superview == nil || f.table.visibleCells.contains { $0 === removed })
        f.expectConsistent()
        #expect(f.table.contentSize.height == 4356)
    }

    @Test func insertingRowsFadesThemInAndKeepsTheSelection() {
        let f = TableFixture(model: TableModel(rows: 100))
        f.table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        f.model.sections[0].insert(contentsOf: ["New A", "New B"], at: 1)
        f.table.insertRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .automatic)
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 7, section: 0))
        let inserted = f.table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(inserted?.textLabel?.text == "New A")
        f.screen.advance(by: 0.1)
        let a = inserted?.presentation.alpha ?? 0
        #expect(a > 0 && a < 1)
        f.screen.advance(by: 0.4)
        f.expectConsistent()
        #expect(f.table.cellForRow(at: IndexPath(row: 7, section: 0))?.isSelected == true)
    }

    @Test func anUpdateDuringScrollingEndsConsistent() {
        let f = TableFixture(model: TableModel(rows: 300))
        f.table.setContentOffset(CGPoint(x: 0, y: 2000), animated: true)
        f.screen.advance(by: 0.1)
        f.model.sections[0].removeSubrange(10..<40)
        f.table.deleteRows(at: (10..<40).map { IndexPath(row: $0, section: 0) }, with: .fade)
        f.screen.advance(by: 1)
        f.expectConsistent()
    }

    /// Self-sizing rows are measured at the table's width: when the width changes, every
    /// row is measured again (text that wraps takes more lines when narrower).
    @Test func selfSizingRowsAreMeasuredAgainWhenTheWidthChanges() {
        let long = "A long line of text that wraps onto more lines in a narrow table"
        let model = TableModel(sections: [["Short", long, "Short too"]])
        let f = TableFixture(model: model) {
            $0.register(WrappingCell.self, forCellReuseIdentifier: "row")
            $0.rowHeight = TableView.automaticDimension
        }
        func expectedHeight(_ text: String, width: CGFloat) -> CGFloat {
            let probe = WrappingCell(style: .default, reuseIdentifier: nil)
            probe.textLabel?.text = text
            return probe.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        let row1 = IndexPath(row: 1, section: 0), row2 = IndexPath(row: 2, section: 0)
        #expect(f.table.rectForRow(at: row1).height == expectedHeight(long, width: 400))
        f.table.frame = CGRect(x: 0, y: 0, width: 150, height: 600)
        f.screen.advance(by: 0)
        let narrow = expectedHeight(long, width: 150)
        #expect(narrow > expectedHeight(long, width: 400))
        #expect(f.table.rectForRow(at: row1).height == narrow)
        #expect(f.table.rectForRow(at: row2).minY == f.table.rectForRow(at: row1).maxY)
        #expect(f.table.cellForRow(at: row1)?.frame == f.table.rectForRow(at: row1))
        f.expectConsistent()
    }

    /// A click on a self-sizing table scrolled by more than its measured rows, before a
    /// frame has laid it out, selects the row under the pointer: finding a row by its point
    /// measures the rows above it instead of counting them at the estimate.
    @Test func aClickBeforeLayoutOnASelfSizingTableSelectsTheRowUnderIt() {
        let model = TableModel(sections: [(0..<100).map { "Row \($0)\nsecond line" }])
        let f = TableFixture(model: model) {
            $0.register(MultilineCell.self, forCellReuseIdentifier: "row")
            $0.rowHeight = TableView.automaticDimension
        }
        let height = f.table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(height > 44)
        f.table.contentOffset = CGPoint(x: 0, y: 30 * height)
        #expect(f.table.indexPathForRow(at: CGPoint(x: 100, y: 30.5 * height)) == IndexPath(row: 30, section: 0))
        f.screen.click(at: CGPoint(x: 100, y: 10.5 * height))
        #expect(f.model.selected == [IndexPath(row: 40, section: 0)])
        f.screen.advance(by: 0)
        #expect(f.table.cellForRow(at: IndexPath(row: 40, section: 0))?.isSelected == true)
        f.expectConsistent()
    }

    // MARK: Scrolling to rows

    @Test func scrollToRowPlacesTheRow() {
        let f = TableFixture(model: TableModel(rows: 1000))
        f.table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
        #expect(f.table.contentOffset.y == 4400)
        f.table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .middle, animated: false)
        #expect(f.table.contentOffset.y == 4122)
        f.table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .bottom, animated: true)
        f.screen.advance(by: 0.5)
        #expect(f.table.contentOffset.y == 3844)
        f.table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        #expect(f.table.contentOffset.y == 0)
        f.screen.advance(by: 0)
        f.expectConsistent()
    }

    // MARK: Bad input

    @Test func aNegativeRowCountIsZero() {
        let model = TableModel(rows: 5)
        model.rowCountOverride = -3
        var f: TableFixture?
        let lines = capturingDiagnostics { f = TableFixture(model: model) }
        #expect(lines == ["WidgetKitLite: TableView: numberOfRowsInSection(0) returned -3; using 0"])
        #expect(f?.table.numberOfRows(inSection: 0) == 0)
        #expect(f?.cellsInTree.isEmpty == true)
    }

    @Test func aCellShownElsewhereIsReplacedByABlankOne() {
        let model = TableModel(rows: 5)
        model.fixedCell = TableViewCell(style: .default, reuseIdentifier: "row")
        var f: TableFixture?
        let lines = capturingDiagnostics { f = TableFixture(model: model) }
        #expect(lines.count == 4)
        #expect(lines.first?.contains("returned a cell that is shown elsewhere") == true)
        #expect(f?.cellsInTree.count == 5)
    }

    @Test func anUnregisteredIdentifierGetsADefaultCell() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200))
        _ = screen.makeWindow()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        var cell: TableViewCell?
        let lines = capturingDiagnostics { cell = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0)) }
        #expect(lines == ["WidgetKitLite: TableView: no cell class registered for \"nope\"; using a default TableViewCell"])
        #expect(cell?.reuseIdentifier == "nope")
    }

    @Test func indexPathsOutOfRangeAreIgnored() {
        let f = TableFixture(model: TableModel(rows: 5))
        let lines = capturingDiagnostics {
            f.table.selectRow(at: IndexPath(row: 9, section: 0), animated: false, scrollPosition: .top)
            f.table.scrollToRow(at: IndexPath(row: 0, section: 3), at: .top, animated: false)
            f.table.deselectRow(at: IndexPath(row: -1, section: 0), animated: false)
            #expect(f.table.rectForRow(at: IndexPath(row: 5, section: 0)) == .zero)
        }
        #expect(lines.count == 4)
        #expect(lines[0] == "WidgetKitLite: TableView.selectRow(at:animated:scrollPosition:): index path [0, 9] is out of range; ignored")
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(f.table.contentOffset == .zero)
    }

    @Test func anUpdateThatDoesNotAddUpReloads() {
        let f = TableFixture(model: TableModel(rows: 20))
        f.model.sections[0].removeSubrange(0..<3)
        let lines = capturingDiagnostics { f.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
        #expect(lines == ["WidgetKitLite: TableView.deleteRows(at:with:): the data source has 17 rows in section 0, 19 expected after the update; reloading the table"])
        f.screen.advance(by: 0)
        #expect(f.table.numberOfRows(inSection: 0) == 17)
        f.expectConsistent()
    }
}

@MainActor @Suite struct TableSectionHeaderTests {
    private func model() -> TableModel {
        TableModel(sections: (0..<5).map { s in (0..<10).map { "S\(s) R\($0)" } }, headers: (0..<5).map { "Section \($0)" })
    }

    @Test func scrollingUnderPinnedHeadersPaintsWhatAFullRepaintPaints() {
        let f = TableFixture(model: model())
        for _ in 0..<12 {
            f.screen.scroll(dy: 70, at: CGPoint(x: 200, y: 300))
            f.screen.advance(by: 0.05)
        }
        f.screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), duration: 0.2)
        f.screen.advance(by: 0.3)
        let shown = f.screen.snapshot(), full = f.screen.fullRepaint()
        var differing = 0
        for y in 0..<shown.height {
            for x in 0..<shown.width where shown.pixel(x: x, y: y) != full.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
        f.screen.advance(by: 3)
        let settledShown = f.screen.snapshot(), settledFull = f.screen.fullRepaint()
        var settledDiffering = 0
        for y in 0..<settledShown.height {
            for x in 0..<settledShown.width where settledShown.pixel(x: x, y: y) != settledFull.pixel(x: x, y: y) {
                settledDiffering += 1
            }
        }
        #expect(settledDiffering == 0)
    }
}

/// A cell whose label wraps onto as many lines as its text has.
final class MultilineCell: TableViewCell {
    required init?(coder: NSCoder) { nil }

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 0
    }
}

/// A cell whose label wraps at the cell's width (less its insets), so its height depends on
/// the width it is measured at.
final class WrappingCell: TableViewCell {
    required init?(coder: NSCoder) { nil }

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 0
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width - 2 * Theme.light.lists.separatorInset
        let text = textLabel?.sizeThatFits(CGSize(width: max(1, width), height: 0)) ?? .zero
        return CGSize(width: size.width, height: max(Theme.light.lists.rowHeight, text.height + 16))
    }
}
