import Foundation

/// A header or footer of a section or of the whole layout — UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`. The collection view asks its data source
/// for a supplementary view of `elementKind` at index path (item 0, section) — section 0
/// for the layout's own.
///
/// Its size is resolved against the section's content width (after the section's leading and
/// trailing `contentInsets` while `supplementariesFollowContentInsets` is true) and the
/// layout container's height. In a vertical layout a top-aligned item comes before the
/// section's content (above its `contentInsets.top`), a bottom-aligned one after it; a
/// leading- or trailing-aligned one sits beside the content's top. With `extendsBoundary`
/// false it overlaps the content instead of taking room. With `pinToVisibleBounds` a header
/// stays at the top of the visible area (a footer at its bottom) while its section's
/// content is in view, pushed along by the section's end.
@MainActor
public class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where the item sits against its section or layout.
    public let alignment: NSRectAlignment
    /// A shift from the aligned position, in points.
    public let offset: CGPoint
    /// Whether the item takes room before or after the content (default true).
    public var extendsBoundary = true
    /// Whether the item stays in the visible area while its section is in view (default false).
    public var pinToVisibleBounds = false

    /// A boundary item of `layoutSize` and `elementKind` at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary item of `layoutSize` and `elementKind` at `alignment`, moved by
    /// `absoluteOffset` points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges))
    }
}
