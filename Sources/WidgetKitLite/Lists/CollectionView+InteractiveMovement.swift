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
        glideToLayout()
    }

    /// Ends the move where it would land: the data source moves the item
    /// (`collectionView(_:moveItemAt:to:)`), then the collection view does.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        View.animate(withDuration: theme.lists.rowAnimationDuration) { movement.land() }
        guard movement.target != movement.source else {
            glideToLayout()
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
        glideToLayout()
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

    /// Drives a movement from `recognizer` (a list cell's reorder accessory, a controller's
    /// long press): it begins with the item `item` names then, follows the pointer (keeping
    /// where in the cell it was grabbed when `keepsGrabOffset`, else centring the cell on
    /// it), ends on release and is cancelled with the gesture.
    func driveInteractiveMovement(with recognizer: GestureRecognizer, keepsGrabOffset: Bool, item: () -> IndexPath?) {
        let point = recognizer.location(in: self)
        switch recognizer.state {
        case .began:
            guard let indexPath = item(), beginInteractiveMovementForItem(at: indexPath), let movement = interactiveMovement
            else { return }
            if keepsGrabOffset {
                movement.grabOffset = CGVector(dx: movement.cell.center.x - point.x, dy: movement.cell.center.y - point.y)
            }
            updateInteractiveMovementTargetPosition(CGPoint(x: point.x + movement.grabOffset.dx, y: point.y + movement.grabOffset.dy))
        case .changed:
            guard let movement = interactiveMovement else { return }
            updateInteractiveMovementTargetPosition(CGPoint(x: point.x + movement.grabOffset.dx, y: point.y + movement.grabOffset.dy))
        case .ended:
            endInteractiveMovement()
        case .cancelled, .failed:
            cancelInteractiveMovement()
        case .possible:
            break
        }
    }

    /// Slides the shown items, inside an animation, to where the layout pass puts them now:
    /// around the moving item, or back in their places once it has landed.
    private func glideToLayout() {
        View.animate(withDuration: theme.lists.rowAnimationDuration) { self.layoutElements() }
    }
}
