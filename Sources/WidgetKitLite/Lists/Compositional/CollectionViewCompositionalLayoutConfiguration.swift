import Foundation

/// Settings of a whole compositional layout — UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
@MainActor
public class CollectionViewCompositionalLayoutConfiguration {
    /// The axis the sections stack and scroll along (default `.vertical`).
    public var scrollDirection: CollectionView.ScrollDirection = .vertical
    /// Space between neighbouring sections (default 0).
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout, before the first section and after the last.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// The default configuration.
    public init() {}
}
