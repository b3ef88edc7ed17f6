import Foundation
import Testing
@testable import WidgetKitLite

/// A delegate and data source with swipe actions, editing and prefetching, over a `TableModel`.
@MainActor
final class ActionModel: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    var rows: [String]
    var performed: [String] = []
    var committed: [IndexPath] = []
    var moves: [(IndexPath, IndexPath)] = []
    var prefetched: [IndexPath] = []
    var cancelled: [IndexPath] = []
    var trailing: ((IndexPath) -> SwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> SwipeActionsConfiguration?)?
    weak var table: TableView?

    init(rows: Int) { self.rows = (0..<rows).map { "Row \($0)" } }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        committed.append(indexPath)
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        if let trailing { return trailing(indexPath) }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            self.performed.append("Delete \(self.rows[indexPath.row])")
            self.rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
            done(true)
        }
        let flag = ContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
            self.performed.append("Flag \(self.rows[indexPath.row])")
            done(true)
        }
        flag.backgroundColor = .systemOrange
        return SwipeActionsConfiguration(actions: [delete, flag])
    }
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        leading?(indexPath)
    }
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
}

@MainActor
struct ActionFixture {
    let screen: HeadlessScreen
    let window: Window
    let table: TableView
    let model: ActionModel

    init(rows: Int = 5, style: TableView.Style = .plain) {
        screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        window = screen.makeWindow()
        table = TableView(frame: window.bounds, style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        model = ActionModel(rows: rows)
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        screen.advance(by: 0)
    }

    func cell(_ row: Int) -> TableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }
}

/// Swipe actions by drag, wheel, right-click and the Delete key; editing mode; refresh;
/// prefetching.
@MainActor @Suite struct TableViewSwipeEditingTests {
    @Test func aDragToTheLeftOpensTheTrailingActions() {
        let f = ActionFixture()
        f.screen.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 150, y: 68), duration: 0.3)
        f.screen.advance(by: 0.5)
        let open = f.table.swipe
        #expect(open?.cell === f.cell(1))
        #expect(f.table.contentOffset.y == 0)
        // Delete (81 pt) and Flag (74 pt): the row rests 155 pt to the left, the buttons in its place.
        #expect(f.cell(1)?.frame.minX == -155)
        #expect(open?.actionsView.frame == CGRect(x: 245, y: 44, width: 155, height: 44))
        #expect(f.cell(1)?.configurationState.isSwiped == true)
        expectMatchesGolden(f.screen.snapshot(), named: "table-swipe-open")
        // Clicking the Flag button runs it and the row closes.
        f.screen.click(at: CGPoint(x: 290, y: 66))
        f.screen.advance(by: 0.5)
        #expect(f.model.performed == ["Flag Row 1"])
        #expect(f.table.swipe == nil)
        #expect(f.cell(1)?.frame.minX == 0)
        #expect(f.cell(1)?.configurationState.isSwiped == false)
    }

    @Test func aShortDragSnapsBackAndAClickElsewhereCloses() {
        let f = ActionFixture()
        f.screen.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 270, y: 22), duration: 0.3)
        f.screen.advance(by: 0.5)
        #expect(f.table.swipe == nil)
        #expect(f.cell(0)?.frame.minX == 0)
        #expect(f.table.openSwipeActions(at: CGPoint(x: 10, y: 22)))
        f.screen.advance(by: 0.5)
        f.screen.click(at: CGPoint(x: 100, y: 200))
        f.screen.advance(by: 0.5)
        #expect(f.table.swipe == nil)
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(f.model.performed.isEmpty)
    }

    @Test func aFullSwipeRunsTheFirstAction() {
        let f = ActionFixture()
        f.screen.drag(from: CGPoint(x: 380, y: 22), to: CGPoint(x: 40, y: 22), duration: 0.3)
        f.screen.advance(by: 1)
        #expect(f.model.performed == ["Delete Row 0"])
        #expect(f.table.swipe == nil)
        #expect(f.cell(0)?.textLabel?.text == "Row 1")
    }

    @Test func aVerticalDragScrollsAndDoesNotSwipe() {
        let f = ActionFixture(rows: 30)
        f.screen.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 190, y: 100), duration: 0.3)
        #expect(f.table.swipe == nil)
        #expect(f.table.contentOffset.y > 100)
    }

    @Test func aSidewaysWheelSwipesAndSnaps() {
        let f = ActionFixture()
        for _ in 0..<3 { f.screen.scroll(dx: 30, dy: 0, at: CGPoint(x: 200, y: 110)) }
        #expect(f.table.swipe?.cell === f.cell(2))
        #expect(f.cell(2)?.frame.minX == -90)
        f.screen.advance(by: 0.6)
        #expect(f.cell(2)?.frame.minX == -155)
        // Shift turns the vertical wheel sideways: back to the right closes the row.
        for _ in 0..<4 { f.screen.scroll(dy: -40, at: CGPoint(x: 100, y: 110), modifiers: .shift) }
        f.screen.advance(by: 0.6)
        #expect(f.table.swipe == nil)
        #expect(f.table.contentOffset.y == 0)
    }

    @Test func aRightClickOpensTheActionsAndDeleteRunsTheDestructiveOne() {
        let f = ActionFixture()
        f.screen.secondaryClick(at: CGPoint(x: 200, y: 154))
        f.screen.advance(by: 0.5)
        #expect(f.table.swipe?.cell === f.cell(3))
        #expect(f.cell(3)?.frame.minX == -155)
        f.screen.click(at: CGPoint(x: 100, y: 22))
        f.screen.advance(by: 0.5)
        f.screen.click(at: CGPoint(x: 100, y: 22))
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        f.screen.key("Delete")
        f.screen.advance(by: 0.5)
        #expect(f.model.performed == ["Delete Row 0"])
        #expect(f.model.rows.first == "Row 1")
    }

    @Test func aConfigurationWithoutActionsDoesNotSwipe() {
        let f = ActionFixture()
        f.model.trailing = { _ in SwipeActionsConfiguration(actions: []) }
        let lines = capturingDiagnostics {
            f.screen.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 100, y: 22), duration: 0.3)
            f.screen.advance(by: 0.5)
        }
        #expect(f.table.swipe == nil)
        #expect(lines.contains { $0.contains("has no actions") })
    }

    @Test func editingShowsDeleteControlsThatCommitTheDeletion() {
        let f = ActionFixture()
        f.table.setEditing(true, animated: true)
        f.screen.advance(by: 0.5)
        #expect(f.table.isEditing)
        #expect(f.cell(0)?.contentView.frame.minX == 38)
        expectMatchesGolden(f.screen.snapshot(), named: "table-editing")
        // The red minus reveals Delete; clicking it commits through the data source.
        f.screen.click(at: CGPoint(x: 19, y: 66))
        f.screen.advance(by: 0.5)
        #expect(f.cell(1)?.frame.minX == -81)
        f.screen.click(at: CGPoint(x: 360, y: 66))
        f.screen.advance(by: 0.5)
        #expect(f.model.committed == [IndexPath(row: 1, section: 0)])
        #expect(f.model.rows == ["Row 0", "Row 2", "Row 3", "Row 4"])
        f.table.setEditing(false, animated: false)
        #expect(f.cell(0)?.contentView.frame.minX == 0)
    }

    @Test func draggingAReorderHandleMovesTheRow() {
        let f = ActionFixture()
        f.table.setEditing(true, animated: false)
        f.screen.advance(by: 0)
        // Row 0's handle at the trailing edge, dragged down past rows 1 and 2.
        f.screen.press(at: CGPoint(x: 381, y: 22))
        f.screen.move(to: CGPoint(x: 381, y: 60))
        f.screen.advance(by: 0.1)
        f.screen.move(to: CGPoint(x: 381, y: 120))
        f.screen.advance(by: 0.5)
        // Rows 1 and 2 slid up to make room.
        #expect(f.cell(1)?.frame.minY == 0)
        #expect(f.cell(2)?.frame.minY == 44)
        f.screen.release(at: CGPoint(x: 381, y: 120))
        f.screen.advance(by: 0.5)
        #expect(f.model.moves.count == 1)
        #expect(f.model.moves.first?.0 == IndexPath(row: 0, section: 0))
        #expect(f.model.moves.first?.1 == IndexPath(row: 2, section: 0))
        #expect(f.model.rows == ["Row 1", "Row 2", "Row 0", "Row 3", "Row 4"])
        #expect(f.table.visibleCells.map { $0.textLabel?.text ?? "" } == f.model.rows)
        #expect(f.cell(2)?.frame.minY == 88)
    }

    @Test func pullingDownRefreshesAndEndRefreshingRestores() {
        let f = ActionFixture(rows: 30)
        let control = RefreshControl()
        var refreshes = 0
        control.addAction(Action(handler: { _ in refreshes += 1 }), for: .valueChanged)
        f.table.refreshControl = control
        f.screen.drag(from: CGPoint(x: 200, y: 20), to: CGPoint(x: 200, y: 280), duration: 0.4)
        f.screen.advance(by: 1)
        #expect(refreshes == 1)
        #expect(control.isRefreshing)
        #expect(f.table.contentInset.top == 60)
        #expect(f.table.contentOffset.y == -60)
        control.endRefreshing()
        f.screen.advance(by: 1)
        #expect(!control.isRefreshing)
        #expect(f.table.contentInset.top == 0)
        #expect(f.table.contentOffset.y == 0)
        // F5 and Ctrl+R on the focused table refresh too.
        f.screen.click(at: CGPoint(x: 100, y: 22))
        f.screen.key("F5")
        #expect(refreshes == 2)
        control.endRefreshing()
        f.screen.key("r", modifiers: .control)
        #expect(refreshes == 3)
    }

    @Test func rowsAheadOfTheScrollingArePrefetched() {
        let f = ActionFixture(rows: 100)
        f.table.prefetchDataSource = f.model
        f.table.contentOffset = CGPoint(x: 0, y: 44)
        f.screen.runFrame()
        // 300 pt + 44 pt margins: rows 0…8 exist; the next nine are prefetched.
        #expect(f.model.prefetched.first == IndexPath(row: 9, section: 0))
        #expect(f.model.prefetched.count == 9)
        f.table.contentOffset = CGPoint(x: 0, y: 0)
        f.screen.runFrame()
        #expect(!f.model.cancelled.isEmpty)
    }
}
