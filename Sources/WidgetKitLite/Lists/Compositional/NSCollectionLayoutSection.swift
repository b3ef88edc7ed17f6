import Foundation

/// One section of a compositional layout: a group repeated until every item of the section
/// is placed — UIKit's `NSCollectionLayoutSection`.
///
/// The groups stack along the layout's scroll direction `interGroupSpacing` apart, inside
/// the section's `contentInsets`; the group's fractional dimensions are fractions of the
/// layout container's effective size less those insets. Headers and footers are
/// `boundarySupplementaryItems`. With an `orthogonalScrollingBehavior` other than `.none`
/// the groups go side by side across the layout's axis in one band that scrolls on its own.
@MainActor
public class NSCollectionLayoutSection {
    /// The group the section repeats.
    public let group: NSCollectionLayoutGroup
    /// Space between the section's edges and its groups (default zero).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between neighbouring groups (default 0).
    public var interGroupSpacing: CGFloat = 0
    /// Headers and footers of the section.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary items are inset by `contentInsets` across the layout's axis (default true).
    public var supplementariesFollowContentInsets = true
    /// Whether the section scrolls across the layout's axis, and how (default `.none`).
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The list settings, for a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: CollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
