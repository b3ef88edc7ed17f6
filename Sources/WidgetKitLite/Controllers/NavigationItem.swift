import Foundation

/// What a page shows in the navigation bar — UIKit's `UINavigationItem`.
@MainActor
public final class NavigationItem {
    /// The title; nil falls back to the controller's `title`.
    public var title: String? {
        didSet { onChange?() }
    }
    /// The back button title shown on the *next* page (nil uses this page's title).
    public var backButtonTitle: String? {
        didSet { onChange?() }
    }
    /// Whether the back button is hidden on this page.
    public var hidesBackButton = false {
        didSet { onChange?() }
    }
    /// A view shown at the trailing end of the bar.
    public var rightBarView: View? {
        didSet { onChange?() }
    }

    var onChange: (() -> Void)?

    /// Creates an item with a title.
    public init(title: String? = nil) {
        self.title = title
    }
}
