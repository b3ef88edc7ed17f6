import Foundation
import Testing
@testable import WidgetKitLite

@MainActor
final class RowDragSource: TableViewDragDelegate {
    var asked: [IndexPath] = []
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        asked.append(indexPath)
        let item = DragItem(itemProvider: ItemProvider(object: "Row \(indexPath.row)"))
        item.localObject = indexPath
        return [item]
    }
}

@MainActor @Suite struct ListDragTests {
    /// A 200-pt-wide table of 50 rows at the left, a drop target at the right.
    @MainActor struct Scene {
        let f = TableFixture(model: TableModel(rows: 50)) { $0.frame = CGRect(x: 0, y: 0, width: 200, height: 600) }
        let source = RowDragSource()
        let target = RecordingDropDelegate()

        init() {
            let drop = View(frame: CGRect(x: 220, y: 0, width: 180, height: 600))
            f.window.addSubview(drop)
            drop.addInteraction(DropInteraction(delegate: target))
            f.table.dragDelegate = source
            f.screen.advance(by: 0)
        }
    }

    @Test func aRowDraggedSidewaysDropsItsItemsOnTheTarget() async {
        let s = Scene()
        let y = s.f.table.rectForRow(at: IndexPath(row: 2, section: 0)).midY
        s.f.screen.press(at: CGPoint(x: 50, y: y))
        s.f.screen.move(to: CGPoint(x: 70, y: y))
        s.f.screen.move(to: CGPoint(x: 300, y: y))
        s.f.screen.release(at: CGPoint(x: 300, y: y))
        #expect(s.source.asked == [IndexPath(row: 2, section: 0)])
        #expect(s.target.localObjects.first as? IndexPath == IndexPath(row: 2, section: 0))
        await drainMainQueue()
        #expect(s.target.strings == ["Row 2"])
        #expect(s.f.model.selected.isEmpty)
    }

    @Test func aVerticalDragScrollsInsteadOfDragging() {
        let s = Scene()
        s.f.screen.press(at: CGPoint(x: 50, y: 400))
        s.f.screen.move(to: CGPoint(x: 50, y: 380))
        s.f.screen.move(to: CGPoint(x: 50, y: 200))
        s.f.screen.release(at: CGPoint(x: 50, y: 200))
        #expect(s.source.asked.isEmpty)
        #expect(s.f.table.contentOffset.y > 0)
    }

    @Test func removingTheDelegateStopsDrags() {
        let s = Scene()
        s.f.table.dragDelegate = nil
        #expect(!s.f.table.interactions.contains { $0 is DragInteraction })
    }
}
