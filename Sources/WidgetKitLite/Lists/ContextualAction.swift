import Foundation

/// An action shown behind a row when it is swiped — UIKit's `UIContextualAction`: a
/// `TableView`'s row, or a row of a compositional list (`CollectionLayoutListConfiguration`'s
/// swipe actions providers).
///
/// The handler gets the action, the view that shows it (the button behind the row, or the
/// row's cell when the action runs from the keyboard) and a completion to call with whether
/// the action was performed; the row slides closed when it is called. A destructive action
/// that deletes its row updates the data and calls `deleteRows(at:with:)` (in a collection
/// view, `deleteItems(at:)` or a diffable data source's `apply`) before calling the
/// completion with true.
@MainActor
public final class ContextualAction {
    /// How the action looks — UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button; the Delete key runs the first destructive trailing action.
        case destructive
    }

    /// What runs when the action is chosen.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    public var title: String?
    /// The button's fill: red for destructive actions, grey for normal ones, unless set.
    public var backgroundColor: Color
    /// An image shown above the title, in white.
    public var image: Image?
    /// The handler.
    public let handler: Handler

    /// Creates an action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions behind one side of a row — UIKit's `UISwipeActionsConfiguration`.
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, from the row's edge inwards: the first sits at the table's edge.
    public let actions: [ContextualAction]
    /// Whether swiping the row most of the way across runs the first action. Default: true.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
