import Foundation

/// A button for a navigation bar — UIKit's `UIBarButtonItem`: a title, an image, one of
/// the system items, or an app's own view. Set it in a page's
/// `navigationItem.rightBarButtonItems` (or the left ones). The bar draws it in its tint
/// (a `.done` item in semibold); a disabled item is grey and ignores clicks.
@MainActor
open class BarButtonItem {
    /// How an item's title is drawn — UIKit's `UIBarButtonItem.Style`.
    public enum Style: Sendable, Equatable {
        /// Regular weight.
        case plain
        /// Semibold: the item that completes the page (Done, Save).
        case done
    }

    /// The built-in items — UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Sendable, Equatable, CaseIterable {
        /// "Done", semibold.
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save", semibold.
        case save
        /// A plus sign.
        case add
        /// A cross in a grey circle.
        case close
    }

    /// The title; shown when there is no image.
    open var title: String? { didSet { onChange?() } }
    /// The image, a template in the bar's tint unless made with `.alwaysOriginal`.
    open var image: Image? { didSet { onChange?() } }
    /// Plain or done (semibold).
    open var style: Style { didSet { onChange?() } }
    /// Whether the item takes clicks; disabled items are drawn grey.
    open var isEnabled = true { didSet { onChange?() } }
    /// The item's colour; nil uses the navigation bar's tint.
    open var tintColor: Color? { didSet { onChange?() } }
    /// The app's own view shown instead of a button (its size is its `sizeThatFits`).
    open var customView: View? { didSet { onChange?() } }
    /// What runs when the item is clicked.
    open var primaryAction: Action? { didSet { onChange?() } }
    /// An app-defined number.
    open var tag = 0
    /// The system item this was made as, if any.
    public let systemItem: SystemItem?

    /// Tells the bar showing the item to rebuild it.
    var onChange: (() -> Void)?
    /// Target–action registrations, run after `primaryAction`.
    var targetActions: [(BarButtonItem) -> Void] = []

    /// Creates an item with a title.
    public init(title: String?, style: Style = .plain, primaryAction: Action? = nil) {
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
        systemItem = nil
    }

    /// Creates an item with an image.
    public init(image: Image?, style: Style = .plain, primaryAction: Action? = nil) {
        self.image = image
        self.style = style
        self.primaryAction = primaryAction
        systemItem = nil
    }

    /// Creates one of the system items.
    public init(systemItem: SystemItem, primaryAction: Action? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        switch systemItem {
        case .done: title = "Done"
        case .cancel: title = "Cancel"
        case .edit: title = "Edit"
        case .save: title = "Save"
        case .add: image = SystemItemImages.plus
        case .close: image = SystemItemImages.close
        }
        style = systemItem == .done || systemItem == .save ? .done : .plain
    }

    /// Creates an item showing `customView`.
    public init(customView: View) {
        self.customView = customView
        style = .plain
        systemItem = nil
    }

    /// Creates an item that calls `action` on `target` (held weakly) when clicked, e.g.
    /// `BarButtonItem(title: "Share", style: .plain, target: self, action: Page.share)`
    /// with `func share(_ sender: BarButtonItem)`.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T, action: @escaping (T) -> (BarButtonItem) -> Void) {
        self.init(title: title, style: style)
        targetActions.append { [weak target] item in
            guard let target else { return }
            action(target)(item)
        }
    }

    /// Runs the primary action, then the target–actions.
    func trigger(from sender: Control) {
        primaryAction?.perform(sender: sender)
        for call in targetActions { call(self) }
    }
}
