import Foundation

/// What a section provider knows about where its section will be laid out — UIKit's
/// `NSCollectionLayoutEnvironment`.
public struct NSCollectionLayoutEnvironment: Sendable {
    /// The space the sections are laid out in.
    public let container: NSCollectionLayoutContainer
    /// The traits of the collection view (its appearance).
    public let traitCollection: TraitCollection
    /// The list look of the collection view's theme (row and header heights, margins).
    let listTheme: ListTheme
}
