import Foundation
import Testing
import WidgetKitLite

/// An inset grouped table of configured rows — `.cell()`, `.subtitleCell()` and
/// `.valueCell()` rows, then a sidebar section with its second row selected — in the light
/// and the dark appearance.
@MainActor @Suite struct CellConfigurationGoldenTests {
    private func listImage(_ style: UserInterfaceStyle) -> Image {
        var inbox = ListContentConfiguration.cell()
        inbox.text = "Inbox"
        inbox.image = RowGlyphs.disc(20)
        var drafts = ListContentConfiguration.subtitleCell()
        drafts.text = "Drafts"
        drafts.secondaryText = "3 messages"
        drafts.image = RowGlyphs.frame(20)
        var storage = ListContentConfiguration.valueCell()
        storage.text = "Storage"
        storage.secondaryText = "12 GB"
        var header = ListContentConfiguration.sidebarHeader()
        header.text = "Library"
        let sidebar = [("Recently Added", RowGlyphs.disc(18)), ("Artists", RowGlyphs.triangle(18)), ("Albums", RowGlyphs.frame(18))]
            .map { title, glyph in
                var row = ListContentConfiguration.sidebarCell()
                row.text = title
                row.image = glyph
                return row
            }
        let model = ConfigurationListModel(sections: [[inbox, drafts, storage], [header] + sidebar]) { indexPath in
            guard indexPath.section == 1 else { return nil }
            return indexPath.row == 0 ? .listSidebarHeader() : .listSidebarCell()
        }
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 380))
        let window = screen.makeWindow()
        window.overrideUserInterfaceStyle = style
        let table = ConfigurationListTable(frame: window.bounds, style: .insetGrouped, model: model)
        table.rowHeight = TableView.automaticDimension
        window.addSubview(table)
        screen.advance(by: 0)
        table.selectRow(at: IndexPath(row: 2, section: 1), animated: false, scrollPosition: .none)
        screen.advance(by: 0)
        return screen.snapshot()
    }

    @Test func lightList() { expectMatchesGolden(listImage(.light), named: "list-configurations-light") }

    @Test func darkList() { expectMatchesGolden(listImage(.dark), named: "list-configurations-dark") }
}
