import Foundation
import Testing
import WidgetKitLite

/// Built-in views an app puts its own views into take clicks by default, as UIKit's do
/// (`isUserInteractionEnabled` is true for `UITableViewCell.contentView`, accessory views,
/// table header views, `UIStackView`, scroll views' content, bar items' custom views): a
/// control placed inside receives a click.
@MainActor @Suite struct ContainerInteractionTests {
    /// A window of `size` on a fresh screen.
    private func makeWindow(_ size: CGSize = CGSize(width: 400, height: 300)) -> (HeadlessScreen, Window) {
        let screen = HeadlessScreen(size: size)
        return (screen, screen.makeWindow())
    }

    /// Clicks the middle of `view` (window coordinates).
    private func click(_ view: View, on screen: HeadlessScreen) {
        screen.click(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// A table of three rows; `configure` sets up each cell the data source hands out.
    private final class Rows: TableViewDataSource, TableViewDelegate {
        var configure: (TableViewCell, IndexPath) -> Void = { _, _ in }
        var selected: [IndexPath] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            configure(cell, indexPath)
            return cell
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    private func makeTable(_ rows: Rows, in window: Window, screen: HeadlessScreen) -> TableView {
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        screen.advance(by: 0)
        return table
    }

    @Test func aCellsContentViewTakesClicksByDefault() {
        #expect(TableViewCell(style: .default, reuseIdentifier: nil).contentView.isUserInteractionEnabled)
        let (screen, window) = makeWindow()
        let rows = Rows()
        var switches: [Switch] = []
        rows.configure = { cell, _ in
            guard !cell.contentView.subviews.contains(where: { $0 is Switch }) else { return }
            let toggle = Switch()
            toggle.frame.origin = CGPoint(x: 300, y: 6)
            cell.contentView.addSubview(toggle)
            switches.append(toggle)
        }
        let table = makeTable(rows, in: window, screen: screen)
        let toggle = table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.subviews.first { $0 is Switch } as? Switch
        #expect(toggle != nil)
        if let toggle { click(toggle, on: screen) }
        #expect(toggle?.isOn == true)
        #expect(switches.filter(\.isOn).count == 1)
        // The click went to the switch, not to the row.
        #expect(rows.selected.isEmpty && table.indexPathForSelectedRow == nil)
        // A click on the content view beside the switch still selects the row.
        screen.click(at: CGPoint(x: 100, y: 66))
        #expect(rows.selected == [IndexPath(row: 1, section: 0)])
    }

    @Test func aCellsAccessoryViewTakesClicks() {
        let (screen, window) = makeWindow()
        let rows = Rows()
        rows.configure = { cell, _ in if cell.accessoryView == nil { cell.accessoryView = Switch() } }
        let table = makeTable(rows, in: window, screen: screen)
        let toggle = table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryView as? Switch
        if let toggle { click(toggle, on: screen) }
        #expect(toggle?.isOn == true)
        #expect(rows.selected.isEmpty)
    }

    @Test func aTableHeaderViewTakesClicks() {
        let (screen, window) = makeWindow()
        let rows = Rows()
        var taps = 0
        let header = View(frame: CGRect(x: 0, y: 0, width: 400, height: 60))
        let button = Button(title: "Header", style: .filled, primaryAction: Action { _ in taps += 1 })
        button.frame = CGRect(x: 10, y: 10, width: 120, height: 40)
        header.addSubview(button)
        let table = makeTable(rows, in: window, screen: screen)
        table.tableHeaderView = header
        screen.advance(by: 0)
        click(button, on: screen)
        #expect(taps == 1)
        #expect(rows.selected.isEmpty)
    }

    @Test func aStackViewsArrangedControlsTakeClicks() {
        let (screen, window) = makeWindow()
        let toggle = Switch()
        var taps = 0
        let button = Button(title: "Go", style: .filled, primaryAction: Action { _ in taps += 1 })
        let stack = StackView(arrangedSubviews: [button, toggle])
        stack.frame = CGRect(x: 20, y: 20, width: 300, height: 40)
        window.addSubview(stack)
        screen.advance(by: 0)
        click(button, on: screen)
        click(toggle, on: screen)
        #expect(taps == 1 && toggle.isOn)
    }

    @Test func aScrolledScrollViewsContentTakesClicks() {
        let (screen, window) = makeWindow()
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 400, height: 1000)
        let toggle = Switch()
        toggle.frame.origin = CGPoint(x: 100, y: 500)
        scroll.addSubview(toggle)
        window.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        screen.advance(by: 0)
        click(toggle, on: screen)
        #expect(toggle.isOn)
    }

    @Test func barItemCustomViewsAndBottomBarItemsTakeClicks() {
        let (screen, window) = makeWindow()
        let page = ViewController()
        let barSwitch = Switch()
        page.navigationItem.rightBarButtonItem = BarButtonItem(customView: barSwitch)
        let bottomSwitch = Switch()
        let bottomBar = BottomBar(frame: .zero)
        bottomBar.items = [bottomSwitch]
        page.view.addSubview(bottomBar)
        window.rootViewController = NavigationController(rootViewController: page)
        screen.advance(by: 0)
        click(barSwitch, on: screen)
        click(bottomSwitch, on: screen)
        #expect(barSwitch.isOn)
        #expect(bottomSwitch.isOn)
    }
}
