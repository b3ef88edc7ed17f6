import Foundation

/// Settings of a list made with a compositional layout — UIKit's
/// `UICollectionLayoutListConfiguration`. Pass it to
/// `CollectionViewCompositionalLayout.list(using:)` or to
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
///
/// The swipe action providers make a list's rows swipe open over their actions, as a
/// `TableView`'s do (see `ContextualAction`); the layout keeps them per list section for its
/// collection view to ask.
public struct CollectionLayoutListConfiguration: Sendable {
    /// The look of a list.
    public enum Appearance: Int, Sendable {
        /// Full-width rows; headers pinned while their section scrolls (as a `.plain` table).
        case plain
        /// Full-width rows in sections apart (as a `.grouped` table).
        case grouped
        /// Rows in rounded sections inset from the sides by the theme's margin (as an
        /// `.insetGrouped` table).
        case insetGrouped
        /// A sidebar: laid out as `.insetGrouped`.
        case sidebar
        /// A plain sidebar: laid out as `.plain`, headers not pinned.
        case sidebarPlain
    }

    /// Where section headers come from.
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none
        /// A supplementary view of kind `CollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header (laid out as any row).
        case firstItemInSection
    }

    /// Where section footers come from.
    public enum FooterMode: Int, Sendable {
        /// No footers.
        case none
        /// A supplementary view of kind `CollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Gives the actions behind one side of the row at an index path, or nil for none —
    /// UIKit's `SwipeActionsConfigurationProvider`. Called on the main actor when the row
    /// begins to swipe, is right-clicked, or gets the Delete key.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> SwipeActionsConfiguration?

    /// The look of the list.
    public let appearance: Appearance
    /// Whether rows are separated by hairlines (default true; drawn by the list's cells).
    public var showsSeparators = true
    /// Where section headers come from (default `.none`).
    public var headerMode: HeaderMode = .none
    /// Where section footers come from (default `.none`).
    public var footerMode: FooterMode = .none
    /// The list's background; nil (the default) for the appearance's: the theme's plain
    /// background for `.plain` and `.sidebarPlain`, its grouped background otherwise.
    public var backgroundColor: Color?
    /// The actions revealed by swiping a row to the right (default nil: none).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping a row to the left, by a right-click, and run by the
    /// Delete key (its first destructive one) (default nil: none).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration with `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Whether the rows sit in sections apart (grouped, inset grouped, sidebar).
    var isGrouped: Bool { appearance != .plain && appearance != .sidebarPlain }

    /// Whether the rows are inset from the sides.
    var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }

    /// The background in `theme`: `backgroundColor`, or the appearance's.
    func resolvedBackgroundColor(in theme: ListTheme) -> Color {
        backgroundColor ?? (isGrouped ? theme.groupedBackgroundColor : theme.plainBackgroundColor)
    }
}
