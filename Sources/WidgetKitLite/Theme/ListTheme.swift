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

    /// The keyboard focus ring around a collection view's focused item: 2 pt, in the tint colour.
    public var focusRingWidth: CGFloat = 2
    /// Default item size of a `CollectionViewFlowLayout`: 50 × 50 pt (UIKit's).
    public var flowItemSize = CGSize(width: 50, height: 50)
    /// Default line and interitem spacing of a `CollectionViewFlowLayout`: 10 pt (UIKit's).
    public var flowSpacing: CGFloat = 10
    // List content and background configurations (`ListContentConfiguration`,
    // `BackgroundConfiguration`).

    /// Content margins of a cell configuration: 11 pt above and below, 16 pt at the sides.
    public var cellContentMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Content margins of a sidebar cell configuration: 11 pt above and below, 22 pt at the
    /// sides (the rounded selection sits 10 pt in from the row's edges).
    public var sidebarContentMargins = NSDirectionalEdgeInsets(top: 11, leading: 22, bottom: 11, trailing: 22)
    /// Content margins of a plain header configuration: 6 pt above and below, 16 pt at the sides.
    public var plainHeaderContentMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
    /// Content margins of a grouped header configuration: 16 pt above, 6 pt below (the
    /// title sits close to its section), 16 pt at the sides.
    public var groupedHeaderContentMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
    /// Content margins of a footer configuration: 6 pt above, 12 pt below, 16 pt at the sides.
    public var footerContentMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 12, trailing: 16)
    /// Space between a configuration's image and its text: 16 pt.
    public var imageToTextPadding: CGFloat = 16
    /// Space between text and secondary text stacked one above the other: 3 pt.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Least space between text and secondary text side by side (`.valueCell()`): 8 pt.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Secondary text of a `.subtitleCell()` (and of `.cell()`): 15 pt.
    public var secondaryTextFont = Font.systemFont(ofSize: 15)
    /// Sidebar section titles (`.sidebarHeader()`): 17 pt semibold.
    public var sidebarHeaderFont = Font.systemFont(ofSize: 17, weight: .semibold)
    /// Prominent section titles (`.prominentInsetGroupedHeader()`): 20 pt bold.
    public var prominentHeaderFont = Font.systemFont(ofSize: 20, weight: .bold)
    /// Text and template images of a selected sidebar row, on the tint colour: white.
    public var sidebarSelectedContentColor = Color.white
    /// Corner radius of a sidebar row's selection: 10 pt.
    public var sidebarCornerRadius: CGFloat = 10
    /// Where a sidebar row's selection sits inside the row: 10 pt in from each side.
    public var sidebarBackgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

    /// The default list look.
    public init() {}
}
