import Foundation

/// A control or glyph a ``CollectionViewListCell`` shows beside its content — UIKit's
/// `UICellAccessory`: a disclosure chevron, a checkmark, a delete or reorder control, an
/// outline disclosure, a label, a detail button or a view of the app's.
///
/// Accessories stand at the cell's trailing edge in the order given (a delete control at the
/// leading edge); the content view shrinks to make room. Each is shown `.always`, only
/// `.whenEditing` or only `.whenNotEditing` (the collection view's `isEditing`).
public struct CellAccessory {
    /// When an accessory is shown — UIKit's `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Sendable, Hashable {
        /// In and out of editing mode.
        case always
        /// Only while the collection view is editing.
        case whenEditing
        /// Only while it is not.
        case whenNotEditing
    }

    /// Where a custom view stands — UIKit's `UICellAccessory.Placement`.
    public enum Placement: Sendable, Hashable {
        /// Before the content.
        case leading
        /// After the content.
        case trailing
    }

    /// The look of most accessories: whether one is hidden (it keeps no room) and the
    /// colour of its glyph (nil: the accessory's own — the tint colour for a checkmark).
    public struct Options {
        /// Whether the accessory is left out. Default: false.
        public var isHidden: Bool
        /// The glyph's colour; nil: the accessory's default.
        public var tintColor: Color?

        /// Options with `isHidden` and `tintColor`.
        public init(isHidden: Bool = false, tintColor: Color? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// UIKit's `DisclosureIndicatorOptions`.
    public typealias DisclosureIndicatorOptions = Options
    /// UIKit's `CheckmarkOptions`.
    public typealias CheckmarkOptions = Options
    /// UIKit's `DeleteOptions` (`tintColor` is the circle's colour, red by default).
    public typealias DeleteOptions = Options
    /// UIKit's `ReorderOptions`.
    public typealias ReorderOptions = Options
    /// UIKit's `OutlineDisclosureOptions`.
    public typealias OutlineDisclosureOptions = Options
    /// UIKit's `LabelOptions`.
    public typealias LabelOptions = Options
    /// UIKit's `DetailOptions`.
    public typealias DetailOptions = Options

    /// A view of the app's as an accessory — UIKit's `CustomViewConfiguration`. It is shown
    /// at the size its `sizeThatFits(.zero)` gives, centred vertically.
    public struct CustomViewConfiguration {
        /// The view.
        public var customView: View
        /// Which edge it stands at.
        public var placement: Placement
        /// Whether it is left out.
        public var isHidden: Bool

        /// A configuration showing `customView` at `placement`.
        public init(customView: View, placement: Placement, isHidden: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
        }
    }

    /// What an accessory is.
    enum Kind {
        case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure, detail
        case label(String)
        case customView(CustomViewConfiguration)
    }

    let kind: Kind
    /// When the accessory is shown.
    public var displayed: DisplayedState
    /// Whether it is left out.
    public var isHidden: Bool
    /// The colour of its glyph; nil: the accessory's default.
    public var tintColor: Color?
    /// Called when the accessory is clicked (delete, outline disclosure, detail).
    let actionHandler: (@MainActor () -> Void)?

    private init(_ kind: Kind, _ displayed: DisplayedState, _ options: Options, _ actionHandler: (@MainActor () -> Void)? = nil) {
        self.kind = kind
        self.displayed = displayed
        isHidden = options.isHidden
        tintColor = options.tintColor
        self.actionHandler = actionHandler
    }

    /// A grey chevron: selecting the item shows more.
    public static func disclosureIndicator(displayed: DisplayedState = .whenNotEditing, options: DisclosureIndicatorOptions = .init()) -> CellAccessory {
        CellAccessory(.disclosureIndicator, displayed, options)
    }

    /// A checkmark, in the tint colour.
    public static func checkmark(displayed: DisplayedState = .whenNotEditing, options: CheckmarkOptions = .init()) -> CellAccessory {
        CellAccessory(.checkmark, displayed, options)
    }

    /// A red minus at the leading edge; a click calls `actionHandler`, or without one reveals
    /// the row's trailing swipe actions (a compositional list's
    /// `trailingSwipeActionsConfigurationProvider`).
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> CellAccessory {
        CellAccessory(.delete, displayed, options, actionHandler)
    }

    /// A grab handle (three grey bars).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> CellAccessory {
        CellAccessory(.reorder, displayed, options)
    }

    /// A chevron pointing to the trailing edge, turned down (animated) while the item is
    /// expanded (`isExpanded` of the cell's state). A click calls `actionHandler`; without
    /// one, the diffable data source expands or collapses the cell's item in its section's
    /// outline, asking its ``CollectionViewDiffableDataSource/sectionSnapshotHandlers``.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> CellAccessory {
        CellAccessory(.outlineDisclosure, displayed, options, actionHandler)
    }

    /// A short grey text.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> CellAccessory {
        CellAccessory(.label(text), displayed, options)
    }

    /// An "i" in a circle, in the tint colour; a click calls `actionHandler`.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> CellAccessory {
        CellAccessory(.detail, displayed, options, actionHandler)
    }

    /// A view of the app's.
    public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
        CellAccessory(.customView(configuration), .always, Options(isHidden: configuration.isHidden))
    }

    /// Whether the accessory is shown when the list is (or is not) `editing`.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// Whether it stands at the leading edge.
    var isLeading: Bool {
        switch kind {
        case .delete: true
        case .customView(let configuration): configuration.placement == .leading
        default: false
        }
    }
}
