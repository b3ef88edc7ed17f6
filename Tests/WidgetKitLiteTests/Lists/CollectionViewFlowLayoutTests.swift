import Foundation
import Testing
@testable import WidgetKitLite

/// Flow layout geometry, from UIKit's documented line filling.
@MainActor @Suite struct CollectionViewFlowLayoutTests {
    private func frame(_ f: GridFixture, _ item: Int, section: Int = 0) -> CGRect? {
        f.collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func itemsOfOneSizeSitInColumnsWithTheSpareSpaceBetweenThem() {
        let f = GridFixture(model: GridModel(items: 7)) { _, layout in layout.itemSize = CGSize(width: 100, height: 50) }
        // 400 pt fits 3 items of 100 with at least 10 between: 50 between them.
        #expect(frame(f, 0) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame(f, 1) == CGRect(x: 150, y: 0, width: 100, height: 50))
        #expect(frame(f, 2) == CGRect(x: 300, y: 0, width: 100, height: 50))
        #expect(frame(f, 4) == CGRect(x: 150, y: 60, width: 100, height: 50))
        // The last line keeps the columns.
        #expect(frame(f, 6) == CGRect(x: 0, y: 120, width: 100, height: 50))
        #expect(f.collection.contentSize == CGSize(width: 400, height: 170))
        f.expectConsistent()
    }

    @Test func sectionInsetsAndSpacingPlaceTheLines() {
        let f = GridFixture(model: GridModel(items: 7)) { _, layout in
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.sectionInset = EdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
            layout.minimumLineSpacing = 5
        }
        #expect(frame(f, 0) == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(frame(f, 1) == CGRect(x: 150, y: 20, width: 100, height: 50))
        #expect(frame(f, 2) == CGRect(x: 290, y: 20, width: 100, height: 50))
        #expect(frame(f, 3) == CGRect(x: 10, y: 75, width: 100, height: 50))
        #expect(f.collection.contentSize.height == 200)
    }

    @Test func theNumberOfColumnsFollowsTheWidth() {
        for (width, xs) in [(CGFloat(250), [CGFloat(0), 150, 0]), (210, [0, 110, 0]), (150, [25, 25, 25]), (90, [0, 0, 0])] {
            let f = GridFixture(model: GridModel(items: 3), width: width) { _, layout in layout.itemSize = CGSize(width: 100, height: 50) }
            #expect((0..<3).map { frame(f, $0)?.minX } == xs, "width \(width)")
        }
    }

    @Test func itemsOfDifferentSizesAreJustifiedExceptTheLastLine() {
        let model = SizedGridModel(items: 5)
        model.sizes = [CGSize(width: 100, height: 40), CGSize(width: 150, height: 40), CGSize(width: 80, height: 60), CGSize(width: 200, height: 40), CGSize(width: 50, height: 40)]
        let f = GridFixture(model: model, width: 300)
        #expect(frame(f, 0) == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(frame(f, 1) == CGRect(x: 150, y: 0, width: 150, height: 40))
        // A line is as thick as its largest item; smaller ones are centred in it.
        #expect(frame(f, 2) == CGRect(x: 0, y: 50, width: 80, height: 60))
        #expect(frame(f, 3) == CGRect(x: 100, y: 60, width: 200, height: 40))
        #expect(frame(f, 4) == CGRect(x: 0, y: 120, width: 50, height: 40))
    }

    @Test func aLoneItemOnALineIsCentredAndTheLastLineUsesTheMinimumSpacing() {
        let model = SizedGridModel(items: 3)
        model.sizes = [CGSize(width: 250, height: 40), CGSize(width: 100, height: 40), CGSize(width: 90, height: 40)]
        let f = GridFixture(model: model, width: 300)
        #expect(frame(f, 0) == CGRect(x: 25, y: 0, width: 250, height: 40))
        #expect(frame(f, 1) == CGRect(x: 0, y: 50, width: 100, height: 40))
        #expect(frame(f, 2) == CGRect(x: 110, y: 50, width: 90, height: 40))
    }

    @Test func horizontalScrollingFillsColumns() {
        let f = GridFixture(model: GridModel(items: 7), height: 300) { _, layout in
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 100, height: 50)
        }
        // 300 pt high fits 5 items of 50: 12.5 between them.
        #expect(frame(f, 0) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame(f, 1) == CGRect(x: 0, y: 62.5, width: 100, height: 50))
        #expect(frame(f, 5) == CGRect(x: 110, y: 0, width: 100, height: 50))
        #expect(frame(f, 6) == CGRect(x: 110, y: 62.5, width: 100, height: 50))
        #expect(f.collection.contentSize == CGSize(width: 210, height: 300))
        f.expectConsistent()
    }

    @Test func headersAndFootersFrameEachSection() {
        let f = GridFixture(model: GridModel(sections: [(0..<4).map { "A\($0)" }, (0..<4).map { "B\($0)" }])) { collection, layout in
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            collection.register(GridHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: "header")
        }
        let header = CollectionView.elementKindSectionHeader, footer = CollectionView.elementKindSectionFooter
        #expect(f.collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 400, height: 30))
        #expect(frame(f, 0) == CGRect(x: 0, y: 30, width: 100, height: 50))
        #expect(frame(f, 3) == CGRect(x: 0, y: 90, width: 100, height: 50))
        #expect(f.collection.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 140, width: 400, height: 20))
        #expect(f.collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 160, width: 400, height: 30))
        #expect(frame(f, 0, section: 1) == CGRect(x: 0, y: 190, width: 100, height: 50))
        #expect(f.collection.contentSize.height == 320)
        let headerView = f.collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) as? GridHeader
        #expect(headerView?.label.text == "Section 1")
        #expect(headerView?.frame == CGRect(x: 0, y: 160, width: 400, height: 30))
        #expect(f.collection.visibleSupplementaryViews(ofKind: footer).count == 2)
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionEnds() {
        let f = GridFixture(model: GridModel(sections: [(0..<4).map { "A\($0)" }, (0..<40).map { "B\($0)" }])) { _, layout in
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        let kind = CollectionView.elementKindSectionHeader
        let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 0, section: 1)
        f.collection.contentOffset = CGPoint(x: 0, y: 100)
        f.screen.runFrame()
        #expect(f.collection.supplementaryView(forElementKind: kind, at: first)?.frame.minY == 100)
        // Pushed up by the end of its section (before its footer).
        f.collection.contentOffset = CGPoint(x: 0, y: 130)
        f.screen.runFrame()
        #expect(f.collection.supplementaryView(forElementKind: kind, at: first)?.frame.minY == 110)
        f.collection.contentOffset = CGPoint(x: 0, y: 400)
        f.screen.runFrame()
        #expect(f.collection.supplementaryView(forElementKind: kind, at: second)?.frame.minY == 400)
        #expect(f.collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: second)?.zIndex == 10)
        // Over the items it covers: a click there selects nothing.
        f.screen.click(at: CGPoint(x: 50, y: 10))
        #expect(f.model.selected.isEmpty)
    }

    @Test func queriesCostTheElementsReturnedNotTheItems() {
        let f = GridFixture(model: GridModel(items: 100_000)) { _, layout in layout.itemSize = CGSize(width: 100, height: 100) }
        let rect = CGRect(x: 0, y: 2_000_000, width: 400, height: 600)
        let found = f.layout.layoutAttributesForElements(in: rect) ?? []
        // Rows every 110 pt: rows 18181…18187 meet 2,000,000…2,000,600, 3 items each.
        #expect(found.count == 21)
        #expect(found.allSatisfy { $0.frame.intersects(rect) })
    }
}
