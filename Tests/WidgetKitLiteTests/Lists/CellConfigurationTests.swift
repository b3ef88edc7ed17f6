import Foundation
import Testing
@testable import WidgetKitLite

private let light = TraitCollection(userInterfaceStyle: .light)
private let dark = TraitCollection(userInterfaceStyle: .dark)

private func state(selected: Bool = false, highlighted: Bool = false) -> CellConfigurationState {
    var state = CellConfigurationState(traitCollection: light)
    state.isSelected = selected
    state.isHighlighted = highlighted
    return state
}

/// A configuration that is not a list configuration, shown by a plain view.
private struct SwatchConfiguration: ContentConfiguration {
    var color: Color
    func makeContentView() -> View & ContentView { SwatchView(configuration: self) }
    func updated(for state: ConfigurationState) -> SwatchConfiguration { self }
}

@MainActor
private final class SwatchView: View, ContentView {
    required init?(coder: NSCoder) { nil }

    var configuration: ContentConfiguration
    init(configuration: SwatchConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    func supports(_ configuration: ContentConfiguration) -> Bool { configuration is SwatchConfiguration }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 70) }
}

/// A cell that records each state `updateConfiguration(using:)` is given.
private final class RecordingCell: TableViewCell {
    var states: [CellConfigurationState] = []
    override func updateConfiguration(using state: CellConfigurationState) { states.append(state) }
}

@MainActor @Suite struct ListContentConfigurationTests {
    @Test func presetsHaveUIKitsDefaults() {
        let cell = ListContentConfiguration.cell()
        #expect(cell.text == nil && cell.secondaryText == nil && cell.image == nil)
        #expect(cell.textProperties.font == Font.systemFont(ofSize: 17))
        #expect(cell.textProperties.color == .label)
        #expect(cell.textProperties.numberOfLines == 0)
        #expect(cell.textProperties.alignment == .natural)
        #expect(cell.secondaryTextProperties.font == Font.systemFont(ofSize: 15))
        #expect(cell.secondaryTextProperties.color == .secondaryLabel)
        #expect(cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(cell.imageToTextPadding == 16)
        #expect(cell.textToSecondaryTextVerticalPadding == 3)
        #expect(cell.textToSecondaryTextHorizontalPadding == 8)
        #expect(!cell.prefersSideBySideTextAndSecondaryText)
        #expect(cell.imageProperties.tintColor == nil)
        #expect(cell.imageProperties.maximumSize == .zero && cell.imageProperties.reservedLayoutSize == .zero)

        let value = ListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        #expect(value.secondaryTextProperties.font == Font.systemFont(ofSize: 17))
        #expect(value.secondaryTextProperties.color == .secondaryLabel)
        #expect(ListContentConfiguration.subtitleCell().secondaryTextProperties.font == Font.systemFont(ofSize: 15))
        #expect(ListContentConfiguration.sidebarCell().directionalLayoutMargins.leading == 22)
        #expect(ListContentConfiguration.sidebarHeader().textProperties.font == Font.systemFont(ofSize: 17, weight: .semibold))

        let header = ListContentConfiguration.groupedHeader()
        #expect(header.textProperties.font == Font.systemFont(ofSize: 13, weight: .semibold))
        #expect(header.textProperties.color == .secondaryLabel)
        #expect(ListContentConfiguration.header() == ListContentConfiguration.plainHeader())
        #expect(ListContentConfiguration.footer().textProperties.font == Font.systemFont(ofSize: 13))
        #expect(ListContentConfiguration.prominentInsetGroupedHeader().textProperties.font == Font.systemFont(ofSize: 20, weight: .bold))
    }

    @Test func aSelectedSidebarRowHasWhiteTextAndImageUntilDeselected() {
        var sidebar = ListContentConfiguration.sidebarCell()
        sidebar.text = "Inbox"
        let selected = sidebar.updated(for: state(selected: true))
        #expect(selected.textProperties.color.resolvedColor(with: light) == .white)
        #expect(selected.textProperties.color.resolvedColor(with: dark) == .white)
        #expect(selected.imageProperties.tintColor?.resolvedColor(with: light) == .white)
        #expect(selected.updated(for: state(selected: true)) == selected, "updating twice changes nothing")
        let deselected = selected.updated(for: state())
        #expect(deselected == sidebar)
        // Pressed but not selected: the colours stay.
        #expect(sidebar.updated(for: state(highlighted: true)) == sidebar)
        // A plain row keeps its colours when selected.
        #expect(ListContentConfiguration.cell().updated(for: state(selected: true)) == .cell())
    }

    @Test func aColourTheAppSetIsKeptInEveryState() {
        var sidebar = ListContentConfiguration.sidebarCell()
        sidebar.textProperties.color = .systemRed
        let selected = sidebar.updated(for: state(selected: true))
        #expect(selected.textProperties.color == .systemRed)
        #expect(selected.secondaryTextProperties.color.resolvedColor(with: light) == .white)
    }

    @Test func textTransformAndAlignmentReachTheLabel() {
        var header = ListContentConfiguration.groupedHeader()
        header.text = "Recent items"
        header.textProperties.transform = .uppercase
        header.textProperties.alignment = .center
        let view = ListContentView(configuration: header)
        let label = view.subviews.compactMap { $0 as? Label }.first
        #expect(label?.text == "RECENT ITEMS")
        #expect(label?.textAlignment == .center)
    }
}

@MainActor @Suite struct BackgroundConfigurationTests {
    @Test func presetsTakeTheThemesColoursInBothAppearances() {
        let plain = BackgroundConfiguration.listPlainCell()
        #expect(plain.backgroundColor?.resolvedColor(with: light) == Theme.light.lists.plainBackgroundColor)
        #expect(plain.backgroundColor?.resolvedColor(with: dark) == Theme.dark.lists.plainBackgroundColor)
        let grouped = BackgroundConfiguration.listGroupedCell()
        #expect(grouped.backgroundColor?.resolvedColor(with: dark) == Theme.dark.lists.groupedCellBackgroundColor)
        #expect(grouped.cornerRadius == 0 && grouped.strokeWidth == 0 && grouped.backgroundInsets == .zero)
        let sidebar = BackgroundConfiguration.listSidebarCell()
        #expect(sidebar.backgroundColor == .clear)
        #expect(sidebar.cornerRadius == 10)
        #expect(sidebar.backgroundInsets == NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
        #expect(BackgroundConfiguration.clear().backgroundColor == .clear)
        #expect(BackgroundConfiguration.clear().updated(for: state(selected: true)) == .clear())
    }

    @Test func selectedOrPressedRowsTakeTheSelectionColour() {
        let plain = BackgroundConfiguration.listPlainCell()
        let selected = plain.updated(for: state(selected: true))
        #expect(selected.backgroundColor?.resolvedColor(with: light) == Theme.light.lists.selectedBackgroundColor)
        #expect(selected.backgroundColor?.resolvedColor(with: dark) == Theme.dark.lists.selectedBackgroundColor)
        #expect(plain.updated(for: state(highlighted: true)) == selected)
        #expect(selected.updated(for: state()) == plain)
        // The sidebar: the tint when selected, grey when only pressed.
        let sidebar = BackgroundConfiguration.listSidebarCell()
        #expect(sidebar.updated(for: state(selected: true)).backgroundColor?.resolvedColor(with: light) == Theme.light.tintColor)
        #expect(
            sidebar.updated(for: state(highlighted: true)).backgroundColor?.resolvedColor(with: light)
                == Theme.light.lists.selectedBackgroundColor)
    }

    @Test func anAppsColourWinsAndNilMeansTheTint() {
        var plain = BackgroundConfiguration.listPlainCell()
        plain.backgroundColor = .systemYellow
        #expect(plain.updated(for: state(selected: true)).backgroundColor == .systemYellow)
        plain.backgroundColor = nil
        #expect(plain.resolvedBackgroundColor(for: .systemRed) == .systemRed)
        #expect(plain.resolvedStrokeColor(for: .systemRed) == .systemRed)
    }
}

@MainActor @Suite struct TableViewCellConfigurationTests {
    private func cell(_ style: TableViewCell.CellStyle = .default, width: CGFloat = 320, in f: Fixture) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        f.root.addSubview(cell)
        return cell
    }

    @Test func aContentConfigurationReplacesTheBuiltInLabels() {
        let f = Fixture(width: 320, height: 100)
        let c = cell(.subtitle, in: f)
        c.textLabel?.text = "Old"
        var content = c.defaultContentConfiguration()
        #expect(content == .subtitleCell())
        content.text = "Albums"
        content.secondaryText = "12 items"
        c.contentConfiguration = content
        f.screen.runFrame()
        let shown = c.contentView.subviews.compactMap { $0 as? ListContentView }
        #expect(shown.count == 1)
        #expect(shown.first?.frame == c.contentView.bounds)
        #expect(c.textLabel?.isHidden == true && c.detailTextLabel?.isHidden == true)
        #expect((c.contentConfiguration as? ListContentConfiguration)?.text == "Albums")
        // A configuration the view supports is shown by the same view.
        content.text = "Artists"
        c.contentConfiguration = content
        #expect(c.contentView.subviews.compactMap { $0 as? ListContentView }.first === shown.first)
        #expect(shown.first?.listContentConfiguration.text == "Artists")
        // One it does not support gets a view of its own.
        c.contentConfiguration = SwatchConfiguration(color: .systemRed)
        #expect(c.contentView.subviews.contains { $0 is SwatchView })
        #expect(!c.contentView.subviews.contains { $0 is ListContentView })
        // Nil brings the built-in labels back.
        c.contentConfiguration = nil
        f.screen.runFrame()
        #expect(!c.contentView.subviews.contains { $0 is SwatchView })
        #expect(c.textLabel?.isHidden == false)
        f.expectIdle()
    }

    @Test func theContentViewLaysOutImageAndTexts() {
        let f = Fixture(width: 320, height: 100)
        let c = cell(in: f)
        var content = ListContentConfiguration.cell()
        content.image = RowGlyphs.disc(20)
        content.text = "Inbox"
        c.contentConfiguration = content
        f.screen.runFrame()
        let view = c.contentView.subviews.compactMap { $0 as? ListContentView }.first
        let image = view?.subviews.compactMap { $0 as? ImageView }.first
        let label = view?.subviews.compactMap { $0 as? Label }.first
        #expect(image?.frame == CGRect(x: 16, y: 12, width: 20, height: 20))
        #expect(label?.frame.minX == 52)
        #expect(label?.frame.maxX == 304)
        // A reserved size centres the image in a wider column and moves the text.
        content.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 0)
        content.imageProperties.maximumSize = CGSize(width: 10, height: 10)
        c.contentConfiguration = content
        f.screen.runFrame()
        #expect(image?.frame == CGRect(x: 26, y: 17, width: 10, height: 10))
        #expect(label?.frame.minX == 62)
        f.expectIdle()
    }

    @Test func aValueCellPutsItsSecondaryTextAtTheTrailingEdgeWhileItFits() {
        let f = Fixture(width: 320, height: 100)
        let c = cell(.value1, in: f)
        var content = c.defaultContentConfiguration()
        content.text = "Storage"
        content.secondaryText = "12 GB"
        c.contentConfiguration = content
        f.screen.runFrame()
        let view = c.contentView.subviews.compactMap { $0 as? ListContentView }.first
        let labels = view?.subviews.compactMap { $0 as? Label } ?? []
        #expect(labels.count == 2)
        #expect(labels.last?.frame.maxX == 304)
        #expect(labels.first?.frame.minY == labels.last?.frame.minY)
        #expect(view?.sizeThatFits(CGSize(width: 320, height: 0)).height ?? 0 < 45)
        // Too long for one line: the secondary text goes under the text.
        content.secondaryText = "A much longer value that cannot share the line"
        c.contentConfiguration = content
        f.screen.runFrame()
        #expect((labels.last?.frame.minY ?? 0) > (labels.first?.frame.maxY ?? 0))
        #expect(labels.last?.frame.minX == 16)
        f.expectIdle()
    }

    @Test func aSelfSizingTableSizesConfiguredRowsToTheirContent() {
        var short = ListContentConfiguration.cell()
        short.text = "Short"
        var long = ListContentConfiguration.subtitleCell()
        long.text = String(repeating: "A long title that wraps over several lines. ", count: 4)
        long.secondaryText = "Details"
        let model = ConfigurationListModel(sections: [[short, long]])
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 400))
        let window = screen.makeWindow()
        let table = ConfigurationListTable(frame: window.bounds, style: .plain, model: model)
        table.rowHeight = TableView.automaticDimension
        window.addSubview(table)
        screen.advance(by: 0)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(first.height == 44)
        let view = table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.subviews.first { $0 is ListContentView }
        let fitted = view?.sizeThatFits(CGSize(width: 320, height: 0)).height ?? 0
        #expect(fitted > 100)
        #expect(second.height == fitted)
    }

    @Test func selectionUpdatesTheConfigurationsAndCallsTheHandler() {
        var sidebar = ListContentConfiguration.sidebarCell()
        sidebar.text = "Inbox"
        let model = ConfigurationListModel(sections: [[sidebar, sidebar]]) { _ in .listSidebarCell() }
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200))
        let window = screen.makeWindow()
        let table = ConfigurationListTable(frame: window.bounds, style: .plain, model: model)
        window.addSubview(table)
        screen.advance(by: 0)
        let row = IndexPath(row: 1, section: 0)
        guard let cell = table.cellForRow(at: row) else {
            Issue.record("no cell")
            return
        }
        var seen: [CellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in seen.append(state) }
        screen.advance(by: 0)
        #expect(seen.count == 1 && seen.first?.isSelected == false)
        table.selectRow(at: row, animated: false, scrollPosition: .none)
        screen.advance(by: 0)
        #expect(seen.last?.isSelected == true)
        #expect(cell.configurationState.isSelected)
        let content = cell.contentConfiguration as? ListContentConfiguration
        #expect(content?.textProperties.color.resolvedColor(with: light) == .white)
        #expect(cell.backgroundConfiguration?.backgroundColor?.resolvedColor(with: light) == Theme.light.tintColor)
        #expect(screen.snapshot().pixel(x: 160, y: 44 + 3) == Theme.light.tintColor)
        table.deselectRow(at: row, animated: false)
        screen.advance(by: 0)
        #expect(seen.last?.isSelected == false)
        #expect((cell.contentConfiguration as? ListContentConfiguration)?.textProperties.color == .label)
        #expect(cell.backgroundConfiguration?.backgroundColor == .clear)
    }

    @Test func updateConfigurationIsCalledWithEachNewState() {
        let f = Fixture(width: 320, height: 100)
        let c = RecordingCell(style: .default, reuseIdentifier: nil)
        c.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        f.root.addSubview(c)
        f.screen.runFrame()
        #expect(c.states.count == 1)
        c.setSelected(true, animated: false)
        f.screen.runFrame()
        #expect(c.states.map(\.isSelected) == [false, true])
        c.setNeedsUpdateConfiguration()
        f.screen.runFrame()
        #expect(c.states.count == 3)
        f.expectIdle()
    }

    @Test func reuseKeepsTheContentViewAndResetsTheState() {
        var sidebar = ListContentConfiguration.sidebarCell()
        sidebar.text = "Row"
        let model = ConfigurationListModel(sections: [Array(repeating: sidebar, count: 40)]) { _ in .listSidebarCell() }
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200))
        let window = screen.makeWindow()
        let table = ConfigurationListTable(frame: window.bounds, style: .plain, model: model)
        window.addSubview(table)
        screen.advance(by: 0)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        screen.advance(by: 0)
        guard let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) else {
            Issue.record("no cell")
            return
        }
        let view = cell.contentView.subviews.first { $0 is ListContentView }
        table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
        screen.advance(by: 0)
        #expect(model.handedOut.filter { $0 === cell }.count >= 2, "the cell was reused")
        #expect(cell.contentView.subviews.first { $0 is ListContentView } === view)
        #expect(cell.contentView.subviews.count == 2, "the built-in label and one content view")
        #expect(!cell.configurationState.isSelected)
        #expect((cell.contentConfiguration as? ListContentConfiguration)?.textProperties.color == .label)
        #expect(cell.backgroundConfiguration?.backgroundColor == .clear)
    }

    @Test func unusableNumbersAreReportedOnceAndReplaced() {
        let f = Fixture(width: 320, height: 100)
        let c = cell(in: f)
        var content = ListContentConfiguration.cell()
        content.text = "Row"
        content.image = RowGlyphs.disc(20)
        content.imageProperties.maximumSize = CGSize(width: CGFloat.nan, height: 12)
        content.textProperties.numberOfLines = -2
        content.imageToTextPadding = .infinity
        let lines = capturingDiagnostics {
            c.contentConfiguration = content
            f.screen.runFrame()
        }
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.contains { $0.contains("maximumSize") && $0.contains("using 0") })
        #expect(lines.contains { $0.contains("numberOfLines -2") && $0.contains("using 1") })
        let view = c.contentView.subviews.compactMap { $0 as? ListContentView }.first
        #expect(view?.listContentConfiguration.imageProperties.maximumSize == CGSize(width: 0, height: 12))
        #expect(view?.listContentConfiguration.textProperties.numberOfLines == 1)
        #expect(view?.subviews.compactMap { $0 as? ImageView }.first?.frame.size == CGSize(width: 12, height: 12))

        var background = BackgroundConfiguration.listPlainCell()
        background.cornerRadius = -.nan
        background.strokeWidth = -3
        let more = capturingDiagnostics {
            c.backgroundConfiguration = background
            f.screen.runFrame()
        }
        #expect(more.count == 2, "\(more)")
        #expect(c.backgroundConfiguration?.cornerRadius == 0 && c.backgroundConfiguration?.strokeWidth == 0)
        // A content view given a configuration it cannot show says so and keeps its own.
        let wrong = capturingDiagnostics { view?.configuration = SwatchConfiguration(color: .systemRed) }
        #expect(wrong.count == 1)
        #expect(view?.listContentConfiguration.text == "Row")
        f.expectIdle()
    }
}
