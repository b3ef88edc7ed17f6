import Foundation
import Testing
@testable import WidgetKitLite

/// Lists made with `CollectionViewCompositionalLayout.list(using:)` lay rows out as the
/// matching `TableView` styles do, and estimated heights give way to measured ones.
@MainActor @Suite struct CompositionalListTests {
    func list(_ appearance: CollectionLayoutListConfiguration.Appearance, header: Bool = false, footer: Bool = false) -> CollectionViewCompositionalLayout {
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        if header { configuration.headerMode = .supplementary }
        if footer { configuration.footerMode = .supplementary }
        return .list(using: configuration)
    }

    @Test(arguments: [CGFloat(390), 600])
    func plainRowsAreFullWidthAndFortyFourHigh(width: CGFloat) {
        let h = LayoutHarness(list(.plain), counts: [3, 2], width: width)
        #expect(h.frame(0) == CGRect(x: 0, y: 0, width: width, height: 44))
        #expect(h.frame(2) == CGRect(x: 0, y: 88, width: width, height: 44))
        #expect(h.frame(0, 1) == CGRect(x: 0, y: 132, width: width, height: 44))
        #expect(h.layout.collectionViewContentSize == CGSize(width: width, height: 220))
        #expect(h.layout.listBackgroundColor == h.collectionView.theme.lists.plainBackgroundColor)
        let sidebar = LayoutHarness(list(.sidebarPlain), counts: [3], width: width)
        #expect(sidebar.frame(1) == CGRect(x: 0, y: 44, width: width, height: 44))
    }

    @Test func groupedSectionsAreSpacedApart() {
        let h = LayoutHarness(list(.grouped), counts: [2, 1], width: 390)
        // 18 above the rows, 18 below: section 0 spans 0–124, section 1's row starts at 142.
        #expect(h.frame(0) == CGRect(x: 0, y: 18, width: 390, height: 44))
        #expect(h.frame(0, 1) == CGRect(x: 0, y: 142, width: 390, height: 44))
        #expect(h.layout.collectionViewContentSize.height == 204)
        #expect(h.layout.listBackgroundColor == h.collectionView.theme.lists.groupedBackgroundColor)
    }

    @Test(arguments: [(CGFloat(390), CGFloat(20)), (60, 15)])
    func insetGroupedRowsAreInsetByTheThemeMargin(width: CGFloat, margin: CGFloat) {
        for appearance in [CollectionLayoutListConfiguration.Appearance.insetGrouped, .sidebar] {
            let h = LayoutHarness(list(appearance, header: true, footer: true), counts: [2], width: width)
            let header = h.supplementary(CollectionView.elementKindSectionHeader)
            #expect(header == CGRect(x: margin, y: 0, width: width - 2 * margin, height: 38))
            #expect(h.frame(0) == CGRect(x: margin, y: 38, width: width - 2 * margin, height: 44))
            #expect(h.supplementary(CollectionView.elementKindSectionFooter) == CGRect(x: margin, y: 144, width: width - 2 * margin, height: 34))
        }
    }

    @Test func plainHeadersPin() {
        let h = LayoutHarness(list(.plain, header: true), counts: [10, 10], width: 320, height: 200)
        let kind = CollectionView.elementKindSectionHeader
        #expect(h.supplementary(kind, 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(h.frame(0) == CGRect(x: 0, y: 28, width: 320, height: 44))
        h.scroll(to: CGPoint(x: 0, y: 100))
        #expect(h.supplementary(kind, 0).minY == 100)
        // Section 0 ends at 468: its header is pushed up as section 1 arrives.
        h.scroll(to: CGPoint(x: 0, y: 450))
        #expect(h.supplementary(kind, 0).minY == 440)
        #expect(h.supplementary(kind, 1).minY == 468)
        // Grouped headers do not pin.
        let g = LayoutHarness(list(.insetGrouped, header: true), counts: [10], width: 320, height: 200)
        g.scroll(to: CGPoint(x: 0, y: 100))
        #expect(g.supplementary(kind, 0).minY == 0)
    }

    @Test func measuredHeightsReplaceEstimates() {
        let h = LayoutHarness(list(.plain, header: true), counts: [4], width: 320)
        let original = h.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        #expect(original.frame == CGRect(x: 0, y: 72, width: 320, height: 44))
        let preferred = original.copy()
        preferred.frame.size = CGSize(width: 320, height: 80)
        #expect(h.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        h.layout.invalidateLayout()
        h.layout.prepare()
        #expect(h.frame(1) == CGRect(x: 0, y: 72, width: 320, height: 80))
        #expect(h.frame(2) == CGRect(x: 0, y: 152, width: 320, height: 44))
        // Measured again at the same height: nothing to do.
        let measured = h.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        #expect(!h.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: measured))
        // The header self-sizes too.
        let header = h.layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!
        let tallHeader = header.copy()
        tallHeader.frame.size.height = 40
        #expect(h.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: tallHeader, withOriginalAttributes: header))
        h.layout.invalidateLayout()
        h.layout.prepare()
        #expect(h.frame(0).minY == 40)
        // A data change forgets the measurements.
        h.layout.invalidateMeasuredSizes()
        h.layout.prepare()
        #expect(h.frame(1) == CGRect(x: 0, y: 72, width: 320, height: 44))
        // Lengths measured at another width are forgotten.
        let again = h.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        #expect(h.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: again))
        h.layout.invalidateLayout()
        h.layout.prepare()
        #expect(h.frame(1).height == 80)
        #expect(h.resize(width: 200, height: 600))
        #expect(h.frame(1) == CGRect(x: 0, y: 72, width: 200, height: 44))
        // An unusable size is one line and changes nothing.
        let bad = original.copy()
        bad.frame.size.height = .nan
        let lines = capturingDiagnostics { #expect(!h.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: bad, withOriginalAttributes: original)) }
        #expect(lines.count == 1)
    }

    @Test func absoluteSizesDoNotSelfSize() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let h = LayoutHarness(CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [2], width: 100)
        let original = h.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
        let preferred = original.copy()
        preferred.frame.size.height = 90
        #expect(!h.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    @Test func estimatedGroupsGrowToTheirItems() {
        // Apple's "Self-sizing" grid: two estimated items a row; the row is the taller one.
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .estimated(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let h = LayoutHarness(CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [4], width: 200)
        #expect(h.frame(2) == CGRect(x: 0, y: 50, width: 100, height: 50))
        let original = h.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        let preferred = original.copy()
        preferred.frame.size.height = 120
        #expect(h.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        h.layout.invalidateLayout()
        h.layout.prepare()
        #expect(h.frame(1) == CGRect(x: 100, y: 0, width: 100, height: 120))
        #expect(h.frame(2) == CGRect(x: 0, y: 120, width: 100, height: 50))
        #expect(h.layout.collectionViewContentSize.height == 170)
    }
}
