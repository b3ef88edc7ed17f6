import Foundation

/// A view attached to each item of a compositional layout, such as a badge — UIKit's
/// `NSCollectionLayoutSupplementaryItem`. The collection view asks its data source for a
/// supplementary view of `elementKind` at the item's index path.
///
/// Its size is resolved against the item's frame, and `containerAnchor` places it against
/// that frame. It moves with its item (also when an orthogonal section scrolls sideways).
@MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the collection view passes to the data source.
    public let elementKind: String
    /// Where the view sits against its item.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The stacking order (default 1: in front of cells).
    public var zIndex = 1

    /// A supplementary item of `layoutSize` and `elementKind` placed by `containerAnchor`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
