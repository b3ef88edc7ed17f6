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
        // Placed as the next frame places it (the same rule, from the window down): a
        // rasterised view's rectangle only, else its subtree.
        preparedLists.removeAll(keepingCapacity: true)
        if view.shouldRasterize {
            _ = rasterLayer(of: view, size: Placement.device(of: view, in: window, scale: scale).size)
        } else if Placement.shows(view) {
            let placed = Placement(
                subtreeOf: view, window: window, bounds: window.pixelSize.bounds, scale: scale,
                firstLiveIndex: { [unowned self] in firstLiveIndex(of: $0) })
            // Only what the window shows: rows of a long list outside it are drawn when they
            // scroll in.
            drawContents(0, of: placed, clip: window.pixelSize.bounds)
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

    /// Draws the content stores of the views of the subtree of `placement.entries[index]`
    /// that show inside `clip`.
    private func drawContents(_ index: Int, of placement: Placement, clip: PixelRect) {
        let entry = placement.entries[index]
        let view = entry.view
        if let shadow = ShadowGeometry(of: view, device: entry.device, scale: scale),
            !shadow.rect(at: entry.device).intersection(clip).isEmpty
        {
            _ = shadowLayer(of: view, geometry: shadow)
        }
        if view.shouldRasterize {
            if !entry.pixels.intersection(clip).isEmpty { _ = rasterLayer(of: view, size: entry.device.size) }
            return
        }
        if view.drawsContent, !entry.pixels.intersection(clip).isEmpty { _ = contentLayer(of: view) }
        let childClip = view.clipsToBounds ? clip.intersection(entry.pixels) : clip
        guard !childClip.isEmpty else { return }
        for child in placement.children(of: index) { drawContents(child, of: placement, clip: childClip) }
    }

    /// Marks the rasterised subtree stored in `layer` as invalid.
    private func invalidateRaster(drawnInto layer: LayerID) {
        for record in layers.records.values where record.raster?.layer == layer { record.rasterIsValid = false }
    }
}
