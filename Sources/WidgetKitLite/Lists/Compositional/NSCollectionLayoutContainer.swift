import Foundation

/// The space a compositional layout's sections are laid out in — UIKit's
/// `NSCollectionLayoutContainer`.
///
/// `contentSize` is the collection view's visible size less its adjusted content insets
/// (the content scrolls inside them). The toolkit has no safe-area or layout-margin content
/// reference, so `contentInsets` are zero and the effective values equal the plain ones.
public struct NSCollectionLayoutContainer: Hashable, Sendable {
    /// The size of the container.
    public let contentSize: CGSize
    /// Insets inside the container that content keeps clear of.
    public let contentInsets: NSDirectionalEdgeInsets

    /// A container of `contentSize` with `contentInsets`.
    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The insets in effect (`contentInsets`).
    public var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

    /// The size left for content: `contentSize` less `effectiveContentInsets`, never negative.
    public var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}
