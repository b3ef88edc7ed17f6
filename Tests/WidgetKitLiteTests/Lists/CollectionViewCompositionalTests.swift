import Foundation
import Testing
@testable import WidgetKitLite

/// A window of `width` × `height` filled by a collection view laid out by `layout` over a
/// `GridModel` (cells `GridCell`, headers `GridHeader`).
@MainActor
struct CompositionalFixture {
    let screen: HeadlessScreen
    let window: Window
    let collection: CollectionView
    let layout: CollectionViewCompositionalLayout
    let model: GridModel

    init(
        _ layout: CollectionViewCompositionalLayout, model: GridModel, width: CGFloat = 400, height: CGFloat = 600,
        configure: (CollectionView) -> Void = { _ in }
    ) {
        screen = HeadlessScreen(size: CGSize(width: width, height: height))
        window = screen.makeWindow()
        self.layout = layout
        self.model = model
        collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(GridCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(GridHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        configure(collection)
        collection.dataSource = model
        collection.delegate = model
        window.addSubview(collection)
        screen.advance(by: 0)
    }

    /// The frames of the cells shown, by index path.
    var cellFrames: [IndexPath: CGRect] {
        Dictionary(uniqueKeysWithValues: collection.indexPathsForVisibleItems.compactMap { ip in collection.cellForItem(at: ip).map { (ip, $0.frame) } })
    }
}

/// A compositional layout in a real collection view: cells and headers where the layout puts
/// them, pinned headers, self-sizing, list backgrounds, and orthogonal bands scrolled by
/// wheel and drag.
@MainActor @Suite struct CollectionViewCompositionalTests {
    func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// A grid of 4 square items a row (100 × 100 in a 400-wide view), with a 30-pt header.
    func grid(pinned: Bool = false) -> CollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = pinned
        section.boundarySupplementaryItems = [header]
        return CollectionViewCompositionalLayout(section: section)
    }

    // MARK: Placement

    @Test func cellsAndHeadersShowWhereTheGridPutsThem() {
        let f = CompositionalFixture(grid(), model: GridModel(sections: [(0..<10).map { "\($0)" }, (0..<3).map { "\($0)" }]))
        let frames = f.cellFrames
        #expect(frames.count == 13)
        for (indexPath, frame) in frames { #expect(frame == f.layout.layoutAttributesForItem(at: indexPath)?.frame) }
        #expect(frames[ip(0)] == CGRect(x: 0, y: 30, width: 100, height: 100))
        #expect(frames[ip(5)] == CGRect(x: 100, y: 130, width: 100, height: 100))
        #expect(frames[ip(2, 1)] == CGRect(x: 200, y: 360, width: 100, height: 100))
        let header = f.collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: ip(0, 1))
        #expect(header?.frame == CGRect(x: 0, y: 330, width: 400, height: 30))
        #expect(f.collection.contentSize == CGSize(width: 400, height: 460))
    }

    @Test func aPinnedHeaderFollowsTheScroll() {
        let f = CompositionalFixture(grid(pinned: true), model: GridModel(sections: [(0..<40).map { "\($0)" }, (0..<40).map { "\($0)" }]))
        let kind = CollectionView.elementKindSectionHeader
        f.collection.contentOffset = CGPoint(x: 0, y: 250)
        f.screen.advance(by: 0)
        #expect(f.collection.supplementaryView(forElementKind: kind, at: ip(0))?.frame == CGRect(x: 0, y: 250, width: 400, height: 30))
        f.screen.scroll(dy: 120, at: CGPoint(x: 200, y: 300))
        f.screen.advance(by: 1)
        #expect(f.collection.contentOffset.y == 370)
        #expect(f.collection.supplementaryView(forElementKind: kind, at: ip(0))?.frame == CGRect(x: 0, y: 370, width: 400, height: 30))
        // Section 0 ends at 1030: its header is pushed up by the end of the section.
        f.collection.contentOffset = CGPoint(x: 0, y: 1010)
        f.screen.advance(by: 0)
        #expect(f.collection.supplementaryView(forElementKind: kind, at: ip(0))?.frame == CGRect(x: 0, y: 1000, width: 400, height: 30))
        #expect(f.collection.supplementaryView(forElementKind: kind, at: ip(0, 1))?.frame == CGRect(x: 0, y: 1030, width: 400, height: 30))
    }

    // MARK: Lists

    @Test func estimatedListRowsSizeThemselves() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        let f = CompositionalFixture(layout, model: GridModel(items: 30)) { collection in
            collection.register(SizingCell.self, forCellWithReuseIdentifier: "cell")
        }
        let label = SizingCell(frame: .zero).label.intrinsicContentSize
        let height = label.height + 20
        #expect(height != 44)
        let frames = f.cellFrames
        #expect(frames[ip(0)] == CGRect(x: 0, y: 0, width: 400, height: height))
        #expect(frames[ip(3)] == CGRect(x: 0, y: 3 * height, width: 400, height: height))
        for (indexPath, frame) in frames where frame.minY < 600 {
            #expect(frame.height == height, "row \(indexPath.item)")
        }
        // A data change forgets the measured heights; the rows in view are measured again.
        f.model.sections[0].append("30")
        f.collection.insertItems(at: [ip(30)])
        f.screen.advance(by: 1)
        #expect(f.collection.cellForItem(at: ip(2))?.frame == CGRect(x: 0, y: 2 * height, width: 400, height: height))
    }

    @Test func aListLayoutSetsTheBackgroundUnlessTheAppDid() {
        let plain = CollectionView(frame: .zero, collectionViewLayout: grid()).backgroundColor
        let grouped = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: grouped)
        #expect(collection.backgroundColor == grouped.listBackgroundColor)
        #expect(collection.backgroundColor != plain)
        collection.collectionViewLayout = grid()
        #expect(collection.backgroundColor == plain)
        collection.backgroundColor = .red
        collection.collectionViewLayout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
        #expect(collection.backgroundColor == .red)
    }

    // MARK: Orthogonal bands

    /// Section 0: tiles 150 × 100, 10 apart, in a band scrolling with `behavior`; the other
    /// sections: plain list rows.
    func carousel(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(sectionProvider: { index, environment in
            guard index == 0 else { return NSCollectionLayoutSection.list(using: CollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment) }
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.absolute(150), .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.orthogonalScrollingBehavior = behavior
            return section
        })
    }

    func bandFixture(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .continuous, tiles: Int = 20, rows: Int = 30) -> CompositionalFixture {
        CompositionalFixture(carousel(behavior), model: GridModel(sections: [(0..<tiles).map { "T\($0)" }, (0..<rows).map { "Row \($0)" }]))
    }

    func bandOffset(_ f: CompositionalFixture) -> CGFloat { f.layout.orthogonalOffset(forSection: 0) }

    @Test func aSidewaysWheelStepGlidesTheBand() {
        let f = bandFixture()
        #expect(f.layout.orthogonalMaximumOffset(forSection: 0) == 2790)
        f.screen.scroll(dx: 100, dy: 0, at: CGPoint(x: 200, y: 50))
        f.screen.advance(by: 0.05)
        let midway = bandOffset(f)
        #expect(midway > 0 && midway < 100)
        f.screen.advance(by: 1)
        #expect(bandOffset(f) == 100)
        #expect(f.collection.contentOffset == .zero)
        #expect(f.collection.cellForItem(at: ip(1))?.frame == CGRect(x: 60, y: 0, width: 150, height: 100))
        #expect(f.collection.cellForItem(at: ip(0, 1))?.frame.minY == 100)
        // Clamped to the band's content; a step over the rows scrolls the collection view.
        f.screen.scroll(dx: 1_000_000, dy: 0, at: CGPoint(x: 200, y: 50))
        f.screen.advance(by: 1)
        #expect(bandOffset(f) == 2790)
        f.screen.scroll(dx: 0, dy: 60, at: CGPoint(x: 200, y: 50))
        f.screen.advance(by: 1)
        #expect(bandOffset(f) == 2790)
        #expect(f.collection.contentOffset.y == 60)
        #expect(f.screen.isIdle)
    }

    @Test func shiftWheelScrollsTheBandSideways() {
        let f = bandFixture()
        f.screen.scroll(dy: 80, at: CGPoint(x: 200, y: 50), modifiers: .shift)
        f.screen.advance(by: 1)
        #expect(bandOffset(f) == 80)
        #expect(f.collection.contentOffset.y == 0)
        // Over the rows, Shift+wheel has nothing to scroll sideways.
        f.screen.scroll(dy: 80, at: CGPoint(x: 200, y: 300), modifiers: .shift)
        f.screen.advance(by: 1)
        #expect(bandOffset(f) == 80)
        #expect(f.collection.contentOffset == .zero)
    }

    @Test func aDragMovesTheBandAndItDecelerates() {
        let f = bandFixture(.continuous)
        f.screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.2)
        let released = bandOffset(f)
        #expect(released > 150 && released <= 200)
        #expect(f.collection.contentOffset == .zero)
        f.screen.advance(by: 0.1)
        let gliding = bandOffset(f)
        #expect(gliding > released)
        f.screen.advance(by: 0.2)
        #expect(bandOffset(f) > gliding)
        f.screen.advance(by: 5)
        let rest = bandOffset(f)
        #expect(rest > gliding && rest < 2790)
        #expect(f.screen.isIdle)
        // Back past the start it rubber-bands and springs back.
        f.collection.collectionViewLayout.invalidateLayout()
        f.layout.setOrthogonalOffset(0, forSection: 0)
        f.screen.press(at: CGPoint(x: 100, y: 50))
        for x in stride(from: CGFloat(120), through: 300, by: 20) {
            f.screen.advance(by: 1.0 / 60)
            f.screen.move(to: CGPoint(x: x, y: 50))
        }
        let banded = bandOffset(f)
        #expect(banded < 0 && banded > -180)
        f.screen.release(at: CGPoint(x: 300, y: 50))
        // The release's leftward speed carries it a little further out first, then the
        // spring brings it back.
        f.screen.advance(by: 0.05)
        #expect(bandOffset(f) < 0)
        f.screen.advance(by: 0.25)
        #expect(bandOffset(f) > banded && bandOffset(f) <= 0)
        f.screen.advance(by: 2)
        #expect(bandOffset(f) == 0)
    }

    @Test func pagingBandsSnapToPages() {
        let f = bandFixture(.paging)
        // A quick fling of 100 pt turns to the next page (the band's width, 400).
        f.screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.1)
        let released = bandOffset(f)
        #expect(released > 50 && released <= 100)
        f.screen.advance(by: 0.05)
        let moving = bandOffset(f)
        #expect(moving > released && moving < 400)
        f.screen.advance(by: 3)
        #expect(bandOffset(f) == 400)
        // A slow, short drag back goes to the nearest page.
        f.screen.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 250, y: 50), duration: 1)
        f.screen.advance(by: 3)
        #expect(bandOffset(f) == 400)
        let groups = bandFixture(.groupPaging)
        groups.screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.1)
        groups.screen.advance(by: 3)
        #expect(bandOffset(groups) == 160)
    }

    @Test func aVerticalDragOverTheBandScrollsTheCollectionView() {
        let f = bandFixture()
        f.screen.drag(from: CGPoint(x: 200, y: 90), to: CGPoint(x: 210, y: 10), duration: 0.3)
        #expect(f.collection.contentOffset.y > 50)
        #expect(bandOffset(f) == 0)
        f.screen.advance(by: 3)
        #expect(bandOffset(f) == 0)
    }

    @Test func clickingATileInAScrolledBandSelectsIt() {
        let f = bandFixture()
        f.screen.scroll(dx: 200, dy: 0, at: CGPoint(x: 200, y: 50))
        f.screen.advance(by: 1)
        f.screen.click(at: CGPoint(x: 260, y: 50))
        #expect(f.model.selected == [ip(2)])
        #expect(f.collection.cellForItem(at: ip(2))?.isSelected == true)
        // A press on a gliding band stops it and selects nothing.
        f.screen.scroll(dx: 300, dy: 0, at: CGPoint(x: 200, y: 50))
        f.screen.advance(by: 0.03)
        f.screen.click(at: CGPoint(x: 100, y: 50))
        let stopped = bandOffset(f)
        #expect(stopped > 200 && stopped < 500)
        f.screen.advance(by: 1)
        #expect(bandOffset(f) == stopped)
        #expect(f.model.selected == [ip(2)])
    }

    @Test func aBandOfAThousandTilesMakesOnlyTheTilesInView() {
        let f = bandFixture(tiles: 1000, rows: 5)
        let margin = f.collection.theme.lists.reuseMargin
        let bound = Int(((400 + 2 * margin) / 160).rounded(.up)) + 1
        func tilesShown() -> Int { f.collection.indexPathsForVisibleItems.filter { $0.section == 0 }.count }
        #expect(tilesShown() <= bound)
        for _ in 0..<20 {
            f.screen.scroll(dx: 5000, dy: 0, at: CGPoint(x: 200, y: 50))
            f.screen.advance(by: 0.05)
            #expect(tilesShown() <= bound)
        }
        f.screen.advance(by: 1)
        #expect(bandOffset(f) == 100_000)
        #expect(tilesShown() <= bound)
        #expect(f.collection.cellForItem(at: ip(625))?.frame.minX == 0)
        #expect(f.model.cellsSeen.count <= 2 * bound + 10)
    }

    @Test func aNonFiniteWheelStepOverABandIsIgnored() {
        let f = bandFixture()
        let lines = capturingDiagnostics {
            f.window.eventDispatcher.dispatch(.scroll(location: CGPoint(x: 200, y: 50), dx: .nan, dy: 0, modifiers: [], time: f.screen.now))
        }
        #expect(lines.count == 1)
        f.screen.advance(by: 1)
        #expect(bandOffset(f) == 0)
        #expect(f.collection.contentOffset == .zero)
    }

    @Test func aListUnderAScrolledBandOfTilesLooksRight() {
        let f = CompositionalFixture(
            carousel(.continuous), model: GridModel(sections: [(0..<8).map { "Tile \($0)" }, (0..<6).map { "Row \($0)" }]), width: 320, height: 300)
        f.screen.scroll(dx: 95, dy: 0, at: CGPoint(x: 160, y: 50))
        f.screen.advance(by: 1)
        expectMatchesGolden(f.screen.snapshot(), named: "collection-compositional-orthogonal-band")
    }
}
