import Foundation
import Testing
@testable import WidgetKitLite

/// A grid of 100 × 100 items in a 400 × 600 window: 3 per row, rows every 110 pt.
@MainActor
private func grid(_ items: Int, configure: (CollectionView, CollectionViewFlowLayout) -> Void = { _, _ in }) -> GridFixture {
    GridFixture(model: GridModel(items: items)) { collection, layout in
        layout.itemSize = CGSize(width: 100, height: 100)
        configure(collection, layout)
    }
}

private func item(_ i: Int, _ s: Int = 0) -> IndexPath { IndexPath(item: i, section: s) }

@MainActor @Suite struct CollectionViewTests {
    // MARK: Reuse

    @Test func aLargeGridMakesCellsOnlyForTheItemsInView() {
        let f = grid(10_000)
        // Rows 0…5 meet 0…644 (the view and the 44 pt margin): 18 items.
        #expect(f.model.cellRequests == (0..<18).map { item($0) })
        #expect(f.cellsInTree.count == 18)
        #expect(f.collection.contentSize == CGSize(width: 400, height: 366_730))
        f.expectConsistent()
    }

    @Test func scrollingEndToEndNeverMakesMoreCellsThanFillTheViewPlusOneRow() {
        let f = grid(10_000)
        var mostVisible = 0
        let end = f.collection.contentSize.height - f.collection.bounds.height
        var y: CGFloat = 0
        while y < end {
            y = min(end, y + 397)
            f.collection.contentOffset = CGPoint(x: 0, y: y)
            f.collection.layoutIfNeeded()
            let visible = f.collection.visibleCells.filter { $0.frame.intersects(f.collection.bounds) }.count
            mostVisible = max(mostVisible, visible)
        }
        #expect(mostVisible == 21)
        #expect(f.model.cellsSeen.count <= mostVisible + 3)
        // Each item was asked for once, in order.
        #expect(f.model.cellRequests.count == 10_000)
        #expect(f.model.cellRequests == (0..<10_000).map { item($0) })
        #expect(f.collection.indexPathsForVisibleItems.last == item(9999))
        f.expectConsistent()
    }

    @Test func cellsLeavingTellTheDelegateAndGoToThePool() {
        let f = grid(300)
        f.collection.contentOffset = CGPoint(x: 0, y: 1100)
        f.screen.runFrame()
        #expect(f.model.ended.sorted() == (0..<18).map { item($0) })
        #expect(f.collection.indexPathForItem(at: CGPoint(x: 160, y: 1110)) == item(31))
        #expect(f.collection.indexPathForItem(at: CGPoint(x: 120, y: 1110)) == nil)
        let cell = f.collection.cellForItem(at: item(31))
        #expect(cell.map { f.collection.indexPath(for: $0) } == item(31))
        f.expectConsistent()
    }

    // MARK: Selection

    @Test func aClickSelectsOneItemAndHighlightsWhilePressed() {
        let f = grid(30)
        f.screen.press(at: CGPoint(x: 160, y: 50))
        #expect(f.collection.cellForItem(at: item(1))?.isHighlighted == true)
        f.screen.release(at: CGPoint(x: 160, y: 50))
        #expect(f.collection.cellForItem(at: item(1))?.isHighlighted == false)
        #expect(f.model.selected == [item(1)])
        #expect(f.collection.indexPathsForSelectedItems == [item(1)])
        #expect(f.collection.cellForItem(at: item(1))?.isSelected == true)
        #expect(f.window.focusedView === f.collection)
        f.screen.click(at: CGPoint(x: 50, y: 160))
        #expect(f.model.selected == [item(1), item(3)])
        #expect(f.model.deselected == [item(1)])
        #expect(f.collection.indexPathsForSelectedItems == [item(3)])
        // A selected item clicked again stays selected.
        f.screen.click(at: CGPoint(x: 50, y: 160))
        #expect(f.collection.indexPathsForSelectedItems == [item(3)])
        f.screen.advance(by: 0)
        // The selected background shows on the selected item only.
        #expect(f.screen.snapshot().pixel(x: 50, y: 160) == Color(rgb: 30, 80, 160))
        #expect(f.screen.snapshot().pixel(x: 200, y: 50) == Color(rgb: 120, 170, 230))
    }

    @Test func clicksToggleItemsWithMultipleSelection() {
        let f = grid(30) { collection, _ in collection.allowsMultipleSelection = true }
        f.screen.click(at: CGPoint(x: 50, y: 50))
        f.screen.click(at: CGPoint(x: 350, y: 50))
        f.screen.click(at: CGPoint(x: 50, y: 50))
        #expect(f.collection.indexPathsForSelectedItems == [item(2)])
        #expect(f.model.selected == [item(0), item(2)])
        #expect(f.model.deselected == [item(0)])
    }

    @Test func theSelectionSurvivesReuse() {
        let f = grid(500)
        f.collection.selectItem(at: item(1), animated: false, scrollPosition: [])
        f.collection.contentOffset = CGPoint(x: 0, y: 4000)
        f.screen.runFrame()
        #expect(f.collection.visibleCells.allSatisfy { !$0.isSelected })
        f.collection.contentOffset = .zero
        f.screen.runFrame()
        #expect(f.collection.cellForItem(at: item(1))?.isSelected == true)
        #expect(f.model.selected.isEmpty)
    }

    @Test func arrowKeysMoveTheFocusThroughTheGridAndReturnSelects() {
        let f = grid(60)
        #expect(f.window.focus(f.collection))
        f.screen.key("Right")
        #expect(f.collection.focusedItem == item(0))
        #expect(f.collection.cellForItem(at: item(0))?.showsFocus == true)
        f.screen.key("Right")
        f.screen.key("Down")
        #expect(f.collection.focusedItem == item(4))
        f.screen.key("Left")
        f.screen.key("Left")
        #expect(f.collection.focusedItem == item(3))
        #expect(f.model.selected.isEmpty)
        f.screen.key("Return")
        #expect(f.model.selected == [item(3)])
        #expect(f.collection.indexPathsForSelectedItems == [item(3)])
        // The focused item is scrolled into view.
        for _ in 0..<8 { f.screen.key("Down") }
        #expect(f.collection.focusedItem == item(27))
        let frame = f.collection.layoutAttributesForItem(at: item(27))?.frame ?? .zero
        #expect(f.collection.bounds.contains(frame))
        #expect(f.collection.contentOffset.y == 490)
    }

    @Test func shiftArrowsExtendTheSelection() {
        let f = grid(60) { collection, _ in collection.allowsMultipleSelection = true }
        #expect(f.window.focus(f.collection))
        f.screen.key("Down")
        f.screen.key("Down", modifiers: .shift)
        f.screen.key("Right", modifiers: .shift)
        #expect(f.collection.indexPathsForSelectedItems == [item(0), item(3), item(4)])
        #expect(f.model.selected == [item(0), item(3), item(4)])
    }

    // MARK: Updates

    @Test func deletingAnItemFadesItAndSlidesTheOthers() {
        let f = grid(30)
        let removed = f.collection.cellForItem(at: item(1))
        let next = f.collection.cellForItem(at: item(2))
        let requests = f.model.cellRequests.count
        f.model.sections[0].remove(at: 1)
        var finished: Bool?
        f.collection.performBatchUpdates({ f.collection.deleteItems(at: [item(1)]) }, completion: { finished = $0 })
        #expect(f.collection.cellForItem(at: item(1)) === next)
        #expect(next?.frame.minX == 150)
        f.screen.advance(by: 0.15)
        let x = next?.presentation.frame.minX ?? 0
        #expect(x > 150 && x < 300)
        let fading = removed?.presentation.alpha ?? 0
        #expect(fading > 0 && fading < 1)
        #expect(finished == nil)
        f.screen.advance(by: 0.3)
        #expect(finished == true)
        // Only the item that came into range (old 18, now 17) was asked for.
        #expect(Array(f.model.cellRequests[requests...]) == [item(17)])
        #expect(f.model.cellsSeen.values.allSatisfy { ($0 as? GridCell)?.timesConfigured ?? 0 <= 1 })
        f.expectConsistent()
    }

    @Test func oneBatchDeletesInsertsMovesAndReloadsAsUIKitNumbersThem() {
        let f = grid(30)
        let cellFor1 = f.collection.cellForItem(at: item(1))
        let cellFor5 = f.collection.cellForItem(at: item(5))
        let cellFor3 = f.collection.cellForItem(at: item(3))
        f.collection.selectItem(at: item(4), animated: false, scrollPosition: [])
        let requests = f.model.cellRequests.count
        var titles = f.model.sections[0]
        titles.remove(at: 0)
        titles.removeAll { $0 == "5" }
        titles.insert("5", at: 0)
        titles.insert("N", at: 2)
        titles[titles.firstIndex(of: "3")!] = "3*"
        #expect(Array(titles.prefix(8)) == ["5", "1", "N", "2", "3*", "4", "6", "7"])
        f.model.sections[0] = titles
        f.collection.performBatchUpdates {
            f.collection.deleteItems(at: [item(0)])
            f.collection.insertItems(at: [item(2)])
            f.collection.moveItem(at: item(5), to: item(0))
            f.collection.reloadItems(at: [item(3)])
        }
        #expect(f.collection.cellForItem(at: item(0)) === cellFor5)
        #expect(f.collection.cellForItem(at: item(1)) === cellFor1)
        #expect(f.collection.cellForItem(at: item(4)) !== cellFor3)
        #expect(f.collection.indexPathsForSelectedItems == [item(5)])
        #expect(f.collection.cellForItem(at: item(5))?.isSelected == true)
        #expect(Array(f.model.cellRequests[requests...]).sorted() == [item(2), item(4)])
        f.screen.advance(by: 0.15)
        let x = cellFor5?.presentation.frame.minX ?? 0, y = cellFor5?.presentation.frame.minY ?? 0
        #expect(x > 0 && x < 300 && y > 0 && y < 110)
        let appearing = f.collection.cellForItem(at: item(2))?.presentation.alpha ?? 0
        #expect(appearing > 0 && appearing < 1)
        f.screen.advance(by: 0.3)
        f.expectConsistent()
    }

    @Test func sectionUpdatesMoveTheSectionsAfter() {
        let f = GridFixture(model: GridModel(sections: [["A0", "A1"], ["B0", "B1", "B2"]])) { _, layout in
            layout.itemSize = CGSize(width: 100, height: 100)
        }
        let b0 = f.collection.cellForItem(at: item(0, 1))
        f.model.sections.insert(["N0"], at: 0)
        f.collection.insertSections(IndexSet(integer: 0))
        #expect(f.collection.numberOfSections == 3)
        #expect(f.collection.cellForItem(at: item(0, 2)) === b0)
        f.model.sections.remove(at: 1)
        f.collection.deleteSections(IndexSet(integer: 1))
        #expect(f.collection.cellForItem(at: item(0, 1)) === b0)
        f.model.sections.swapAt(0, 1)
        f.collection.moveSection(1, toSection: 0)
        #expect(f.collection.cellForItem(at: item(0, 0)) === b0)
        f.model.sections[0][0] = "B0*"
        f.collection.reloadSections(IndexSet(integer: 0))
        #expect(f.collection.cellForItem(at: item(0, 0)) !== b0)
        f.screen.advance(by: 1)
        f.expectConsistent()
    }

    @Test func anUpdateThatDoesNotAddUpReloads() {
        let f = grid(20)
        f.model.sections[0].removeSubrange(0..<3)
        let lines = capturingDiagnostics { f.collection.deleteItems(at: [item(0)]) }
        #expect(lines == ["WidgetKitLite: CollectionView.deleteItems(at:): the data source has 17 items in section 0, 19 expected after the update; reloading the data"])
        f.screen.advance(by: 0)
        #expect(f.collection.numberOfItems(inSection: 0) == 17)
        f.expectConsistent()
    }

    // MARK: Size changes

    @Test func aResizeLaysOutAgainBeforeTheNextFrameIsDrawn() {
        let f = grid(30) { collection, _ in collection.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        f.screen.resize(to: CGSize(width: 330, height: 600))
        f.screen.runFrame()
        // 330 pt: 3 columns 15 pt apart.
        #expect(f.collection.cellForItem(at: item(1))?.frame == CGRect(x: 115, y: 0, width: 100, height: 100))
        #expect(f.screen.snapshot().pixel(x: 120, y: 50) == Color(rgb: 120, 170, 230))
        f.screen.resize(to: CGSize(width: 250, height: 600))
        f.screen.runFrame()
        #expect(f.collection.cellForItem(at: item(2))?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        f.expectConsistent()
    }

    // MARK: Scrolling to items

    @Test func scrollToItemPlacesTheItem() {
        let f = grid(10_000)
        f.collection.scrollToItem(at: item(300), at: .top, animated: false)
        #expect(f.collection.contentOffset.y == 11_000)
        f.collection.scrollToItem(at: item(300), at: .centeredVertically, animated: false)
        #expect(f.collection.contentOffset.y == 10_750)
        f.collection.scrollToItem(at: item(300), at: .bottom, animated: true)
        f.screen.advance(by: 0.5)
        #expect(f.collection.contentOffset.y == 10_500)
        f.collection.scrollToItem(at: item(0), at: [], animated: false)
        #expect(f.collection.contentOffset.y == 0)
        f.screen.advance(by: 0)
        f.expectConsistent()
    }

    // MARK: Registrations and the controller

    @Test func registrationsMakeAndConfigureCells() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300))
        let window = screen.makeWindow()
        let controller = RegistrationController(collectionViewLayout: CollectionViewFlowLayout())
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        screen.advance(by: 0)
        let collection = controller.collectionView!
        #expect(collection.dataSource === controller && collection.delegate === controller)
        let cell = collection.cellForItem(at: item(2)) as? GridCell
        #expect(cell?.label.text == "Item 2")
        let header = collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: item(0)) as? GridHeader
        #expect(header?.label.text == "Header 0")
        screen.click(at: CGPoint(x: 25, y: 55))
        #expect(controller.selected == [item(0)])
        controller.viewWillAppear(false)
        #expect(collection.indexPathsForSelectedItems.isEmpty)
    }

    // MARK: Bad input

    @Test func negativeCountsAreZero() {
        let model = GridModel(items: 5)
        model.countOverride = -3
        var f: GridFixture?
        let lines = capturingDiagnostics { f = GridFixture(model: model) }
        #expect(lines == ["WidgetKitLite: CollectionView: numberOfItemsInSection(0) returned -3; using 0"])
        #expect(f?.collection.numberOfItems(inSection: 0) == 0)
        #expect(f?.cellsInTree.isEmpty == true)
    }

    @Test func aCellNotDequeuedIsReplacedByABlankOne() {
        let model = GridModel(items: 3)
        model.fixedCell = GridCell(frame: .zero)
        var f: GridFixture?
        let lines = capturingDiagnostics { f = GridFixture(model: model) }
        #expect(lines.count == 3)
        #expect(lines.first == "WidgetKitLite: CollectionView: cellForItemAt [0, 0] returned a cell not dequeued from this collection view; using a blank cell (return cells from dequeueReusableCell)")
        #expect(f?.cellsInTree.count == 3)
        #expect(f?.cellsInTree.allSatisfy { !($0 is GridCell) } == true)
    }

    @Test func indexPathsOutOfRangeAreIgnored() {
        let f = grid(5)
        let lines = capturingDiagnostics {
            f.collection.selectItem(at: item(9), animated: false, scrollPosition: .top)
            f.collection.scrollToItem(at: item(0, 3), at: .top, animated: false)
            f.collection.deselectItem(at: item(-1), animated: false)
            #expect(f.collection.layoutAttributesForItem(at: item(5)) == nil)
        }
        #expect(lines.count == 4)
        #expect(lines[0] == "WidgetKitLite: CollectionView.selectItem(at:animated:scrollPosition:): index path [0, 9] is out of range; ignored")
        #expect(f.collection.indexPathsForSelectedItems.isEmpty)
    }

    @Test func anUnregisteredSupplementaryKindGetsABlankView() {
        var f: GridFixture?
        let lines = capturingDiagnostics {
            f = GridFixture(model: GridModel(items: 3)) { _, layout in layout.footerReferenceSize = CGSize(width: 0, height: 20) }
        }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("no supplementary view class registered for kind \"UICollectionElementKindSectionFooter\"") == true)
        let footer = f?.collection.supplementaryView(forElementKind: CollectionView.elementKindSectionFooter, at: item(0))
        #expect(footer.map { type(of: $0) == CollectionReusableView.self } == true)
    }

    @Test func aLayoutGivingNaNOrNegativeSizesIsSanitized() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200))
        let window = screen.makeWindow()
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: BrokenLayout())
        collection.register(GridCell.self, forCellWithReuseIdentifier: "cell")
        let model = GridModel(items: 2)
        collection.dataSource = model
        window.addSubview(collection)
        let lines = capturingDiagnostics { screen.advance(by: 0) }
        #expect(lines.count == 2)
        #expect(collection.cellForItem(at: item(0))?.frame == CGRect(x: 0, y: 0, width: 10, height: 0))
        #expect(collection.cellForItem(at: item(1))?.frame == CGRect(x: 10, y: 0, width: 0, height: 20))
    }

    // MARK: Self-sizing

    @Test func selfSizingCellsReplaceTheEstimateBeforeTheyAreDrawn() {
        let f = GridFixture(model: GridModel(items: 6)) { collection, layout in
            collection.register(SizingCell.self, forCellWithReuseIdentifier: "cell")
            layout.estimatedItemSize = CGSize(width: 50, height: 50)
        }
        let label = SizingCell(frame: .zero).label.intrinsicContentSize
        let size = CGSize(width: label.width + 20, height: label.height + 20)
        #expect(size.width > 50 && size.height < 50)
        #expect(f.collection.cellForItem(at: item(0))?.frame.size == size)
        #expect(f.collection.layoutAttributesForItem(at: item(5))?.frame.size == size)
        #expect(f.collection.visibleCells.allSatisfy { $0.frame == f.collection.layoutAttributesForItem(at: f.collection.indexPath(for: $0)!)?.frame })
    }

    // MARK: Golden

    @Test func aGridWithAHeaderAndASelectedItemLooksRight() {
        let model = GridModel(items: 11)
        let f = GridFixture(model: model, width: 300, height: 240) { _, layout in
            layout.itemSize = CGSize(width: 80, height: 60)
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        f.collection.selectItem(at: item(4), animated: false, scrollPosition: [])
        expectMatchesGolden(f.screen.snapshot(), named: "collection-grid-header-selection")
    }
}

/// A cell whose content view holds a one-line label pinned 10 pt inside its edges.
@MainActor
final class SizingCell: CollectionViewCell {
    required init?(coder: NSCoder) { nil }

    let label = Label()
    required init(frame: CGRect) {
        super.init(frame: frame)
        label.text = "Self-sizing"
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate(label.edges(to: contentView, inset: 10))
    }
}

/// A layout answering a NaN frame for item 0 and a negative width for item 1.
@MainActor
final class BrokenLayout: CollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 200, height: CGFloat.nan) }
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        (0..<2).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let a = CollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = indexPath.item == 0 ? CGRect(x: CGFloat.nan, y: 0, width: 10, height: .infinity) : CGRect(x: 10, y: 0, width: -5, height: 20)
        return a
    }
}

/// A controller using cell and supplementary registrations.
@MainActor
final class RegistrationController: CollectionViewController {
    var selected: [IndexPath] = []
    let cells = CollectionView.CellRegistration<GridCell, String> { cell, _, title in cell.label.text = title }
    let headers = CollectionView.SupplementaryRegistration<GridHeader>(elementKind: CollectionView.elementKindSectionHeader) { view, _, indexPath in
        view.label.text = "Header \(indexPath.section)"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize = CGSize(width: 0, height: 30)
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: "Item \(indexPath.item)")
    }
    override func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}
