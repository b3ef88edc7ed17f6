import Foundation

/// A list view whose rows swipe open over their actions — `TableView`, and `CollectionView`
/// in the list sections of a compositional layout.
///
/// The list answers where its rows are and which actions a row has; the shared code (this
/// file and `ListSwipeHost+Input.swift`) slides the cell, lays the buttons out in the space
/// it leaves, snaps the row open or closed, runs actions and closes the row. One row at a
/// time is swiped (`swipe`); opening another closes it.
@MainActor
protocol ListSwipeHost: ScrollView {
    /// The row swiped open (or being swiped), if any.
    var swipe: ListSwipe? { get set }
    /// The drag that swipes rows.
    var swipePan: ListSwipePanGestureRecognizer { get }
    /// The row and side whose configuration without actions was reported last (a wheel run
    /// asks on every step: one line is enough).
    var lastEmptySwipeReport: String? { get set }
    /// Whether the list is in editing mode: rows then swipe only when the list opens them
    /// with a configuration of its own.
    var isEditing: Bool { get }
    /// Whether something else moves the rows now (a row being reordered).
    var suspendsSwiping: Bool { get }
    /// The row at `point` (content coordinates) that may have swipe actions, if any.
    func swipeIndexPath(at point: CGPoint) -> IndexPath?
    /// The row `cell` shows, if it is shown.
    func swipeIndexPath(of cell: View) -> IndexPath?
    /// The cell shown for the row at `indexPath`, if it is shown.
    func swipeCell(at indexPath: IndexPath) -> View?
    /// Where the row of `cell` rests across the list: its x and its width.
    func swipeRowExtent(of cell: View) -> (x: CGFloat, width: CGFloat)
    /// The actions the app gives the row at `indexPath` on one side, as given.
    func providedSwipeConfiguration(at indexPath: IndexPath, trailing: Bool) -> SwipeActionsConfiguration?
    /// How a diagnostic names the list and the row at `indexPath` ("TableView", "row [0, 1]").
    func swipeDiagnosticName(of indexPath: IndexPath) -> (list: String, row: String)
    /// A swipe took the press: the pressed row is no longer highlighted.
    func swipeDidTakePress()
    /// A right-click at `point` (the list's coordinates): opens the delegate's context menu
    /// for the row there, if it gives one. Returns whether a menu opened.
    func openContextMenu(at point: CGPoint) -> Bool
}

extension ListSwipeHost {
    /// The configuration of the row at `indexPath` on one side, checked: one with no actions
    /// counts as none, with a diagnostic (not repeated while the same row and side are asked
    /// again).
    func swipeConfiguration(at indexPath: IndexPath, trailing: Bool) -> SwipeActionsConfiguration? {
        let configuration = providedSwipeConfiguration(at: indexPath, trailing: trailing)
        guard let configuration, configuration.actions.isEmpty else { return configuration }
        let name = swipeDiagnosticName(of: indexPath)
        let report = "\(name.list): the \(trailing ? "trailing" : "leading") swipe configuration of \(name.row) has no actions; it does not swipe"
        if report != lastEmptySwipeReport { Diagnostics.report(report) }
        lastEmptySwipeReport = report
        return nil
    }

    /// How far `cell` is moved sideways (0 when it is not the swiped row's).
    func swipeOffset(for cell: View?) -> CGFloat {
        guard let cell, let swipe, swipe.cell === cell else { return 0 }
        return swipe.offset
    }

    // MARK: Starting and moving

    /// Starts swiping the row at `indexPath` towards `trailing` with `given` actions, else the
    /// row's own (none in editing mode); false when it has none there. An open row elsewhere
    /// closes.
    @discardableResult
    func beginSwipe(at indexPath: IndexPath, trailing: Bool, configuration given: SwipeActionsConfiguration? = nil) -> Bool {
        if let swipe, let cell = swipe.cell, swipeIndexPath(of: cell) == indexPath, swipe.isTrailing == trailing {
            swipe.startOffset = swipe.offset
            return true
        }
        guard let configuration = given ?? (isEditing ? nil : swipeConfiguration(at: indexPath, trailing: trailing)) else { return false }
        guard let cell = swipeCell(at: indexPath) else { return false }
        closeSwipe(animated: false)
        swipeDidTakePress()
        let state = ListSwipe(cell: cell, configuration: configuration, isTrailing: trailing, contentOffset: contentOffset)
        swipe = state
        (cell as? ConfigurableCell)?.requestConfigurationUpdate()
        for button in state.actionsView.buttons { button.addTarget(self, action: Self.swipeButtonTapped, for: .primaryActionTriggered) }
        insertSubview(state.actionsView, belowSubview: cell)
        layoutSwipe()
        return true
    }

    /// Moves the swiped row to `raw` (the offset the input asks for): only towards its
    /// actions; past their width it follows freely when a full swipe is possible, else
    /// it resists.
    func dragSwipe(to raw: CGFloat) {
        guard let swipe, !swipe.isPerforming, let cell = swipe.cell else { return }
        var revealed = max(0, raw * swipe.sign)
        let open = swipe.openWidth
        if revealed > open {
            let width = swipeRowExtent(of: cell).width
            revealed = swipe.configuration.performsFirstActionWithFullSwipe ? min(revealed, width) : open + (revealed - open) * 0.25
        }
        swipe.offset = revealed * swipe.sign
        layoutSwipe()
    }

    /// The input let go of the swiped row moving at `velocity` points per second: swiped
    /// past `Theme.lists.fullSwipeFraction` of its width it runs the first action; past half
    /// the buttons (or flung open) it snaps open; otherwise it closes.
    func endSwipe(velocity: CGFloat) {
        guard let swipe, !swipe.isPerforming, let cell = swipe.cell else { return }
        let sign = swipe.sign
        let revealed = swipe.offset * sign
        let opening = velocity.finite() * sign
        let width = swipeRowExtent(of: cell).width
        if swipe.configuration.performsFirstActionWithFullSwipe, revealed > width * theme.lists.fullSwipeFraction, let first = swipe.configuration.actions.first {
            animateSwipe(to: width * sign)
            perform(first, from: swipe.actionsView.buttons.first ?? swipe.actionsView)
        } else if revealed > swipe.openWidth / 2 && opening > -Self.swipeFlingVelocity || opening > Self.swipeFlingVelocity && revealed > 0 {
            animateSwipe(to: swipe.openWidth * sign)
        } else {
            closeSwipe(animated: true)
        }
    }

    /// Runs `action` from `view`; its completion closes the row (unless the row went away
    /// with its item first).
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
        let (x, width) = swipeRowExtent(of: cell)
        if cell.frame.minX != x + swipe.offset { cell.frame.origin.x = x + swipe.offset }
        let revealed = abs(swipe.offset)
        let frame = CGRect(x: swipe.isTrailing ? x + width - revealed : x, y: row.minY, width: revealed, height: row.height)
        if swipe.actionsView.frame != frame { swipe.actionsView.frame = frame }
        swipe.actionsView.layout(revealed: revealed, height: row.height, expandsFirst: swipe.configuration.performsFirstActionWithFullSwipe)
    }

    /// Slides the swiped row to `offset`.
    func animateSwipe(to offset: CGFloat) {
        guard let swipe else { return }
        swipe.offset = offset
        View.animate(withDuration: theme.lists.swipeAnimationDuration, delay: 0, options: [.curveEaseOut], animations: { self.layoutSwipe() })
    }

    /// Slides the open row closed; its buttons go when it is closed.
    func closeSwipe(animated: Bool) {
        guard let swipe else { return }
        let cell = swipe.cell
        let x = cell.map { swipeRowExtent(of: $0).x }
        self.swipe = nil
        (cell as? ConfigurableCell)?.requestConfigurationUpdate()
        swipe.wheelSnap?.cancel()
        swipe.offset = 0
        let finish = {
            swipe.actionsView.removeFromSuperview()
        }
        guard animated, window != nil, let cell, let x else {
            if let cell, let x, cell.superview === self { cell.frame.origin.x = x }
            finish()
            return
        }
        let frame = swipe.actionsView.frame
        View.animate(
            withDuration: theme.lists.swipeAnimationDuration, delay: 0, options: [.curveEaseOut],
            animations: {
                cell.frame.origin.x = x
                swipe.actionsView.frame = CGRect(x: swipe.isTrailing ? frame.maxX : frame.minX, y: frame.minY, width: 0, height: frame.height)
            }, completion: { _ in finish() })
    }

    /// The swiped row's cell went away with its item (a deletion): the cell stays where the
    /// swipe left it while it fades, and the buttons fade out with it.
    func swipedCellWasRemoved(animated: Bool) {
        guard let swipe else { return }
        self.swipe = nil
        (swipe.cell as? ConfigurableCell)?.requestConfigurationUpdate()
        swipe.wheelSnap?.cancel()
        let actionsView = swipe.actionsView
        guard animated, window != nil else {
            actionsView.removeFromSuperview()
            return
        }
        View.animate(
            withDuration: theme.lists.rowAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: { actionsView.alpha = 0 },
            completion: { _ in actionsView.removeFromSuperview() })
    }

    /// Closes the open row when the list scrolled since it opened.
    func closeSwipeIfScrolled() {
        guard let swipe, !isSwipeDragging, swipe.contentOffset != contentOffset else { return }
        closeSwipe(animated: true)
    }

    var isSwipeDragging: Bool { swipePan.state == .began || swipePan.state == .changed }
}

extension ListSwipeHost {
    /// A release faster than this (points per second) towards the actions opens the row,
    /// away from them closes it, wherever it is.
    static var swipeFlingVelocity: CGFloat { 300 }

    /// How long after the last horizontal wheel step a swiped row snaps.
    static var wheelSwipeSettleDelay: TimeInterval { 0.2 }
}
