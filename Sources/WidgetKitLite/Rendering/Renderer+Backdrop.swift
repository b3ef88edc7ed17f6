import Foundation

/// A blur view's blurred backdrop for this frame: a small image that, scaled up by
/// `factor`, covers `region` (device pixels of the frame's placement, where the view's
/// top-left was `origin`), and the style's tint laid over it (resolved once a frame).
struct PreparedBackdrop {
    let slot: LayerSlot
    let region: PixelRect
    let origin: CGPoint
    let factor: Int
    let tint: Color
}

/// What a blurred backdrop was made for.
struct BackdropKey: Equatable {
    let region: PixelRect
    let sigma: CGFloat
    let factor: Int
}

/// Blurred backdrops (`VisualEffectView` with a `BlurEffect`).
///
/// Before a frame's lists are built, each blur view on screen gets its backdrop: everything
/// painted before it in paint order, inside its pixels and a margin the blur reaches into,
/// drawn into an offscreen layer by the frame walk itself (stopping at the view's entry),
/// halved `log2(factor)` times by bilinear composites (each an exact 2×2 average), and
/// blurred by two convolution passes (a separable Gaussian, σ = `Theme.blur.sigma` ×
/// scale ÷ factor) into a store one reduced pixel larger on each side, edges repeated.
/// The walk then composites that store scaled up by `factor` (bilinear) where the view
/// is, and lays the style's tint over it.
///
/// The blurred store is kept while nothing under the region changes: it is made again only
/// when the frame's damage or a scroll copy touches the region, or the region or σ change,
/// and then the view's pixels are repainted.
extension Renderer {
    /// Prepares the backdrops of the window's blur views for a frame with `damage` and
    /// `copies` in `placement`; returns the pixels to repaint because a backdrop changed.
    func prepareBackdrops(
        placement: Placement, damage: [PixelRect], copies: [(rect: PixelRect, dx: Int, dy: Int)], bounds: PixelRect,
        clearColor: UInt32
    ) -> [PixelRect] {
        backdrops.removeAll(keepingCapacity: true)
        guard let window, !window.backdropViews.isEmpty else { return [] }
        window.backdropViews.removeAll { $0.view?.window !== window }
        let shown = window.backdropViews.compactMap { weak -> (View, Int)? in
            guard let view = weak.view, let index = placement.index(of: view) else { return nil }
            return (view, index)
        }
        var repaint: [PixelRect] = []
        // In paint order: a blur view behind another is blurred first, and shows blurred
        // in the other's backdrop.
        for (view, index) in shown.sorted(by: { $0.1 < $1.1 }) {
            guard let effectView = view as? VisualEffectView, let effect = effectView.blurEffect else { continue }
            let entry = placement.entries[index]
            let pixels = entry.pixels.intersection(entry.clip).intersection(bounds)
            guard !pixels.isEmpty, canBlurBackdrop(of: view) else { continue }
            let blur = view.theme.blur
            let factor = BlurTheme.powerOfTwo(atMost: blur.downsampling)
            let sigma = blur.sigma * scale
            let region = Self.backdropRegion(of: pixels, sigma: sigma, factor: factor, bounds: bounds)
            guard !region.isEmpty else { continue }
            let key = BackdropKey(region: region, sigma: sigma, factor: factor)
            let record = layers.record(for: view)
            layers.touch(view)
            let touched =
                damage.contains { !$0.intersection(region).isEmpty }
                || copies.contains { !$0.rect.intersection(region).isEmpty || !$0.rect.offsetBy(dx: $0.dx, dy: $0.dy).intersection(region).isEmpty }
            if record.backdropKey != key || record.backdropBlurred == nil || touched {
                guard drawBackdrop(of: index, in: placement, region: region, key: key, record: record, clearColor: clearColor, bounds: bounds)
                else { continue }
                repaint.append(pixels)
            }
            guard let slot = record.backdropBlurred else { continue }
            let tint = effect.tint(in: blur, appearance: view.effectiveStyle)
            backdrops[ObjectIdentifier(view)] = PreparedBackdrop(
                slot: slot, region: region, origin: entry.device.origin, factor: factor, tint: tint)
        }
        return repaint
    }

    /// Whether `view`'s backdrop can be blurred: not under a transform, not inside a
    /// rasterised subtree (whose store would keep one blur for every frame).
    private func canBlurBackdrop(of view: View) -> Bool {
        guard outermostTransformedView(containing: view) == nil else { return false }
        var rasterized = false
        view.forEachAncestor { ancestor in
            if ancestor !== view, ancestor.shouldRasterize, !(ancestor is Window) { rasterized = true }
            return !rasterized
        }
        return !rasterized
    }

    /// The device pixels a backdrop is drawn over: `pixels` and the blur's reach around
    /// them, within `bounds`, with sides a multiple of `factor` (moved inwards at the
    /// bounds' edges).
    static func backdropRegion(of pixels: PixelRect, sigma: CGFloat, factor: Int, bounds: PixelRect) -> PixelRect {
        let reach = Int((3 * sigma).rounded(.up)) + factor
        var region = PixelRect(x: pixels.x - reach, y: pixels.y - reach, width: pixels.width + 2 * reach, height: pixels.height + 2 * reach)
            .intersection(bounds)
        func fit(_ start: Int, _ length: Int, _ lower: Int, _ upper: Int) -> (Int, Int) {
            let rounded = min((length + factor - 1) / factor * factor, (upper - lower) / factor * factor)
            let origin = min(start, upper - rounded)
            return (max(lower, origin), rounded)
        }
        (region.x, region.width) = fit(region.x, region.width, bounds.x, bounds.maxX)
        (region.y, region.height) = fit(region.y, region.height, bounds.y, bounds.maxY)
        return region
    }

    /// Draws the backdrop of `placement.entries[index]` over `region` and blurs it into the
    /// record's stores; false when a layer could not be made.
    private func drawBackdrop(
        of index: Int, in placement: Placement, region: PixelRect, key: BackdropKey, record: RenderRecord, clearColor: UInt32,
        bounds: PixelRect
    ) -> Bool {
        let size = PixelSize(width: region.width, height: region.height)
        let reduced = PixelSize(width: size.width / key.factor, height: size.height / key.factor)
        let bordered = PixelSize(width: reduced.width + 2, height: reduced.height + 2)
        guard !reduced.isEmpty,
            let small = backdropStore(record, \.backdropReduced, size: reduced),
            let pass = backdropStore(record, \.backdropPass, size: bordered),
            let blurred = backdropStore(record, \.backdropBlurred, size: bordered),
            let full = scratchLayer(size: size)
        else {
            record.backdropKey = nil
            return false
        }
        backdropBlurs += 1
        record.backdropKey = key
        // Everything before the view in paint order, moved into the layer.
        let drawn = ListBuilder(damage: [size.bounds], target: .layer(full), occlusion: false)
        drawn.list.fill(size.bounds, color: clearColor | Pixel.alphaMask, operator: .source)
        let moved = Placement(moving: 0, of: placement, dx: -region.x, dy: -region.y)
        let outer = backdropStop
        backdropStop = (placement, index)
        renderBackdropTree(of: moved, into: drawn, clip: size.bounds, bounds: bounds.offsetBy(dx: -region.x, dy: -region.y))
        backdropStop = outer
        preparedLists.append(drawn)
        // Halved to the reduced size: each bilinear sample is the average of 2×2 pixels.
        var source = (layer: full, size: size)
        while source.size.width > reduced.width {
            let half = PixelSize(width: source.size.width / 2, height: source.size.height / 2)
            let last = half.width == reduced.width
            guard let target = last ? small.layer : scratchLayer(size: half) else {
                record.backdropKey = nil
                return false
            }
            let step = ListBuilder(damage: [half.bounds], target: .layer(target), occlusion: false)
            step.list.fill(half.bounds, color: 0, operator: .source)
            step.list.composite(
                source.layer, source: source.size.bounds, transform: CGAffineTransform(scaleX: 0.5, y: 0.5), opacity: 255,
                clip: half.bounds)
            preparedLists.append(step)
            source = (target, half)
        }
        if key.factor == 1 {
            let copy = ListBuilder(damage: [reduced.bounds], target: .layer(small.layer), occlusion: false)
            copy.list.composite(full, source: size.bounds, at: PixelPoint(x: 0, y: 0), operator: .source)
            preparedLists.append(copy)
        }
        // A blur wider than the backdrop averages it all the same: the kernel stays within it.
        let sigma = min(key.sigma / CGFloat(key.factor), CGFloat(max(reduced.width, reduced.height)) / 3)
        let kernel = ConvolutionPass.gaussianKernel(sigma: sigma)
        let across = ListBuilder(damage: [bordered.bounds], target: .layer(pass.layer), occlusion: false)
        across.list.convolve(
            ConvolutionPass(layer: small.layer, kernel: kernel, axis: .alongX, offset: PixelPoint(x: 1, y: 1), destination: bordered.bounds))
        preparedLists.append(across)
        let down = ListBuilder(damage: [bordered.bounds], target: .layer(blurred.layer), occlusion: false)
        down.list.convolve(
            ConvolutionPass(layer: pass.layer, kernel: kernel, axis: .alongY, offset: PixelPoint(x: 0, y: 0), destination: bordered.bounds))
        preparedLists.append(down)
        return true
    }

    /// The store at `slot` of `record`, exactly `size` (made anew when the size changed).
    private func backdropStore(_ record: RenderRecord, _ slot: ReferenceWritableKeyPath<RenderRecord, LayerSlot?>, size: PixelSize)
        -> LayerSlot?
    {
        if let held = record[keyPath: slot], held.size == size { return held }
        if let old = record[keyPath: slot] {
            record[keyPath: slot] = nil
            free(old)
        }
        guard size.isValidLayerSize, let made = makeSlot(size: size, offset: PixelPoint(x: 0, y: 0)) else { return nil }
        record[keyPath: slot] = made
        return made
    }

    /// Whether the backdrop being drawn stops before `view` (the blur view or a view after it
    /// in paint order).
    func backdropExcludes(_ view: View) -> Bool {
        guard let stop = backdropStop, let index = stop.placement.index(of: view) else { return false }
        return index >= stop.index
    }

    /// Emits the blurred backdrop of the blur view at `placement.entries[index]` (placed
    /// at `device` in the builder's target) and its tint; with no backdrop (under a transform,
    /// or no store) the tint alone, opaque.
    func emitBackdrop(
        of view: VisualEffectView, device: CGRect, alpha: UInt32, clip: PixelRect, into builder: ListBuilder
    ) {
        guard let effect = view.blurEffect else { return }
        let pixels = PixelRect(covering: device)
        guard !pixels.intersection(clip).isEmpty else { return }
        let tint: Color
        if let prepared = backdrops[ObjectIdentifier(view)] {
            tint = prepared.tint
            let f = CGFloat(prepared.factor)
            // The store's pixel (1, 1) is the region's first reduced pixel.
            let dx = device.minX - prepared.origin.x, dy = device.minY - prepared.origin.y
            let transform = CGAffineTransform(
                a: f, b: 0, c: 0, d: f, tx: CGFloat(prepared.region.x) - f + dx, ty: CGFloat(prepared.region.y) - f + dy)
            forEachVisiblePart(of: pixels, clip: clip, in: builder) { part in
                builder.list.composite(
                    prepared.slot.layer, source: prepared.slot.size.bounds, transform: transform, opacity: UInt8(alpha), clip: part)
            }
        } else {
            tint = effect.tint(in: view.theme.blur, appearance: view.effectiveStyle).withAlphaComponent(1)
        }
        var color = tint.premultiplied
        if alpha < 255 { color = Pixel.scale(color, by: alpha) }
        fillVisible(pixels, clip: clip, into: builder, color: color)
    }
}
