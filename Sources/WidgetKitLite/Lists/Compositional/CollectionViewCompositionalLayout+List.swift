import Foundation

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration` — UIKit's
    /// `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        let layout = CollectionViewCompositionalLayout(sectionProvider: { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
        layout.listConfiguration = configuration
        return layout
    }

    /// The background a list layout asks of its collection view (the configuration's, or its
    /// appearance's in the collection view's theme); nil for a layout that is not a list.
    /// For the collection view to apply when the layout is set.
    var listBackgroundColor: Color? {
        guard let listConfiguration else { return nil }
        return listConfiguration.resolvedBackgroundColor(in: collectionView?.theme.lists ?? Theme.light.lists)
    }
}
