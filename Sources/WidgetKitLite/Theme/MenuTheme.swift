import Foundation

/// The colours, sizes and timings of menus, context menus and the menu bar (`Theme.menus`),
/// in the spirit of desktop menus (GTK's and macOS's).
public struct MenuTheme: Sendable, Equatable {
    /// The menu's background: white.
    public var backgroundColor = Color.white
    /// The menu's 1 pt border: black at alpha 0.15.
    public var borderColor = Color.black.withAlphaComponent(0.15)
    /// The menu's corner radius: 6 pt.
    public var cornerRadius: CGFloat = 6
    /// Space above the first row and below the last: 4 pt.
    public var verticalPadding: CGFloat = 4
    /// A row: 24 pt tall…
    public var rowHeight: CGFloat = 24
    /// …36 pt when it has a subtitle.
    public var rowWithSubtitleHeight: CGFloat = 36
    /// A separator between inline groups: 9 pt tall, a hairline in the middle.
    public var separatorHeight: CGFloat = 9
    /// The separator's colour: black at alpha 0.1.
    public var separatorColor = Color.black.withAlphaComponent(0.1)
    /// Room at each side of a row's content: 8 pt.
    public var horizontalPadding: CGFloat = 8
    /// The column of check marks before the titles: 18 pt.
    public var checkmarkColumnWidth: CGFloat = 18
    /// Images before titles: 16 × 16 pt, 6 pt before the title.
    public var imageSize: CGFloat = 16
    /// The space between an image and the title: 6 pt.
    public var imageSpacing: CGFloat = 6
    /// The least space between a title and its key equivalent: 24 pt.
    public var keyEquivalentSpacing: CGFloat = 24
    /// The column of submenu chevrons: 14 pt.
    public var chevronColumnWidth: CGFloat = 14
    /// A menu is never narrower than 140 pt…
    public var minimumWidth: CGFloat = 140
    /// …nor wider than 420 pt (longer titles are cut).
    public var maximumWidth: CGFloat = 420
    /// Titles: 13 pt.
    public var font = Font.systemFont(ofSize: 13)
    /// Subtitles: 11 pt.
    public var subtitleFont = Font.systemFont(ofSize: 11)
    /// Titles: black.
    public var textColor = Color.black
    /// Subtitles and key equivalents: (142, 142, 147).
    public var secondaryTextColor = Color(rgb: 142, 142, 147)
    /// Disabled rows: (180, 180, 184).
    public var disabledTextColor = Color(rgb: 180, 180, 184)
    /// Destructive rows: red (255, 59, 48).
    public var destructiveColor = Color(rgb: 255, 59, 48)
    /// The highlighted row's plate: the tint, (0, 122, 255).
    public var highlightColor = Color(rgb: 0, 122, 255)
    /// The highlighted row's text: white.
    public var highlightedTextColor = Color.white
    /// The highlighted row's plate is inset 4 pt from the menu's sides, with 4 pt corners.
    public var highlightInset: CGFloat = 4
    /// A submenu overlaps its parent by 2 pt.
    public var submenuOverlap: CGFloat = 2
    /// Type-ahead: letters typed within 1 s of each other search together.
    public var typeAheadDelay: TimeInterval = 1
    /// Whether menus open in popup windows of their own where the platform has them (X11:
    /// override-redirect windows above every other), so that they reach past the window's
    /// edges to the screen's: true. False, or a platform without them (a `HeadlessScreen`),
    /// draws them inside the window, kept within its bounds.
    public var showsPopupWindows = true
    /// The row shown while a deferred element loads.
    public var loadingTitle = "Loading…"
    /// The menu bar: 26 pt tall.
    public var menuBarHeight: CGFloat = 26
    /// The menu bar's background: (246, 246, 246).
    public var menuBarBackgroundColor = Color(rgb: 246, 246, 246)
    /// The hairline under the menu bar: black at alpha 0.12.
    public var menuBarSeparatorColor = Color.black.withAlphaComponent(0.12)
    /// The menu bar's titles: 13 pt, 10 pt of room at each side.
    public var menuBarTitlePadding: CGFloat = 10
    /// The open title's plate in the menu bar: black at alpha 0.1.
    public var menuBarSelectedColor = Color.black.withAlphaComponent(0.1)

    /// The light palette.
    public init() {}

    /// The dark palette: the same metrics with dark colours.
    public static let dark: MenuTheme = {
        var t = MenuTheme()
        t.backgroundColor = Color(rgb: 44, 44, 46)
        t.borderColor = Color.white.withAlphaComponent(0.15)
        t.separatorColor = Color.white.withAlphaComponent(0.12)
        t.textColor = .white
        t.disabledTextColor = Color(rgb: 99, 99, 102)
        t.destructiveColor = Color(rgb: 255, 69, 58)
        t.highlightColor = Color(rgb: 10, 132, 255)
        t.menuBarBackgroundColor = Color(rgb: 36, 36, 38)
        t.menuBarSeparatorColor = Color.white.withAlphaComponent(0.12)
        t.menuBarSelectedColor = Color.white.withAlphaComponent(0.15)
        return t
    }()
}
