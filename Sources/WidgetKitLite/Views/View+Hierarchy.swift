import Foundation

extension View {
    /// Adds `view` in front of the other subviews, removing it from its old superview first.
    /// Adding a view to itself or to one of its own subviews is refused with a diagnostic.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the subviews (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        guard !isDescendant(of: view) else {
            Diagnostics.report("addSubview: cannot add \(view) to its own subtree; ignored")
            return
        }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            view.markDirty()
            return
        }
        let oldWindow = view.window
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.lastKnownSuperviewSize = bounds.size
        let newWindow = window
        newWindow?.updateTraitCollectionIfNeeded()
        if oldWindow !== newWindow {
            view.didMoveToWindowRecursively(newWindow)
        } else if newWindow != nil {
            // Moved within its window: under another superview its traits (level, style) may differ.
            view.updateTraitCollectionAfterMove()
        }
        view.updateTintAfterMove()
        view.layoutInSuperview()
        view.updateSafeAreaInsetsIfNeeded()
        view.setNeedsLayout()
        view.markDirty()
        didAddSubview(view)
        setNeedsLayout()
        Accessibility.changeObserver?.accessibilityStructureDidChange(in: self)
    }

    /// Inserts `view` just above `sibling` (or at the top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling` (or at the bottom when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex(where: { $0 === sibling }) ?? 0)
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview; its area is repainted at the next frame.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        LayoutEngine.viewWillLeaveSuperview(self)
        let oldWindow = window
        oldWindow?.rendering?.viewWillLeave(self)
        willMoveToSuperview(nil)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if oldWindow != nil { didMoveToWindowRecursively(nil) }
        parent.setNeedsLayout()
        Accessibility.changeObserver?.accessibilityStructureDidChange(in: parent)
    }

    /// Whether this view is `view` or inside its subtree.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The first view in the subtree (this one included) with `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for sub in subviews { if let found = sub.viewWithTag(tag) { return found } }
        return nil
    }

    func didMoveToWindowRecursively(_ window: Window?) {
        if window != nil {
            needsLayout = true
            subtreeNeedsLayout = true
            if hasRunningAnimations, let window {
                // Animations started while this view was in no window start now.
                if let loop = window.frameLoop { for track in tracks.values { track.driver.attach(to: loop) } }
                window.animationsDidChange(self)
            }
            if let loop = window?.frameLoop { for value in animatedValues { value.ownerDidMove(to: loop) } }
        }
        if showsBackdrop, let window, !window.backdropViews.contains(where: { $0.view === self }) {
            window.backdropViews.append(WeakView(view: self))
        }
        if window != nil {
            updateTraitCollectionIfNeeded()
            if type(of: self).requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
            // Intrinsic sizes measured before the window (its scale, its theme) may differ.
            if !translatesAutoresizingMaskStorage, autoLayoutStorage?.node?.island != nil { contentSizeConstraintsChanged() }
        }
        didMoveToWindow()
        for sub in subviews { sub.didMoveToWindowRecursively(window) }
    }
}
