import Foundation

/// Paints a view tree into a canvas, inside damaged rectangles only. Views describe what to
/// draw; the compositor does the pixels:
/// - view edges are snapped to whole device pixels, so fills and copies run at memory speed;
/// - content from `draw(_:in:)` is rasterised once into a per-view cache and composited
///   while it only moves; a view that `shouldRasterize` is composited from one cached bitmap
///   of its whole subtree (copied, not blended, when opaque);
/// - a view with alpha < 1 over subviews is flattened offscreen first (group opacity, as
///   Core Animation does);
/// - nothing is painted where an opaque rasterised view above will cover it (occlusion).
@MainActor
final class Compositor {
    /// Device pixels per point.
    let scale: CGFloat
    /// Opaque rasterised views of the current damage rectangle, in paint order, with the
    /// device pixels they cover; `occluderCursor` counts those already painted.
    private var occluders: [(view: View, rect: PixelRect)] = []
    private var occluderCursor = 0
    /// Whether occlusion applies (not inside offscreen layers).
    private var occlusionEnabled = true
    /// Offscreen layers for group opacity, reused from frame to frame (one per nesting level).
    private var scratch: [Bitmap] = []
    private var scratchDepth = 0

    init(scale: CGFloat) {
        self.scale = scale
    }

    /// Paints `root` (at device origin 0,0) into `canvas` inside `damage`.
    func paint(_ root: View, into canvas: Canvas, damage: [PixelRect], clearColor: UInt32) {
        for rect in damage {
            let clipped = canvas.clipped(to: rect)
            guard !clipped.clip.isEmpty else { continue }
            occluders.removeAll(keepingCapacity: true)
            occluderCursor = 0
            collectOccluders(root, parentOrigin: .zero, clip: clipped.clip, isRoot: true)
            // The root's own opaque background covers the damage: no separate clear.
            if (root.presentationBackgroundColor?.alpha ?? 0) < 1 || root.presentationAlpha < 1 || root.isHidden {
                fillVisible(clipped.clip, in: clipped, color: clearColor | Pixel.alphaMask)
            }
            render(root, into: clipped, parentOrigin: .zero, isRoot: true)
        }
    }

    /// The device rectangle of `frame` placed under a parent whose bounds origin is at `origin`.
    /// Edges are snapped to whole device pixels; the size is rounded on its own, so a moving
    /// view keeps its exact pixel size.
    func deviceRect(_ frame: CGRect, parentOrigin origin: CGPoint) -> CGRect {
        let x0 = (origin.x + frame.minX * scale).rounded(), y0 = (origin.y + frame.minY * scale).rounded()
        return CGRect(x: x0, y: y0, width: (frame.width * scale).rounded(), height: (frame.height * scale).rounded())
    }

    private func childOrigin(of view: View, device: CGRect) -> CGPoint {
        let b = view.presentationBoundsOrigin
        return CGPoint(x: device.minX - b.x * scale, y: device.minY - b.y * scale)
    }

    // MARK: Occlusion

    /// Finds opaque, fully visible rasterised views in paint order (stops descending at
    /// translucent views: their subtrees are flattened offscreen).
    private func collectOccluders(_ view: View, parentOrigin: CGPoint, clip: PixelRect, isRoot: Bool = false) {
        guard !view.isHidden, view.presentationAlpha >= 1 else { return }
        let frame = isRoot ? CGRect(origin: .zero, size: view.presentationFrame.size) : view.presentationFrame
        let device = deviceRect(frame, parentOrigin: parentOrigin)
        let pixels = PixelRect(covering: device)
        if view.shouldRasterize && !isRoot {
            if view.rasterIsOpaque, view.rasterIsValid, view.rasterCache != nil {
                let covered = pixels.intersection(clip)
                if !covered.isEmpty { occluders.append((view, covered)) }
            }
            return
        }
        let childClip = view.clipsToBounds ? clip.intersection(pixels) : clip
        guard !childClip.isEmpty else { return }
        let origin = childOrigin(of: view, device: device)
        for sub in view.subviews { collectOccluders(sub, parentOrigin: origin, clip: childClip) }
    }

    /// Calls `body` with canvases clipped to the parts of `rect` that no occluder painted
    /// later covers.
    private func forEachVisiblePart(of rect: PixelRect, in canvas: Canvas, _ body: (Canvas) -> Void) {
        let target = rect.intersection(canvas.clip)
        guard !target.isEmpty else { return }
        guard occlusionEnabled, occluderCursor < occluders.count else { return body(canvas.clipped(to: target)) }
        var parts = [target]
        for occluder in occluders[occluderCursor...] {
            parts = parts.flatMap { $0.subtracting(occluder.rect) }
            if parts.isEmpty { return }
        }
        for part in parts { body(canvas.clipped(to: part)) }
    }

    private func fillVisible(_ rect: PixelRect, in canvas: Canvas, color: UInt32) {
        forEachVisiblePart(of: rect, in: canvas) { $0.fill(rect, with: color) }
    }

    // MARK: Rendering

    private func render(_ view: View, into canvas: Canvas, parentOrigin: CGPoint, isRoot: Bool = false) {
        guard !view.isHidden else { return }
        let alpha = UInt32((view.presentationAlpha * 255).rounded())
        guard alpha > 0 else { return }
        let frame = isRoot ? CGRect(origin: .zero, size: view.presentationFrame.size) : view.presentationFrame
        let device = deviceRect(frame, parentOrigin: parentOrigin)
        // Cheap rejection: a leaf or a clipping view paints only inside its own rectangle;
        // other views let their subviews reject themselves (no walk over the subtree here).
        if !isRoot, view.subviews.isEmpty || view.clipsToBounds || view.shouldRasterize,
            PixelRect(covering: device).intersection(canvas.clip).isEmpty,
            !view.shouldRasterize || view.subviews.allSatisfy({ !$0.drawsOutsideRasterization })
        {
            return
        }
        if view.shouldRasterize && !isRoot, let cache = rasterBitmap(of: view, size: device.size) {
            if occluderCursor < occluders.count, occluders[occluderCursor].view === view { occluderCursor += 1 }
            let x = Int(device.minX), y = Int(device.minY)
            forEachVisiblePart(of: PixelRect(covering: device), in: canvas) {
                $0.draw(cache.canvas, atX: x, y: y, alpha: alpha, opaque: view.rasterIsOpaque)
            }
            let live = view.subviews[firstLiveIndex(of: view)...]
            guard !live.isEmpty else { return }
            let childCanvas = view.clipsToBounds ? canvas.clipped(to: PixelRect(covering: device)) : canvas
            let origin = childOrigin(of: view, device: device)
            for sub in live { render(sub, into: childCanvas, parentOrigin: origin) }
            return
        }
        if alpha < 255 && !view.subviews.isEmpty {
            let extent = isRoot ? canvas.bounds : paintedExtent(of: view, parentOrigin: parentOrigin)
            let region = extent.intersection(canvas.clip)
            guard !region.isEmpty else { return }
            let layer = scratchCanvas(width: region.width, height: region.height)
            scratchDepth += 1
            defer { scratchDepth -= 1 }
            let shifted = CGPoint(x: parentOrigin.x - CGFloat(region.x), y: parentOrigin.y - CGFloat(region.y))
            let layerDevice = deviceRect(frame, parentOrigin: shifted)
            let saved = occlusionEnabled
            occlusionEnabled = false
            renderContents(of: view, device: layerDevice, into: layer, alpha: 255)
            occlusionEnabled = saved
            forEachVisiblePart(of: region, in: canvas) { $0.draw(layer, atX: region.x, y: region.y, alpha: alpha) }
        } else {
            renderContents(of: view, device: device, into: canvas, alpha: alpha)
        }
    }

    /// A cleared canvas of the given size over the scratch bitmap of the current nesting level.
    private func scratchCanvas(width: Int, height: Int) -> Canvas {
        let count = max(1, width * height)
        if scratchDepth >= scratch.count || scratch[scratchDepth].capacity < count {
            let bitmap = Bitmap(width: width, height: height)
            if scratchDepth < scratch.count { scratch[scratchDepth] = bitmap } else { scratch.append(bitmap) }
        }
        let canvas = Canvas(pixels: scratch[scratchDepth].storage, width: width, height: height, stride: width)
        canvas.replace(canvas.bounds, with: 0)
        return canvas
    }

    /// Drops the scratch layers (when nothing is fading any more).
    func releaseScratch() { scratch.removeAll() }

    /// Index of the first subview drawn live over a rasterised view's cache.
    private func firstLiveIndex(of view: View) -> Int {
        // Cached with the raster: adding or removing a subview invalidates both.
        if view.rasterIsValid, let index = view.rasterLiveIndex, index <= view.subviews.count { return index }
        let index = view.subviews.firstIndex { $0.drawsOutsideRasterization } ?? view.subviews.count
        if view.rasterIsValid { view.rasterLiveIndex = index }
        return index
    }

    /// The rasterised subtree of `view` (background, content and subviews before the first
    /// live one, clipped to the bounds), redrawn when invalid or resized.
    private func rasterBitmap(of view: View, size: CGSize) -> Bitmap? {
        let w = Int(size.width), h = Int(size.height)
        guard w > 0, h > 0 else { return nil }
        if view.rasterIsValid, let cache = view.rasterCache, cache.width == w, cache.height == h { return cache }
        let reusable = view.rasterCache?.width == w && view.rasterCache?.height == h
        let bitmap = reusable ? view.rasterCache! : Bitmap(width: w, height: h)
        let canvas = bitmap.canvas
        if reusable { canvas.replace(canvas.bounds, with: 0) }
        // Valid from before drawing: a change made while drawing invalidates it again.
        view.rasterCache = bitmap
        view.rasterIsValid = true
        view.rasterLiveIndex = nil
        let saved = occlusionEnabled
        occlusionEnabled = false
        renderContents(of: view, device: CGRect(x: 0, y: 0, width: w, height: h), into: canvas, alpha: 255, subviewLimit: firstLiveIndex(of: view))
        occlusionEnabled = saved
        let bg = view.presentationBackgroundColor
        view.rasterIsOpaque = (bg?.alpha ?? 0) >= 1 && view.presentationCornerRadius == 0
        return bitmap
    }

    private func renderContents(of view: View, device: CGRect, into canvas: Canvas, alpha: UInt32, subviewLimit: Int? = nil) {
        if let background = view.presentationBackgroundColor, background.alpha > 0 {
            var color = background.premultiplied
            if alpha < 255 { color = Pixel.scale(color, by: alpha) }
            let radius = view.presentationCornerRadius * scale
            forEachVisiblePart(of: PixelRect(covering: device), in: canvas) { $0.fill(device, cornerRadius: radius, with: color) }
        }
        if view.drawsContent, let content = contentBitmap(of: view) {
            let x = Int(device.minX.rounded()), y = Int(device.minY.rounded())
            forEachVisiblePart(of: PixelRect(x: x, y: y, width: content.width, height: content.height), in: canvas) {
                $0.draw(content.canvas, atX: x, y: y, alpha: alpha)
            }
        }
        guard !view.subviews.isEmpty else { return }
        let childCanvas = view.clipsToBounds ? canvas.clipped(to: PixelRect(covering: device)) : canvas
        guard !childCanvas.clip.isEmpty else { return }
        let origin = childOrigin(of: view, device: device)
        for sub in view.subviews.prefix(subviewLimit ?? view.subviews.count) {
            render(sub, into: childCanvas, parentOrigin: origin)
        }
    }

    /// The view's rasterised content, redrawn when invalid or resized. A view is first asked
    /// to draw into a one-pixel probe: one that draws nothing (most container subclasses)
    /// keeps no memory and costs nothing to composite.
    private func contentBitmap(of view: View) -> Bitmap? {
        let size = view.modelFrame.size
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        guard w > 0, h > 0 else { return nil }
        if view.contentIsValid, view.contentCache == nil || (view.contentCache?.width == w && view.contentCache?.height == h) {
            return view.contentCache
        }
        view.contentIsValid = true  // before drawing: a change made while drawing invalidates it again
        var probePixel: UInt32 = 0
        let drew = withUnsafeMutablePointer(to: &probePixel) { pixel in
            let probe = GraphicsContext(canvas: Canvas(pixels: pixel, width: 1, height: 1, stride: 1), origin: .zero, scale: scale, isProbe: true)
            view.draw(CGRect(origin: .zero, size: size), in: probe)
            return probe.didDraw
        }
        guard drew else {
            view.contentCache = nil
            return nil
        }
        let reusable = view.contentCache?.width == w && view.contentCache?.height == h
        let bitmap = reusable ? view.contentCache! : Bitmap(width: w, height: h)
        if reusable { bitmap.canvas.replace(bitmap.canvas.bounds, with: 0) }
        let context = GraphicsContext(canvas: bitmap.canvas, origin: .zero, scale: scale)
        view.draw(CGRect(origin: .zero, size: size), in: context)
        view.contentCache = bitmap
        return bitmap
    }

    /// The device pixels `view` and its subtree cover, with the parent's bounds origin at
    /// device `parentOrigin` (presentation geometry; subviews count unless clipped).
    func paintedExtent(of view: View, parentOrigin: CGPoint) -> PixelRect {
        guard !view.isHidden, view.presentationAlpha > 0 else { return .zero }
        let device = deviceRect(view.presentationFrame, parentOrigin: parentOrigin)
        var extent = PixelRect(covering: device)
        if !view.clipsToBounds {
            let origin = childOrigin(of: view, device: device)
            // A rasterised view's cached part is clipped to its bounds: only live subviews extend it.
            let children = view.shouldRasterize ? view.subviews[firstLiveIndex(of: view)...] : view.subviews[...]
            for sub in children { extent = extent.union(paintedExtent(of: sub, parentOrigin: origin)) }
        }
        return extent
    }
}
