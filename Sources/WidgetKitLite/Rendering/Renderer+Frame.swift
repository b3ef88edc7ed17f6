import Foundation

/// A display list being built, with the target it will be executed into.
@MainActor
final class ListBuilder {
    var list: DisplayList
    let target: RenderTarget
    /// Whether opaque rasterised views hide what is under them (only in the window's list).
    let occlusion: Bool

    init(damage: [PixelRect], target: RenderTarget, occlusion: Bool) {
        list = DisplayList(damage: damage)
        self.target = target
        self.occlusion = occlusion
    }
}

/// The frame walk: the visible tree, once per damaged rectangle, becomes display lists.
/// Views are emitted in paint order from the frame's `Placement`, which says where each one
/// lands (edges snapped to whole device pixels); the walk derives no geometry of its own (a
/// group reads its entries moved into its layer; a rasterised view's store places its
/// subtree by the same rule from the store's origin);
/// - plain backgrounds are fills (SRC when opaque at opacity 1, OVER otherwise); rounded
///   ones and `draw(_:in:)` content are composites of backing stores, drawn once and
///   composited while they only move;
/// - a view that `shouldRasterize` is one composite of its rasterised subtree (a copy when
///   opaque);
/// - a view with alpha < 1 over subviews is drawn into an offscreen layer first and
///   composited with a constant opacity (group opacity, as Core Animation does);
/// - nothing is emitted where an opaque rasterised view above will cover it (occlusion).
extension Renderer {
    /// The lists of one frame, in execution order (layers first, the window's list last).
    ///
    /// `placement` is the frame's (made at its collect step); without one the window is
    /// placed now, within `bounds`.
    func buildFrame(
        root: Window, damage: [PixelRect], copies: [(rect: PixelRect, dx: Int, dy: Int)], bounds: PixelRect,
        clearColor: UInt32, placement: Placement? = nil
    ) -> [ListBuilder] {
        preparedLists.removeAll(keepingCapacity: true)
        let placement = placement ?? makePlacement(of: root, within: bounds)
        let blurred = prepareBackdrops(placement: placement, damage: damage, copies: copies, bounds: bounds, clearColor: clearColor)
        let main = ListBuilder(damage: damage + blurred, target: .window, occlusion: true)
        for copy in copies { main.list.copy(copy.rect, dx: copy.dx, dy: copy.dy) }
        for rect in main.list.damage {
            occluders.removeAll(keepingCapacity: true)
            occluderCursor = 0
            collectOccluders(in: placement, clip: rect)
            // The root's own opaque background covers the damage: no separate clear.
            if (root.presentationBackgroundColor?.alpha ?? 0) < 1 || root.presentationAlpha < 1 || root.isHidden {
                fillVisible(rect, clip: rect, into: main, color: clearColor | Pixel.alphaMask)
            }
            if placement.entry(of: root) != nil {
                render(0, of: placement, into: main, clip: rect, bounds: bounds, isRoot: true)
            }
        }
        return preparedLists + [main]
    }

    /// Emits into `builder` everything of `placement` (the frame's, moved into a backdrop's
    /// layer) painted before the blur view `backdropStop` names.
    func renderBackdropTree(of placement: Placement, into builder: ListBuilder, clip: PixelRect, bounds: PixelRect) {
        occluders.removeAll(keepingCapacity: true)
        occluderCursor = 0
        guard !placement.entries.isEmpty else { return }
        render(0, of: placement, into: builder, clip: clip, bounds: bounds, isRoot: true)
    }

    // MARK: Occlusion

    /// Finds opaque, fully visible rasterised views in paint order, the placement's entries
    /// read in order (stops descending at translucent and transformed views: their subtrees are flattened
    /// offscreen; and at rounded clips: what shows through their corners is drawn).
    private func collectOccluders(in placement: Placement, clip rect: PixelRect) {
        let entries = placement.entries
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            let view = entry.view
            guard view.presentationAlpha >= 1, view.presentationTransform.isIdentity else {
                index = entry.end
                continue
            }
            if view.shouldRasterize && index > 0 {
                if let record = layers.existingRecord(for: view), record.rasterIsOpaque, record.rasterIsValid,
                    record.raster != nil
                {
                    let covered = entry.pixels.intersection(entry.clip).intersection(rect)
                    if !covered.isEmpty { occluders.append((view, covered)) }
                }
                index = entry.end
                continue
            }
            guard roundedClipRadius(of: view) == nil, !entry.childClip.intersection(rect).isEmpty else {
                index = entry.end
                continue
            }
            index += 1
        }
    }

    /// Calls `body` with the parts of `rect` inside `clip` that no occluder painted later covers.
    func forEachVisiblePart(
        of rect: PixelRect, clip: PixelRect, in builder: ListBuilder, _ body: (PixelRect) -> Void
    ) {
        let target = rect.intersection(clip)
        guard !target.isEmpty else { return }
        guard builder.occlusion, occluderCursor < occluders.count else { return body(target) }
        var parts = [target]
        for occluder in occluders[occluderCursor...] {
            parts = parts.flatMap { $0.subtracting(occluder.rect) }
            if parts.isEmpty { return }
        }
        for part in parts { body(part) }
    }

    /// Fills the parts of `rect` inside `clip` no occluder covers with `color` (SRC when
    /// opaque, OVER otherwise).
    func fillVisible(_ rect: PixelRect, clip: PixelRect, into builder: ListBuilder, color: UInt32) {
        let op: DisplayList.Operator = color >> 24 == 0xFF ? .source : .over
        forEachVisiblePart(of: rect, clip: clip, in: builder) { builder.list.fill($0, color: color, operator: op) }
    }

    func composite(
        _ slot: LayerSlot, at x: Int, _ y: Int, opacity: UInt32, opaque: Bool = false, clip: PixelRect,
        into builder: ListBuilder
    ) {
        let op: DisplayList.Operator = opaque && opacity == 255 ? .source : .over
        let placed = PixelRect(x: x, y: y, width: slot.size.width, height: slot.size.height)
        forEachVisiblePart(of: placed, clip: clip, in: builder) { part in
            builder.list.composite(
                slot.layer, source: slot.size.bounds, at: PixelPoint(x: x, y: y), opacity: UInt8(opacity), operator: op,
                clip: part)
        }
    }

    // MARK: Walk

    /// Emits the subtree of `placement.entries[index]` into `builder` (whose target's pixels
    /// `placement` is in), inside `clip`.
    private func render(
        _ index: Int, of placement: Placement, into builder: ListBuilder, clip: PixelRect, bounds: PixelRect,
        isRoot: Bool = false
    ) {
        let entry = placement.entries[index]
        let view = entry.view
        let alpha = UInt32((view.presentationAlpha * 255).rounded())
        guard alpha > 0 else { return }
        let device = entry.device
        if !isRoot, let transform = placement.deviceTransform(of: view, device: device) {
            return renderTransformed(index, of: placement, transform: transform, into: builder, clip: clip, bounds: bounds, alpha: alpha)
        }
        // Cheap rejection: a leaf or a clipping view paints only inside its own rectangle;
        // other views let their subviews reject themselves (no walk over the subtree here).
        if !isRoot, view.subviews.isEmpty || view.clipsToBounds || view.shouldRasterize,
            ownExtent(of: view, device: device).intersection(clip).isEmpty,
            !view.shouldRasterize || view.subviews.allSatisfy({ !$0.drawsOutsideRasterization })
        {
            return
        }
        if view.shouldRasterize && !isRoot, let slot = rasterLayer(of: view, size: device.size) {
            if occluderCursor < occluders.count, occluders[occluderCursor].view === view { occluderCursor += 1 }
            let opaque = layers.existingRecord(for: view)?.rasterIsOpaque ?? false
            if view.castsShadow { emitShadow(of: view, device: device, alpha: alpha, clip: clip, into: builder) }
            composite(slot, at: Int(device.minX), Int(device.minY), opacity: alpha, opaque: opaque, clip: clip, into: builder)
            let first = firstLiveIndex(of: view)
            guard first < view.subviews.count else { return }
            let childClip = view.clipsToBounds ? clip.intersection(PixelRect(covering: device)) : clip
            for child in placement.children(of: index) where placement.entries[child].subviewIndex >= first {
                render(child, of: placement, into: builder, clip: childClip, bounds: bounds)
            }
            return
        }
        if view.shouldRasterize && !isRoot {
            // No store (too large, or none could be made): drawn live, the subviews it keeps
            // in its store (which the frame's placement leaves out) placed now by the rule.
            let live = Placement(
                root: view, device: device, parentOrigin: entry.parentOrigin, bounds: entry.clip, scale: scale,
                firstLiveIndex: { [unowned self] in firstLiveIndex(of: $0) }, includingRoot: true)
            return renderLive(0, of: live, into: builder, clip: clip, bounds: bounds, alpha: alpha, isRoot: false)
        }
        renderLive(index, of: placement, into: builder, clip: clip, bounds: bounds, alpha: alpha, isRoot: isRoot)
    }

    /// Emits `placement.entries[index]` drawn live (not from a store of its subtree): as a
    /// group when translucent over subviews, with its rounded clip, or directly.
    private func renderLive(
        _ index: Int, of placement: Placement, into builder: ListBuilder, clip: PixelRect, bounds: PixelRect, alpha: UInt32,
        isRoot: Bool
    ) {
        let view = placement.entries[index].view
        let roundedClip = isRoot || !clipsOwnPixels(view) ? nil : roundedClipRadius(of: view)
        if alpha < 255 && !view.subviews.isEmpty {
            let extent = isRoot ? bounds : placement.extent(at: index)
            renderGroup(
                index, of: placement, region: extent.intersection(clip), into: builder, clip: clip, alpha: alpha, bounds: bounds,
                cornerRadius: roundedClip)
        } else if let radius = roundedClip {
            renderRoundedClip(index, of: placement, into: builder, clip: clip, bounds: bounds, radius: radius)
        } else {
            renderContents(index, of: placement, into: builder, clip: clip, alpha: alpha, bounds: bounds)
        }
    }

    /// Draws the subtree of `placement.entries[index]` inside `region` (in the target's
    /// pixels) into an offscreen layer, cuts its rounded corners when `cornerRadius` is given,
    /// and composites it with `alpha` (group opacity). The subtree is drawn at its entries
    /// moved into the layer.
    private func renderGroup(
        _ index: Int, of placement: Placement, region: PixelRect, into builder: ListBuilder, clip: PixelRect, alpha: UInt32,
        bounds: PixelRect, cornerRadius: CGFloat?
    ) {
        guard !region.isEmpty else { return }
        let size = PixelSize(width: region.width, height: region.height)
        guard let layer = scratchLayer(size: size) else { return }
        let group = ListBuilder(damage: [size.bounds], target: .layer(layer), occlusion: false)
        group.list.fill(size.bounds, color: 0, operator: .source)
        // The same places as in the target, moved into the layer: what damage measured.
        let inLayer = Placement(moving: index, of: placement, dx: -region.x, dy: -region.y)
        let layerDevice = inLayer.entries[0].device
        renderContents(
            0, of: inLayer, into: group, clip: size.bounds, alpha: 255, bounds: bounds, cornersMasked: cornerRadius != nil)
        if let cornerRadius { cutCorners(of: inLayer.entries[0].view, device: layerDevice, radius: cornerRadius, into: group) }
        preparedLists.append(group)
        let slot = LayerSlot(layer: layer, size: size, offset: PixelPoint(x: 0, y: 0))
        composite(slot, at: region.x, region.y, opacity: alpha, clip: clip, into: builder)
    }

    // MARK: Rounded clips

    /// The corner radius in device pixels of a view that clips its subviews to its rounded
    /// corners (`clipsToBounds` with a `cornerRadius`, Core Animation's `masksToBounds`);
    /// nil for a rectangular clip or none.
    func roundedClipRadius(of view: View) -> CGFloat? {
        guard view.clipsToBounds else { return nil }
        let radius = view.presentationCornerRadius * scale
        return radius < 0.01 ? nil : radius
    }

    /// Whether a rounded clip of `view` has anything to cut: subviews, or content it draws
    /// (an image view's image is clipped to the rounded shape too, as Core Animation's
    /// `masksToBounds` clips a layer's contents).
    private func clipsOwnPixels(_ view: View) -> Bool {
        !view.subviews.isEmpty || view.drawsContent
    }

    /// The side in whole pixels of the squares at the corners of `pixels` that a corner
    /// radius of `radius` pixels touches (the radius is clamped to half the shorter side,
    /// as `Canvas.fill(_:cornerRadius:with:)` does; the squares never overlap).
    private func cornerSide(radius: CGFloat, of pixels: PixelRect) -> Int {
        let clamped = min(radius, CGFloat(pixels.width) / 2, CGFloat(pixels.height) / 2)
        return max(0, min(Int(clamped.rounded(.up)), pixels.width / 2, pixels.height / 2))
    }

    /// The four corner squares of `pixels`: top left, top right, bottom left, bottom right.
    private func cornerSquares(of pixels: PixelRect, side r: Int) -> [PixelRect] {
        [
            PixelRect(x: pixels.x, y: pixels.y, width: r, height: r),
            PixelRect(x: pixels.maxX - r, y: pixels.y, width: r, height: r),
            PixelRect(x: pixels.x, y: pixels.maxY - r, width: r, height: r),
            PixelRect(x: pixels.maxX - r, y: pixels.maxY - r, width: r, height: r),
        ]
    }

    /// A view at opacity 1 whose subviews are clipped to its rounded corners: everything but
    /// the corner squares is drawn directly (the rectangular clip is exact there); each
    /// corner square the damage touches is drawn into a small offscreen layer, cut by the
    /// corner's mask and composited, so what is under the view shows through the corner.
    private func renderRoundedClip(
        _ index: Int, of placement: Placement, into builder: ListBuilder, clip: PixelRect, bounds: PixelRect, radius: CGFloat
    ) {
        let pixels = placement.entries[index].pixels
        guard !pixels.intersection(clip).isEmpty else { return }
        let r = cornerSide(radius: radius, of: pixels)
        let bands = [
            PixelRect(x: pixels.x + r, y: pixels.y, width: pixels.width - 2 * r, height: r),
            PixelRect(x: pixels.x, y: pixels.y + r, width: pixels.width, height: pixels.height - 2 * r),
            PixelRect(x: pixels.x + r, y: pixels.maxY - r, width: pixels.width - 2 * r, height: r),
        ]
        for band in bands {
            let part = band.intersection(clip)
            if !part.isEmpty {
                renderContents(index, of: placement, into: builder, clip: part, alpha: 255, bounds: bounds, cornersMasked: true)
            }
        }
        guard r > 0 else { return }
        for corner in cornerSquares(of: pixels, side: r) {
            renderGroup(
                index, of: placement, region: corner.intersection(clip), into: builder, clip: clip, alpha: 255, bounds: bounds,
                cornerRadius: radius)
        }
    }

    /// Appends to `builder` the cuts of `view`'s rounded corners at `device` (in the
    /// builder's target): each corner square keeps its pixels as much as the rounded shape
    /// covers them (DEST_IN with a quadrant of the view's corner mask).
    func cutCorners(of view: View, device: CGRect, radius: CGFloat, into builder: ListBuilder) {
        let pixels = PixelRect(covering: device)
        let r = cornerSide(radius: radius, of: pixels)
        guard r > 0, let mask = cornerMaskLayer(of: view, side: r, radius: min(radius, CGFloat(pixels.width) / 2, CGFloat(pixels.height) / 2)) else { return }
        let squares = cornerSquares(of: pixels, side: r)
        let quadrants = [(0, 0), (r, 0), (0, r), (r, r)]
        let masks: [CACornerMask] = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        let rounded = view.roundedCorners
        for ((square, quadrant), corner) in zip(zip(squares, quadrants), masks) where rounded.contains(corner) {
            builder.list.composite(
                mask.layer, source: PixelRect(x: quadrant.0, y: quadrant.1, width: r, height: r),
                at: PixelPoint(x: square.x, y: square.y), operator: .destinationIn)
        }
    }

    /// The store of `view`'s corner mask: a rounded square of `2 × side` pixels with corners
    /// of `radius` pixels, opaque inside; its quadrants are the four corners.
    private func cornerMaskLayer(of view: View, side: Int, radius: CGFloat) -> LayerSlot? {
        roundedFillLayer(
            of: view, key: BackgroundKey(size: PixelSize(width: 2 * side, height: 2 * side), radius: radius, color: 0xFFFF_FFFF),
            slot: \.cornerMask, drawnFor: \.cornerMaskKey)
    }

    /// Emits `placement.entries[index]`'s background and content, then its shown subviews
    /// (those before `subviewLimit` only, when given).
    func renderContents(
        _ index: Int, of placement: Placement, into builder: ListBuilder, clip: PixelRect, alpha: UInt32, bounds: PixelRect,
        subviewLimit: Int? = nil, cornersMasked: Bool = false, drawsShadow: Bool = true
    ) {
        let view = placement.entries[index].view
        let device = placement.entries[index].device
        if drawsShadow, view.castsShadow { emitShadow(of: view, device: device, alpha: alpha, clip: clip, into: builder) }
        // The border goes over the content and the subviews, as Core Animation draws it.
        defer {
            if view.drawsBorder {
                emitBorder(of: view, device: device, alpha: alpha, clip: clip, cornersMasked: cornersMasked, into: builder)
            }
        }
        if view.showsBackdrop, let effectView = view as? VisualEffectView {
            emitBackdrop(of: effectView, device: device, alpha: alpha, clip: clip, into: builder)
        }
        if let background = view.presentationBackgroundColor, background.alpha > 0 {
            // Corners the caller cuts with the view's corner mask are drawn square: cut once,
            // their edge pixels keep the shape's exact coverage.
            let radius = cornersMasked ? 0 : view.presentationCornerRadius * scale
            if radius < 0.01 {
                var color = background.premultiplied
                if alpha < 255 { color = Pixel.scale(color, by: alpha) }
                fillVisible(PixelRect(covering: device), clip: clip, into: builder, color: color)
            } else if let slot = backgroundLayer(
                of: view, size: device.size, radius: radius, color: background.premultiplied, corners: view.roundedCorners)
            {
                composite(slot, at: Int(device.minX), Int(device.minY), opacity: alpha, clip: clip, into: builder)
            }
        }
        if view.drawsContent, let slot = contentLayer(of: view) {
            let x = Int(device.minX.rounded()) + slot.offset.x, y = Int(device.minY.rounded()) + slot.offset.y
            composite(slot, at: x, y, opacity: alpha, clip: clip, into: builder)
        }
        guard !view.subviews.isEmpty else { return }
        let childClip = view.clipsToBounds ? clip.intersection(PixelRect(covering: device)) : clip
        guard !childClip.isEmpty else { return }
        let limit = subviewLimit ?? view.subviews.count
        for child in placement.children(of: index) where placement.entries[child].subviewIndex < limit {
            if backdropStop != nil, backdropExcludes(placement.entries[child].view) { break }
            render(child, of: placement, into: builder, clip: childClip, bounds: bounds)
        }
    }

    // MARK: Stores

    /// An offscreen layer at least `size` large for this frame, from the pool when one is
    /// large enough (the smallest such); only its top-left `size` is used. While a group
    /// slides or grows its size changes every frame: reusing larger layers keeps fresh
    /// memory (page faults, and unmapping at rest) out of those frames.
    func scratchLayer(size: PixelSize) -> LayerID? {
        let fitting = freeScratch.indices.filter {
            freeScratch[$0].size.width >= size.width && freeScratch[$0].size.height >= size.height
        }
        if let index = fitting.min(by: {
            freeScratch[$0].size.width * freeScratch[$0].size.height < freeScratch[$1].size.width
                * freeScratch[$1].size.height
        }) {
            let scratch = freeScratch.remove(at: index)
            usedScratch.append(scratch)
            return scratch.layer
        }
        guard size.isValidLayerSize, let layer = try? backend?.makeLayer(size: size) else { return nil }
        usedScratch.append((layer, size))
        return layer
    }

    /// Index of the first subview drawn live over a rasterised view's store.
    func firstLiveIndex(of view: View) -> Int {
        let record = layers.existingRecord(for: view)
        // Cached with the raster: adding or removing a subview invalidates both.
        if let record, record.rasterIsValid, let index = record.rasterLiveIndex, index <= view.subviews.count {
            return index
        }
        let index = view.subviews.firstIndex { $0.drawsOutsideRasterization } ?? view.subviews.count
        if let record, record.rasterIsValid { record.rasterLiveIndex = index }
        return index
    }

    /// The rasterised subtree of `view` (background, content and subviews before the first
    /// live one, clipped to the bounds), drawn again when invalid or resized.
    func rasterLayer(of view: View, size: CGSize) -> LayerSlot? {
        let size = PixelSize(width: Int(size.width), height: Int(size.height))
        guard size.isValidLayerSize else { return nil }
        let record = layers.record(for: view)
        layers.touch(view)
        if record.rasterIsValid, let slot = record.raster, slot.size == size { return slot }
        if let old = record.raster, old.size != size {
            record.raster = nil
            free(old)
        }
        guard let slot = record.raster ?? makeSlot(size: size, offset: PixelPoint(x: 0, y: 0)) else { return nil }
        record.raster = slot
        // Valid from before drawing: a change made while drawing invalidates it again.
        record.rasterIsValid = true
        record.rasterLiveIndex = nil
        let sub = ListBuilder(damage: [size.bounds], target: .layer(slot.layer), occlusion: false)
        sub.list.fill(size.bounds, color: 0, operator: .source)
        let device = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let cornerRadius = clipsOwnPixels(view) ? roundedClipRadius(of: view) : nil
        // The subtree placed in the store's own pixels, by the frame's rule.
        let stored = Placement(
            root: view, device: device, bounds: size.bounds, scale: scale, firstLiveIndex: { [unowned self] in firstLiveIndex(of: $0) },
            includingRoot: true)
        renderContents(
            0, of: stored, into: sub, clip: size.bounds, alpha: 255, bounds: size.bounds,
            subviewLimit: firstLiveIndex(of: view), cornersMasked: cornerRadius != nil, drawsShadow: false)
        if let cornerRadius { cutCorners(of: view, device: device, radius: cornerRadius, into: sub) }
        preparedLists.append(sub)
        record.rasterIsOpaque = (view.presentationBackgroundColor?.alpha ?? 0) >= 1 && view.presentationCornerRadius == 0
        return slot
    }

    /// The store of a rounded background of `size` device pixels.
    private func backgroundLayer(
        of view: View, size: CGSize, radius: CGFloat, color: UInt32, corners: CACornerMask
    ) -> LayerSlot? {
        roundedFillLayer(
            of: view,
            key: BackgroundKey(
                size: PixelSize(width: Int(size.width), height: Int(size.height)), radius: radius, color: color, corners: corners),
            slot: \.background, drawnFor: \.backgroundKey)
    }

    /// The store in `view`'s record at `slot` holding a rounded rectangle filled as `key`
    /// says; drawn again only when the key changed (`drawnFor` keeps what it holds), and
    /// made anew only when the size changed.
    private func roundedFillLayer(
        of view: View, key: BackgroundKey, slot: ReferenceWritableKeyPath<RenderRecord, LayerSlot?>,
        drawnFor drawnKey: ReferenceWritableKeyPath<RenderRecord, BackgroundKey?>
    ) -> LayerSlot? {
        let size = key.size
        guard size.isValidLayerSize else { return nil }
        let record = layers.record(for: view)
        layers.touch(view)
        if record[keyPath: drawnKey] == key, let held = record[keyPath: slot] { return held }
        if let old = record[keyPath: slot], old.size != size {
            record[keyPath: slot] = nil
            free(old)
        }
        guard let store = record[keyPath: slot] ?? makeSlot(size: size, offset: PixelPoint(x: 0, y: 0)) else { return nil }
        record[keyPath: slot] = store
        record[keyPath: drawnKey] = key
        let rect = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        draw(into: store) { canvas in
            if key.corners == .all {
                canvas.fill(rect, cornerRadius: key.radius, with: key.color)
            } else {
                let shape = LayerShapes.roundedRect(rect, radius: key.radius, corners: key.corners.rectCorners)
                LayerShapes.fill(shape, rule: .winding, color: key.color, into: canvas)
            }
        }
        return store
    }

    /// The store of what `view` draws, sized to the pixels it paints (a separator costs its
    /// own pixels, not the view's): drawn again when invalid, resized or evicted, and only
    /// then. The view's `draw(_:in:)` runs once, into a recording context that keeps the
    /// calls and where they draw; the store is sized to that and the recording replayed into
    /// it. A view that draws nothing (most container subclasses) keeps no store and costs
    /// nothing to composite.
    func contentLayer(of view: View) -> LayerSlot? {
        let size = view.modelFrame.size
        let pixels = PixelSize(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        guard !pixels.isEmpty else { return nil }
        let record = layers.record(for: view)
        layers.touch(view)
        if record.contentIsValid, record.contentSize == pixels, record.contentIsEmpty || record.content != nil {
            return record.content
        }
        // Valid from before drawing: a change made while drawing invalidates it again.
        record.contentIsValid = true
        record.contentSize = pixels
        let recorder = GraphicsContext(recordingAt: scale)
        callDraw(view, size: size, in: recorder)
        let extent = recorder.drewUnbounded ? pixels.bounds : recorder.paintedExtent.intersection(pixels.bounds)
        guard !extent.isEmpty, let recording = recorder.recording else {
            if let old = record.content {
                record.content = nil
                free(old)
            }
            record.contentIsEmpty = true
            return nil
        }
        record.contentIsEmpty = false
        let storeSize = PixelSize(width: extent.width, height: extent.height)
        let offset = PixelPoint(x: extent.x, y: extent.y)
        if let old = record.content, old.size != storeSize || old.offset != offset {
            record.content = nil
            free(old)
        }
        guard let slot = record.content ?? makeSlot(size: storeSize, offset: offset) else { return nil }
        record.content = slot
        draw(into: slot) { canvas in
            let context = GraphicsContext(canvas: canvas, origin: CGPoint(x: -extent.x, y: -extent.y), scale: scale)
            context.traitCollection = recorder.traitCollection
            recording.replay(into: context)
        }
        return slot
    }
}
