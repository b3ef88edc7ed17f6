import Foundation

/// One row swiped open (or being swiped): the cell slides sideways over the buttons of its
/// actions.
@MainActor
final class TableViewSwipe {
    weak var cell: TableViewCell?
    let configuration: SwipeActionsConfiguration
    let actionsView: TableViewSwipeActionsView
    var isTrailing: Bool { actionsView.isTrailing }
    /// How far the cell is moved sideways: negative for trailing actions.
    var offset: CGFloat = 0
    /// The offset when the current drag (or wheel run) began.
    var startOffset: CGFloat = 0
    /// The content offset when the row opened: scrolling the table closes it.
    let contentOffsetY: CGFloat
    /// The pending snap after wheel steps.
    var wheelSnap: FrameLoopTimer?
    /// Set once an action runs: the row no longer follows input.
    var isPerforming = false

    init(cell: TableViewCell, configuration: SwipeActionsConfiguration, isTrailing: Bool, contentOffsetY: CGFloat) {
        self.cell = cell
        self.configuration = configuration
        self.contentOffsetY = contentOffsetY
        actionsView = TableViewSwipeActionsView(actions: configuration.actions, isTrailing: isTrailing)
    }

    /// The width of the buttons: how far the row opens.
    var openWidth: CGFloat { actionsView.naturalWidth }
}

/// The pan that swipes a row: it begins only for a mostly horizontal drag on a row that has
/// actions on that side (the table's scroll pan begins only for vertical ones).
@MainActor
final class TableSwipePanGestureRecognizer: PanGestureRecognizer {
    var allowsDirection: (CGPoint, Touch) -> Bool = { _, _ in false }

    override func shouldBegin(translation: CGPoint, touch: Touch) -> Bool { allowsDirection(translation, touch) }
}

/// Swipe actions: a horizontal drag or wheel run on a row slides it over its actions
/// (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)` and the leading one); released
/// past half the buttons it snaps open, else closed; swiped past
/// `Theme.lists.fullSwipeFraction` of its width it runs its first action. A right-click opens
/// a row's actions; the Delete key runs the selected row's first destructive trailing action.
/// A click elsewhere on the table, or scrolling it, closes an open row.
extension TableView {
    /// The configuration of the row at `indexPath` on one side, checked: one with no actions
    /// counts as none, with a diagnostic.
    func swipeConfiguration(at indexPath: IndexPath, trailing: Bool) -> SwipeActionsConfiguration? {
        guard let delegate = tableDelegate else { return nil }
        let configuration =
            trailing
            ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        if let configuration, configuration.actions.isEmpty {
            Diagnostics.report("TableView: the \(trailing ? "trailing" : "leading") swipe configuration of row \(Self.describe(indexPath)) has no actions; the row does not swipe")
            return nil
        }
        return configuration
    }

    /// Whether the row whose cell is `cell` is the one swiped.
    func isSwiped(_ cell: TableViewCell) -> Bool { swipe?.cell === cell }

    /// How far the cell of global row `g` is moved sideways (0 when it is not swiped).
    func swipeOffset(for cell: TableViewCell?) -> CGFloat {
        guard let cell, let swipe, swipe.cell === cell else { return 0 }
        return swipe.offset
    }

    // MARK: Starting and moving

    /// Starts swiping the row at `indexPath` towards `trailing`; false when it has no actions
    /// there. An open row elsewhere closes.
    @discardableResult
    func beginSwipe(at indexPath: IndexPath, trailing: Bool, configuration given: SwipeActionsConfiguration? = nil) -> Bool {
        if let swipe, let cell = swipe.cell, self.indexPath(for: cell) == indexPath, swipe.isTrailing == trailing {
            swipe.startOffset = swipe.offset
            return true
        }
        // In editing mode rows swipe only through their delete control.
        guard let configuration = given ?? (isEditing ? nil : swipeConfiguration(at: indexPath, trailing: trailing)) else { return false }
        guard let cell = cellForRow(at: indexPath) else { return false }
        closeSwipe(animated: false)
        pressedCell?.setHighlighted(false)
        pressedCell = nil
        let state = TableViewSwipe(cell: cell, configuration: configuration, isTrailing: trailing, contentOffsetY: contentOffset.y)
        swipe = state
        for button in state.actionsView.buttons { button.addTarget(self, action: TableView.swipeButtonTapped, for: .primaryActionTriggered) }
        insertSubview(state.actionsView, belowSubview: cell)
        layoutSwipe()
        return true
    }

    /// Moves the swiped row to `raw` (the offset the input asks for): only towards its
    /// actions; past their width it follows freely when a full swipe is possible, else
    /// it resists.
    func dragSwipe(to raw: CGFloat) {
        guard let swipe, !swipe.isPerforming else { return }
        let sign: CGFloat = swipe.isTrailing ? -1 : 1
        var revealed = max(0, raw * sign)
        let open = swipe.openWidth
        let width = rowColumn.width
        if revealed > open {
            revealed = swipe.configuration.performsFirstActionWithFullSwipe ? min(revealed, width) : open + (revealed - open) * 0.25
        }
        swipe.offset = revealed * sign
        layoutSwipe()
    }

    /// The input let go of the swiped row moving at `velocity` points per second: a full
    /// swipe runs the first action; past half the buttons (or flung open) it snaps open;
    /// otherwise it closes.
    func endSwipe(velocity: CGFloat) {
        guard let swipe, !swipe.isPerforming else { return }
        let sign: CGFloat = swipe.isTrailing ? -1 : 1
        let revealed = swipe.offset * sign
        let opening = velocity.finite() * sign
        if swipe.configuration.performsFirstActionWithFullSwipe, revealed > rowColumn.width * theme.lists.fullSwipeFraction, let first = swipe.configuration.actions.first {
            animateSwipe(to: rowColumn.width * sign)
            perform(first, from: swipe.actionsView.buttons.first ?? swipe.actionsView)
        } else if revealed > swipe.openWidth / 2 && opening > -300 || opening > 300 && revealed > 0 {
            animateSwipe(to: swipe.openWidth * sign)
        } else {
            closeSwipe(animated: true)
        }
    }

    /// Runs `action` from `view`; its completion closes the row.
    func perform(_ action: ContextualAction, from view: View) {
        swipe?.isPerforming = true
        let performing = swipe
        action.handler(action, view) { [weak self] _ in
            guard let self, self.swipe === performing else { return }
            self.closeSwipe(animated: true)
        }
    }

    // MARK: Layout

    /// Puts the swiped cell at its offset and the buttons in the space it leaves.
    func layoutSwipe() {
        guard let swipe, let cell = swipe.cell else { return }
        let row = cell.frame
        let (x, width) = rowColumn
        if cell.frame.minX != x + swipe.offset { cell.frame.origin.x = x + swipe.offset }
        let revealed = abs(swipe.offset)
        let frame = CGRect(x: swipe.isTrailing ? x + width - revealed : x, y: row.minY, width: revealed, height: row.height)
        if swipe.actionsView.frame != frame { swipe.actionsView.frame = frame }
        swipe.actionsView.layout(revealed: revealed, height: row.height, expandsFirst: swipe.configuration.performsFirstActionWithFullSwipe)
    }

    func animateSwipe(to offset: CGFloat) {
        guard let swipe else { return }
        swipe.offset = offset
        View.animate(withDuration: theme.lists.swipeAnimationDuration, delay: 0, options: [.curveEaseOut], animations: { self.layoutSwipe() })
    }

    /// Slides the open row closed; its buttons go when it is closed.
    func closeSwipe(animated: Bool) {
        guard let swipe else { return }
        self.swipe = nil
        swipe.wheelSnap?.cancel()
        swipe.offset = 0
        let cell = swipe.cell
        let finish = {
            swipe.actionsView.removeFromSuperview()
        }
        guard animated, window != nil, let cell else {
            if let cell, cell.superview === self { cell.frame.origin.x = rowColumn.x }
            finish()
            return
        }
        let x = rowColumn.x
        let frame = swipe.actionsView.frame
        View.animate(
            withDuration: theme.lists.swipeAnimationDuration, delay: 0, options: [.curveEaseOut],
            animations: {
                cell.frame.origin.x = x
                swipe.actionsView.frame = CGRect(x: swipe.isTrailing ? frame.maxX : frame.minX, y: frame.minY, width: 0, height: frame.height)
            }, completion: { _ in finish() })
    }

    /// Closes the open row when the table scrolled since it opened.
    func closeSwipeIfScrolled() {
        guard let swipe, !isSwipeDragging, swipe.contentOffsetY != contentOffset.y else { return }
        closeSwipe(animated: true)
    }

    var isSwipeDragging: Bool { swipePan.state == .began || swipePan.state == .changed }

    // MARK: Input

    func swipePanChanged(_ pan: TableSwipePanGestureRecognizer) {
        switch pan.state {
        case .began:
            let t = pan.translation(in: self)
            let start = pan.location(in: self) - t
            guard let indexPath = indexPathForRow(at: start) else { return }
            let trailing = swipe.map { $0.cell.map { self.indexPath(for: $0) } == indexPath ? $0.isTrailing : t.x < 0 } ?? (t.x < 0)
            guard beginSwipe(at: indexPath, trailing: trailing) else { return }
            dragSwipe(to: (swipe?.startOffset ?? 0) + t.x)
        case .changed:
            dragSwipe(to: (swipe?.startOffset ?? 0) + pan.translation(in: self).x)
        case .ended:
            endSwipe(velocity: pan.velocity(in: self).x)
        case .cancelled:
            endSwipe(velocity: 0)
        case .possible, .failed:
            break
        }
    }

    /// Whether a drag that moved by `translation` from where `touch` is now swipes a row: a
    /// mostly horizontal drag on a row with actions on that side (or the open row).
    func swipeMayBegin(translation t: CGPoint, touch: Touch) -> Bool {
        guard abs(t.x) > abs(t.y), !scrollsHorizontally, reorder == nil else { return false }
        let start = convert(touch.windowLocation, from: nil) - t
        guard let indexPath = indexPathForRow(at: start) else { return false }
        if let swipe, let cell = swipe.cell, self.indexPath(for: cell) == indexPath { return true }
        return swipeConfiguration(at: indexPath, trailing: t.x < 0) != nil
    }

    /// A horizontal wheel (or touchpad) run over `cell`, or over the open row's buttons,
    /// swipes it; the row snaps when the steps stop. Returns whether the step was used.
    func swipeByWheel(over cell: TableViewCell?, dx: CGFloat, dy: CGFloat) -> Bool {
        guard dx.isFinite, dx != 0, abs(dx) > abs(dy), !scrollsHorizontally, reorder == nil else { return false }
        if let swipe, cell == nil || swipe.cell === cell {
            if swipe.isPerforming { return true }
        } else {
            guard let cell, let indexPath = indexPath(for: cell), beginSwipe(at: indexPath, trailing: dx > 0) else { return false }
        }
        guard let swipe else { return false }
        if swipe.wheelSnap == nil { swipe.startOffset = swipe.offset }
        // Wheel right (dx > 0) moves the content left, as a drag to the left does.
        swipe.startOffset -= dx
        dragSwipe(to: swipe.startOffset)
        swipe.wheelSnap?.cancel()
        if let loop = window?.frameLoop {
            swipe.wheelSnap = loop.schedule(at: loop.now + Self.wheelSwipeSettleDelay) { [weak self, weak swipe] in
                guard let self, let swipe, self.swipe === swipe else { return }
                swipe.wheelSnap = nil
                self.endSwipe(velocity: 0)
            }
        }
        return true
    }

    /// How long after the last horizontal wheel step a swiped row snaps.
    static let wheelSwipeSettleDelay: TimeInterval = 0.2

    /// A right-click on a row opens its actions (trailing, else leading). Returns whether a
    /// row opened.
    func openSwipeActions(at point: CGPoint) -> Bool {
        guard let indexPath = indexPathForRow(at: point), reorder == nil else { return false }
        if let swipe, let cell = swipe.cell, self.indexPath(for: cell) == indexPath { return true }
        guard beginSwipe(at: indexPath, trailing: true) || beginSwipe(at: indexPath, trailing: false), let swipe else { return false }
        animateSwipe(to: swipe.openWidth * (swipe.isTrailing ? -1 : 1))
        return true
    }

    /// The Delete key: the selected row's first destructive trailing action runs (in
    /// editing mode, a row that can be deleted is deleted). Returns whether anything ran.
    func deleteSelectedRowByKey() -> Bool {
        guard let indexPath = indexPathForSelectedRow, reorder == nil else { return false }
        if let configuration = swipeConfiguration(at: indexPath, trailing: true), let action = configuration.actions.first(where: { $0.style == .destructive }) {
            guard let cell = cellForRow(at: indexPath) else { return false }
            if let swipe, swipe.cell === cell {
                let button = swipe.actionsView.buttons.first { $0.action === action }
                perform(action, from: button ?? cell)
            } else {
                action.handler(action, cell) { _ in }
            }
            return true
        }
        guard isEditing, canEditRow(at: indexPath), editingStyle(at: indexPath) == .delete else { return false }
        dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
        return true
    }

    /// A press on the table while a row is open closes it (a press on its buttons runs them).
    /// Returns whether the press was used so.
    func closeSwipeOnPress(at point: CGPoint) -> Bool {
        guard let swipe, !swipe.isPerforming else { return false }
        if swipe.actionsView.frame.contains(point) { return false }
        closeSwipe(animated: true)
        return true
    }

    /// Runs the action of a button behind the open row.
    func swipeButtonTapped(_ button: SwipeActionButton) {
        guard let swipe, swipe.actionsView.buttons.contains(where: { $0 === button }), !swipe.isPerforming else { return }
        perform(button.action, from: button)
    }
}

extension CGPoint {
    fileprivate static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
}
