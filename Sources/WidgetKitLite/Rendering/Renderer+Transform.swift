import Foundation

/// Views with a transform. The subtree is drawn untransformed into an offscreen layer (only
/// the part the damage needs, mapped back through the transform) from the stores it
/// already has — nothing is laid out or drawn again for a new transform — and the layer is
/// composited through the transform with the view's alpha (group opacity), bilinearly
/// filtered: the layer's transparent surround gives rotated edges an anti-aliased pixel.
/// A view that `shouldRasterize` (with no live subviews) composites its store directly,
/// kept between frames, so a large subtree costs one transformed composite per frame.
extension Renderer {
    /// Emits the subtree of `placement.entries[index]`, whose view shows through `transform`
    /// (placed pixels to shown pixels), into `builder`, inside `clip`.
    func renderTransformed(
        _ index: Int, of placement: Placement, transform: CGAffineTransform, into builder: ListBuilder, clip: PixelRect,
        bounds: PixelRect, alpha: UInt32
    ) {
        let entry = placement.entries[index]
        let view = entry.view
        guard let inverse = transform.inverse else { return }
        let shown = placement.extent(at: index).intersection(clip)
        guard !shown.isEmpty else { return }
        if view.shouldRasterize, firstLiveIndex(of: view) >= view.subviews.count,
            let slot = rasterLayer(of: view, size: entry.device.size)
        {
            let toTarget = CGAffineTransform(translationX: entry.device.minX, y: entry.device.minY).concatenating(transform)
            forEachVisiblePart(of: shown, clip: clip, in: builder) { part in
                builder.list.composite(slot.layer, source: slot.size.bounds, transform: toTarget, opacity: UInt8(alpha), clip: part)
            }
            return
        }
        // The placed pixels that land in `shown`, with a pixel more for the filter.
        let back = PixelRect(covering: shown.cgRect.applying(inverse))
        let needed = PixelRect(x: back.x - 1, y: back.y - 1, width: back.width + 2, height: back.height + 2)
            .intersection(placement.untransformedExtent(at: index))
        guard !needed.isEmpty, let layer = scratchLayer(size: PixelSize(width: needed.width, height: needed.height)),
            let layerSize = backend?.size(of: layer)
        else { return }
        // The whole layer is cleared: the filter reads transparent pixels around `needed`.
        let group = ListBuilder(damage: [layerSize.bounds], target: .layer(layer), occlusion: false)
        group.list.fill(layerSize.bounds, color: 0, operator: .source)
        let device = entry.device.offsetBy(dx: CGFloat(-needed.x), dy: CGFloat(-needed.y))
        let inLayer = Placement(
            root: view, device: device,
            parentOrigin: CGPoint(x: entry.parentOrigin.x - CGFloat(needed.x), y: entry.parentOrigin.y - CGFloat(needed.y)),
            bounds: PixelRect(x: 0, y: 0, width: needed.width, height: needed.height), scale: scale,
            firstLiveIndex: { [unowned self] in firstLiveIndex(of: $0) }, includingRoot: true)
        let cornerRadius = view.subviews.isEmpty ? nil : roundedClipRadius(of: view)
        renderContents(
            0, of: inLayer, into: group, clip: PixelRect(x: 0, y: 0, width: needed.width, height: needed.height), alpha: 255,
            bounds: bounds, cornersMasked: cornerRadius != nil)
        if let cornerRadius { cutCorners(of: view, device: device, radius: cornerRadius, into: group) }
        preparedLists.append(group)
        let toTarget = CGAffineTransform(translationX: CGFloat(needed.x), y: CGFloat(needed.y)).concatenating(transform)
        let source = PixelRect(x: 0, y: 0, width: needed.width, height: needed.height)
        forEachVisiblePart(of: shown, clip: clip, in: builder) { part in
            builder.list.composite(layer, source: source, transform: toTarget, opacity: UInt8(alpha), clip: part)
        }
    }

    /// The outermost view at or above `view` shown through a transform: what is measured for
    /// damage when anything inside it changes (its subviews' own places are untransformed).
    func outermostTransformedView(containing view: View) -> View? {
        var found: View?
        view.forEachAncestor { a in
            if !a.presentationTransform.isIdentity { found = a }
            return true
        }
        return found
    }

    /// Changes recorded inside transformed views count as changes of the outermost one:
    /// its old and new shown extents are repainted.
    func redirectChangesUnderTransforms() {
        for view in changedViews where view.changeRecipient === self {
            guard let outer = outermostTransformedView(containing: view), outer !== view else { continue }
            recordPlacementChange(of: outer)
        }
    }

    /// Records, at the frame, that `view` moved (its extent is measured again), as its own
    /// `markDirty(contentChanged: false)` would before the frame.
    func recordPlacementChange(of view: View) {
        if view.changeRecipient === self {
            view.pendingChange.formUnion(.placement)
            return
        }
        guard view.changeRecipient == nil else { return }
        view.pendingChange = .placement
        view.changeRecipient = self
        changedViews.append(view)
    }
}
