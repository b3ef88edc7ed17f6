import Foundation
import Testing
@testable import WidgetKitLite

/// A 320×400 window with a 44-pt-row list of strings from a diffable data source; parents
/// (items with children in `parents`) show an outline disclosure. Counts provider calls.
@MainActor
private final class OutlineList {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 400))
    let window: Window
    let collectionView: CollectionView
    var dataSource: CollectionViewDiffableDataSource<String, String>!
    /// Items the cell provider was asked for, in order.
    var provided: [String] = []
    var parents: Set<String> = ["Fruit", "Veg", "pear"]
    var disclosureAction: (@MainActor () -> Void)?

    init() {
        window = screen.makeWindow()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { [unowned self] cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = parents.contains(item) ? [.outlineDisclosure(actionHandler: disclosureAction)] : []
        }
        dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { [unowned self] view, indexPath, item in
            provided.append(item)
            return view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        window.addSubview(collectionView)
        screen.advance(by: 0)
    }

    /// Fruit (apple, pear (conference)), Veg (leek), Nuts.
    static func pantry(expanding expanded: [String] = []) -> NSDiffableDataSourceSectionSnapshot<String> {
        var s = NSDiffableDataSourceSectionSnapshot<String>()
        s.append(["Fruit", "Veg", "Nuts"])
        s.append(["apple", "pear"], to: "Fruit")
        s.append(["conference"], to: "pear")
        s.append(["leek"], to: "Veg")
        s.expand(expanded)
        return s
    }

    func cell(_ item: String) -> CollectionViewListCell? {
        dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) as? CollectionViewListCell }
    }

    /// The items shown, top to bottom.
    var shown: [String] { collectionView.indexPathsForVisibleItems.sorted().compactMap { dataSource.itemIdentifier(for: $0) } }

    /// Clicks the outline disclosure of `item`'s cell.
    func clickDisclosure(of item: String) {
        guard let cell = cell(item), let chevron = cell.accessoryViews.first?.frame else {
            Issue.record("no disclosure for \(item)")
            return
        }
        screen.click(at: cell.convert(CGPoint(x: chevron.midX, y: chevron.midY), to: window))
    }
}

/// Section snapshots on `CollectionViewDiffableDataSource`, the outline disclosure and the
/// outline keys, from UIKit's documented behaviour.
@MainActor
@Suite struct CollectionViewOutlineTests {
    @Test func aSectionShowsItsVisibleItemsIndentedByLevel() {
        let list = OutlineList()
        list.dataSource.apply(OutlineList.pantry(expanding: ["Fruit", "pear"]), to: "main", animatingDifferences: false)
        list.screen.advance(by: 0)
        #expect(list.shown == ["Fruit", "apple", "pear", "conference", "Veg", "Nuts"])
        #expect(list.cell("Fruit")?.indentationLevel == 0)
        #expect(list.cell("apple")?.indentationLevel == 1)
        #expect(list.cell("conference")?.indentationLevel == 2)
        #expect(list.cell("conference")?.contentView.frame.minX == 20)
        #expect(list.cell("Fruit")?.configurationState.isExpanded == true)
        #expect(list.cell("Veg")?.configurationState.isExpanded == false)
        #expect(list.dataSource.snapshot().sectionIdentifiers == ["main"])
        #expect(list.dataSource.snapshot(for: "main").visibleItems == list.shown)
    }

    @Test func expandingInsertsOnlyTheChildrenAndKeepsTheOtherCells() {
        let list = OutlineList()
        list.dataSource.apply(OutlineList.pantry(), to: "main", animatingDifferences: false)
        list.screen.advance(by: 0)
        let veg = list.cell("Veg"), nuts = list.cell("Nuts"), fruit = list.cell("Fruit")
        list.provided = []
        var outline = list.dataSource.snapshot(for: "main")
        outline.expand(["Fruit"])
        list.dataSource.apply(outline, to: "main")
        #expect(list.provided.sorted() == ["apple", "pear"])
        #expect(list.cell("Veg") === veg && list.cell("Nuts") === nuts && list.cell("Fruit") === fruit)
        list.screen.advance(by: 0.1)
        let midway = veg?.presentation.frame.minY ?? 0
        #expect(midway > 44 && midway < 132)
        list.screen.advance(by: 1)
        #expect(veg?.presentation.frame.minY == 132)
        #expect(list.shown == ["Fruit", "apple", "pear", "Veg", "Nuts"])
        #expect(fruit?.configurationState.isExpanded == true)
        #expect(fruit?.accessoryViews[0].expansion.presentedValue == 1)
    }

    @Test func clickingTheDisclosureExpandsAndCollapsesThroughTheHandlers() {
        let list = OutlineList()
        var log: [String] = []
        list.dataSource.sectionSnapshotHandlers.shouldExpandItem = {
            log.append("should expand \($0)"); return true
        }
        list.dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("will expand \($0)") }
        list.dataSource.sectionSnapshotHandlers.shouldCollapseItem = {
            log.append("should collapse \($0)"); return true
        }
        list.dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("will collapse \($0)") }
        list.dataSource.apply(OutlineList.pantry(), to: "main", animatingDifferences: false)
        list.screen.advance(by: 0)
        let fruit = list.cell("Fruit")
        #expect(fruit?.accessoryViews[0].expansion.presentedValue == 0)
        list.clickDisclosure(of: "Fruit")
        list.screen.advance(by: 0.05)
        let turning = fruit?.accessoryViews[0].expansion.presentedValue ?? 0
        #expect(turning > 0 && turning < 1)
        list.screen.advance(by: 1)
        #expect(log == ["should expand Fruit", "will expand Fruit"])
        #expect(list.shown == ["Fruit", "apple", "pear", "Veg", "Nuts"])
        #expect(fruit?.configurationState.isExpanded == true)
        #expect(fruit?.accessoryViews[0].expansion.presentedValue == 1)
        #expect(list.dataSource.snapshot(for: "main").isExpanded("Fruit"))
        #expect(list.collectionView.indexPathsForSelectedItems.isEmpty)
        // A veto leaves the item expanded.
        list.dataSource.sectionSnapshotHandlers.shouldCollapseItem = {
            log.append("should collapse \($0)"); return false
        }
        list.clickDisclosure(of: "Fruit")
        list.screen.advance(by: 1)
        #expect(log.suffix(1) == ["should collapse Fruit"])
        #expect(list.shown.count == 5)
        list.dataSource.sectionSnapshotHandlers.shouldCollapseItem = {
            log.append("should collapse \($0)"); return true
        }
        list.clickDisclosure(of: "Fruit")
        list.screen.advance(by: 1)
        #expect(log.suffix(2) == ["should collapse Fruit", "will collapse Fruit"])
        #expect(list.shown == ["Fruit", "Veg", "Nuts"])
        #expect(fruit?.accessoryViews[0].expansion.presentedValue == 0)
    }

    @Test func aVetoedExpansionChangesNothing() {
        let list = OutlineList()
        list.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Veg" }
        list.dataSource.apply(OutlineList.pantry(), to: "main", animatingDifferences: false)
        list.screen.advance(by: 0)
        list.provided = []
        list.clickDisclosure(of: "Veg")
        list.screen.advance(by: 1)
        #expect(list.provided.isEmpty)
        #expect(list.shown == ["Fruit", "Veg", "Nuts"])
        #expect(list.cell("Veg")?.configurationState.isExpanded == false)
    }

    @Test func theExpandingParentHandlerSuppliesChildren() {
        let list = OutlineList()
        var asked: [String: [String]] = [:]
        list.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
            asked[parent] = current.items
            var children = NSDiffableDataSourceSectionSnapshot<String>()
            children.append(["\(parent) 1", "\(parent) 2"])
            return children
        }
        list.dataSource.apply(OutlineList.pantry(), to: "main", animatingDifferences: false)
        list.screen.advance(by: 0)
        list.clickDisclosure(of: "Fruit")
        list.screen.advance(by: 1)
        #expect(asked == ["Fruit": ["apple", "pear", "conference"]])
        #expect(list.shown == ["Fruit", "Fruit 1", "Fruit 2", "Veg", "Nuts"])
        #expect(list.cell("Fruit 2")?.indentationLevel == 1)
    }

    @Test func aCustomActionHandlerReplacesTheDefault() {
        let list = OutlineList()
        var clicks = 0
        list.disclosureAction = { clicks += 1 }
        list.dataSource.apply(OutlineList.pantry(), to: "main", animatingDifferences: false)
        list.screen.advance(by: 0)
        list.clickDisclosure(of: "Fruit")
        list.screen.advance(by: 1)
        #expect(clicks == 1)
        #expect(list.shown == ["Fruit", "Veg", "Nuts"])
    }

    @Test func aFullSnapshotMakesTheSectionFlat() {
        let list = OutlineList()
        list.dataSource.apply(OutlineList.pantry(expanding: ["Fruit"]), to: "main", animatingDifferences: false)
        list.screen.advance(by: 0)
        let apple = list.cell("apple")
        var flat = list.dataSource.snapshot()
        flat.appendSections(["more"])
        flat.appendItems(["plum"], toSection: "more")
        list.dataSource.apply(flat, animatingDifferences: false)
        list.screen.advance(by: 0)
        #expect(list.cell("apple") === apple)
        #expect(apple?.indentationLevel == 0)
        #expect(list.cell("Fruit")?.configurationState.isExpanded == false)
        let outline = list.dataSource.snapshot(for: "main")
        #expect(outline.rootItems == ["Fruit", "apple", "pear", "Veg", "Nuts"])
        #expect(outline.level(of: "apple") == 0)
        #expect(list.dataSource.snapshot(for: "more").items == ["plum"])
        #expect(list.dataSource.snapshot(for: "none").items.isEmpty)
        // A click outside an outline does nothing.
        list.clickDisclosure(of: "Fruit")
        list.screen.advance(by: 1)
        #expect(list.shown == ["Fruit", "apple", "pear", "Veg", "Nuts", "plum"])
    }

    @Test func anOutlineSectionBesideAFlatOne() {
        let list = OutlineList()
        var flat = NSDiffableDataSourceSnapshot<String, String>()
        flat.appendSections(["recent", "library"])
        flat.appendItems(["today"], toSection: "recent")
        list.dataSource.apply(flat, animatingDifferences: false)
        list.dataSource.apply(OutlineList.pantry(expanding: ["Veg"]), to: "library", animatingDifferences: false)
        let lines = capturingDiagnostics { list.dataSource.apply(OutlineList.pantry(), to: "shelf", animatingDifferences: false) }
        #expect(lines.count == 3)
        #expect(lines.first?.contains("apply(_:to:): item Fruit is already shown in section library") == true)
        list.screen.advance(by: 0)
        #expect(list.dataSource.snapshot().sectionIdentifiers == ["recent", "library", "shelf"])
        #expect(list.dataSource.snapshot().itemIdentifiers(inSection: "library") == ["Fruit", "Veg", "leek", "Nuts"])
        // The second outline's items are already shown in "library": one line each, left out.
        #expect(list.dataSource.snapshot().itemIdentifiers(inSection: "shelf").isEmpty)
        #expect(list.cell("leek")?.indentationLevel == 1)
        #expect(list.cell("today")?.indentationLevel == 0)
    }

    @Test func rightAndLeftExpandCollapseAndWalkTheOutline() {
        let list = OutlineList()
        list.dataSource.apply(OutlineList.pantry(), to: "main", animatingDifferences: false)
        list.screen.advance(by: 0)
        #expect(list.window.focus(list.collectionView))
        list.screen.key("Down")
        #expect(list.collectionView.focusedItem == IndexPath(item: 0, section: 0))
        list.screen.key("Right")
        list.screen.advance(by: 1)
        #expect(list.shown == ["Fruit", "apple", "pear", "Veg", "Nuts"])
        list.screen.key("Right")
        #expect(list.collectionView.focusedItem == list.dataSource.indexPath(for: "apple"))
        list.screen.key("Right")
        #expect(list.collectionView.focusedItem == list.dataSource.indexPath(for: "apple"))
        list.screen.key("Left")
        #expect(list.collectionView.focusedItem == list.dataSource.indexPath(for: "Fruit"))
        list.screen.key("Left")
        list.screen.advance(by: 1)
        #expect(list.shown == ["Fruit", "Veg", "Nuts"])
        #expect(list.collectionView.focusedItem == IndexPath(item: 0, section: 0))
    }

    @Test func collapsingAParentOfTenThousandItemsTouchesOnlyTheRowsInView() {
        let list = OutlineList()
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        let folders = (0..<100).map { "folder \($0)" }
        outline.append(folders)
        for folder in folders { outline.append((0..<99).map { "\(folder) file \($0)" }, to: folder) }
        outline.expand(folders)
        list.dataSource.apply(outline, to: "main", animatingDifferences: false)
        list.screen.advance(by: 0)
        #expect(list.dataSource.snapshot().numberOfItems == 10_000)
        let top = list.cell("folder 0")
        list.provided = []
        outline.collapse(["folder 0"])
        let elapsed = ContinuousClock().measure { list.dataSource.apply(outline, to: "main") }
        list.screen.advance(by: 1)
        #expect(list.dataSource.snapshot().numberOfItems == 10_000 - 99)
        #expect(list.cell("folder 0") === top)
        #expect(list.shown.prefix(2) == ["folder 0", "folder 1"])
        // Only the rows that came into view were asked for: a screenful at most.
        #expect(list.provided.count <= 10)
        #expect(elapsed < .milliseconds(500))
    }

    @Test func anyCellReportsItsItemsExpansionInItsState() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200))
        let window = screen.makeWindow()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<GridCell, String> { cell, _, item in cell.label.text = item }
        let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        window.addSubview(collectionView)
        dataSource.apply(OutlineList.pantry(expanding: ["Fruit"]), to: "main", animatingDifferences: false)
        screen.advance(by: 0)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isExpanded == false)
    }
}
