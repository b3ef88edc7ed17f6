import Foundation

/// Core Animation's layer styling in the frame walk: a view's shadow is composited under it
/// and its border over its content and subviews, each from a store rasterised once — the
/// shadow when its shape, blur or colour changes (never per frame while the view moves,
/// fades or the offset or opacity animate), the border when its size, width, radius or
/// colour does. On the X server both are pictures uploaded once and composited.
extension Renderer {
    /// Composites `view`'s shadow for a view placed at `device`, scaled by its shadow
    /// opacity and by `alpha` (the view's own opacity when drawn directly).
    func emitShadow(of view: View, device: CGRect, alpha: UInt32, clip: PixelRect, into builder: ListBuilder) {
        guard let geometry = ShadowGeometry(of: view, device: device, scale: scale),
            let slot = shadowLayer(of: view, geometry: geometry)
        else { return }
        let opacity = Pixel.multiply(UInt32((view.presentationShadowOpacity * 255).rounded()), alpha)
        let rect = geometry.rect(at: device)
        composite(slot, at: rect.x, rect.y, opacity: opacity, clip: clip, into: builder)
    }

    /// Composites `view`'s border at `device` with `alpha`; with `cornersMasked` its outer
    /// edge is square (the caller cuts the rounded corners).
    func emitBorder(
        of view: View, device: CGRect, alpha: UInt32, clip: PixelRect, cornersMasked: Bool, into builder: ListBuilder
    ) {
        guard let color = view.presentationBorderColor else { return }
        let size = PixelSize(width: Int(device.width), height: Int(device.height))
        let key = BorderKey(
            size: size, width: view.presentationBorderWidth * scale, radius: view.presentationCornerRadius * scale,
            corners: view.roundedCorners, squareOuter: cornersMasked, color: color.premultiplied)
        guard let slot = borderLayer(of: view, key: key) else { return }
        composite(slot, at: Int(device.minX), Int(device.minY), opacity: alpha, clip: clip, into: builder)
    }

    /// The store of `view`'s shadow image, rasterised (and blurred) only when its key changed.
    func shadowLayer(of view: View, geometry: ShadowGeometry) -> LayerSlot? {
        let key = geometry.key
        guard let (store, isCurrent) = keyedStore(of: view, key: key, size: key.size, store: \.shadow, storedKey: \.shadowKey)
        else { return nil }
        if isCurrent { return store }
        shadowRasterizations += 1
        let dx = geometry.shapeOffset.x, dy = geometry.shapeOffset.y
        let polygons: [[CGPoint]]
        let rule: CGPathFillRule
        if let path = key.path {
            polygons = LayerShapes.path(path, scale: key.scale, dx: dx, dy: dy)
            rule = path.rule
        } else {
            let shape = CGRect(x: dx, y: dy, width: CGFloat(key.size.width) - 2 * dx, height: CGFloat(key.size.height) - 2 * dy)
            polygons = LayerShapes.roundedRect(shape, radius: key.radius, corners: key.corners.rectCorners)
            rule = .winding
        }
        draw(into: store) { canvas in
            ShadowRaster.draw(polygons, rule: rule, sigma: key.sigma, color: key.color, into: canvas)
        }
        return store
    }

    /// The store of `view`'s border ring, rasterised only when its key changed.
    private func borderLayer(of view: View, key: BorderKey) -> LayerSlot? {
        guard key.size.isValidLayerSize else { return nil }
        guard let (store, isCurrent) = keyedStore(of: view, key: key, size: key.size, store: \.border, storedKey: \.borderKey)
        else { return nil }
        if isCurrent { return store }
        let rect = CGRect(x: 0, y: 0, width: key.size.width, height: key.size.height)
        let ring = LayerShapes.border(
            rect, width: key.width, radius: key.radius, corners: key.corners.rectCorners, squareOuter: key.squareOuter)
        draw(into: store) { canvas in LayerShapes.fill(ring, rule: .evenOdd, color: key.color, into: canvas) }
        return store
    }

    /// The store `view`'s record keeps at `store` for an image made from `key`: the held one,
    /// current when `storedKey` equals `key`; otherwise a store of `size` (the held one when
    /// its size fits, else a new one) now recorded for `key`, for the caller to draw. Nil
    /// when no store can be made.
    private func keyedStore<Key: Equatable>(
        of view: View, key: Key, size: PixelSize, store: ReferenceWritableKeyPath<RenderRecord, LayerSlot?>,
        storedKey: ReferenceWritableKeyPath<RenderRecord, Key?>
    ) -> (store: LayerSlot, isCurrent: Bool)? {
        let record = layers.record(for: view)
        layers.touch(view)
        if record[keyPath: storedKey] == key, let held = record[keyPath: store] { return (held, true) }
        if let old = record[keyPath: store], old.size != size {
            record[keyPath: store] = nil
            free(old)
        }
        guard let slot = record[keyPath: store] ?? makeSlot(size: size, offset: PixelPoint(x: 0, y: 0)) else { return nil }
        record[keyPath: store] = slot
        record[keyPath: storedKey] = key
        return (slot, false)
    }

    /// The pixels `view` placed at `device` paints by itself: its rectangle and its shadow.
    func ownExtent(of view: View, device: CGRect) -> PixelRect {
        ShadowGeometry.ownExtent(of: view, pixels: PixelRect(covering: device), device: device, scale: scale)
    }
}
