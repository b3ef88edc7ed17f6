import Foundation
import Testing
@testable import WidgetKitLite

/// A data source that only counts: `counts[section]` items per section.
@MainActor
final class CountingDataSource: CollectionViewDataSource {
    var counts: [Int]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
}

/// A compositional layout attached to a collection view of `size` with `counts` items, prepared.
@MainActor
struct LayoutHarness {
    let layout: CollectionViewCompositionalLayout
    let collectionView: CollectionView
    let dataSource: CountingDataSource

    init(_ layout: CollectionViewCompositionalLayout, counts: [Int], width: CGFloat, height: CGFloat = 600) {
        self.layout = layout
        dataSource = CountingDataSource(counts)
        collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collectionView.dataSource = dataSource
        layout.prepare()
    }

    /// The frame of item `item` of `section`.
    func frame(_ item: Int, _ section: Int = 0) -> CGRect {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    /// The frame of the supplementary view of `kind` for `section`.
    func supplementary(_ kind: String, _ section: Int = 0, item: Int = 0) -> CGRect {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    /// Scrolls the collection view to `y` (or `x`) and prepares again.
    func scroll(to offset: CGPoint) {
        collectionView.contentSize = layout.collectionViewContentSize
        if layout.shouldInvalidateLayout(forBoundsChange: CGRect(origin: offset, size: collectionView.bounds.size)) { layout.invalidateLayout() }
        collectionView.contentOffset = offset
        layout.prepare()
    }

    /// Resizes the collection view, invalidating the layout when it asks to, and prepares again.
    func resize(width: CGFloat, height: CGFloat) -> Bool {
        let newBounds = CGRect(origin: collectionView.bounds.origin, size: CGSize(width: width, height: height))
        let invalidates = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        collectionView.frame.size = newBounds.size
        if invalidates { layout.invalidateLayout() }
        layout.prepare()
        return invalidates
    }

    /// The elements in `rect`, as "kind@section.item" strings (kind "cell" for items), sorted.
    func elements(in rect: CGRect) -> [String] {
        (layout.layoutAttributesForElements(in: rect) ?? []).map(Self.name).sorted()
    }

    static func name(_ attributes: CollectionViewLayoutAttributes) -> String {
        "\(attributes.representedElementKind ?? "cell")@\(attributes.indexPath.section).\(attributes.indexPath.item)"
    }
}

@MainActor
func layoutSize(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}
