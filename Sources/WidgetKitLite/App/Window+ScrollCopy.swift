import Foundation

/// A scroll of one view's content, painted as a copy of the pixels already on screen.
struct ScrollCopy {
    /// The scrolled view.
    unowned let view: View
    /// Where the copy happens: the view's visible device rectangle, less any full-width
    /// bands covered by views painted over it (bars).
    let region: PixelRect
    /// The view's visible device rectangle (the region plus the covered bands).
    let visible: PixelRect
    /// How far the pixels move, in device pixels (the opposite of the offset's change).
    var dx: Int
    var dy: Int
}

/// Scrolling by copy: when an opaque scroll view moves its content by whole device pixels,
/// the window moves the pixels it already shows (`Canvas.move`) and repaints only the
/// newly exposed strip and the bands under bars, instead of the whole view. Damage recorded
/// inside the region before the move is carried along with the pixels.
extension Window {
    /// Records that `view`'s bounds origin moves by `delta` points. Returns true when the
    /// move will be painted as a copy (the caller must then not mark the view dirty); false
    /// when it cannot be (not opaque, animating, partly covered, fractional pixels…).
    func recordScrollCopy(of view: View, by delta: CGPoint) -> Bool {
        let sx = -delta.x * scale, sy = -delta.y * scale
        guard abs(sx - sx.rounded()) < Self.pixelTolerance, abs(sy - sy.rounded()) < Self.pixelTolerance,
              let (region, visible) = scrollCopyRegion(of: view)
        else { return dropScrollCopy(of: view) }
        let dx = Int(sx.rounded()), dy = Int(sy.rounded())
        let id = ObjectIdentifier(view)
        if let pending = scrollCopies[id] {
            guard pending.region == region, pending.visible == visible else { return dropScrollCopy(of: view) }
            scrollCopies[id]?.dx += dx
            scrollCopies[id]?.dy += dy
        } else {
            scrollCopies[id] = ScrollCopy(view: view, region: region, visible: visible, dx: dx, dy: dy)
        }
        // Stale pixels inside the region travel with the copy: so does their damage.
        pendingDamage = pendingDamage.map { rect in
            guard !rect.intersection(region).isEmpty else { return rect }
            return rect.union(rect.offsetBy(dx: dx, dy: dy).intersection(region))
        }
        requestFrame()
        return true
    }

    /// Gives up a pending copy of `view`: its whole area is repainted instead. Returns false.
    private func dropScrollCopy(of view: View) -> Bool {
        if let pending = scrollCopies.removeValue(forKey: ObjectIdentifier(view)) {
            pendingDamage.append(pending.visible)
            requestFrame()
        }
        return false
    }

    /// Performs the recorded copies on `canvas` (the previous frame) and adds the damage
    /// they leave: the exposed strips and the covered bands. A copy whose view changed
    /// place, or whose region is repainted anyway, is skipped.
    func performScrollCopies(on canvas: Canvas) {
        let copies = scrollCopies.values
        scrollCopies.removeAll(keepingCapacity: true)
        for copy in copies {
            guard copy.view.window === self else { continue }
            guard let (region, visible) = scrollCopyRegion(of: copy.view), region == copy.region, visible == copy.visible else {
                pendingDamage.append(copy.visible)
                continue
            }
            if pendingDamage.contains(where: { $0.contains(region) }) { continue }
            guard abs(copy.dx) < region.width, abs(copy.dy) < region.height else {
                pendingDamage.append(visible)
                continue
            }
            canvas.clipped(to: region).move(region, dx: copy.dx, dy: copy.dy)
            if copy.dy < 0 { pendingDamage.append(PixelRect(x: region.x, y: region.maxY + copy.dy, width: region.width, height: -copy.dy)) }
            if copy.dy > 0 { pendingDamage.append(PixelRect(x: region.x, y: region.y, width: region.width, height: copy.dy)) }
            if copy.dx < 0 { pendingDamage.append(PixelRect(x: region.maxX + copy.dx, y: region.y, width: -copy.dx, height: region.height)) }
            if copy.dx > 0 { pendingDamage.append(PixelRect(x: region.x, y: region.y, width: copy.dx, height: region.height)) }
            pendingDamage.append(PixelRect(x: visible.x, y: visible.y, width: visible.width, height: region.y - visible.y))
            pendingDamage.append(PixelRect(x: visible.x, y: region.maxY, width: visible.width, height: visible.maxY - region.maxY))
        }
    }

    /// The device rectangle a copy of `view`'s content may move pixels in, and the view's
    /// visible rectangle; nil when a copy would not give what a repaint gives: the view is
    /// not fully opaque or is animating (or an ancestor is), or a view painted over it
    /// covers it other than in a full-width band at its top or bottom.
    private func scrollCopyRegion(of view: View) -> (PixelRect, PixelRect)? {
        guard !view.isAnimating, view.clipsToBounds, view.presentationCornerRadius == 0,
              let background = view.presentationBackgroundColor, background.alpha >= 1 else { return nil }
        var visible = extent(of: view).intersection(PixelRect(x: 0, y: 0, width: pixelSize.width, height: pixelSize.height))
        var ancestor: View? = view
        while let current = ancestor {
            guard current.presentationAlpha >= 1, !current.isHidden, current === view || !current.isAnimating else { return nil }
            if current !== view, current.clipsToBounds, current !== self { visible = visible.intersection(extent(of: current)) }
            ancestor = current.superview
        }
        guard !visible.isEmpty else { return nil }
        var top = visible.y, bottom = visible.maxY
        var child = view
        while let parent = child.superview {
            guard let index = parent.subviews.firstIndex(where: { $0 === child }) else { return nil }
            for sibling in parent.subviews[(index + 1)...] {
                let covered = extent(of: sibling).intersection(visible)
                guard !covered.isEmpty else { continue }
                guard covered.x <= visible.x, covered.maxX >= visible.maxX else { return nil }
                if covered.y + covered.height / 2 < visible.y + visible.height / 2 {
                    top = max(top, covered.maxY)
                } else {
                    bottom = min(bottom, covered.y)
                }
            }
            child = parent
        }
        guard bottom > top else { return nil }
        return (PixelRect(x: visible.x, y: top, width: visible.width, height: bottom - top), visible)
    }

    /// Slack for deciding that a scroll is a whole number of device pixels.
    static let pixelTolerance: CGFloat = 1e-6
}
