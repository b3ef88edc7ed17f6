import Foundation

/// What a page shows in the navigation bar — UIKit's `UINavigationItem`.
@MainActor
public final class NavigationItem {
    /// The title; nil falls back to the controller's `title`.
    public var title: String? {
        didSet { onChange?() }
    }
    /// The back button title shown on the *next* page (nil uses this page's title). The bar
    /// shows "Back" instead when it does not fit beside the next page's title.
    public var backButtonTitle: String? {
        didSet { onChange?() }
    }
    /// Whether the back button is hidden on this page.
    public var hidesBackButton = false {
        didSet { onChange?() }
    }
    /// A view shown at the trailing end of the bar, after the right bar button items.
    public var rightBarView: View? {
        didSet { onChange?() }
    }
    /// Items at the leading end of the bar, left to right; they replace the back button
    /// unless `leftItemsSupplementBackButton`.
    public var leftBarButtonItems: [BarButtonItem] = [] {
        didSet { onChange?() }
    }
    /// Items at the trailing end of the bar, right to left (the first is rightmost), as in UIKit.
    public var rightBarButtonItems: [BarButtonItem] = [] {
        didSet { onChange?() }
    }
    /// The first left item (a shortcut for `leftBarButtonItems`).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// The first (rightmost) right item (a shortcut for `rightBarButtonItems`).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// Whether left items are shown after the back button instead of replacing it.
    public var leftItemsSupplementBackButton = false {
        didSet { onChange?() }
    }

    /// A view shown in place of the title, centred in the bar: sized by its frame when it
    /// has one, else by its intrinsic content size, else by `sizeThatFits(_:)`; never wider
    /// than the room between the items nor taller than the bar.
    public var titleView: View? {
        didSet { onChange?() }
    }
    /// Whether this page shows the large title when the bar prefers large titles
    /// (``NavigationBar/prefersLargeTitles``). Default: `.automatic`.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { onChange?() }
    }
    /// The bar's look while this page is on top and its content is scrolled; nil uses the
    /// bar's ``NavigationBar/standardAppearance``.
    public var standardAppearance: NavigationBarAppearance? {
        didSet { onChange?() }
    }
    /// The bar's look while this page is on top and its content is at its top edge; nil
    /// uses the bar's ``NavigationBar/scrollEdgeAppearance``.
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        didSet { onChange?() }
    }
    /// The bar's look when it is compact; nil uses the bar's. Kept for UIKit code: the bar
    /// of a desktop window is never compact.
    public var compactAppearance: NavigationBarAppearance? {
        didSet { onChange?() }
    }

    /// When a page shows the large title — UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Sendable {
        /// As the page below it in the stack (large at the root).
        case automatic
        /// Always large (when the bar prefers large titles).
        case always
        /// Never large: a normal bar.
        case never
    }

    var onChange: (() -> Void)?

    /// Creates an item with a title.
    public init(title: String? = nil) {
        self.title = title
    }

    // MARK: Search

    /// The search controller whose bar the navigation controller shows under the navigation
    /// bar while this page is on top (the page's safe area then starts below the search bar).
    public var searchController: SearchController? {
        didSet { onChange?() }
    }
    /// Kept for UIKit code: on the desktop the search bar stays in view while the content
    /// scrolls. Default: true.
    public var hidesSearchBarWhenScrolling = true
}
