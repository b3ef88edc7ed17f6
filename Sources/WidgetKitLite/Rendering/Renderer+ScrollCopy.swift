import Foundation

/// A scroll recorded by a scroll view's setter, not yet decided (`Renderer.decideScrolls()`).
struct PendingScroll {
    weak var view: View?
    /// The bounds origin's change since the last frame, in points.
    var delta: CGPoint
    /// How many damage rectangles were recorded before the first scroll of the frame.
    let damageMark: Int
}

/// A scroll of one view's content, painted as a copy of the pixels already on screen.
struct ScrollCopy {
    /// The scrolled view (weak: it may be removed and released before the next frame).
    weak var view: View?
    /// Where the copy happens: the view's visible device rectangle, less any full-width
    /// bands covered by views painted over it (bars).
    let region: PixelRect
    /// The view's visible device rectangle (the region plus the covered bands).
    let visible: PixelRect
    /// The parts of the covered bands to repaint: those not under an opaque view.
    let bands: [PixelRect]
    /// How far the pixels move, in device pixels (the opposite of the offset's change).
    var dx: Int
    var dy: Int
}

/// Scrolling by copy: when an opaque scroll view moves its content by whole device pixels,
/// the frame moves the pixels already shown (a `copy` operation of the display list) and
/// repaints only the newly exposed strip and the bands under bars, instead of the whole
/// view. Damage recorded inside the region before the move is carried along with the pixels.
extension Renderer {
    /// Records that `view`'s bounds origin moved by `delta` points, and nothing else: the
    /// frame decides whether the move is painted as a copy (`decideScrolls()`). Returns
    /// false when the window has no renderer frame to record for (the caller then marks
    /// the view dirty as for any change).
    func recordScroll(of view: View, by delta: CGPoint) -> Bool {
        guard window != nil else { return false }
        let id = ObjectIdentifier(view)
        if pendingScrolls[id] != nil {
            pendingScrolls[id]?.delta.x += delta.x
            pendingScrolls[id]?.delta.y += delta.y
        } else {
            pendingScrolls[id] = PendingScroll(view: view, delta: delta, damageMark: pendingDamage.count)
        }
        window?.requestFrame()
        return true
    }

    /// At the frame, before damage is collected: each scroll recorded since the last frame
    /// becomes a copy of the pixels shown when it moves them by whole device pixels and the
    /// view can be copied (`scrollCopyRegion(of:)`), else a change of the view (repainted).
    /// Damage recorded before the scroll inside the region travels with the copied pixels.
    func decideScrolls(placement: Placement) {
        guard !pendingScrolls.isEmpty else { return }
        let scrolls = pendingScrolls.values.sorted { $0.damageMark < $1.damageMark }
        pendingScrolls.removeAll(keepingCapacity: true)
        for scroll in scrolls {
            // A view that left the window (or was released) damaged its area when it left.
            guard let window, let view = scroll.view, view.window === window else { continue }
            let sx = -scroll.delta.x * scale, sy = -scroll.delta.y * scale
            guard sx != 0 || sy != 0 else { continue }
            guard abs(sx - sx.rounded()) < Self.pixelTolerance, abs(sy - sy.rounded()) < Self.pixelTolerance,
                scrollCopies[ObjectIdentifier(view)] == nil, outermostTransformedView(containing: view) == nil,
                let (region, visible, bands) = scrollCopyRegion(of: view, placement: placement)
            else {
                view.markDirty()
                continue
            }
            let dx = Int(sx.rounded()), dy = Int(sy.rounded())
            scrollCopies[ObjectIdentifier(view)] = ScrollCopy(view: view, region: region, visible: visible, bands: bands, dx: dx, dy: dy)
            // Stale pixels inside the region travel with the copy: so does their damage.
            for index in pendingDamage.indices.prefix(scroll.damageMark) {
                let rect = pendingDamage[index]
                guard !rect.intersection(region).isEmpty else { continue }
                pendingDamage[index] = rect.union(rect.offsetBy(dx: dx, dy: dy).intersection(region))
            }
        }
    }

    /// The recorded copies as operations on the previous frame's pixels (each limited to
    /// pixels that land inside its region), adding the damage they leave: the exposed strips
    /// and the covered bands. A copy whose view changed place, or whose region is repainted
    /// anyway, is skipped.
    func scrollCopyOperations(placement: Placement) -> [(rect: PixelRect, dx: Int, dy: Int)] {
        var moved: [(rect: PixelRect, dx: Int, dy: Int)] = []
        let copies = scrollCopies.values
        scrollCopies.removeAll(keepingCapacity: true)
        for copy in copies {
            // A view that left the window (or was released) damaged its area when it left.
            guard let window, let view = copy.view, view.window === window else { continue }
            guard let (region, visible, bands) = scrollCopyRegion(of: view, placement: placement), region == copy.region, visible == copy.visible,
                bands == copy.bands
            else {
                pendingDamage.append(copy.visible)
                continue
            }
            // Repainted anyway: no copy, but the content moved under the covered bands too.
            if pendingDamage.contains(where: { $0.contains(region) }) {
                pendingDamage.append(contentsOf: bands)
                continue
            }
            guard abs(copy.dx) < region.width, abs(copy.dy) < region.height else {
                pendingDamage.append(visible)
                continue
            }
            let source = region.intersection(region.offsetBy(dx: -copy.dx, dy: -copy.dy))
            moved.append((source, copy.dx, copy.dy))
            // Damage recorded after the copy (a view over the content that moved in the same
            // frame, uncovering rows that showed it) marks source pixels that were not the
            // content: where they land is repainted too.
            for rect in pendingDamage {
                let stale = rect.intersection(source)
                guard !stale.isEmpty else { continue }
                let landed = stale.offsetBy(dx: copy.dx, dy: copy.dy).intersection(region)
                if !landed.isEmpty { pendingDamage.append(landed) }
            }
            if copy.dy < 0 { pendingDamage.append(PixelRect(x: region.x, y: region.maxY + copy.dy, width: region.width, height: -copy.dy)) }
            if copy.dy > 0 { pendingDamage.append(PixelRect(x: region.x, y: region.y, width: region.width, height: copy.dy)) }
            if copy.dx < 0 { pendingDamage.append(PixelRect(x: region.maxX + copy.dx, y: region.y, width: -copy.dx, height: region.height)) }
            if copy.dx > 0 { pendingDamage.append(PixelRect(x: region.x, y: region.y, width: copy.dx, height: region.height)) }
            pendingDamage.append(contentsOf: bands)
        }
        return moved
    }

    /// The device rectangle a copy of `view`'s content may move pixels in, the view's
    /// visible rectangle, and the parts of the bands around the region that show the
    /// content (under translucent bars) and must be repainted; nil when a copy would not give what a repaint gives: the view is
    /// not fully opaque or is animating (or an ancestor is), or a view painted over it
    /// covers it other than in a full-width band at its top or bottom.
    /// All of it read from `placement`: the pixels copied are where the frame painted them.
    private func scrollCopyRegion(of view: View, placement: Placement) -> (PixelRect, PixelRect, [PixelRect])? {
        scrollRegionComputations += 1
        guard !view.hasRunningAnimations, view.clipsToBounds, view.presentationCornerRadius == 0,
            let background = view.presentationBackgroundColor, background.alpha >= 1
        else { return nil }
        guard let window else { return nil }
        var visible = placement.extent(of: view).intersection(window.pixelSize.bounds)
        var ancestor: View? = view
        /// The corners of rounded clips up the chain: drawn afresh, never copied.
        var corners: [PixelRect] = []
        while let current = ancestor {
            guard current.presentationAlpha >= 1, !current.isHidden, current === view || !current.hasRunningAnimations else { return nil }
            if current !== view, current.clipsToBounds, current !== window {
                let clip = placement.extent(of: current)
                visible = visible.intersection(clip)
                if let radius = roundedClipRadius(of: current) {
                    let r = Int(radius.rounded(.up))
                    corners += [
                        PixelRect(x: clip.x, y: clip.y, width: clip.width, height: r),
                        PixelRect(x: clip.x, y: clip.maxY - r, width: clip.width, height: r),
                    ]
                }
            }
            ancestor = current.superview
        }
        guard !visible.isEmpty else { return nil }
        var top = visible.y, bottom = visible.maxY
        for rows in corners where !rows.intersection(visible).isEmpty {
            if rows.y <= visible.y { top = max(top, rows.maxY) } else { bottom = min(bottom, rows.y) }
        }
        /// Rows (device y ranges) fully hidden under opaque views painted over the content.
        var hidden: [Range<Int>] = []
        var child = view
        while let parent = child.superview {
            guard let index = parent.subviews.firstIndex(where: { $0 === child }) else { return nil }
            for sibling in parent.subviews[(index + 1)...] {
                let covered = placement.extent(of: sibling).intersection(visible)
                guard !covered.isEmpty else { continue }
                guard covered.x <= visible.x, covered.maxX >= visible.maxX else { return nil }
                if covered.y + covered.height / 2 < visible.y + visible.height / 2 {
                    top = max(top, covered.maxY)
                } else {
                    bottom = min(bottom, covered.y)
                }
                if let rows = opaqueRows(of: sibling, across: visible, placement: placement) { hidden.append(rows) }
            }
            child = parent
        }
        guard bottom > top else { return nil }
        var bands: [PixelRect] = []
        for band in [visible.y..<top, bottom..<visible.maxY] where !band.isEmpty {
            for rows in Self.subtracting(hidden, from: band) {
                bands.append(PixelRect(x: visible.x, y: rows.lowerBound, width: visible.width, height: rows.count))
            }
        }
        return (PixelRect(x: visible.x, y: top, width: visible.width, height: bottom - top), visible, bands)
    }

    /// The device rows `view` paints fully opaque across the whole of `visible`, if any: the
    /// rows of its placed rectangle, which its opaque background fills.
    private func opaqueRows(of view: View, across visible: PixelRect, placement: Placement) -> Range<Int>? {
        guard !view.isHidden, view.presentationAlpha >= 1, !view.hasRunningAnimations, view.presentationCornerRadius == 0,
            let background = view.presentationBackgroundColor, background.alpha >= 1,
            let device = placement.geometry(of: view)?.device
        else { return nil }
        let pixels = PixelRect(covering: device)
        guard pixels.x <= visible.x, pixels.maxX >= visible.maxX, !pixels.isEmpty else { return nil }
        return pixels.y..<pixels.maxY
    }

    /// `band` less the `hidden` ranges, as disjoint ranges in order.
    static func subtracting(_ hidden: [Range<Int>], from band: Range<Int>) -> [Range<Int>] {
        var pieces = [band]
        for cut in hidden {
            pieces = pieces.flatMap { piece -> [Range<Int>] in
                guard cut.overlaps(piece) else { return [piece] }
                return [piece.lowerBound..<max(piece.lowerBound, cut.lowerBound), min(piece.upperBound, cut.upperBound)..<piece.upperBound]
                    .filter { !$0.isEmpty }
            }
        }
        return pieces
    }

    /// Slack for deciding that a scroll is a whole number of device pixels.
    static let pixelTolerance: CGFloat = 1e-6
}
