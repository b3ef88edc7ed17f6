// UIKit's "Adopting drag and drop in a table view" sample with `UI` dropped, compiled and run
// by `swift test`: public API only.
import Foundation
import Testing
import WidgetKitLite

/// The sample's model: a list of strings.
@MainActor
final class ReorderModel {
    var placeNames = ["Yosemite", "Yellowstone", "Theodore Roosevelt", "Sequoia", "Pinnacles", "Acadia"]

    func canHandle(_ session: DropSession) -> Bool { session.canLoadObjects(ofClass: String.self) }

    func dragItems(for indexPath: IndexPath) -> [DragItem] {
        let placeName = placeNames[indexPath.row]
        let itemProvider = ItemProvider(object: placeName)
        return [DragItem(itemProvider: itemProvider)]
    }

    func moveItem(at sourceIndex: Int, to destinationIndex: Int) {
        guard sourceIndex != destinationIndex else { return }
        let place = placeNames[sourceIndex]
        placeNames.remove(at: sourceIndex)
        placeNames.insert(place, at: destinationIndex)
    }

    func addItem(_ place: String, at index: Int) { placeNames.insert(place, at: index) }
}

final class PlacesTableViewController: TableViewController, TableViewDragDelegate, TableViewDropDelegate {
    let model = ReorderModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { model.placeNames.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = model.placeNames[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        model.moveItem(at: sourceIndexPath.row, to: destinationIndexPath.row)
    }

    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        model.dragItems(for: indexPath)
    }

    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
        model.canHandle(session)
    }

    func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        var dropProposal = TableViewDropProposal(operation: .cancel)
        guard session.items.count == 1 else { return dropProposal }
        if tableView.hasActiveDrag {
            dropProposal = TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        } else {
            dropProposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
        return dropProposal
    }

    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        let destinationIndexPath: IndexPath
        if let indexPath = coordinator.destinationIndexPath {
            destinationIndexPath = indexPath
        } else {
            let section = tableView.numberOfSections - 1
            let row = tableView.numberOfRows(inSection: section)
            destinationIndexPath = IndexPath(row: row, section: section)
        }
        coordinator.session.loadObjects(ofClass: String.self) { items in
            var indexPaths = [IndexPath]()
            for (index, item) in items.enumerated() {
                let indexPath = IndexPath(row: destinationIndexPath.row + index, section: destinationIndexPath.section)
                self.model.addItem(item, at: indexPath.row)
                indexPaths.append(indexPath)
            }
            tableView.insertRows(at: indexPaths, with: .automatic)
        }
    }
}

@MainActor @Suite struct TableReorderExample {
    @Test func aPlaceDraggedDownMovesThere() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
        let window = screen.makeWindow()
        let controller = PlacesTableViewController()
        window.rootViewController = controller
        screen.advance(by: 0)
        let table = controller.tableView!
        let from = table.rectForRow(at: IndexPath(row: 0, section: 0)).midY
        let to = table.rectForRow(at: IndexPath(row: 2, section: 0)).midY
        screen.press(at: CGPoint(x: 40, y: from))
        screen.move(to: CGPoint(x: 60, y: from))
        screen.move(to: CGPoint(x: 80, y: from))
        screen.move(to: CGPoint(x: 80, y: to))
        #expect(table.hasActiveDrag)
        screen.release(at: CGPoint(x: 80, y: to))
        screen.advance(by: 1)
        #expect(!table.hasActiveDrag)
        #expect(controller.model.placeNames.prefix(3) == ["Yellowstone", "Theodore Roosevelt", "Yosemite"])
    }
}
