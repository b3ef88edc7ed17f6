import Foundation

/// One row swiped open (or being swiped) in a list — a `TableView`'s or a compositional
/// list's: the cell slides sideways over the buttons of its actions.
@MainActor
final class ListSwipe {
    weak var cell: View?
    let configuration: SwipeActionsConfiguration
    let actionsView: SwipeActionsView
    var isTrailing: Bool { actionsView.isTrailing }
    /// How far the cell is moved sideways: negative for trailing actions.
    var offset: CGFloat = 0
    /// The offset when the current drag (or wheel run) began.
    var startOffset: CGFloat = 0
    /// The list's content offset when the row opened: scrolling the list closes it.
    let contentOffset: CGPoint
    /// The pending snap after wheel steps.
    var wheelSnap: FrameLoopTimer?
    /// Set once an action runs: the row no longer follows input.
    var isPerforming = false

    init(cell: View, configuration: SwipeActionsConfiguration, isTrailing: Bool, contentOffset: CGPoint) {
        self.cell = cell
        self.configuration = configuration
        self.contentOffset = contentOffset
        actionsView = SwipeActionsView(actions: configuration.actions, isTrailing: isTrailing)
    }

    /// The width of the buttons: how far the row opens.
    var openWidth: CGFloat { actionsView.naturalWidth }

    /// +1 when the row moves right (leading actions), -1 when it moves left (trailing).
    var sign: CGFloat { isTrailing ? -1 : 1 }
}
