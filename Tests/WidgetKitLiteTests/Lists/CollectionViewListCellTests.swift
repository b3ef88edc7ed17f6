import Foundation
import Testing
@testable import WidgetKitLite

/// A data source over item titles whose cells show them through a list content
/// configuration; `configure` adds to each cell after that.
@MainActor
final class ListCellModel: GridModel {
    var configure: (CollectionViewCell, IndexPath) -> Void = { _, _ in }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath)
        var content = ListContentConfiguration.cell()
        content.text = sections[indexPath.section][indexPath.item]
        cell.contentConfiguration = content
        configure(cell, indexPath)
        return cell
    }
}

/// A window with a collection view over a `ListCellModel`, cells of `cellClass`, items as
/// wide as the view and 44 pt tall unless `configure` changes the flow layout.
@MainActor
func makeListFixture(
    _ model: ListCellModel, cellClass: CollectionViewCell.Type = CollectionViewListCell.self, width: CGFloat = 320, height: CGFloat = 300,
    configure: (CollectionView, CollectionViewFlowLayout) -> Void = { _, _ in }
) -> GridFixture {
    GridFixture(model: model, width: width, height: height) { collection, layout in
        collection.register(cellClass, forCellWithReuseIdentifier: "list")
        layout.itemSize = CGSize(width: width, height: 44)
        layout.minimumLineSpacing = 0
        configure(collection, layout)
    }
}

private func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

@MainActor @Suite struct CollectionViewCellConfigurationTests {
    @Test func theStateFollowsSelectionHighlightAndEditing() {
        let f = makeListFixture(ListCellModel(items: 3), cellClass: CollectionViewCell.self)
        let cell = f.collection.cellForItem(at: item(1))!
        #expect(!cell.configurationState.isSelected && !cell.configurationState.isEditing)
        f.collection.selectItem(at: item(1), animated: false, scrollPosition: [])
        #expect(cell.configurationState.isSelected)
        cell.isHighlighted = true
        #expect(cell.configurationState.isHighlighted)
        f.collection.setEditing(true, animated: false)
        #expect(cell.configurationState.isEditing)
        #expect(f.collection.isEditing)
        f.collection.isEditing = false
        #expect(!cell.configurationState.isEditing)
    }

    @Test func theUpdateHandlerRunsWhenTheItemIsSelected() {
        let model = ListCellModel(items: 3)
        var states: [CellConfigurationState] = []
        model.configure = { cell, indexPath in
            if indexPath.item == 0 { cell.configurationUpdateHandler = { _, state in states.append(state) } }
        }
        let f = makeListFixture(model, cellClass: CollectionViewCell.self)
        let before = states.count
        #expect(before >= 1)
        f.screen.click(at: CGPoint(x: 100, y: 22))
        f.screen.advance(by: 0)
        #expect(model.selected == [item(0)])
        #expect(states.count > before)
        #expect(states.last?.isSelected == true)
    }

    @Test func theContentAndBackgroundConfigurationsFollowTheState() {
        let model = ListCellModel(items: 2)
        model.configure = { cell, _ in cell.backgroundConfiguration = .listPlainCell() }
        let f = makeListFixture(model, cellClass: CollectionViewCell.self)
        let cell = f.collection.cellForItem(at: item(0))!
        let unselected = cell.backgroundConfiguration?.backgroundColor
        f.collection.selectItem(at: item(0), animated: false, scrollPosition: [])
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor != unselected)
        #expect((cell.contentConfiguration as? ListContentConfiguration)?.text == "0")
        #expect(cell.contentView.subviews.contains { $0 is ListContentView })
        cell.automaticallyUpdatesBackgroundConfiguration = false
        #expect(!cell.automaticallyUpdatesBackgroundConfiguration)
        #expect(CollectionViewCell(frame: .zero).defaultBackgroundConfiguration() == .clear())
    }

    @Test func aConfiguredCellSizesItselfInAFlowLayout() {
        let model = ListCellModel(sections: [["One", "Two"]])
        model.configure = { cell, indexPath in
            guard indexPath.item == 1 else { return }
            var content = ListContentConfiguration.subtitleCell()
            content.text = "Two"
            content.secondaryText = "A longer second line"
            cell.contentConfiguration = content
        }
        let f = makeListFixture(model, cellClass: CollectionViewCell.self) { _, layout in
            layout.estimatedItemSize = CGSize(width: 320, height: 10)
        }
        let one = f.collection.cellForItem(at: item(0))!.frame
        let two = f.collection.cellForItem(at: item(1))!.frame
        #expect(one.width == 320 && two.width == 320)
        #expect(one.height > 40 && one.height < 50)
        #expect(two.height > one.height + 10)
        #expect(two.minY == one.maxY)
    }
}

@MainActor @Suite struct CollectionViewListCellTests {
    private func listCell(_ f: GridFixture, _ i: Int) -> CollectionViewListCell { f.collection.cellForItem(at: item(i)) as! CollectionViewListCell }

    @Test func accessoriesAreShownPerTheirDisplayedMode() {
        let model = ListCellModel(items: 2)
        model.configure = { cell, _ in
            (cell as? CollectionViewListCell)?.accessories = [.disclosureIndicator(), .reorder(), .delete(), .label(text: "3")]
        }
        let f = makeListFixture(model)
        let cell = listCell(f, 0)
        let shown = { cell.accessoryViews.map { $0.alpha > 0 } }
        #expect(shown() == [true, false, false, true])
        #expect(cell.contentView.frame.minX == 0)
        let plainWidth = cell.contentView.frame.width
        f.collection.setEditing(true, animated: false)
        #expect(shown() == [false, true, true, true])
        #expect(cell.contentView.frame.minX > 30)
        #expect(cell.contentView.frame.width < plainWidth)
        #expect(cell.configurationState.isEditing)
        let controller = CollectionViewController(collectionViewLayout: CollectionViewFlowLayout())
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && controller.collectionView.isEditing)
    }

    @Test func clickingDeleteAndOutlineAccessoriesCallsTheirHandlers() {
        let model = ListCellModel(items: 3)
        var deleted: [Int] = []
        model.configure = { cell, indexPath in
            let list = cell as? CollectionViewListCell
            if indexPath.item == 0 { list?.accessories = [.delete(displayed: .always) { deleted.append(indexPath.item) }] }
            if indexPath.item == 1 { list?.accessories = [.outlineDisclosure()] }
        }
        let f = makeListFixture(model)
        f.screen.click(at: CGPoint(x: 16 + 11, y: 22))
        f.screen.advance(by: 0)
        #expect(deleted == [0])
        #expect(model.selected.isEmpty)
        let outline = listCell(f, 1)
        #expect(!outline.configurationState.isExpanded)
        let chevron = outline.accessoryViews[0].frame
        // Outside a diffable data source's outline the click does nothing, nor selects.
        f.screen.click(at: CGPoint(x: chevron.midX, y: 44 + 22))
        f.screen.advance(by: 1)
        #expect(!outline.configurationState.isExpanded)
        #expect(outline.accessoryViews[0].expansion.presentedValue == 0)
        #expect(model.selected.isEmpty)
        f.screen.click(at: CGPoint(x: 100, y: 44 * 2 + 22))
        f.screen.advance(by: 0)
        #expect(model.selected == [item(2)])
    }

    @Test func aListCellSizesItselfInAFlowLayout() {
        let model = ListCellModel(sections: [["One", "Two"]])
        model.configure = { cell, indexPath in
            guard indexPath.item == 1, let list = cell as? CollectionViewListCell else { return }
            var content = list.defaultContentConfiguration()
            content.text = "Two, with a text long enough to wrap onto a second line in this narrow cell"
            list.contentConfiguration = content
            list.accessories = [.disclosureIndicator()]
        }
        let f = makeListFixture(model, width: 240) { _, layout in layout.estimatedItemSize = CGSize(width: 240, height: 10) }
        let one = f.collection.cellForItem(at: item(0))!.frame
        let two = f.collection.cellForItem(at: item(1))!.frame
        #expect(one.height > 40 && one.height < 50)
        #expect(two.height > one.height + 15)
        #expect(two.minY == one.maxY)
    }

    @Test func badIndentationIsReportedAndReplaced() {
        let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let lines = capturingDiagnostics {
            cell.indentationLevel = -2
            cell.indentationWidth = .nan
        }
        #expect(lines.count == 2)
        #expect(cell.indentationLevel == 0)
        #expect(cell.indentationWidth == 0)
        cell.indentationWidth = 10
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 20)
    }
}

@MainActor @Suite struct CollectionViewListCellGoldenTests {
    private func image(_ style: UserInterfaceStyle) -> Image {
        let model = ListCellModel(sections: [["Disclosure", "Checkmark", "Collapsed", "Expanded"]])
        model.configure = { cell, indexPath in
            guard let list = cell as? CollectionViewListCell else { return }
            switch indexPath.item {
            case 0: list.accessories = [.disclosureIndicator()]
            case 1: list.accessories = [.checkmark()]
            case 2: list.accessories = [.outlineDisclosure()]
            default:
                list.accessories = [.outlineDisclosure()]
                list.showsExpanded = true
            }
        }
        let f = makeListFixture(model, width: 300, height: 180)
        f.window.overrideUserInterfaceStyle = style
        f.screen.advance(by: 1)
        return f.screen.snapshot()
    }

    @Test func light() { expectMatchesGolden(image(.light), named: "collection-list-cells-light") }
    @Test func dark() { expectMatchesGolden(image(.dark), named: "collection-list-cells-dark") }
}
