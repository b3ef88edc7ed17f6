import Foundation

/// Animated changes of items and sections.
extension CollectionView {
    /// Applies the inserts, deletes, moves and reloads made in `updates` as one animated
    /// change, as UIKit does: deletions and reloads name old index paths, insertions new
    /// ones, moves go from old to new. The data source must already hold the new data when
    /// the block returns: the collection view then reads the new counts and checks them
    /// against the changes (a mismatch, or an index path out of range, reloads the data with
    /// one diagnostic line). Deleted cells fade out (or go to the layout's
    /// `finalLayoutAttributesForDisappearingItem`), inserted ones fade in from
    /// `initialLayoutAttributesForAppearingItem`, the others slide to their new places over
    /// `Theme.lists.rowAnimationDuration`; cells of items that did not change are neither
    /// made again nor reconfigured. `completion` runs when the animation ends (at once when
    /// the collection view is in no window). Calls nested in `updates` join the batch.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard batch == nil else {
            updates?()
            completion?(true)
            return
        }
        batch = CollectionViewBatch()
        updates?()
        let recorded = batch ?? CollectionViewBatch()
        batch = nil
        applyBatch(recorded, api: "performBatchUpdates(_:completion:)", completion: completion)
    }

    /// Inserts items at `indexPaths` (new numbering), animated.
    public func insertItems(at indexPaths: [IndexPath]) {
        record("insertItems(at:)") { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes the items at `indexPaths` (old numbering), animated.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record("deleteItems(at:)") { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Moves the item at `indexPath` (old numbering) to `newIndexPath` (new numbering); its
    /// cell slides there.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveItem(at:to:)") { $0.movedItems[indexPath] = newIndexPath }
    }

    /// Asks the data source again for the cells of the items at `indexPaths` (old
    /// numbering): their new cells fade in over the old ones.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record("reloadItems(at:)") { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Inserts the sections in `sections` (new numbering), animated.
    public func insertSections(_ sections: IndexSet) {
        record("insertSections(_:)") { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections in `sections` (old numbering), animated.
    public func deleteSections(_ sections: IndexSet) {
        record("deleteSections(_:)") { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads the sections in `sections` (old numbering): all their items get new cells.
    public func reloadSections(_ sections: IndexSet) {
        record("reloadSections(_:)") { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves section `section` (old numbering) to `newSection` (new numbering).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record("moveSection(_:toSection:)") { $0.movedSections[section] = newSection }
    }

    // MARK: Internal

    private func record(_ api: String, _ change: (inout CollectionViewBatch) -> Void) {
        if batch != nil {
            change(&batch!)
            return
        }
        var single = CollectionViewBatch()
        change(&single)
        applyBatch(single, api: api, completion: nil)
    }

    /// Applies `recorded` against the data source's new counts; with `animated` false every
    /// change is made at once (cells kept as ever).
    func applyBatch(_ recorded: CollectionViewBatch, api: String, animated: Bool = true, completion: ((Bool) -> Void)?) {
        guard let oldCounts = itemCounts else {
            // Nothing was loaded yet: the next layout reads the data as it is.
            completion?(true)
            return
        }
        let update = CollectionViewUpdate(oldCounts: oldCounts, newCounts: countsFromDataSource(), batch: recorded, animates: animated && window != nil)
        if let problem = update.problem() {
            Diagnostics.report("CollectionView.\(api): \(problem); reloading the data")
            reloadData()
            completion?(false)
            return
        }
        if update.animates { recordOldAttributes(in: update) }
        var kept: [IndexPath: CollectionViewCell] = [:]
        for (old, cell) in cellsByIndexPath {
            if let new = update.newIndexPath(forOld: old), !update.isReloaded(old: old) {
                kept[new] = cell
            } else {
                if swipe?.cell === cell { swipedCellWasRemoved(animated: update.animates) }
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
                removeDisappearing(cell, finalAttributes: collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: old), update: update) { [weak self] in
                    self?.cellPool.enqueue(cell)
                }
            }
        }
        cellsByIndexPath = kept
        var keptSupplementary: [SupplementaryKey: CollectionReusableView] = [:]
        for (old, view) in supplementaryViews {
            if let new = update.newKey(forOld: old) {
                keptSupplementary[new] = view
            } else {
                removeDisappearing(view, finalAttributes: nil, update: update) { [weak self] in self?.enqueueSupplementary(view, kind: old.kind) }
            }
        }
        supplementaryViews = keptSupplementary
        selectedItems = Set(selectedItems.compactMap { update.newIndexPath(forOld: $0) })
        focusedItem = focusedItem.flatMap { update.newIndexPath(forOld: $0) }
        pressedItem = nil
        itemCounts = update.newCounts
        collectionViewLayout.collectionViewDidChangeData()
        cellsNeedMeasuring = true
        collectionViewLayout.invalidateLayout()
        pendingUpdate = update
        layoutElements()
        // An open row's buttons move with its cell.
        if swipe != nil { update.changes.append { [weak self] in self?.layoutSwipe() } }
        pendingUpdate = nil
        for (indexPath, cell) in cellsByIndexPath { cell.isSelected = selectedItems.contains(indexPath) }
        let changes = update.changes
        guard update.animates else {
            for change in changes { change() }
            completion?(true)
            return
        }
        View.animate(
            withDuration: theme.lists.rowAnimationDuration, delay: 0, options: [.curveEaseInOut],
            animations: { for change in changes { change() } }, completion: completion)
    }

    /// Keeps the attributes of the elements around the visible area (a screen beyond it on
    /// every side), so cells coming into view slide in from where they were.
    private func recordOldAttributes(in update: CollectionViewUpdate) {
        collectionViewLayout.prepareIfNeeded()
        let rect = realizedRect.insetBy(dx: -bounds.width, dy: -bounds.height)
        for a in sanitizedAttributes(collectionViewLayout.layoutAttributesForElements(in: rect) ?? []) {
            switch a.representedElementCategory {
            case .cell: update.oldAttributes[a.indexPath] = a.copy()
            case .supplementaryView:
                if let kind = a.representedElementKind { update.oldSupplementaryAttributes[SupplementaryKey(kind: kind, indexPath: a.indexPath)] = a.copy() }
            case .decorationView: break
            }
        }
    }

    /// A view whose element went away fades out (or moves to `finalAttributes`) behind the
    /// others, then `recycle` runs.
    private func removeDisappearing(
        _ view: CollectionReusableView, finalAttributes: CollectionViewLayoutAttributes?, update: CollectionViewUpdate, recycle: @escaping () -> Void
    ) {
        guard update.animates else {
            recycle()
            return
        }
        disappearingViews.append(view)
        let end = finalAttributes.map(sanitized)
        View.animate(
            withDuration: theme.lists.rowAnimationDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                if let end { view.frame = end.frame }
                view.alpha = end?.alpha ?? 0
            },
            completion: { [weak self] _ in
                guard let self else { return }
                self.disappearingViews.removeAll { $0 === view }
                View.performWithoutAnimation { view.alpha = 1 }
                let shown = self.cellsByIndexPath.values.contains { $0 === view } || self.supplementaryViews.values.contains { $0 === view }
                if view.superview === self, !shown { recycle() }
            })
    }
}
