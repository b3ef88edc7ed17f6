import Foundation

/// Selecting items: by code, by click and by keyboard.
extension CollectionView {
    /// The selected items, in order (empty when none).
    public var indexPathsForSelectedItems: [IndexPath] { selectedItems.sorted() }

    /// Selects the item at `indexPath` (nil clears the selection) and scrolls it to
    /// `scrollPosition`; without multiple selection the other items are deselected. The
    /// delegate is not told (as in UIKit). Out of range: ignored, with a diagnostic.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            clearSelection()
            return
        }
        guard allowsSelection, checked(indexPath, "selectItem(at:animated:scrollPosition:)") else { return }
        if !allowsMultipleSelection { clearSelection(except: indexPath) }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; the delegate is not told. Out of range: ignored,
    /// with a diagnostic.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard checked(indexPath, "deselectItem(at:animated:)") else { return }
        setSelected(false, at: indexPath)
    }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected { selectedItems.insert(indexPath) } else { selectedItems.remove(indexPath) }
        cellForItem(at: indexPath)?.isSelected = selected
    }

    func clearSelection(except kept: IndexPath? = nil) {
        for indexPath in selectedItems where indexPath != kept { setSelected(false, at: indexPath) }
    }

    func keepOnlyFirstSelectedItem() {
        guard let first = selectedItems.min() else { return }
        clearSelection(except: first)
    }

    /// What a user's click (or Return) does to the item: selects it alone (single selection;
    /// a selected item stays selected), or toggles it (multiple selection), asking the
    /// delegate's `should…` and telling it `did…`.
    func userSelect(_ indexPath: IndexPath, toggles: Bool) {
        guard allowsSelection, isValid(indexPath) else { return }
        let delegate = collectionDelegate
        if selectedItems.contains(indexPath) {
            guard toggles, allowsMultipleSelection, delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selectedItems.sorted() {
                setSelected(false, at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    // MARK: Pointer

    func tapped(_ tap: TapGestureRecognizer) {
        guard tap.state == .ended, !orthogonalScrolling.pressCaughtMotion else { return }
        let point = tap.location(in: self)
        if closeSwipeOnPress(at: point) { return }
        // A click on a supplementary view (a pinned header covers items) selects nothing.
        if supplementaryViews.values.contains(where: { !$0.isHidden && $0.frame.contains(point) }) { return }
        guard let indexPath = indexPathForItem(at: point) else { return }
        // A click on a list cell's delete, detail or outline accessory runs it instead.
        if let cell = cellForItem(at: indexPath) as? CollectionViewListCell, let action = cell.accessoryAction(at: convert(point, to: cell)) {
            action()
            return
        }
        guard allowsSelection else { return }
        window?.focus(self)
        moveFocus(to: indexPath, scroll: false)
        userSelect(indexPath, toggles: true)
    }

    /// Highlights the item under `touch` until the press ends (the tap or a drag takes over).
    func beginPress(_ touch: Touch?) {
        guard allowsSelection, let touch, let indexPath = indexPathForItem(at: touch.location(in: self)),
            collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true, let cell = cellForItem(at: indexPath)
        else { return }
        pressedItem = indexPath
        cell.isHighlighted = true
    }

    func endPress() {
        if let pressedItem { cellForItem(at: pressedItem)?.isHighlighted = false }
        pressedItem = nil
    }

    // MARK: Keyboard

    /// Handles the arrow keys (moving the focus to the nearest item in their direction, by
    /// the layout's frames, into view; with Shift and multiple selection selecting the items
    /// passed), Return and Enter (selecting the focused item, telling the delegate) and Space
    /// (toggling it, with multiple selection). In an outline, Right and Left expand and
    /// collapse the focused item or move to its child or parent (`OutlineDataSource`).
    /// Answers false for other keys.
    func handleKey(_ press: KeyPress) -> Bool {
        guard allowsSelection, press.modifiers.subtracting(.shift).isEmpty else { return false }
        let extend = press.modifiers.contains(.shift) && allowsMultipleSelection
        switch press.name.lowercased() {
        case "left" where !extend && outlineStep(expanding: false): break
        case "right" where !extend && outlineStep(expanding: true): break
        case "left": moveFocus(.left, extending: extend)
        case "right": moveFocus(.right, extending: extend)
        case "up": moveFocus(.up, extending: extend)
        case "down": moveFocus(.down, extending: extend)
        case "return", "kp_enter":
            guard let focusedItem else { return false }
            userSelect(focusedItem, toggles: false)
        case "space" where allowsMultipleSelection:
            guard let focusedItem else { return false }
            userSelect(focusedItem, toggles: true)
        default:
            return false
        }
        return true
    }

    /// Lets the data source's outline take Right or Left on the focused item; false when
    /// the item is in no outline.
    private func outlineStep(expanding: Bool) -> Bool {
        guard let focusedItem, isValid(focusedItem), let outline = dataSource as? OutlineDataSource,
            let step = outline.outlineStep(expanding: expanding, at: focusedItem)
        else { return false }
        if case .focus(let target) = step { moveFocus(to: target, scroll: true) }
        return true
    }

    /// A direction of the arrow keys.
    enum FocusDirection { case left, right, up, down }

    /// Moves the focus to the item nearest the focused one in `direction`; with no focus,
    /// to the first selected item, else the first item.
    func moveFocus(_ direction: FocusDirection, extending: Bool) {
        let origin = focusedItem.flatMap { isValid($0) ? $0 : nil }
        guard let from = origin else {
            if let first = selectedItems.min() ?? firstItem { moveFocus(to: first, scroll: true) }
            return
        }
        guard let target = nearestItem(from: from, direction) else { return }
        if extending {
            if !selectedItems.contains(from) { userSelect(from, toggles: false) }
            if !selectedItems.contains(target) { userSelect(target, toggles: false) }
        }
        moveFocus(to: target, scroll: true)
    }

    private var firstItem: IndexPath? {
        loadedCounts.firstIndex { $0 > 0 }.map { IndexPath(item: 0, section: $0) }
    }

    func moveFocus(to indexPath: IndexPath, scroll: Bool) {
        if let old = focusedItem { cellForItem(at: old)?.showsFocus = false }
        focusedItem = indexPath
        cellForItem(at: indexPath)?.showsFocus = isFocused
        if scroll, let frame = layoutAttributesForItem(at: indexPath)?.frame { scrollRectToVisible(frame, animated: false) }
        if scroll, selectionFollowsFocus, !allowsMultipleSelection { userSelect(indexPath, toggles: false) }
    }

    /// The item nearest `from` whose frame lies beyond `from`'s in `direction`, by the
    /// layout's frames in a band a screen deep: the least distance along the direction, then
    /// across it.
    func nearestItem(from: IndexPath, _ direction: FocusDirection) -> IndexPath? {
        guard let origin = layoutAttributesForItem(at: from)?.frame else { return nil }
        let reach = max(bounds.width, bounds.height, origin.width, origin.height) * 2
        let area: CGRect
        switch direction {
        case .left: area = CGRect(x: origin.minX - reach, y: origin.minY - reach, width: reach, height: origin.height + 2 * reach)
        case .right: area = CGRect(x: origin.maxX, y: origin.minY - reach, width: reach, height: origin.height + 2 * reach)
        case .up: area = CGRect(x: origin.minX - reach, y: origin.minY - reach, width: origin.width + 2 * reach, height: reach)
        case .down: area = CGRect(x: origin.minX - reach, y: origin.maxY, width: origin.width + 2 * reach, height: reach)
        }
        let candidates = sanitizedAttributes(collectionViewLayout.layoutAttributesForElements(in: area) ?? [])
        var best: (IndexPath, CGFloat, CGFloat)?
        for a in candidates where a.representedElementCategory == .cell && a.indexPath != from && isValid(a.indexPath) && !a.isHidden {
            let f = a.frame
            let along: CGFloat, across: CGFloat
            switch direction {
            case .left: (along, across) = (origin.minX - f.maxX, overlapGap(f.minY, f.maxY, origin.minY, origin.maxY))
            case .right: (along, across) = (f.minX - origin.maxX, overlapGap(f.minY, f.maxY, origin.minY, origin.maxY))
            case .up: (along, across) = (origin.minY - f.maxY, overlapGap(f.minX, f.maxX, origin.minX, origin.maxX))
            case .down: (along, across) = (f.minY - origin.maxY, overlapGap(f.minX, f.maxX, origin.minX, origin.maxX))
            }
            guard along >= -0.5 else { continue }
            // Items in line with the origin first, then the nearest along, then across.
            let key = (across > 0 ? 1 : 0, along, across)
            if let b = best {
                let bestKey = (b.2 > 0 ? 1 : 0, b.1, b.2)
                if key < bestKey { best = (a.indexPath, along, across) }
            } else {
                best = (a.indexPath, along, across)
            }
        }
        return best?.0
    }

    /// The gap between the spans `a0…a1` and `b0…b1` (0 when they overlap).
    private func overlapGap(_ a0: CGFloat, _ a1: CGFloat, _ b0: CGFloat, _ b1: CGFloat) -> CGFloat {
        max(0, max(a0 - b1, b0 - a1))
    }
}
