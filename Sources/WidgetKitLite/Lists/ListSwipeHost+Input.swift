import Foundation

/// The input that swipes a list's rows: a mostly horizontal drag or wheel run on a row
/// slides it over its actions; a right-click opens its actions; the Delete key runs its
/// first destructive trailing action; a press elsewhere on the list closes an open row.
extension ListSwipeHost {
    /// Attaches `swipePan` to the list, following it with `swipePanChanged`.
    func installSwipePan() {
        swipePan.allowsDirection = { [weak self] t, touch in self?.swipeMayBegin(translation: t, touch: touch) ?? false }
        swipePan.addTarget(self, action: Self.swipePanChanged)
        addGestureRecognizer(swipePan)
    }

    /// Follows the swipe pan: the row under the drag's start swipes towards the side the
    /// drag first moved to (the open row keeps its side).
    func swipePanChanged(_ pan: ListSwipePanGestureRecognizer) {
        switch pan.state {
        case .began:
            let t = pan.translation(in: self)
            let start = pan.location(in: self) - t
            guard let indexPath = swipeIndexPath(at: start) else { return }
            let trailing = swipe.map { $0.cell.map { swipeIndexPath(of: $0) } == indexPath ? $0.isTrailing : t.x < 0 } ?? (t.x < 0)
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
        guard abs(t.x) > abs(t.y), !scrollsHorizontally, !suspendsSwiping else { return false }
        let start = convert(touch.windowLocation, from: nil) - t
        guard let indexPath = swipeIndexPath(at: start) else { return false }
        if let swipe, let cell = swipe.cell, swipeIndexPath(of: cell) == indexPath { return true }
        return swipeConfiguration(at: indexPath, trailing: t.x < 0) != nil
    }

    /// A horizontal wheel (or touchpad) run over `cell`, or (`cell` nil) over the open row's
    /// buttons, swipes it; the row snaps when the steps stop. Returns whether the step was
    /// used.
    func swipeByWheel(over cell: View?, dx: CGFloat, dy: CGFloat) -> Bool {
        guard dx.isFinite, dx != 0, abs(dx) > abs(dy), !scrollsHorizontally, !suspendsSwiping else { return false }
        if let swipe, cell == nil || swipe.cell === cell {
            if swipe.isPerforming { return true }
        } else {
            guard let cell, let indexPath = swipeIndexPath(of: cell), beginSwipe(at: indexPath, trailing: dx > 0) else { return false }
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

    /// The secondary button at `location` (window coordinates) on a row opens its context
    /// menu, else its swipe actions (`SecondaryClickHandling`). Returns whether either opened.
    func secondaryClick(at location: CGPoint) -> Bool {
        let point = convert(location, from: nil)
        guard bounds.contains(point) else { return false }
        return openContextMenu(at: point) || openSwipeActions(at: point)
    }

    /// A right-click on a row opens its actions (trailing, else leading). Returns whether a
    /// row opened (or was open already).
    func openSwipeActions(at point: CGPoint) -> Bool {
        guard let indexPath = swipeIndexPath(at: point), !suspendsSwiping else { return false }
        if let swipe, let cell = swipe.cell, swipeIndexPath(of: cell) == indexPath { return true }
        guard beginSwipe(at: indexPath, trailing: true) || beginSwipe(at: indexPath, trailing: false), let swipe else { return false }
        animateSwipe(to: swipe.openWidth * swipe.sign)
        return true
    }

    /// The Delete key on the row at `indexPath`: its first destructive trailing action runs,
    /// from its button when the row is open, else from its cell. Returns whether one ran.
    func runFirstDestructiveTrailingAction(at indexPath: IndexPath) -> Bool {
        guard !suspendsSwiping, let configuration = swipeConfiguration(at: indexPath, trailing: true),
            let action = configuration.actions.first(where: { $0.style == .destructive }), let cell = swipeCell(at: indexPath)
        else { return false }
        if let swipe, swipe.cell === cell {
            let button = swipe.actionsView.buttons.first { $0.action === action }
            perform(action, from: button ?? cell)
        } else {
            action.handler(action, cell) { _ in }
        }
        return true
    }

    /// A press on the list while a row is open closes it (a press on its buttons runs them).
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
