import Foundation
import Testing
@testable import WidgetKitLite

/// A 400×300 window filled by a collection view whose list sections (rows of list cells
/// that size themselves 42 pt high) come from a
/// diffable data source of strings and swipe through the list configuration's providers.
/// Section 0 is a list of `rows` rows unless `covers` is given: then section 0 is a band of
/// that many 150 × 100 tiles scrolling sideways and the rows are section 1.
@MainActor
final class SwipeList {
    let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
    let window: Window
    var collectionView: CollectionView!
    var layout: CollectionViewCompositionalLayout!
    var dataSource: CollectionViewDiffableDataSource<Int, String>!
    /// The actions run, as "Title item".
    var performed: [String] = []
    /// The index paths the trailing provider was asked about.
    var asked: [IndexPath] = []
    /// Replaces the trailing actions (Delete, then Flag) when set.
    var trailing: ((IndexPath) -> SwipeActionsConfiguration?)?
    /// The leading actions (none unless set).
    var leading: ((IndexPath) -> SwipeActionsConfiguration?)?
    let listSection: Int

    init(rows: Int = 5, covers: Int? = nil, accessories: [CellAccessory] = []) {
        window = screen.makeWindow()
        listSection = covers == nil ? 0 : 1
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            asked.append(indexPath)
            return trailing.map { $0(indexPath) } ?? defaultTrailingActions(indexPath)
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in leading?(indexPath) }
        let list = listSection, listConfiguration = configuration
        layout = CollectionViewCompositionalLayout(sectionProvider: { index, environment in
            guard index == list else { return SwipeList.coversSection() }
            return NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)
        })
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = accessories
        }
        dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        if let covers {
            snapshot.appendSections([0])
            snapshot.appendItems((0..<covers).map { "Cover \($0)" })
        }
        snapshot.appendSections([listSection])
        snapshot.appendItems((0..<rows).map { "Row \($0)" })
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collectionView)
        screen.advance(by: 0)
    }

    static func coversSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.absolute(150), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .continuous
        return section
    }

    /// Delete (deletes the item through a snapshot, then completes with true) and Flag.
    func defaultTrailingActions(_ indexPath: IndexPath) -> SwipeActionsConfiguration {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
            guard let item = dataSource.itemIdentifier(for: indexPath) else { return completion(false) }
            performed.append("Delete \(item)")
            var snapshot = dataSource.snapshot()
            snapshot.deleteItems([item])
            dataSource.apply(snapshot)
            completion(true)
        }
        let flag = ContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, completion in
            performed.append("Flag \(dataSource.itemIdentifier(for: indexPath) ?? "?")")
            completion(false)
        }
        flag.backgroundColor = .systemOrange
        return SwipeActionsConfiguration(actions: [delete, flag])
    }

    /// The cell of list row `row`, if shown.
    func cell(_ row: Int) -> CollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: row, section: listSection)) as? CollectionViewListCell
    }

    /// The title the cell of list row `row` shows.
    func title(_ row: Int) -> String? { (cell(row)?.contentConfiguration as? ListContentConfiguration)?.text }
}

/// Swipe actions in compositional lists: by drag, wheel, right-click and the Delete key; only
/// in list sections.
@MainActor @Suite struct CollectionViewSwipeTests {
    @Test func theLayoutCarriesTheProvidersOfItsListSections() {
        let s = SwipeList(covers: 4)
        #expect(s.layout.swipeActionsProvider(forSection: 0, trailing: true) == nil)
        #expect(s.layout.swipeActionsProvider(forSection: 1, trailing: true) != nil)
        #expect(s.layout.swipeActionsProvider(forSection: 1, trailing: false) != nil)
        let plain = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
        let h = LayoutHarness(plain, counts: [3], width: 320)
        #expect(h.layout.swipeActionsProvider(forSection: 0, trailing: true) == nil)
    }

    @Test func aDragToTheLeftOpensTheTrailingActionsAndSnaps() {
        let s = SwipeList()
        s.screen.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 150, y: 68), duration: 0.3)
        s.screen.advance(by: 0.5)
        #expect(s.collectionView.swipe?.cell === s.cell(1))
        #expect(s.collectionView.contentOffset.y == 0)
        // Delete (81 pt) and Flag (74 pt): the row rests 155 pt to the left, the buttons in its place.
        #expect(s.cell(1)?.frame.minX == -155)
        #expect(s.collectionView.swipe?.actionsView.frame == CGRect(x: 245, y: 42, width: 155, height: 42))
        #expect(s.cell(1)?.configurationState.isSwiped == true)
        #expect(s.cell(0)?.configurationState.isSwiped == false)
        // A layout pass keeps the row open.
        s.collectionView.setNeedsLayout()
        s.screen.runFrame()
        #expect(s.cell(1)?.frame.minX == -155)
        // Clicking Flag runs it; completing with false closes the row.
        s.screen.click(at: CGPoint(x: 290, y: 66))
        s.screen.advance(by: 0.5)
        #expect(s.performed == ["Flag Row 1"])
        #expect(s.collectionView.swipe == nil)
        #expect(s.cell(1)?.frame.minX == 0)
        #expect(s.cell(1)?.configurationState.isSwiped == false)
        #expect(s.collectionView.indexPathsForSelectedItems.isEmpty)
    }

    @Test func aRowReleasedPastHalfItsButtonsSnapsOpenElseClosed() {
        let s = SwipeList()
        // 70 pt is less than half of 155: it closes.
        s.screen.press(at: CGPoint(x: 300, y: 22))
        s.screen.move(to: CGPoint(x: 280, y: 22))
        s.screen.advance(by: 0.1)
        s.screen.move(to: CGPoint(x: 230, y: 22))
        s.screen.advance(by: 0.2)
        #expect(s.cell(0)?.frame.minX == -70)
        #expect(s.collectionView.swipe?.actionsView.frame == CGRect(x: 330, y: 0, width: 70, height: 42))
        s.screen.release(at: CGPoint(x: 230, y: 22))
        s.screen.advance(by: 0.5)
        #expect(s.collectionView.swipe == nil)
        #expect(s.cell(0)?.frame.minX == 0)
        // 90 pt is more: it opens.
        s.screen.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 210, y: 22), duration: 0.5)
        s.screen.advance(by: 0.5)
        #expect(s.cell(0)?.frame.minX == -155)
        // Leading actions open with a drag to the right.
        let pin = ContextualAction(style: .normal, title: "Pin") { _, _, completion in completion(true) }
        s.leading = { _ in SwipeActionsConfiguration(actions: [pin]) }
        s.screen.drag(from: CGPoint(x: 100, y: 110), to: CGPoint(x: 200, y: 110), duration: 0.5)
        s.screen.advance(by: 0.5)
        #expect(s.collectionView.swipe?.cell === s.cell(2))
        #expect(s.cell(2)?.frame.minX == 74)
        #expect(s.cell(0)?.frame.minX == 0)
    }

    @Test func aFullSwipeRunsTheFirstActionAndTheDeletedRowAnimatesAway() {
        let s = SwipeList()
        s.screen.drag(from: CGPoint(x: 380, y: 22), to: CGPoint(x: 40, y: 22), duration: 0.3)
        #expect(s.performed == ["Delete Row 0"])
        #expect(s.collectionView.swipe == nil)
        // The row fades out where the swipe left it, then the rows below move up.
        s.screen.advance(by: 0.1)
        let leaving = s.collectionView.disappearingViews.first
        #expect(s.collectionView.disappearingViews.count == 1)
        #expect((leaving?.presentation.alpha ?? 0) > 0 && (leaving?.presentation.alpha ?? 1) < 1)
        #expect((leaving?.frame.minX ?? 0) < -200)
        s.screen.advance(by: 1)
        #expect(s.collectionView.disappearingViews.isEmpty)
        #expect(s.title(0) == "Row 1")
        #expect(s.cell(0)?.frame == CGRect(x: 0, y: 0, width: 400, height: 42))
        #expect(!s.collectionView.subviews.contains { $0 is SwipeActionsView })
        #expect(s.dataSource.snapshot().itemIdentifiers == ["Row 1", "Row 2", "Row 3", "Row 4"])
    }

    @Test func theDeleteButtonDeletesThroughTheDataSource() {
        let s = SwipeList()
        #expect(s.collectionView.openSwipeActions(at: CGPoint(x: 200, y: 110)))
        s.screen.advance(by: 0.5)
        // Delete is the rightmost button.
        s.screen.click(at: CGPoint(x: 360, y: 110))
        s.screen.advance(by: 1)
        #expect(s.performed == ["Delete Row 2"])
        #expect(s.title(2) == "Row 3")
        #expect(s.cell(2)?.frame.minX == 0)
        #expect(s.collectionView.swipe == nil)
    }

    @Test func anOpenRowMovesWithItsButtonsWhenARowAboveIsDeleted() {
        let s = SwipeList()
        #expect(s.collectionView.openSwipeActions(at: CGPoint(x: 200, y: 154)))
        s.screen.advance(by: 0.5)
        var snapshot = s.dataSource.snapshot()
        snapshot.deleteItems(["Row 0"])
        s.dataSource.apply(snapshot)
        s.screen.advance(by: 0.1)
        let cell = s.cell(2)
        let buttons = s.collectionView.swipe?.actionsView
        #expect(cell === s.collectionView.swipe?.cell)
        #expect(buttons?.presentation.frame.minY == cell?.presentation.frame.minY)
        #expect((cell?.presentation.frame.minY ?? 0) > 84)
        s.screen.advance(by: 1)
        #expect(cell?.frame == CGRect(x: -155, y: 84, width: 400, height: 42))
        #expect(buttons?.frame == CGRect(x: 245, y: 84, width: 155, height: 42))
    }

    @Test func aSidewaysWheelSwipesAndSnaps() {
        let s = SwipeList()
        for _ in 0..<3 { s.screen.scroll(dx: 30, dy: 0, at: CGPoint(x: 200, y: 110)) }
        #expect(s.collectionView.swipe?.cell === s.cell(2))
        #expect(s.cell(2)?.frame.minX == -90)
        s.screen.advance(by: 0.6)
        #expect(s.cell(2)?.frame.minX == -155)
        // Shift turns the vertical wheel sideways: back to the right closes the row.
        for _ in 0..<4 { s.screen.scroll(dy: -40, at: CGPoint(x: 100, y: 110), modifiers: .shift) }
        s.screen.advance(by: 0.6)
        #expect(s.collectionView.swipe == nil)
        #expect(s.cell(2)?.frame.minX == 0)
        #expect(s.collectionView.contentOffset.y == 0)
    }

    @Test func aRightClickOpensTheActionsAndDeleteRunsTheDestructiveOne() {
        let s = SwipeList()
        s.screen.secondaryClick(at: CGPoint(x: 200, y: 154))
        s.screen.advance(by: 0.5)
        #expect(s.collectionView.swipe?.cell === s.cell(3))
        #expect(s.cell(3)?.frame.minX == -155)
        // A click elsewhere only closes the open row.
        s.screen.click(at: CGPoint(x: 100, y: 22))
        s.screen.advance(by: 0.5)
        #expect(s.collectionView.swipe == nil)
        #expect(s.cell(3)?.frame.minX == 0)
        #expect(s.collectionView.indexPathsForSelectedItems.isEmpty)
        s.screen.click(at: CGPoint(x: 100, y: 22))
        #expect(s.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        s.screen.key("Delete")
        s.screen.advance(by: 1)
        #expect(s.performed == ["Delete Row 0"])
        #expect(s.title(0) == "Row 1")
    }

    @Test func scrollingAndEscapeCloseAnOpenRow() {
        let s = SwipeList(rows: 30)
        #expect(s.collectionView.openSwipeActions(at: CGPoint(x: 200, y: 22)))
        s.screen.advance(by: 0.5)
        s.screen.scroll(dx: 0, dy: 40, at: CGPoint(x: 200, y: 200))
        s.screen.advance(by: 1)
        #expect(s.collectionView.contentOffset.y == 40)
        #expect(s.collectionView.swipe == nil)
        #expect(s.cell(0)?.frame.minX == 0)
        s.screen.secondaryClick(at: CGPoint(x: 200, y: 100))
        s.screen.advance(by: 0.5)
        #expect(s.collectionView.swipe != nil)
        s.window.focus(s.collectionView)
        s.screen.key("Escape")
        s.screen.advance(by: 0.5)
        #expect(s.collectionView.swipe == nil)
    }

    @Test func anOrthogonalSectionScrollsSidewaysAndDoesNotSwipe() {
        let s = SwipeList(covers: 8)
        s.screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.3)
        s.screen.advance(by: 2)
        #expect(s.layout.orthogonalOffset(forSection: 0) > 150)
        s.screen.scroll(dx: -1000, dy: 0, at: CGPoint(x: 200, y: 50))
        s.screen.advance(by: 1)
        #expect(s.layout.orthogonalOffset(forSection: 0) == 0)
        s.screen.secondaryClick(at: CGPoint(x: 200, y: 50))
        s.screen.advance(by: 0.5)
        #expect(s.collectionView.swipe == nil)
        #expect(s.asked.isEmpty)
        // The list below the covers swipes.
        s.screen.drag(from: CGPoint(x: 300, y: 166), to: CGPoint(x: 150, y: 166), duration: 0.3)
        s.screen.advance(by: 0.5)
        #expect(s.collectionView.swipe?.cell === s.cell(1))
        #expect(s.cell(1)?.frame.minX == -155)
        #expect(s.asked.allSatisfy { $0.section == 1 })
        #expect(s.layout.orthogonalOffset(forSection: 0) == 0)
    }

    @Test func aConfigurationWithoutActionsDoesNotSwipe() {
        let s = SwipeList()
        s.trailing = { _ in SwipeActionsConfiguration(actions: []) }
        let lines = capturingDiagnostics {
            s.screen.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 100, y: 22), duration: 0.3)
            s.screen.advance(by: 0.5)
        }
        #expect(s.collectionView.swipe == nil)
        #expect(s.cell(0)?.frame.minX == 0)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("has no actions") == true)
        // A wheel run over another row asks on every step: one more line.
        let wheel = capturingDiagnostics {
            for _ in 0..<4 { s.screen.scroll(dx: 30, dy: 0, at: CGPoint(x: 200, y: 63)) }
            s.screen.advance(by: 0.5)
        }
        #expect(wheel.count == 1)
        #expect(s.collectionView.swipe == nil)
        #expect(s.collectionView.contentOffset == .zero)
    }

    @Test func aDeleteAccessoryWithoutAHandlerRevealsTheTrailingActions() {
        let s = SwipeList(accessories: [.delete()])
        s.collectionView.setEditing(true, animated: false)
        s.screen.advance(by: 0)
        // In editing mode a drag does not swipe.
        s.screen.drag(from: CGPoint(x: 300, y: 63), to: CGPoint(x: 150, y: 63), duration: 0.3)
        s.screen.advance(by: 0.5)
        #expect(s.collectionView.swipe == nil)
        s.screen.click(at: CGPoint(x: 27, y: 63))
        s.screen.advance(by: 0.5)
        #expect(s.collectionView.swipe?.cell === s.cell(1))
        #expect(s.cell(1)?.frame.minX == -155)
        s.screen.click(at: CGPoint(x: 360, y: 63))
        s.screen.advance(by: 1)
        #expect(s.performed == ["Delete Row 1"])
        #expect(s.title(1) == "Row 2")
    }
}
