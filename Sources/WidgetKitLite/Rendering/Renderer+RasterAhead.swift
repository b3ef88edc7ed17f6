import Foundation

/// Raster ahead, not during: a page that is about to be shown (pushed, popped to, selected)
/// is laid out and drawn at the call, so the frames of its transition only move stores
/// that already exist.
extension Renderer {
    /// Lays out `view` and draws, now, what the next frames will composite of it: its
    /// rasterised subtree when it `shouldRasterize`, else the content stores of its visible
    /// views. Does nothing before the window has a surface.
    func prepareToShow(_ view: View) {
        guard let window, view.window === window, let surface = window.surface, !view.isHidden else { return }
        view.layoutIfNeeded()
        // Stores made stale by changes recorded since the last frame are drawn again now.
        applyRecordedInvalidations()
        let backend = backend(for: surface)
        let origin = view.superview?.windowOrigin(presented: true) ?? .zero
        let parentOrigin = CGPoint(x: origin.x * scale, y: origin.y * scale)
        let device = deviceRect(view.presentationFrame, parentOrigin: parentOrigin)
        preparedLists.removeAll(keepingCapacity: true)
        if view.shouldRasterize {
            _ = rasterLayer(of: view, size: device.size)
        } else {
            let size = PixelSize(width: window.pixelSize.width, height: window.pixelSize.height)
            // Only what the window shows: rows of a long list outside it are drawn when they
            // scroll in.
            drawContents(of: view, device: device, clip: size.bounds)
        }
        do {
            for builder in preparedLists { try backend.execute(builder.list, into: builder.target) }
        } catch {
            // The next frame meets the same failure and handles it.
            for builder in preparedLists {
                if case .layer(let layer) = builder.target { invalidateRaster(drawnInto: layer) }
            }
        }
        preparedLists.removeAll()
        freeScratch += usedScratch
        usedScratch.removeAll(keepingCapacity: true)
    }

    /// Draws the content stores of the visible views of a subtree.
    private func drawContents(of view: View, device: CGRect, clip: PixelRect) {
        guard !view.isHidden, view.presentationAlpha > 0 else { return }
        let pixels = PixelRect(covering: device)
        if view.shouldRasterize {
            if !pixels.intersection(clip).isEmpty { _ = rasterLayer(of: view, size: device.size) }
            return
        }
        if view.drawsContent, !pixels.intersection(clip).isEmpty { _ = contentLayer(of: view) }
        let childClip = view.clipsToBounds ? clip.intersection(pixels) : clip
        guard !childClip.isEmpty else { return }
        let b = view.presentationBoundsOrigin
        let origin = CGPoint(x: device.minX - b.x * scale, y: device.minY - b.y * scale)
        for sub in view.subviews {
            drawContents(of: sub, device: deviceRect(sub.presentationFrame, parentOrigin: origin), clip: childClip)
        }
    }

    /// Marks the rasterised subtree stored in `layer` as invalid.
    private func invalidateRaster(drawnInto layer: LayerID) {
        for record in layers.records.values where record.raster?.layer == layer { record.rasterIsValid = false }
    }
}
