import Foundation
import Testing
@testable import WidgetKitLite

/// Orthogonal sections lay their groups side by side in a band that scrolls on its own by
/// an offset the collection view drives, and come to rest where UIKit's behaviours do.
@MainActor @Suite struct CompositionalOrthogonalTests {
    /// Groups of one item, `fraction` of the width and 100 high, 10 apart, then a plain
    /// section of 44-pt rows.
    func carousel(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, fraction: CGFloat = 0.8, leading: CGFloat = 0) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
            if index == 1 {
                let row = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [item])
                return NSCollectionLayoutSection(group: row)
            }
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(fraction), .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: leading)
            section.orthogonalScrollingBehavior = behavior
            return section
        })
    }

    @Test func bandGeometry() {
        let h = LayoutHarness(carousel(.groupPaging), counts: [5, 2], width: 500)
        #expect(h.layout.orthogonalSections == [0])
        #expect(h.layout.orthogonalBandFrame(forSection: 0) == CGRect(x: 0, y: 0, width: 500, height: 100))
        #expect(h.layout.orthogonalContentLength(forSection: 0) == 2040)
        #expect(h.layout.orthogonalMaximumOffset(forSection: 0) == 1540)
        #expect(h.layout.orthogonalBandFrame(forSection: 1) == nil)
        #expect([0, 1, 4].map { h.frame($0) } == [CGRect(x: 0, y: 0, width: 400, height: 100), CGRect(x: 410, y: 0, width: 400, height: 100), CGRect(x: 1640, y: 0, width: 400, height: 100)])
        #expect(h.frame(0, 1) == CGRect(x: 0, y: 100, width: 500, height: 44))
        #expect(h.layout.collectionViewContentSize == CGSize(width: 500, height: 188))
        #expect(h.elements(in: CGRect(x: 0, y: 0, width: 500, height: 120)) == ["cell@0.0", "cell@0.1", "cell@1.0"])
        #expect(h.layout.orthogonalSection(at: CGPoint(x: 250, y: 50)) == 0)
        #expect(h.layout.orthogonalSection(at: CGPoint(x: 250, y: 120)) == nil)
    }

    @Test(arguments: [CGFloat(500), 320])
    func theOffsetMovesTheSectionsItems(width: CGFloat) {
        let h = LayoutHarness(carousel(.continuous), counts: [5, 2], width: width)
        let step = width * 0.8 + 10
        h.layout.setOrthogonalOffset(step, forSection: 0)
        #expect(h.layout.orthogonalOffset(forSection: 0) == step)
        #expect(h.frame(1).minX == 0)
        #expect(h.frame(0).minX == -step)
        #expect(h.frame(0, 1).minX == 0)
        #expect(h.elements(in: CGRect(x: 0, y: 0, width: width, height: 100)) == ["cell@0.1", "cell@0.2"])
        // Not an orthogonal section: no effect.
        h.layout.setOrthogonalOffset(50, forSection: 1)
        #expect(h.layout.orthogonalOffset(forSection: 1) == 0)
        // The offset survives a new pass, clamped to the new range.
        h.layout.setOrthogonalOffset(5000, forSection: 0)
        h.layout.invalidateLayout()
        h.layout.prepare()
        #expect(h.layout.orthogonalOffset(forSection: 0) == h.layout.orthogonalMaximumOffset(forSection: 0))
    }

    @Test func groupPagingRestsOnGroupEdges() {
        let h = LayoutHarness(carousel(.groupPaging), counts: [5, 2], width: 500)
        let target = { (proposed: CGFloat, velocity: CGFloat) in h.layout.orthogonalTargetOffset(forSection: 0, proposed: proposed, velocity: velocity) }
        #expect(target(300, 1) == 410)
        #expect(target(300, -1) == 0)
        #expect(target(300, 0) == 410)
        #expect(target(100, 0) == 0)
        #expect(target(1600, 1) == 1540)
        #expect(target(-80, -1) == 0)
        #expect(h.layout.orthogonalTargetOffset(forSection: 1, proposed: 33, velocity: 0) == 33)
    }

    @Test func pagingRestsOnPages() {
        let h = LayoutHarness(carousel(.paging), counts: [5, 2], width: 500)
        let target = { (proposed: CGFloat, velocity: CGFloat) in h.layout.orthogonalTargetOffset(forSection: 0, proposed: proposed, velocity: velocity) }
        #expect(target(300, 0) == 500)
        #expect(target(200, 0) == 0)
        #expect(target(200, 1) == 500)
        #expect(target(700, -1) == 500)
        #expect(target(1200, 1) == 1500)
        #expect(target(1510, 1) == 1540)
    }

    @Test func continuousBehaviours() {
        let free = LayoutHarness(carousel(.continuous), counts: [5, 2], width: 500)
        #expect(free.layout.orthogonalTargetOffset(forSection: 0, proposed: 700, velocity: 0) == 700)
        #expect(free.layout.orthogonalTargetOffset(forSection: 0, proposed: 9000, velocity: 0) == 1540)
        let snapping = LayoutHarness(carousel(.continuousGroupLeadingBoundary, leading: 16), counts: [5, 2], width: 500)
        // Group container 468: groups 374.4 wide, 384.4 apart; offsets 0, 384.4, 768.8, …
        #expect(snapping.frame(0).minX == 16)
        #expect(abs(snapping.layout.orthogonalTargetOffset(forSection: 0, proposed: 700, velocity: 3) - 768.8) < 0.001)
        #expect(snapping.layout.orthogonalTargetOffset(forSection: 0, proposed: 100, velocity: 3) == 0)
    }

    @Test func centredPagingCentresEveryGroup() {
        let h = LayoutHarness(carousel(.groupPagingCentered), counts: [5, 2], width: 500)
        // The first and last groups get room to be centred: 50 on each side.
        #expect(h.frame(0) == CGRect(x: 50, y: 0, width: 400, height: 100))
        #expect(h.layout.orthogonalContentLength(forSection: 0) == 2140)
        #expect(h.layout.orthogonalTargetOffset(forSection: 0, proposed: 300, velocity: 1) == 410)
        #expect(h.layout.orthogonalTargetOffset(forSection: 0, proposed: 1700, velocity: 1) == 1640)
        h.layout.setOrthogonalOffset(410, forSection: 0)
        #expect(h.frame(1).midX == 250)
    }

    @Test func badgesMoveWithTheirItemsAndQueriesFindThem() {
        // Badges 450 pt before their item's leading edge: they reach past the previous group.
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: layoutSize(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading], absoluteOffset: CGPoint(x: -450, y: 0)))
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.absolute(100), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let h = LayoutHarness(CollectionViewCompositionalLayout(section: section), counts: [20], width: 300)
        #expect(h.supplementary("badge", item: 5) == CGRect(x: 50, y: 0, width: 20, height: 20))
        for offset in [CGFloat(0), 130, 777] {
            h.layout.setOrthogonalOffset(offset, forSection: 0)
            #expect(h.supplementary("badge", item: 5).minX == 50 - offset)
            var all: [CollectionViewLayoutAttributes] = []
            for i in 0..<20 {
                all += [
                    h.layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0)),
                    h.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: i, section: 0)),
                ].compactMap { $0 }
            }
            let rect = CGRect(x: 0, y: 0, width: 300, height: 50)
            #expect(h.elements(in: rect) == all.filter { $0.frame.overlaps(rect) }.map(LayoutHarness.name).sorted())
        }
    }
}
