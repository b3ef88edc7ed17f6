import Foundation

/// Which elements exist as views and where: the layout pass.
extension CollectionView {
    /// The area whose elements exist as views: the visible area plus
    /// `Theme.lists.reuseMargin` on every side.
    var realizedRect: CGRect {
        let margin = theme.lists.reuseMargin
        return bounds.insetBy(dx: -margin, dy: -margin)
    }

    /// How many times one layout pass lays out again after self-sizing cells changed sizes.
    static let maximumSelfSizingPasses = 4

    /// Shows exactly the elements the layout places in `realizedRect`: elements leaving go to
    /// the pools, elements coming in are made by the data source, the others move to their
    /// attributes (inside the running update's animation, if any). Cells coming into view
    /// are asked for their preferred attributes; when the layout takes them it is prepared
    /// again and the pass repeats, so no frame shows estimated sizes of cells in view.
    func layoutElements() {
        _ = loadedCounts
        for _ in 0..<Self.maximumSelfSizingPasses {
            collectionViewLayout.prepareIfNeeded()
            updateContentSize()
            let rect = realizedRect
            let attributes = sanitizedAttributes(collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
            var cells: [IndexPath: CollectionViewLayoutAttributes] = [:]
            var supplementaries: [SupplementaryKey: CollectionViewLayoutAttributes] = [:]
            for a in attributes where !a.isHidden && a.frame.intersects(rect) {
                switch a.representedElementCategory {
                case .cell:
                    if isValid(a.indexPath) { cells[a.indexPath] = a }
                case .supplementaryView:
                    if let kind = a.representedElementKind { supplementaries[SupplementaryKey(kind: kind, indexPath: a.indexPath)] = a }
                case .decorationView:
                    break
                }
            }
            let resized = layoutCells(cells)
            layoutSupplementaryViews(supplementaries)
            cellsNeedMeasuring = false
            if !resized { break }
            collectionViewLayout.needsPrepare = true
        }
        cellPool.trim()
        for kind in supplementaryPools.keys { supplementaryPools[kind]?.trim() }
    }

    func updateContentSize() {
        let size = collectionViewLayout.collectionViewContentSize
        let clean = CGSize(width: max(0, size.width.finite()), height: max(0, size.height.finite()))
        if contentSize != clean { contentSize = clean }
    }

    /// Shows a cell for each of `wanted`; answers whether a new cell's preferred size made
    /// the layout invalid.
    private func layoutCells(_ wanted: [IndexPath: CollectionViewLayoutAttributes]) -> Bool {
        for (indexPath, cell) in cellsByIndexPath where wanted[indexPath] == nil {
            if pressedItem == indexPath { pressedItem = nil }
            if swipe?.cell === cell { closeSwipe(animated: false) }
            cellsByIndexPath[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        var resized = false
        for indexPath in wanted.keys.sorted() {
            guard let final = wanted[indexPath] else { continue }
            if let cell = cellsByIndexPath[indexPath] {
                guard let final = movementShifted(final) else { continue }
                place(cell, swipeShifted(final, for: cell))
                if cellsNeedMeasuring, shouldResize(for: cell, final) { resized = true }
                continue
            }
            let cell = makeCell(at: indexPath)
            cell.isSelected = selectedItems.contains(indexPath)
            cell.isHighlighted = false
            cell.showsFocus = focusedItem == indexPath && isFocused
            let start = pendingUpdate?.startAttributes(forNew: indexPath, final: final, layout: collectionViewLayout) ?? final
            View.performWithoutAnimation { apply(start, to: cell) }
            cellsByIndexPath[indexPath] = cell
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            if let backgroundView { insertSubview(cell, aboveSubview: backgroundView) } else { insertSubview(cell, at: 0) }
            if start !== final { place(cell, final) }
            if shouldResize(for: cell, final) { resized = true }
        }
        return resized
    }

    /// Asks `cell` for its preferred attributes; answers whether the layout takes them.
    private func shouldResize(for cell: CollectionViewCell, _ final: CollectionViewLayoutAttributes) -> Bool {
        let preferred = cell.preferredLayoutAttributesFitting(final.copy())
        return preferred.frame != final.frame
            && collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: final)
    }

    private func layoutSupplementaryViews(_ wanted: [SupplementaryKey: CollectionViewLayoutAttributes]) {
        for (key, view) in supplementaryViews where wanted[key] == nil {
            supplementaryViews[key] = nil
            enqueueSupplementary(view, kind: key.kind)
        }
        for (key, final) in wanted {
            if let view = supplementaryViews[key] {
                place(view, final)
                continue
            }
            let view = makeSupplementaryView(kind: key.kind, at: key.indexPath)
            let start = pendingUpdate?.startAttributes(forNewSupplementary: key, final: final) ?? final
            View.performWithoutAnimation { apply(start, to: view) }
            supplementaryViews[key] = view
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            // Above the cells (the scroll view keeps its indicators in front).
            addSubview(view)
            if start !== final { place(view, final) }
        }
    }

    /// Moves `view` to `attributes`, inside the running update's animation if any.
    func place(_ view: CollectionReusableView, _ attributes: CollectionViewLayoutAttributes) {
        guard view.frame != attributes.frame || view.alpha != attributes.alpha || view.isHidden != attributes.isHidden else {
            view.apply(attributes)
            return
        }
        if let update = pendingUpdate {
            update.changes.append { [weak self] in self?.apply(attributes, to: view) }
        } else {
            apply(attributes, to: view)
        }
    }

    /// Sets the frame, opacity and visibility of `attributes` on `view`.
    func apply(_ attributes: CollectionViewLayoutAttributes, to view: CollectionReusableView) {
        if view.frame != attributes.frame { view.frame = attributes.frame }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.apply(attributes)
    }
}
