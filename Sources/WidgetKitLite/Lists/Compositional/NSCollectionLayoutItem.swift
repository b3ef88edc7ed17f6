import Foundation

/// The smallest piece of a compositional layout: the size and insets of one cell — UIKit's
/// `NSCollectionLayoutItem`. A group repeats its items to place the section's cells.
///
/// An item's `layoutSize` is resolved against the group that holds it; that size is the
/// item's slot in the group, and `contentInsets` shrink the cell inside the slot (they
/// never move its neighbours). `edgeSpacing` adds room outside the slot. An estimated
/// dimension is replaced by the cell's preferred size once the collection view has measured
/// it.
@MainActor
public class NSCollectionLayoutItem {
    /// How big the item's slot is.
    public let layoutSize: NSCollectionLayoutSize
    /// Space between the slot's edges and the cell (default zero). Ignored along an
    /// estimated dimension, as in UIKit.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the slot that keeps neighbours away (default nil: none).
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Views anchored to the item, such as badges.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize` with no supplementary items.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` carrying `supplementaryItems`.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
