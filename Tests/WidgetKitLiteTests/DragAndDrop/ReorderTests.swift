import Foundation
import Testing
@testable import WidgetKitLite

/// Rows "0"…"19" that may move (unless `movable` says no), logging each move.
@MainActor
final class MovableRows: TableViewDataSource, TableViewDragDelegate {
    var rows = (0..<20).map(String.init)
    var movable = true
    var moves: [(IndexPath, IndexPath)] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        let item = DragItem(itemProvider: ItemProvider(object: rows[indexPath.row]))
        item.localObject = rows[indexPath.row]
        return [item]
    }
}

/// A drop delegate that moves rows itself, or refuses every drag.
@MainActor
final class RowDropDelegate: TableViewDropDelegate {
    var accepts = true
    var coordinators: [TableViewDropCoordinator] = []
    weak var rows: MovableRows?

    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool { accepts }
    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        coordinators.append(coordinator)
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
            let source = item.sourceIndexPath, let rows
        else { return }
        rows.rows.insert(rows.rows.remove(at: source.row), at: destination.row)
        tableView.moveRow(at: source, to: destination)
        coordinator.drop(item.dragItem, toRowAt: destination)
    }
}

@MainActor @Suite struct TableReorderTests {
    @MainActor struct Scene {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600))
        let window: Window
        let table: TableView
        let rows = MovableRows()

        init() {
            window = screen.makeWindow()
            table = TableView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            table.dragDelegate = rows
            window.addSubview(table)
            screen.advance(by: 0)
        }

        func midY(_ row: Int) -> CGFloat { table.rectForRow(at: IndexPath(row: row, section: 0)).midY }

        /// Lifts `row` by moving sideways, then moves over `over`.
        func lift(_ row: Int, over: Int) {
            screen.press(at: CGPoint(x: 50, y: midY(row)))
            screen.move(to: CGPoint(x: 70, y: midY(row)))
            screen.move(to: CGPoint(x: 90, y: midY(row)))
            screen.move(to: CGPoint(x: 90, y: midY(over)))
        }

        func drag(_ row: Int, to over: Int) {
            lift(row, over: over)
            screen.release(at: CGPoint(x: 90, y: midY(over)))
            screen.advance(by: 1)
        }

        var shownTitles: [String] {
            (0..<6).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
        }
        var operation: DropOperation? { table.listDragSource?.interaction.session?.dropSession.operation }
    }

    @Test func aRowDraggedDownLandsWhereThePointerIs() {
        let s = Scene()
        s.drag(2, to: 5)
        #expect(s.rows.moves.map { [$0.0.row, $0.1.row] } == [[2, 5]])
        #expect(s.rows.rows.prefix(7) == ["0", "1", "3", "4", "5", "2", "6"])
        #expect(s.shownTitles == ["0", "1", "3", "4", "5", "2"])
    }

    @Test func aRowDraggedUpLandsWhereThePointerIs() {
        let s = Scene()
        s.drag(6, to: 1)
        #expect(s.rows.moves.map { [$0.0.row, $0.1.row] } == [[6, 1]])
        #expect(s.rows.rows.prefix(7) == ["0", "6", "1", "2", "3", "4", "5"])
    }

    @Test func aLineShowsTheGapWhileDraggingAndGoesAfter() throws {
        let s = Scene()
        s.lift(2, over: 5)
        #expect(s.operation == .move)
        let line = try #require(s.table.listDropTarget?.insertionLine)
        #expect(!line.isHidden && line.superview === s.table)
        #expect(line.frame.midY == s.table.rectForRow(at: IndexPath(row: 5, section: 0)).maxY)
        s.screen.move(to: CGPoint(x: 90, y: s.midY(0)))
        #expect(line.frame.midY == s.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY)
        s.screen.release(at: CGPoint(x: 90, y: s.midY(0)))
        #expect(line.superview == nil)
    }

    @Test func escapeLeavesTheOrderAsItWas() {
        let s = Scene()
        s.lift(2, over: 5)
        s.screen.key("Escape")
        s.screen.release(at: CGPoint(x: 90, y: s.midY(5)))
        #expect(s.rows.moves.isEmpty)
        #expect(s.rows.rows.prefix(6) == ["0", "1", "2", "3", "4", "5"])
        #expect(s.table.listDropTarget?.insertionLine.superview == nil)
    }

    @Test func rowsTheDataSourceCannotMoveAreForbidden() {
        let s = Scene()
        s.rows.movable = false
        s.lift(2, over: 5)
        #expect(s.operation == .forbidden)
        s.screen.release(at: CGPoint(x: 90, y: s.midY(5)))
        #expect(s.rows.moves.isEmpty)
    }

    @Test func aDropDelegateGetsTheSourceAndDestination() {
        let s = Scene()
        let delegate = RowDropDelegate()
        delegate.rows = s.rows
        s.rows.movable = false
        s.table.dropDelegate = delegate
        s.drag(4, to: 1)
        #expect(delegate.coordinators.count == 1)
        let coordinator = delegate.coordinators[0]
        #expect(coordinator.items.map(\.sourceIndexPath) == [IndexPath(row: 4, section: 0)])
        #expect(coordinator.items.first?.dragItem.localObject as? String == "4")
        #expect(coordinator.destinationIndexPath == IndexPath(row: 1, section: 0))
        #expect(coordinator.proposal.operation == .move && coordinator.proposal.intent == .insertAtDestinationIndexPath)
        #expect(coordinator.dropped.map(\.indexPath) == [IndexPath(row: 1, section: 0)])
        #expect(s.rows.rows.prefix(5) == ["0", "4", "1", "2", "3"])
        #expect(s.rows.moves.isEmpty)
    }

    @Test func rowsTheDataSourceCanMoveAreMovedByItEvenWithADropDelegate() {
        let s = Scene()
        let delegate = RowDropDelegate()
        s.table.dropDelegate = delegate
        s.drag(4, to: 1)
        #expect(delegate.coordinators.isEmpty)
        #expect(s.rows.moves.map { [$0.0.row, $0.1.row] } == [[4, 1]])
        #expect(s.rows.rows.prefix(5) == ["0", "4", "1", "2", "3"])
    }

    @Test func aListThatTakesNoDragIsNotDroppedOn() {
        let s = Scene()
        let delegate = RowDropDelegate()
        delegate.accepts = false
        s.table.dropDelegate = delegate
        s.lift(2, over: 5)
        #expect(s.operation == .cancel)
        s.screen.release(at: CGPoint(x: 90, y: s.midY(5)))
        #expect(delegate.coordinators.isEmpty)
        #expect(s.rows.rows.prefix(6) == ["0", "1", "2", "3", "4", "5"])
    }

    @Test func dragsCanBeTurnedOff() {
        let s = Scene()
        s.table.dragInteractionEnabled = false
        s.drag(2, to: 5)
        #expect(s.rows.moves.isEmpty)
    }
}

/// Moves the grid's items on drop, logging each coordinator.
@MainActor
final class GridReorder: CollectionViewDragDelegate, CollectionViewDropDelegate {
    let model: GridModel
    var coordinators: [CollectionViewDropCoordinator] = []
    init(model: GridModel) { self.model = model }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(itemProvider: ItemProvider(object: model.sections[0][indexPath.item]))]
    }
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        coordinators.append(coordinator)
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first, let source = item.sourceIndexPath
        else { return }
        model.sections[0].insert(model.sections[0].remove(at: source.item), at: destination.item)
        collectionView.moveItem(at: source, to: destination)
        coordinator.drop(item.dragItem, toItemAt: destination)
    }
}

@MainActor @Suite struct CollectionReorderTests {
    @MainActor struct Scene {
        let f = GridFixture(model: GridModel(items: 12))
        let reorder: GridReorder

        init() {
            reorder = GridReorder(model: f.model)
            f.collection.dragDelegate = reorder
            f.collection.dropDelegate = reorder
        }

        func center(_ item: Int) -> CGPoint {
            let frame = f.collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
            return CGPoint(x: frame.midX, y: frame.midY)
        }

        func drag(_ item: Int, to over: Int, escape: Bool = false) {
            let start = center(item)
            f.screen.press(at: start)
            f.screen.move(to: CGPoint(x: start.x + 15, y: start.y))
            f.screen.move(to: CGPoint(x: start.x + 20, y: start.y))
            f.screen.move(to: center(over))
            if escape { f.screen.key("Escape") }
            f.screen.release(at: center(over))
            f.screen.advance(by: 1)
        }
    }

    @Test func anItemDraggedForwardLandsWhereThePointerIs() {
        let s = Scene()
        s.drag(1, to: 4)
        #expect(s.reorder.coordinators.first?.items.first?.sourceIndexPath == IndexPath(item: 1, section: 0))
        #expect(s.reorder.coordinators.first?.destinationIndexPath == IndexPath(item: 4, section: 0))
        #expect(s.f.model.sections[0].prefix(6) == ["0", "2", "3", "4", "1", "5"])
    }

    @Test func anItemDraggedBackLandsWhereThePointerIs() {
        let s = Scene()
        s.drag(5, to: 0)
        #expect(s.f.model.sections[0].prefix(6) == ["5", "0", "1", "2", "3", "4"])
        #expect(s.reorder.coordinators.first?.dropped.map(\.indexPath) == [IndexPath(item: 0, section: 0)])
    }

    @Test func escapeLeavesTheOrderAsItWas() {
        let s = Scene()
        s.drag(1, to: 4, escape: true)
        #expect(s.reorder.coordinators.isEmpty)
        #expect(s.f.model.sections[0].prefix(6) == ["0", "1", "2", "3", "4", "5"])
    }
}
