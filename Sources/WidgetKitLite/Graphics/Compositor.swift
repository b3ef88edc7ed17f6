import Foundation

/// Paints a view tree into a canvas, inside damaged rectangles only. Views describe what to
/// draw; the compositor does the pixels: backgrounds are filled (copied when opaque),
/// content from `draw(_:in:)` is rasterised once into a per-view cache and composited while
/// it only moves, and a view with alpha < 1 over subviews is flattened offscreen first
/// (group opacity, as Core Animation does).
@MainActor
struct Compositor {
    /// Device pixels per point.
    let scale: CGFloat

    /// Paints `root` (at device origin 0,0) into `canvas` inside `damage`.
    func paint(_ root: View, into canvas: Canvas, damage: [PixelRect], clearColor: UInt32) {
        for rect in damage {
            let clipped = canvas.clipped(to: rect)
            guard !clipped.clip.isEmpty else { continue }
            // The root's own opaque background covers the damage: no separate clear.
            if (root.presentationBackgroundColor?.alpha ?? 0) < 1 || root.presentationAlpha < 1 || root.isHidden {
                clipped.fill(clipped.clip, with: clearColor | 0xFF00_0000)
            }
            render(root, into: clipped, parentOrigin: .zero, isRoot: true)
        }
    }

    /// The device rectangle of `frame` placed under a parent whose bounds origin is at `origin`.
    /// Edges are snapped to whole device pixels, so moving content is copied and filled at
    /// memory speed instead of being resampled (as Core Animation aligns layers).
    func deviceRect(_ frame: CGRect, parentOrigin origin: CGPoint) -> CGRect {
        let x0 = (origin.x + frame.minX * scale).rounded(), y0 = (origin.y + frame.minY * scale).rounded()
        let x1 = (origin.x + frame.maxX * scale).rounded(), y1 = (origin.y + frame.maxY * scale).rounded()
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private func render(_ view: View, into canvas: Canvas, parentOrigin: CGPoint, isRoot: Bool = false) {
        guard !view.isHidden else { return }
        let alpha = UInt32((view.presentationAlpha * 255).rounded())
        guard alpha > 0 else { return }
        let frame = isRoot ? CGRect(origin: .zero, size: view.presentationFrame.size) : view.presentationFrame
        let device = deviceRect(frame, parentOrigin: parentOrigin)
        let extent = isRoot ? canvas.bounds : paintedExtent(of: view, parentOrigin: parentOrigin)
        guard !extent.intersection(canvas.clip).isEmpty else { return }
        if alpha < 255 && !view.subviews.isEmpty {
            let region = extent.intersection(canvas.clip)
            let layer = Bitmap(width: region.width, height: region.height)
            let shifted = CGPoint(x: parentOrigin.x - CGFloat(region.x), y: parentOrigin.y - CGFloat(region.y))
            let layerDevice = deviceRect(frame, parentOrigin: shifted)
            renderContents(of: view, device: layerDevice, into: layer.canvas, alpha: 255)
            canvas.draw(layer.canvas, atX: region.x, y: region.y, alpha: alpha)
        } else {
            renderContents(of: view, device: device, into: canvas, alpha: alpha)
        }
    }

    private func renderContents(of view: View, device: CGRect, into canvas: Canvas, alpha: UInt32) {
        if let background = view.presentationBackgroundColor, background.alpha > 0 {
            var color = background.premultiplied
            if alpha < 255 { color = Pixel.scale(color, by: alpha) }
            canvas.fill(device, cornerRadius: view.presentationCornerRadius * scale, with: color)
        }
        if view.drawsContent, let content = contentBitmap(of: view) {
            canvas.draw(content.canvas, atX: Int(device.minX.rounded()), y: Int(device.minY.rounded()), alpha: alpha)
        }
        guard !view.subviews.isEmpty else { return }
        let childCanvas = view.clipsToBounds ? canvas.clipped(to: PixelRect(covering: device)) : canvas
        guard !childCanvas.clip.isEmpty else { return }
        let b = view.presentationBoundsOrigin
        let origin = CGPoint(x: device.minX - b.x * scale, y: device.minY - b.y * scale)
        for sub in view.subviews {
            render(sub, into: childCanvas, parentOrigin: origin)
        }
    }

    /// The view's rasterised content, redrawn when invalid or resized.
    private func contentBitmap(of view: View) -> Bitmap? {
        let size = view.modelFrame.size
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        guard w > 0, h > 0 else { return nil }
        if view.contentIsValid, view.contentCache == nil || (view.contentCache?.width == w && view.contentCache?.height == h) {
            return view.contentCache
        }
        let bitmap = (view.contentCache?.width == w && view.contentCache?.height == h) ? view.contentCache! : Bitmap(width: w, height: h)
        bitmap.canvas.replace(bitmap.canvas.bounds, with: 0)
        let context = GraphicsContext(canvas: bitmap.canvas, origin: .zero, scale: scale)
        view.draw(CGRect(origin: .zero, size: size), in: context)
        view.contentIsValid = true
        // A view that drew nothing keeps no memory and costs nothing to composite.
        let count = bitmap.width * bitmap.height
        var empty = true
        for i in 0..<count where bitmap.storage[i] != 0 {
            empty = false
            break
        }
        view.contentCache = empty ? nil : bitmap
        return view.contentCache
    }

    /// The device pixels `view` and its subtree cover, with the parent's bounds origin at
    /// device `parentOrigin` (presentation geometry; subviews count unless clipped).
    func paintedExtent(of view: View, parentOrigin: CGPoint) -> PixelRect {
        guard !view.isHidden, view.presentationAlpha > 0 else { return .zero }
        let device = deviceRect(view.presentationFrame, parentOrigin: parentOrigin)
        var extent = PixelRect(covering: device)
        if !view.clipsToBounds {
            let b = view.presentationBoundsOrigin
            let origin = CGPoint(x: device.minX - b.x * scale, y: device.minY - b.y * scale)
            for sub in view.subviews { extent = extent.union(paintedExtent(of: sub, parentOrigin: origin)) }
        }
        return extent
    }
}
