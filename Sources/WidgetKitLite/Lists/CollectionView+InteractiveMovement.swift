import Foundation

/// An item being moved interactively: its cell follows the pointer while the items it
/// passes slide out of its way, within its section.
@MainActor
final class CollectionInteractiveMovement {
    let cell: CollectionViewCell
    /// Where the item was, and where it would land now.
    let source: IndexPath
    var target: IndexPath
    /// From the pointer to the cell's centre when a reorder accessory started the move.
    var grabOffset = CGVector.zero
    /// The cell's own shadow, put back when it lands.
    private let shadow: (opacity: Float, radius: CGFloat, offset: CGSize)

    init(cell: CollectionViewCell, source: IndexPath) {
        self.cell = cell
        self.source = source
        target = source
        shadow = (cell.layer.shadowOpacity, cell.layer.shadowRadius, cell.layer.shadowOffset)
    }

    /// Lifts the cell above the others with the theme's shadow.
    func lift(with theme: DragTheme) {
        cell.layer.shadowRadius = theme.liftShadowRadius
        cell.layer.shadowOffset = theme.liftShadowOffset
        cell.layer.shadowOpacity = theme.liftShadowOpacity
    }

    /// Puts the cell's own shadow back.
    func land() {
        cell.layer.shadowOpacity = shadow.opacity
        cell.layer.shadowRadius = shadow.radius
        cell.layer.shadowOffset = shadow.offset
    }

    /// The slot item `index` of the section shows while the moved item would land on the
    /// target: items between the two move over by one.
    func slot(of indexPath: IndexPath) -> IndexPath {
        guard indexPath.section == source.section else { return indexPath }
        let i = indexPath.item, s = source.item, t = target.item
        if s < i && i <= t { return IndexPath(item: i - 1, section: indexPath.section) }
        if t <= i && i < s { return IndexPath(item: i + 1, section: indexPath.section) }
        return indexPath
    }
}

/// Moving an item by hand — UIKit's interactive movement, which the `.reorder()` accessory
/// of a list cell drives too: begin with an item the data source can move
/// (`collectionView(_:canMoveItemAt:)`), update with where its cell's centre should be, then
/// end (the data source's `collectionView(_:moveItemAt:to:)` is called and the item takes
/// its new place) or cancel (it goes back).
extension CollectionView {
    /// Starts moving the item at `indexPath`: false when another move is under way, the item
    /// is not shown, or the data source cannot move it.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let cell = cellForItem(at: indexPath),
            dataSource?.collectionView(self, canMoveItemAt: indexPath) == true
        else { return false }
        closeSwipe(animated: false)
        endPress()
        let movement = CollectionInteractiveMovement(cell: cell, source: indexPath)
        interactiveMovement = movement
        bringSubviewToFront(cell)
        View.animate(withDuration: theme.lists.rowAnimationDuration) { movement.lift(with: self.theme.drag) }
        return true
    }

    /// Puts the moving item's cell centre at `targetPosition` (content coordinates); the item
    /// would land on the place under it, within its section, and the items in between slide
    /// over to show the gap.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement = interactiveMovement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        movement.cell.center = targetPosition
        guard let hit = indexPathForItem(at: targetPosition), hit.section == movement.source.section, hit != movement.target
        else { return }
        movement.target = hit
        View.animate(withDuration: theme.lists.rowAnimationDuration) { self.placeAroundMovement() }
    }

    /// Ends the move where it would land: the data source moves the item
    /// (`collectionView(_:moveItemAt:to:)`), then the collection view does.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        View.animate(withDuration: theme.lists.rowAnimationDuration) { movement.land() }
        guard movement.target != movement.source else {
            settle()
            return
        }
        dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.target)
        moveItem(at: movement.source, to: movement.target)
    }

    /// Ends the move with the item back where it was.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        View.animate(withDuration: theme.lists.rowAnimationDuration) { movement.land() }
        settle()
    }

    /// The attributes the layout pass gives a shown item during a move: the slot it has slid
    /// to; nil for the moving item, which stays under the pointer.
    func movementShifted(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes? {
        guard let movement = interactiveMovement, attributes.representedElementCategory == .cell else { return attributes }
        if attributes.indexPath == movement.source { return nil }
        let slot = movement.slot(of: attributes.indexPath)
        guard slot != attributes.indexPath, let shifted = layoutAttributesForItem(at: slot) else { return attributes }
        let moved = attributes.copy()
        moved.frame = shifted.frame
        return moved
    }

    /// A list cell's reorder accessory moves its item (`CellAccessory.reorder()`).
    func reorderAccessoryChanged(_ recognizer: ListReorderGestureRecognizer) {
        let point = recognizer.location(in: self)
        switch recognizer.state {
        case .began:
            guard let cell = recognizer.view?.superview as? CollectionViewCell, let indexPath = indexPath(for: cell),
                beginInteractiveMovementForItem(at: indexPath), let movement = interactiveMovement
            else { return }
            movement.grabOffset = CGVector(dx: cell.center.x - point.x, dy: cell.center.y - point.y)
        case .changed:
            guard let movement = interactiveMovement else { return }
            updateInteractiveMovementTargetPosition(CGPoint(x: point.x + movement.grabOffset.dx, y: point.y + movement.grabOffset.dy))
        case .ended:
            endInteractiveMovement()
        case .cancelled:
            cancelInteractiveMovement()
        case .possible, .failed:
            break
        }
    }

    /// Slides the shown items to their slots around the moving one.
    private func placeAroundMovement() {
        for (indexPath, cell) in cellsByIndexPath {
            guard let final = layoutAttributesForItem(at: indexPath), let shifted = movementShifted(final) else { continue }
            apply(shifted, to: cell)
        }
    }

    /// Every shown item glides back to its layout attributes.
    private func settle() {
        View.animate(withDuration: theme.lists.rowAnimationDuration) {
            for (indexPath, cell) in self.cellsByIndexPath {
                if let final = self.layoutAttributesForItem(at: indexPath) { self.apply(final, to: cell) }
            }
        }
    }
}
