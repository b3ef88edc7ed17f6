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
    _ model: ListCellModel, cellClass: CollectionViewCell.Type = CollectionViewCell.self, width: CGFloat = 320, height: CGFloat = 300,
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
