// The code of the "Configure a row" section of the "Building a list" article, compiled and
// run by `swift test`. Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// A settings row: a title and its value at the trailing edge.
@MainActor
func settingsCell(in tableView: TableView, for indexPath: IndexPath, title: String, value: String) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
    var content = ListContentConfiguration.valueCell()
    content.text = title
    content.secondaryText = value
    cell.contentConfiguration = content
    return cell
}

/// A sidebar row: white on the tint colour while selected, bold while pressed.
@MainActor
func sidebarCell(in tableView: TableView, for indexPath: IndexPath, title: String) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "sidebar", for: indexPath)
    var content = ListContentConfiguration.sidebarCell()
    content.text = title
    cell.contentConfiguration = content
    cell.backgroundConfiguration = .listSidebarCell()
    cell.configurationUpdateHandler = { cell, state in
        guard var content = cell.contentConfiguration as? ListContentConfiguration else { return }
        content.textProperties.font = state.isHighlighted ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        cell.contentConfiguration = content
    }
    return cell
}

// MARK: Running it

/// Two settings rows, then three sidebar rows.
@MainActor
private final class ConfiguredRows: TableViewDataSource {
    let sidebar = ["Inbox", "Drafts", "Archive"]

    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : sidebar.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.section == 0 {
            return settingsCell(in: tableView, for: indexPath, title: ["Wi-Fi", "Storage"][indexPath.row], value: ["Home", "12 GB"][indexPath.row])
        }
        return sidebarCell(in: tableView, for: indexPath, title: sidebar[indexPath.row])
    }
}

extension Examples {
    @MainActor @Suite struct ListConfigurations {
        @Test func aSelectedSidebarRowTurnsWhiteOnTheTint() {
            let screen = HeadlessScreen(size: CGSize(width: 320, height: 400))
            let window = screen.makeWindow()
            let rows = ConfiguredRows()
            let table = TableView(frame: window.bounds, style: .plain)
            table.register(TableViewCell.self, forCellReuseIdentifier: "setting")
            table.register(TableViewCell.self, forCellReuseIdentifier: "sidebar")
            table.rowHeight = TableView.automaticDimension
            table.dataSource = rows
            window.addSubview(table)
            screen.advance(by: 0)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
            let row = IndexPath(row: 1, section: 1)
            table.selectRow(at: row, animated: false, scrollPosition: .none)
            screen.advance(by: 0)
            let content = table.cellForRow(at: row)?.contentConfiguration as? ListContentConfiguration
            #expect(content?.text == "Drafts")
            #expect(content?.textProperties.color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == .white)
            #expect(content?.textProperties.font == .systemFont(ofSize: 17))
            let frame = table.rectForRow(at: row)
            #expect(screen.snapshot().pixel(x: Int(frame.midX), y: Int(frame.minY) + 2) == Theme.light.tintColor)
            withExtendedLifetime(rows) {}
        }
    }
}
