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
}
