import Foundation
import Testing
@testable import WidgetKitLite

@MainActor
final class FruitListController: TableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]
    var opened: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "fruit")
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { opened.append(indexPath) }
}

/// `TableViewController`: its table, the overridden data source and delegate, clearing the
/// selection when it appears again, its refresh control.
@MainActor @Suite struct TableViewControllerTests {
    @Test func theControllersTableShowsItsRowsAndSelectionClearsOnAppear() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let controller = FruitListController(style: .insetGrouped)
        window.rootViewController = controller
        screen.advance(by: 0)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text ?? "" } == ["Apple", "Banana", "Cherry"])
        let row = controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        screen.click(at: CGPoint(x: row.midX, y: row.midY))
        #expect(controller.opened == [IndexPath(row: 1, section: 0)])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        controller.viewWillAppear(true)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(true)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        let refresh = RefreshControl()
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
    }
}
