import Foundation

/// Filling, stroking and clipping to paths. Paths are flattened and rasterised into a
/// coverage mask on the client (`CoverageRasterizer`), which is blended into the view's
/// store like a glyph: both backends then composite the store, so paths look the same on
/// RENDER and in memory.
extension GraphicsContext {
    /// Fills `path` by its fill rule with the fill colour (`setFillColor(_:)`).
    public func fill(_ path: BezierPath) {
        fill(path.snapshot, color: state.fillColor)
    }

    /// Fills `path` by its fill rule with `color`.
    public func fill(_ path: BezierPath, color: Color) {
        fill(path.snapshot, color: color)
    }

    /// Strokes `path` with its line width, caps, joins and dashes, in the stroke colour
    /// (`setStrokeColor(_:)`).
    public func stroke(_ path: BezierPath) {
        stroke(path.snapshot, color: state.strokeColor)
    }

    /// Strokes `path` with its line width, caps, joins and dashes, in `color`.
    public func stroke(_ path: BezierPath, color: Color) {
        stroke(path.snapshot, color: color)
    }

    /// Narrows the clip to `path`'s area (by its fill rule), anti-aliased: later drawing is
    /// scaled by how much of each pixel the path covers, until `restoreGState()`.
    public func clip(to path: BezierPath) {
        clip(path.snapshot)
    }

    /// Narrows the clip to `rect` (user space).
    public func clip(to rect: CGRect) {
        clip(BezierPath(rect: rect.sanitized).snapshot)
    }

    func fill(_ path: PathSnapshot, color: Color) {
        draw(path.fillPolygons(deviceTransform), rule: path.rule, color: color) { $0.fill(path, color: color) }
    }

    func stroke(_ path: PathSnapshot, color: Color) {
        guard path.style.lineWidth > 0 else { return }
        draw(path.strokePolygons(deviceTransform), rule: .winding, color: color) { $0.stroke(path, color: color) }
    }

    /// Blends `color` through the coverage of `polygons` (device pixels), or records `call`.
    private func draw(_ polygons: [[CGPoint]], rule: CGPathFillRule, color: Color, call: @escaping (GraphicsContext) -> Void) {
        let bounds = polygons.bounds
        guard !bounds.isNull else { return }
        note(bounds)
        guard !isRecording else { return record(call) }
        let area = PixelRect(covering: bounds).intersection(canvas.clip)
        guard !area.isEmpty else { return }
        let mask = Self.coverage(of: polygons, rule: rule, in: area)
        let pixel = color.resolvedColor(with: traitCollection).premultiplied
        mask.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            paint { $0.draw(mask: base, width: area.width, height: area.height, pitch: area.width, atX: area.x, y: area.y, color: pixel) }
        }
    }

    func clip(_ path: PathSnapshot) {
        let polygons = path.fillPolygons(deviceTransform)
        let bounds = polygons.bounds
        let clipBounds = bounds.isNull ? CGRect.zero : bounds
        state.clipBounds = state.clipBounds.map { $0.intersection(clipBounds) } ?? clipBounds
        guard !isRecording else { return record { $0.clip(path) } }
        let area = PixelRect(covering: clipBounds).intersection(canvas.bounds)
        let mask = ClipMask(area: area, coverage: Self.coverage(of: polygons, rule: path.rule, in: area))
        state.clip = state.clip.map { $0.intersection(mask) } ?? mask
    }

    /// The coverage of `polygons` filled by `rule` over `area`.
    static func coverage(of polygons: [[CGPoint]], rule: CGPathFillRule, in area: PixelRect) -> [UInt8] {
        var rasterizer = CoverageRasterizer(area: area)
        for polygon in polygons { rasterizer.addPolygon(polygon) }
        return rasterizer.mask(rule: rule)
    }
}
