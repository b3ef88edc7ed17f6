import Foundation

/// The colours, sizes and durations of table views (`Theme.lists`), in the spirit of UIKit's
/// defaults.
public struct ListTheme: Sendable, Equatable {
    /// Default row height: 44 pt.
    public var rowHeight: CGFloat = 44
    /// Background of a `.plain` table and of its cells: white.
    public var plainBackgroundColor = Color.white
    /// Background of an `.insetGrouped` table: (242, 242, 247).
    public var groupedBackgroundColor = Color(rgb: 242, 242, 247)
    /// Background of a cell in an `.insetGrouped` table: white.
    public var groupedCellBackgroundColor = Color.white
    /// A selected or pressed row: (209, 209, 214).
    public var selectedBackgroundColor = Color(rgb: 209, 209, 214)
    /// The hairline between rows: (200, 199, 204).
    public var separatorColor = Color(rgb: 200, 199, 204)
    /// Where separators and text start, from the row's leading edge: 16 pt.
    public var separatorInset: CGFloat = 16
    /// Side margin of the rounded sections of an `.insetGrouped` table: 20 pt.
    public var insetGroupedMargin: CGFloat = 20
    /// Corner radius of the sections of an `.insetGrouped` table: 10 pt.
    public var insetGroupedCornerRadius: CGFloat = 10
    /// Height of a plain section header or footer with a title: 28 pt.
    public var plainHeaderHeight: CGFloat = 28
    /// Background of plain section headers (they stay pinned at the top while their section scrolls).
    public var plainHeaderBackgroundColor = Color(rgb: 247, 247, 247)
    /// Height of a grouped section header with a title: 38 pt (the title sits at its bottom).
    public var groupedHeaderHeight: CGFloat = 38
    /// Space above a grouped section without a header title: 18 pt.
    public var groupedSectionSpacing: CGFloat = 18
    /// Height of a footer with a title: 34 pt.
    public var footerHeight: CGFloat = 34
    /// Section header titles: 13 pt semibold.
    public var headerFont = Font.systemFont(ofSize: 13, weight: .semibold)
    /// Section footer titles: 13 pt.
    public var footerFont = Font.systemFont(ofSize: 13)
    /// Detail text (`.subtitle`): 13 pt.
    public var subtitleFont = Font.systemFont(ofSize: 13)
    /// The disclosure chevron: (196, 196, 199).
    public var disclosureColor = Color(rgb: 196, 196, 199)
    /// Width of the accessory area at the trailing edge of a row: 30 pt.
    public var accessoryWidth: CGFloat = 30
    /// Extra height above and below the visible area in which rows already exist as views: 44 pt.
    public var reuseMargin: CGFloat = 44
    /// Row insertion and deletion: 0.3 s, ease-in-out.
    public var rowAnimationDuration: TimeInterval = 0.3
    /// The selection highlight fades out over 0.25 s when deselected with animation.
    public var deselectAnimationDuration: TimeInterval = 0.25
    /// Swipe action buttons are at least 74 pt wide.
    public var swipeActionMinimumWidth: CGFloat = 74
    /// Swipe action titles: 15 pt medium.
    public var swipeActionFont = Font.systemFont(ofSize: 15, weight: .medium)
    /// A row swiped past this fraction of its width runs its first action (a full swipe): 0.6.
    public var fullSwipeFraction: CGFloat = 0.6
    /// Rows sliding open or closed, and editing controls coming in: 0.3 s.
    public var swipeAnimationDuration: TimeInterval = 0.3
    /// The width of the delete and reorder controls of a row in editing mode: 38 pt.
    public var editingControlWidth: CGFloat = 38
    /// How far a table is pulled down past its top to refresh: 80 pt.
    public var refreshPullDistance: CGFloat = 80
    /// The space a refreshing table keeps above its content for the spinner: 60 pt.
    public var refreshControlHeight: CGFloat = 60

    /// The default list look.
    public init() {}
}
