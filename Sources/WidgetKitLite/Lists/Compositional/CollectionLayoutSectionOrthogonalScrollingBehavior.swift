import Foundation

/// Whether and how a section scrolls across the layout's axis — UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Any value but `.none` lays the
/// section's groups side by side in one band that scrolls on its own (sideways in a
/// vertical layout).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section lays its groups along the layout's axis, as every other section.
    case none
    /// The band scrolls freely and rests where it stops.
    case continuous
    /// The band scrolls freely and rests with a group's leading edge at the band's leading
    /// content edge.
    case continuousGroupLeadingBoundary
    /// The band moves by its own visible width.
    case paging
    /// The band moves one group at a time, resting with a group's leading edge at the
    /// band's leading content edge.
    case groupPaging
    /// The band moves one group at a time, resting with a group centred in the band.
    case groupPagingCentered
}
