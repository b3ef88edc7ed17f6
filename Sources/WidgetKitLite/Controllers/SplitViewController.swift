import Foundation

/// Columns side by side — UIKit's `UISplitViewController` in its column style: a sidebar
/// (primary), an optional middle (supplementary) column and the content (secondary), as a
/// desktop app lays them out.
///
/// Each column's controller is shown inside a navigation controller (one is made for a
/// controller that is not one, as UIKit does). The columns are separated by 1-pixel lines;
/// the line after the primary column can be dragged with the pointer to resize it, between
/// its minimum and maximum widths. When the window's horizontal size class becomes
/// `.compact` the split view collapses to one column: the `.compact` column's controller
/// if one is set, else the top column the delegate picks; `isCollapsed` is then true, and
/// it expands back to columns when the window grows.
///
/// Rules: a controller that belongs to another container is refused with one diagnostic;
/// `.supplementary` is ignored (with a diagnostic) unless the style is `.tripleColumn`;
/// width values that are not finite, or negative other than `automaticDimension`, are
/// ignored with one diagnostic.
@MainActor
open class SplitViewController: ViewController {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// How many columns — UIKit's `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        /// Set up with `viewControllers` (primary, secondary); laid out as `.doubleColumn`.
        case unspecified
        /// A primary and a secondary column.
        case doubleColumn
        /// A primary, a supplementary and a secondary column.
        case tripleColumn
    }

    /// A column — UIKit's `UISplitViewController.Column`.
    public enum Column: Int, Sendable, CustomStringConvertible {
        /// The sidebar, leftmost.
        case primary
        /// The middle column of the triple-column style.
        case supplementary
        /// The content, rightmost.
        case secondary
        /// What is shown alone when the split view is collapsed.
        case compact

        /// "primary", "supplementary", "secondary" or "compact".
        public var description: String { ["primary", "supplementary", "secondary", "compact"][rawValue] }
    }

    /// Which columns show beside the secondary — UIKit's `UISplitViewController.DisplayMode`.
    /// The "over" and "displace" modes are laid out as their "beside" counterparts.
    public enum DisplayMode: Int, Sendable, CustomStringConvertible {
        /// The split view picks: every column that fits beside a secondary column at least
        /// `Theme.containers.splitMinimumSecondaryColumnWidth` wide.
        case automatic
        /// The secondary column alone.
        case secondaryOnly
        /// One column beside the secondary: the primary (double column) or the
        /// supplementary (triple column).
        case oneBesideSecondary
        /// Laid out as `.oneBesideSecondary`.
        case oneOverSecondary
        /// The primary and the supplementary beside the secondary.
        case twoBesideSecondary
        /// Laid out as `.twoBesideSecondary`.
        case twoOverSecondary
        /// Laid out as `.twoBesideSecondary`.
        case twoDisplaceSecondary

        /// The mode's name, as in UIKit.
        public var description: String {
            ["automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary", "twoBesideSecondary", "twoOverSecondary", "twoDisplaceSecondary"][rawValue]
        }
    }

    /// The primary column's background — UIKit's `UISplitViewController.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        /// The column's own.
        case none
        /// A sidebar's: the primary controller's view, when it has the standard page
        /// background, gets `Color.secondarySystemBackground`.
        case sidebar
    }

    /// The width properties' "the split view decides" value — UIKit's `automaticDimension`.
    public nonisolated static let automaticDimension: CGFloat = -1

    /// The column style.
    public let style: Style
    /// Told of collapsing, expanding and columns shown and hidden.
    public weak var delegate: SplitViewControllerDelegate?

    /// The controllers as set, by column.
    var assigned: [Column: ViewController] = [:]
    /// The navigation controllers the columns show (the assigned controller itself when it is one).
    var containers: [Column: ViewController] = [:]
    /// The controllers whose views are in the split view now, leftmost first.
    var shownControllers: [ViewController] = []
    /// Columns shown or hidden by `show(_:)`/`hide(_:)` since `preferredDisplayMode` was set.
    var displayModeOverride: DisplayMode?
    /// The column shown alone while collapsed.
    var collapsedColumn: Column?
    /// The display mode last laid out (reported by `displayMode`).
    var laidOutDisplayMode: DisplayMode = .secondaryOnly
    /// Whether the columns were laid out in a window (the first layout shows and hides nothing).
    var hasLaidOutColumns = false
    /// The 1-pixel lines between the shown columns.
    var separators: [View] = []
    /// The app's column widths.
    var widths = ColumnWidths()
    /// The drag handle over the line after the primary column.
    let divider = SplitViewDivider()

    /// Creates a split view controller of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Creates a split view controller set up with `viewControllers` (`.unspecified` style).
    public convenience override init() {
        self.init(style: .unspecified)
    }

    // MARK: Columns

    /// The controllers of the primary and secondary columns (and the supplementary, between
    /// them, in the triple-column style), as set; setting it assigns them in that order.
    open var viewControllers: [ViewController] {
        get { columnsInOrder.compactMap { assigned[$0] } }
        set {
            let columns = columnsInOrder
            for (index, column) in columns.enumerated() {
                setViewController(index < newValue.count ? newValue[index] : nil, for: column)
            }
        }
    }

    /// The columns of the style, leftmost first (without `.compact`).
    var columnsInOrder: [Column] { style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary] }

    /// Shows `viewController` in `column` (nil: empties it). A controller that is not a
    /// navigation controller is shown inside one the split view makes.
    open func setViewController(_ viewController: ViewController?, for column: Column) {
        if column == .supplementary, style != .tripleColumn {
            return Diagnostics.report("SplitViewController: a supplementary column needs the .tripleColumn style; ignored")
        }
        if let viewController, viewController.parent != nil, viewController.parent !== containers[column], viewController.parent !== self {
            return Diagnostics.report("SplitViewController: \(type(of: viewController)) belongs to another container; ignored")
        }
        guard viewController !== assigned[column] else { return }
        if let old = containers[column] {
            if shownControllers.contains(where: { $0 === old }) { hideShown(old) }
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        assigned[column] = viewController
        containers[column] = viewController.map { vc in
            if vc is NavigationController || style == .unspecified { return vc }
            return NavigationController(rootViewController: vc)
        }
        if let container = containers[column] {
            addChild(container)
            container.didMove(toParent: self)
        }
        applyPrimaryBackground()
        if isViewLoaded { updateColumns() }
    }

    /// The controller set for `column` (as set: not the navigation controller made for it).
    open func viewController(for column: Column) -> ViewController? { assigned[column] }

    /// Whether the split view shows one column because the window is compact.
    public var isCollapsed: Bool { collapsedColumn != nil }

    /// The columns the app would like shown (default `.automatic`); setting it forgets
    /// `show(_:)` and `hide(_:)`.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            displayModeOverride = nil
            if isViewLoaded { updateColumns() }
        }
    }

    /// The columns shown now (what `.automatic` and the "over" modes resolved to; the
    /// preferred mode before the view is laid out).
    public var displayMode: DisplayMode { isViewLoaded ? laidOutDisplayMode : preferredDisplayMode }

    /// The primary column's background (default `.none`).
    open var primaryBackgroundStyle: BackgroundStyle = .none {
        didSet { applyPrimaryBackground() }
    }

    /// Shows `column` beside the others (expanded), or alone (collapsed: the column's
    /// navigation controller replaces the one shown).
    open func show(_ column: Column) {
        if isCollapsed {
            guard containers[column] != nil else { return }
            collapsedColumn = column
        } else {
            let mode = resolvedDisplayMode
            switch column {
            case .primary: displayModeOverride = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
            case .supplementary where mode == .secondaryOnly: displayModeOverride = .oneBesideSecondary
            default: return
            }
        }
        if isViewLoaded { updateColumns() }
    }

    /// Hides `column` (expanded: the primary, or the supplementary with it; the secondary
    /// column always shows).
    open func hide(_ column: Column) {
        guard !isCollapsed else { return }
        switch column {
        case .primary: displayModeOverride = style == .tripleColumn && resolvedDisplayMode != .secondaryOnly ? .oneBesideSecondary : .secondaryOnly
        case .supplementary: displayModeOverride = .secondaryOnly
        default: return
        }
        if isViewLoaded { updateColumns() }
    }

    /// Shows `vc` as the detail — UIKit's `showDetailViewController(_:sender:)`, which a
    /// controller in any column reaches through its parents: expanded, `vc` becomes the
    /// secondary column; collapsed, it is pushed on the navigation controller shown.
    open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
        showDetail(vc)
    }

    /// Shows `viewController` as the detail (see `showDetailViewController(_:sender:)`).
    func showDetail(_ viewController: ViewController) {
        if let column = collapsedColumn, let navigation = containers[column] as? NavigationController {
            navigation.pushViewController(viewController, animated: true)
        } else {
            setViewController(viewController, for: .secondary)
        }
    }

    override var visibleChildren: [ViewController] { shownControllers }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        divider.onDrag = { [weak self] width in self?.dividerDragged(toPrimaryWidth: width) }
        divider.currentWidth = { [weak self] in self?.primaryColumnWidth ?? 0 }
        updateColumns()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateColumns()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if isViewLoaded { updateColumns() }
    }

    private func applyPrimaryBackground() {
        guard let primary = assigned[.primary], !(primary is NavigationController),
            primaryBackgroundStyle == .sidebar || primary.isViewLoaded
        else { return }
        let view: View = primary.view
        if primaryBackgroundStyle == .sidebar, view.backgroundColor == .systemBackground {
            view.backgroundColor = .secondarySystemBackground
        } else if primaryBackgroundStyle == .none, view.backgroundColor == .secondarySystemBackground {
            view.backgroundColor = .systemBackground
        }
    }
}

extension ViewController {
    /// The nearest split view controller above this controller.
    public var splitViewController: SplitViewController? { ancestor(of: SplitViewController.self) }
}
