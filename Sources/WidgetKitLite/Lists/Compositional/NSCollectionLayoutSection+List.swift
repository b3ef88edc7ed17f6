import Foundation

extension NSCollectionLayoutSection {
    /// A section laid out as a list — UIKit's `list(using:layoutEnvironment:)`: one
    /// full-width row per item of estimated height (the theme's row height, 44 pt), replaced
    /// by each cell's own height once measured.
    ///
    /// `.insetGrouped` and `.sidebar` rows are inset from both sides by the theme's
    /// inset-grouped margin (at most a quarter of the width), as an `.insetGrouped` table.
    /// Grouped appearances keep the theme's section spacing below each section, and above
    /// it when there is no header. Headers (`headerMode == .supplementary`) are boundary
    /// items of kind `CollectionView.elementKindSectionHeader`, of estimated height (the
    /// theme's plain or grouped header height), pinned in a `.plain` list; footers likewise,
    /// of kind `CollectionView.elementKindSectionFooter`. The section keeps the
    /// configuration's swipe action providers: its rows swipe while it does not scroll
    /// orthogonally.
    public static func list(using configuration: CollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let theme = layoutEnvironment.listTheme
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(theme.rowHeight))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let hasHeader = configuration.headerMode == .supplementary
        if configuration.isGrouped {
            let width = layoutEnvironment.container.effectiveContentSize.width
            let margin = configuration.isInset ? min(theme.insetGroupedMargin, width / 4) : 0
            section.contentInsets = NSDirectionalEdgeInsets(
                top: hasHeader ? 0 : theme.groupedSectionSpacing, leading: margin, bottom: theme.groupedSectionSpacing, trailing: margin)
        }
        if hasHeader {
            let height = configuration.isGrouped ? theme.groupedHeaderHeight : theme.plainHeaderHeight
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(theme.footerHeight)),
                elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom)
            section.boundarySupplementaryItems.append(footer)
        }
        return section
    }
}
