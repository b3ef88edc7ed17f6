import Foundation

/// Swipe actions in the list sections of a compositional layout
/// (`CollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider` and the
/// leading one), as a `TableView`'s rows swipe: a mostly horizontal drag or wheel run
/// (Shift with the wheel too) on a list row slides it over its actions; released past half
/// the buttons it snaps open, else closed; swiped past `Theme.lists.fullSwipeFraction` of
/// its width it runs its first action. A right-click opens a row's actions; the Delete key
/// runs the focused (else selected) item's first destructive trailing action; Escape, a
/// click elsewhere, or scrolling closes an open row. Items of other sections (grids,
/// orthogonal bands) do not swipe. The swiping itself is `ListSwipeHost`'s.
extension CollectionView: ListSwipeHost, SecondaryClickHandling {
    var suspendsSwiping: Bool { false }

    /// The list item at `point`, when its section has swipe action providers.
    func swipeIndexPath(at point: CGPoint) -> IndexPath? {
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout, let indexPath = indexPathForItem(at: point),
            layout.swipeActionsProvider(forSection: indexPath.section, trailing: true) != nil
                || layout.swipeActionsProvider(forSection: indexPath.section, trailing: false) != nil
        else { return nil }
        return indexPath
    }

    func swipeIndexPath(of cell: View) -> IndexPath? {
        guard let cell = cell as? CollectionViewCell else { return nil }
        return indexPath(for: cell)
    }

    func swipeCell(at indexPath: IndexPath) -> View? { cellForItem(at: indexPath) }

    /// The x and width the layout gives the item of `cell` (where the cell is, less the
    /// swipe, when the item is gone).
    func swipeRowExtent(of cell: View) -> (x: CGFloat, width: CGFloat) {
        if let indexPath = swipeIndexPath(of: cell), let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) {
            let frame = sanitized(attributes).frame
            return (frame.minX, frame.width)
        }
        return (cell.frame.minX - swipeOffset(for: cell), cell.frame.width)
    }

    func providedSwipeConfiguration(at indexPath: IndexPath, trailing: Bool) -> SwipeActionsConfiguration? {
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout, isValid(indexPath) else { return nil }
        preparedLayout()
        return layout.swipeActionsProvider(forSection: indexPath.section, trailing: trailing)?(indexPath)
    }

    func swipeDiagnosticName(of indexPath: IndexPath) -> (list: String, row: String) { ("CollectionView", "item \(Self.describe(indexPath))") }

    func swipeDidTakePress() { endPress() }

    /// `attributes` moved by the swipe of `cell`, for the layout pass (the swiped row stays
    /// open while the others are laid out).
    func swipeShifted(_ attributes: CollectionViewLayoutAttributes, for cell: CollectionViewCell) -> CollectionViewLayoutAttributes {
        let offset = swipeOffset(for: cell)
        guard offset != 0 else { return attributes }
        let shifted = attributes.copy()
        shifted.frame.origin.x += offset
        return shifted
    }

    /// Slides the row of `cell` open over its trailing actions, in editing mode too (a
    /// delete accessory without a handler does this).
    func revealTrailingSwipeActions(of cell: CollectionViewCell) {
        guard let indexPath = indexPath(for: cell), let configuration = swipeConfiguration(at: indexPath, trailing: true),
            beginSwipe(at: indexPath, trailing: true, configuration: configuration), let swipe
        else { return }
        animateSwipe(to: swipe.openWidth * swipe.sign)
    }

    /// A horizontal wheel step over a list row, or over the open row's buttons, swipes it.
    /// Returns whether the step was used.
    func swipeByWheel(dx: CGFloat, dy: CGFloat) -> Bool {
        guard abs(dx) > abs(dy), let location = window?.eventDispatcher.wheelLocation else { return false }
        let point = convert(location, from: nil)
        if let swipe, swipe.actionsView.frame.contains(point) { return swipeByWheel(over: nil, dx: dx, dy: dy) }
        guard let indexPath = swipeIndexPath(at: point), let cell = cellForItem(at: indexPath) else { return false }
        return swipeByWheel(over: cell, dx: dx, dy: dy)
    }

    /// Delete runs the focused (else the first selected) item's first destructive trailing
    /// action; Escape closes an open row. Returns whether `press` was one of them.
    func handleSwipeKey(_ press: KeyPress) -> Bool {
        guard press.modifiers.isEmpty else { return false }
        switch press.name.lowercased() {
        case "delete", "kp_delete":
            guard let indexPath = focusedItem.flatMap({ isValid($0) ? $0 : nil }) ?? selectedItems.min() else { return false }
            return runFirstDestructiveTrailingAction(at: indexPath)
        case "escape":
            guard swipe != nil else { return false }
            closeSwipe(animated: true)
            return true
        default:
            return false
        }
    }
}
