import Foundation
import Testing
@testable import WidgetKitLite

/// `CollectionViewCompositionalLayout` places items, groups, sections and boundary items as
/// UIKit documents, and as Apple's "Implementing Modern Collection Views" samples show.
@MainActor @Suite struct CompositionalLayoutTests {
    /// Apple's grid: items a fifth of the width in rows 44 pt high.
    func grid(inset: CGFloat = 0) -> CollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.2), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [item])
        return CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test(arguments: [CGFloat(500), 320, 1000])
    func gridRepeatsItemsFivePerRow(width: CGFloat) {
        let h = LayoutHarness(grid(), counts: [12], width: width)
        let w = width / 5
        #expect(h.frame(0) == CGRect(x: 0, y: 0, width: w, height: 44))
        #expect(h.frame(4) == CGRect(x: 4 * w, y: 0, width: w, height: 44))
        #expect(h.frame(5) == CGRect(x: 0, y: 44, width: w, height: 44))
        #expect(h.frame(11) == CGRect(x: w, y: 88, width: w, height: 44))
        #expect(h.layout.collectionViewContentSize == CGSize(width: width, height: 132))
        #expect(h.layout.layoutAttributesForItem(at: IndexPath(item: 12, section: 0)) == nil)
    }

    @Test func itemInsetsShrinkTheCellInsideItsSlot() {
        let h = LayoutHarness(grid(inset: 2), counts: [6], width: 500)
        #expect(h.frame(0) == CGRect(x: 2, y: 2, width: 96, height: 40))
        #expect(h.frame(1) == CGRect(x: 102, y: 2, width: 96, height: 40))
        #expect(h.frame(5) == CGRect(x: 2, y: 46, width: 96, height: 40))
    }

    @Test(arguments: [CGFloat(300), 410])
    func twoColumnsShareTheWidthLessTheSpacing(width: CGFloat) {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let h = LayoutHarness(CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [3], width: width)
        let w = (width - 10) / 2
        #expect(h.frame(0) == CGRect(x: 0, y: 0, width: w, height: 44))
        #expect(h.frame(1) == CGRect(x: w + 10, y: 0, width: w, height: 44))
        #expect(h.frame(2) == CGRect(x: 0, y: 44, width: w, height: 44))
        // The newer spelling is the same group.
        let same = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(1), .absolute(90)), repeatingSubitem: item, count: 3)
        #expect(same.count == 3 && same.axis == .vertical)
    }

    @Test func sectionInsetsAndInterGroupSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 5
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        let h = LayoutHarness(CollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [3, 1], width: 400)
        #expect(h.frame(0) == CGRect(x: 20, y: 10, width: 360, height: 50))
        #expect(h.frame(1) == CGRect(x: 20, y: 65, width: 360, height: 50))
        #expect(h.frame(2) == CGRect(x: 20, y: 120, width: 360, height: 50))
        // Section 0 ends at 180; 30 apart, section 1 starts at 210 and its item at 220.
        #expect(h.frame(0, 1) == CGRect(x: 20, y: 220, width: 360, height: 50))
        #expect(h.layout.collectionViewContentSize == CGSize(width: 400, height: 280))
    }

    /// Apple's "Nested Groups": a wide item beside a column of two.
    @Test(arguments: [CGFloat(400), 600])
    func nestedGroups(width: CGFloat) {
        let leading = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.7), .fractionalHeight(1)))
        leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailing = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.3)))
        trailing.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let column = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailing, count: 2)
        let nested = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.4)), subitems: [leading, column])
        let h = LayoutHarness(CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nested)), counts: [6], width: width, height: 500)
        let wide = width * 0.7, narrow = width * 0.3
        #expect(h.frame(0) == CGRect(x: 10, y: 10, width: wide - 20, height: 180))
        #expect(h.frame(1) == CGRect(x: wide + 10, y: 10, width: narrow - 20, height: 80))
        #expect(h.frame(2) == CGRect(x: wide + 10, y: 110, width: narrow - 20, height: 80))
        #expect(h.frame(3) == CGRect(x: 10, y: 210, width: wide - 20, height: 180))
        #expect(h.layout.collectionViewContentSize.height == 400)
    }

    @Test func subitemsRepeatInTurnWhileTheNextFits() {
        let quarter = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.25), .fractionalHeight(1)))
        let half = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), subitems: [quarter, half])
        let h = LayoutHarness(CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [4], width: 400)
        #expect(h.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(h.frame(1) == CGRect(x: 100, y: 0, width: 200, height: 30))
        #expect(h.frame(2) == CGRect(x: 300, y: 0, width: 100, height: 30))
        #expect(h.frame(3) == CGRect(x: 0, y: 30, width: 100, height: 30))
    }

    @Test func flexibleSpacingSharesTheSpareRoom() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(90), .absolute(20)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [item])
        group.interItemSpacing = .flexible(0)
        let h = LayoutHarness(CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [5], width: 390)
        #expect([0, 1, 2, 3].map { h.frame($0).minX } == [0, 100, 200, 300])
        #expect(h.frame(4) == CGRect(x: 0, y: 40, width: 90, height: 20))
        // Flexible edges across centre the item; along, they share the room with the gaps.
        let centred = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(20)))
        centred.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [centred])
        let c = LayoutHarness(CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)), counts: [1], width: 300)
        #expect(c.frame(0) == CGRect(x: 100, y: 10, width: 100, height: 20))
    }

    @Test func headersAndFootersBracketTheirSection() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: CollectionView.elementKindSectionHeader, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)), elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let h = LayoutHarness(CollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [2, 2], width: 332)
        let header = CollectionView.elementKindSectionHeader, footer = CollectionView.elementKindSectionFooter
        #expect(h.supplementary(header) == CGRect(x: 16, y: 0, width: 300, height: 30))
        #expect(h.frame(0) == CGRect(x: 16, y: 35, width: 300, height: 40))
        #expect(h.frame(1) == CGRect(x: 16, y: 75, width: 300, height: 40))
        #expect(h.supplementary(footer) == CGRect(x: 16, y: 120, width: 300, height: 20))
        #expect(h.supplementary(header, 1) == CGRect(x: 16, y: 150, width: 300, height: 30))
        #expect(h.frame(0, 1).minY == 185)
        #expect(h.supplementary(footer, 1) == CGRect(x: 16, y: 270, width: 300, height: 20))
        #expect(h.layout.collectionViewContentSize.height == 290)
        #expect(h.elements(in: CGRect(x: 0, y: 0, width: 332, height: 100)) == ["UICollectionElementKindSectionHeader@0.0", "cell@0.0", "cell@0.1"])
        #expect(h.elements(in: CGRect(x: 0, y: 130, width: 332, height: 30)) == ["UICollectionElementKindSectionFooter@0.0", "UICollectionElementKindSectionHeader@1.0"])
        // Not following the insets, boundary items take the full width.
        section.supplementariesFollowContentInsets = false
        h.layout.invalidateLayout()
        h.layout.prepare()
        #expect(h.supplementary(header) == CGRect(x: 0, y: 0, width: 332, height: 30))
    }

    @Test func layoutHeaderAndBadges() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: layoutSize(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), elementKind: "banner", alignment: .top)
        ]
        let h = LayoutHarness(CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration), counts: [2], width: 200)
        #expect(h.supplementary("banner") == CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(h.frame(1) == CGRect(x: 100, y: 60, width: 100, height: 50))
        #expect(h.supplementary("badge", item: 1) == CGRect(x: 186, y: 54, width: 20, height: 20))
        #expect(h.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.zIndex == 1)
    }

    @Test func pinnedHeaderStaysAtTheTopWhileItsSectionIsInView() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        // Each section: header 0–30, ten rows to 430.
        let h = LayoutHarness(CollectionViewCompositionalLayout(section: section), counts: [10, 10], width: 300, height: 200)
        let kind = CollectionView.elementKindSectionHeader
        #expect(h.supplementary(kind, 0).minY == 0)
        #expect(h.frame(0).minY == 30)
        for (offset, first, second) in [(CGFloat(100), CGFloat(100), CGFloat(430)), (395, 395, 430), (410, 400, 430), (500, 400, 500), (800, 400, 800)] {
            h.scroll(to: CGPoint(x: 0, y: offset))
            #expect(h.supplementary(kind, 0).minY == first, "offset \(offset)")
            #expect(h.supplementary(kind, 1).minY == second, "offset \(offset)")
            let visible = h.layout.layoutAttributesForElements(in: CGRect(x: 0, y: offset, width: 300, height: 200)) ?? []
            let headers = visible.filter { $0.representedElementKind == kind }
            #expect(headers.allSatisfy { $0.zIndex == 10 && $0.frame.maxY > offset })
            #expect(headers.contains { $0.frame.minY == max(offset, 0) || $0.frame.minY == 400 })
        }
        // Scrolling asks for a pass only while pinned items exist.
        #expect(h.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 300, height: 200)))
        let plain = LayoutHarness(grid(), counts: [10], width: 300, height: 200)
        #expect(!plain.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 300, height: 200)))
    }

    @Test func aWidthChangeInvalidatesAndFractionsFollow() {
        let h = LayoutHarness(grid(), counts: [10], width: 500, height: 300)
        #expect(h.resize(width: 250, height: 300))
        #expect(h.frame(1) == CGRect(x: 50, y: 0, width: 50, height: 44))
        #expect(!h.resize(width: 250, height: 400))
        // A group a fraction of the height follows the height too.
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let tall = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [item])
        let t = LayoutHarness(CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: tall)), counts: [2], width: 300, height: 400)
        #expect(t.frame(1) == CGRect(x: 0, y: 200, width: 300, height: 200))
        #expect(t.resize(width: 300, height: 200))
        #expect(t.frame(1) == CGRect(x: 0, y: 100, width: 300, height: 100))
    }

    @Test func horizontalLayoutStacksSectionsSideways() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let h = LayoutHarness(
            CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration), counts: [2, 1], width: 300, height: 250)
        #expect(h.frame(1) == CGRect(x: 100, y: 0, width: 100, height: 250))
        #expect(h.frame(0, 1) == CGRect(x: 220, y: 0, width: 100, height: 250))
        #expect(h.layout.collectionViewContentSize == CGSize(width: 320, height: 250))
        #expect(h.elements(in: CGRect(x: 150, y: 0, width: 100, height: 10)) == ["cell@0.1", "cell@1.0"])
    }

    @Test func queriesMatchAScanOfEveryElement() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(37)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 3
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: layoutSize(.fractionalWidth(1), .absolute(25)), elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let counts = [100, 0, 7, 250]
        let h = LayoutHarness(CollectionViewCompositionalLayout(section: section), counts: counts, width: 299)
        var all: [CollectionViewLayoutAttributes] = []
        for (s, count) in counts.enumerated() {
            all += (0..<count).compactMap { h.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: s)) }
            all += [h.layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: s))].compactMap { $0 }
        }
        let total = h.layout.collectionViewContentSize.height
        for start in stride(from: -50, to: total + 50, by: 173) {
            let rect = CGRect(x: 50, y: start, width: 100, height: 211)
            #expect(h.elements(in: rect) == all.filter { $0.frame.overlaps(rect) }.map(LayoutHarness.name).sorted())
        }
    }

    @Test func unusableSizesAreZeroWithOneLine() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(.nan)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(-5)), subitems: [item])
        var h: LayoutHarness?
        let lines = capturingDiagnostics { h = LayoutHarness(CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [3], width: 100) }
        #expect(lines.count == 1 && lines[0].contains("NaN, infinite or negative"))
        #expect(h?.frame(2) == CGRect(x: 0, y: 0, width: 100, height: 0))
        // A provider with no section: its items are hidden, one line.
        let none = capturingDiagnostics {
            let layout = CollectionViewCompositionalLayout(sectionProvider: { index, _ in index == 0 ? nil : NSCollectionLayoutSection(group: group) })
            let missing = LayoutHarness(layout, counts: [2], width: 100)
            #expect(missing.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.isHidden == true)
        }
        #expect(none.count == 1 && none[0].contains("no section"))
    }
}
