import Foundation

/// Damage, once per frame. A view's setters only record that it changed (`markDirty`: a
/// flag, and the view's first change between two frames queued here). At the frame's collect
/// step each changed view is measured once, read from the frame's `Placement`: what it
/// covers now is repainted, and so is what
/// it covered at the last frame, read from its record — an extent kept relative to its
/// parent's content origin, so that it stays true while ancestors move. A view inside a
/// changed ancestor adds nothing: the ancestor's old and new extents contain it.
///
/// Invariant: every view of the window that was painted has a recorded extent (a superset of
/// what it painted); a view without one was never painted. A view new in the window (it has
/// no record) records its whole subtree; a changed view grows its ancestors' records.
extension Renderer {
    /// `view` recorded its first change since the last frame.
    func viewChanged(_ view: View) {
        changedViews.append(view)
        window?.requestFrame()
    }

    /// Marks the stores that recorded changes made stale: the changed view's own rasterised
    /// subtree when its content changed, and the rasterised subtrees of ancestors that
    /// contain it. Runs at each frame, and before drawing ahead of a frame.
    func applyRecordedInvalidations() {
        for view in changedViews where view.changeRecipient === self && !view.pendingChange.isEmpty {
            if view.pendingChange.contains(.content) && view.shouldRasterize {
                layers.existingRecord(for: view)?.rasterIsValid = false
            }
            invalidateRasterizedAncestors(of: view)
            view.pendingChange = []
        }
    }

    /// Turns the changes recorded since the last frame into damage and records where each
    /// changed view is painted by this frame (where `placement` puts it); clears the records
    /// of change.
    func collectDamage(placement: Placement) {
        guard let window else { return }
        decideScrolls(placement: placement)
        measureLeavingViews(placement: placement)
        redirectChangesUnderTransforms()
        applyRecordedInvalidations()
        damagePass += 1
        let pass = damagePass
        defer {
            for view in changedViews where view.changeRecipient === self {
                view.changeRecipient = nil
                view.pendingChange = []
            }
            changedViews.removeAll(keepingCapacity: true)
        }
        if needsPaintRecords {
            // No record of what is on screen (new renderer, stores dropped): repaint it all.
            needsPaintRecords = false
            pendingDamage.append(windowBounds)
            let origin = contentOrigin(of: window, in: placement)
            for sub in window.subviews { recordSubtree(of: sub, parentOrigin: origin, pass: pass, placement: placement) }
            return
        }
        var measured: [(view: View, parentOrigin: CGPoint)] = []
        var inside: [View] = []
        for view in changedViews where view.changeRecipient === self && view.isInTree(of: window) {
            if view === window {
                pendingDamage.append(windowBounds)
            } else if hasChangedAncestor(view) {
                inside.append(view)
            } else if let parent = view.superview {
                // Read before any view is measured: measuring records this frame's extents.
                let origin = contentOrigin(of: parent, in: placement)
                appendDamage(lastPaintedExtent(of: view, parentOrigin: origin), paintedInside: view)
                measured.append((view, origin))
            }
        }
        for (view, origin) in measured {
            damageComputations += 1
            let now = recordPaint(of: view, parentOrigin: origin, pass: pass, placement: placement)
            if !now.isEmpty { pendingDamage.append(now) }
            growAncestors(of: view, toInclude: now, placement: placement)
        }
        // Views inside a changed ancestor add no damage, but their records must follow them
        // (those new in the window were recorded with a new ancestor).
        for view in inside where needsRecord(view, pass: pass) {
            guard let parent = view.superview else { continue }
            damageComputations += 1
            let now = recordPaint(
                of: view, parentOrigin: contentOrigin(of: parent, in: placement), pass: pass, placement: placement)
            growAncestors(of: view, toInclude: now, placement: placement)
        }
    }

    /// Where the views removed since the last frame were painted, placed under their
    /// parents' content origins now, becomes damage. A parent that left the window too
    /// damaged its own extent, which contains theirs.
    private func measureLeavingViews(placement: Placement) {
        guard let window, !leavingViews.isEmpty else { return }
        let leaving = leavingViews
        leavingViews.removeAll(keepingCapacity: true)
        for (parent, extent, _) in leaving where parent.isInTree(of: window) {
            let o = contentOrigin(of: parent, in: placement)
            let placed = extent.offsetBy(dx: Int(o.x.rounded(.down)), dy: Int(o.y.rounded(.down)))
            appendDamage(placed, paintedInside: parent, includingParent: true)
        }
    }

    /// The whole window, in device pixels.
    var windowBounds: PixelRect {
        guard let window else { return .zero }
        return window.surface.map { PixelRect(x: 0, y: 0, width: $0.pixelWidth, height: $0.pixelHeight) } ?? window.pixelSize.bounds
    }

    /// Where `placement` puts the bounds origin of `view` (its subviews' parent origin), in
    /// device pixels.
    func contentOrigin(of view: View, in placement: Placement) -> CGPoint {
        placement.geometry(of: view)?.childOrigin ?? .zero
    }

    /// Where `view`'s subtree was painted at the last frame that recorded it, placed under a
    /// parent whose content origin is `parentOrigin` (empty when it was never painted).
    func lastPaintedExtent(of view: View, parentOrigin: CGPoint) -> PixelRect {
        guard let local = paintedRecord(of: view)?.extent else { return .zero }
        return local.offsetBy(dx: Int(parentOrigin.x.rounded(.down)), dy: Int(parentOrigin.y.rounded(.down)))
    }

    /// Adds to the damage `extent`, where `view` was painted at the last frame placed with
    /// today's geometry. Inside a view whose scroll is painted as a copy this frame, that
    /// placement already follows the scroll: the pixels were painted one scroll step
    /// earlier, and the copy moves them to `extent` within its region.
    func appendDamage(_ extent: PixelRect, paintedInside view: View, includingParent: Bool = false) {
        guard !extent.isEmpty else { return }
        var rects = [extent]
        if !scrollCopies.isEmpty {
            var ancestor = includingParent ? view : view.superview
            while let a = ancestor {
                if let copy = scrollCopies[ObjectIdentifier(a)] {
                    rects = rects.flatMap { [$0.offsetBy(dx: -copy.dx, dy: -copy.dy), $0.intersection(copy.region)] }
                }
                ancestor = a.superview
            }
        }
        pendingDamage.append(contentsOf: rects.filter { !$0.isEmpty })
    }

    private func hasChangedAncestor(_ view: View) -> Bool {
        var found = false
        view.forEachAncestor { a in
            found = a !== view && a.changeRecipient === self
            return !found
        }
        return found
    }

    /// Whether `view` has no recorded extent, or changed and was not measured in `pass`.
    private func needsRecord(_ view: View, pass: Int) -> Bool {
        guard let record = paintedRecord(of: view) else { return true }
        return view.changeRecipient === self && record.pass != pass
    }

    /// Records the device pixels `view`'s subtree covers now (`Placement.extent(of:)`). A
    /// view with no record is new in the window: its whole subtree is recorded.
    @discardableResult
    private func recordPaint(of view: View, parentOrigin o: CGPoint, pass: Int, placement: Placement) -> PixelRect {
        guard paintedRecord(of: view) != nil else {
            return recordSubtree(of: view, parentOrigin: o, pass: pass, placement: placement)
        }
        let extent = placement.extent(of: view)
        store(extent, of: view, parentOrigin: o, pass: pass)
        return extent
    }

    /// Records every view of `view`'s subtree — hidden and clipped parts too, so that the
    /// subviews of a recorded view are recorded (or changed since) — and returns the
    /// subtree's extent. Hidden parts are recorded where they would land if shown.
    @discardableResult
    private func recordSubtree(of view: View, parentOrigin o: CGPoint, pass: Int, placement: Placement) -> PixelRect {
        for sub in view.subviews { recordSubtree(of: sub, parentOrigin: contentOrigin(of: view, in: placement), pass: pass, placement: placement) }
        let extent = placement.extent(of: view)
        store(extent, of: view, parentOrigin: o, pass: pass)
        return extent
    }

    /// The recorded extent of `view`, if it was painted.
    private func paintedRecord(of view: View) -> PaintedExtent? {
        paintedExtents[ObjectIdentifier(view)]
    }

    private func store(_ extent: PixelRect, of view: View, parentOrigin o: CGPoint, pass: Int) {
        let local = extent.offsetBy(dx: -Int(o.x.rounded(.down)), dy: -Int(o.y.rounded(.down)))
        paintedExtents[ObjectIdentifier(view)] = PaintedExtent(extent: local, pass: pass)
    }

    /// Keeps ancestors' records supersets of their subtrees: grows them to contain
    /// `extent` (device pixels), up to the first ancestor that clips its subviews or
    /// already contains it.
    private func growAncestors(of view: View, toInclude extent: PixelRect, placement: Placement) {
        guard !extent.isEmpty else { return }
        var ancestor = view.superview
        while let a = ancestor, a !== window, !a.clipsToBounds, let parent = a.superview {
            guard let painted = paintedRecord(of: a)?.extent else { return }
            let o = contentOrigin(of: parent, in: placement)
            let local = extent.offsetBy(dx: -Int(o.x.rounded(.down)), dy: -Int(o.y.rounded(.down)))
            if painted.contains(local) { return }
            paintedExtents[ObjectIdentifier(a)]?.extent = painted.union(local)
            ancestor = parent
        }
    }
}
