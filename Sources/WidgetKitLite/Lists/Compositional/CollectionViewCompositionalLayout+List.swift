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

    /// The provider of the swipe actions on one side of the rows of `section`: nil unless
    /// the section is a list (made by `NSCollectionLayoutSection.list`, not scrolling
    /// orthogonally) whose configuration has one. For the collection view, as of the last
    /// `prepare()`.
    func swipeActionsProvider(forSection section: Int, trailing: Bool) -> CollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? {
        guard isVertical, let configuration = listSectionConfigurations[section] else { return nil }
        return trailing ? configuration.trailingSwipeActionsConfigurationProvider : configuration.leadingSwipeActionsConfigurationProvider
    }

    /// The list settings of the list sections among `sections` that do not scroll
    /// orthogonally, by section.
    static func listConfigurations(of sections: [NSCollectionLayoutSection?]) -> [Int: CollectionLayoutListConfiguration] {
        var configurations: [Int: CollectionLayoutListConfiguration] = [:]
        for (index, section) in sections.enumerated() {
            guard let section, section.orthogonalScrollingBehavior == .none, let configuration = section.listConfiguration else { continue }
            configurations[index] = configuration
        }
        return configurations
    }
}
