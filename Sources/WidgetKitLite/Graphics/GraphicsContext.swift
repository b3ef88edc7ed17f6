import Foundation

/// Where a view's `draw(_:in:)` paints: coordinates are the view's bounds in points; the
/// context maps them to device pixels and clips to the view.
///
/// The renderer gives `draw(_:in:)` a recording context: the calls are kept (with where
/// they draw, which sizes the view's backing store) and replayed into the store, so the
/// view draws once per change.
@MainActor
public final class GraphicsContext {
    let canvas: Canvas
    /// Device position of the bounds origin.
    let origin: CGPoint
    /// Device pixels per point.
    public let scale: CGFloat

    /// Whether anything was drawn. Setting it without saying where (`note(_:)`) counts as
    /// drawing over the whole view.
    var didDraw: Bool {
        get { drewUnbounded || !paintedExtent.isEmpty }
        set { if newValue { drewUnbounded = true } }
    }
    /// The device pixels the drawing calls so far may have touched, in the context's device
    /// coordinates (the renderer sizes the view's backing store to it).
    private(set) var paintedExtent: PixelRect = .zero
    /// Whether a drawing call did not say where it drew (its extent is the whole view).
    private(set) var drewUnbounded = false
    /// The calls made on a recording context (nil for a drawing one), to replay into a
    /// drawing context.
    let recording: DrawingRecording?
    /// Whether the context records its calls instead of drawing (its canvas is one pixel
    /// that is never touched).
    var isRecording: Bool { recording != nil }
    /// The traits of the view drawing: dynamic colours resolve against them.
    var traitCollection = TraitCollection(userInterfaceStyle: .light)
    /// The transform, colours and clip in effect (`saveGState()` pushes a copy).
    var state = GraphicsState()
    /// The states `saveGState()` saved, innermost last.
    var savedStates: [GraphicsState] = []

    /// A context drawing into `canvas`, whose device position of the bounds origin is `origin`.
    init(canvas: Canvas, origin: CGPoint, scale: CGFloat) {
        self.canvas = canvas
        self.origin = origin
        self.scale = scale
        recording = nil
    }

    /// A context that draws nothing: it records the calls made on it and where they draw,
    /// in device pixels relative to the bounds origin (its `origin` is zero).
    init(recordingAt scale: CGFloat) {
        canvas = Self.untouched.canvas
        origin = .zero
        self.scale = scale
        recording = DrawingRecording()
    }

    /// The canvas of recording contexts (never drawn into).
    private static let untouched = Bitmap(width: 1, height: 1)

    /// Records `call`, to be made on the drawing context `recording` is replayed into.
    func record(_ call: @escaping (GraphicsContext) -> Void) {
        recording?.calls.append(call)
    }

    /// Records that drawing touches `device` (device pixels), within the clip.
    func note(_ device: CGRect) {
        var device = device.standardized.sanitized
        if let clip = state.clipBounds { device = device.intersection(clip) }
        guard !device.isNull else { return }
        let covered = PixelRect(covering: device)
        guard !covered.isEmpty else { return }
        paintedExtent = paintedExtent.isEmpty ? covered : paintedExtent.union(covered)
    }

    /// `rect` (user space) in device pixels: the bounding box of its corners under the
    /// current transform.
    func deviceRect(_ rect: CGRect) -> CGRect {
        guard state.ctm.isIdentity else { return rect.applying(deviceTransform) }
        return CGRect(x: origin.x + rect.minX * scale, y: origin.y + rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    }

    /// User space to device pixels: the current transform, then the scale, then the origin.
    var deviceTransform: CGAffineTransform {
        state.ctm.concatenating(CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: origin.x, ty: origin.y))
    }

    /// Runs `body` on the canvas to draw into, through the clip: unclipped, the context's
    /// own canvas; clipped, a transparent layer over the clip's area whose pixels are then
    /// blended in scaled by the clip's coverage.
    func paint(_ body: (Canvas) -> Void) {
        guard let clip = state.clip else { return body(canvas) }
        let area = clip.area.intersection(canvas.clip)
        guard !area.isEmpty else { return }
        let layer = Bitmap(width: canvas.width, height: canvas.height)
        body(layer.canvas.clipped(to: area))
        for y in area.y..<area.maxY {
            let source = layer.storage + y * layer.width
            let destination = canvas.row(y)
            let mask = (y - clip.area.y) * clip.area.width - clip.area.x
            for x in area.x..<area.maxX where source[x] != 0 {
                let coverage = UInt32(clip.coverage[mask + x])
                guard coverage > 0 else { continue }
                destination[x] = Pixel.over(coverage == 255 ? source[x] : Pixel.scale(source[x], by: coverage), destination[x])
            }
        }
    }

    /// Fills `rect` with `color`, with rounded corners of `cornerRadius` points.
    public func fill(_ rect: CGRect, color: Color, cornerRadius: CGFloat = 0) {
        let ctm = state.ctm
        guard ctm.isIdentity || (ctm.isScaleAndTranslation && ctm.a == ctm.d) else {
            // Rotated, sheared or stretched: the rectangle is a path.
            let path = BezierPath(roundedRect: rect.sanitized, cornerRadius: cornerRadius.finite())
            return fill(path.snapshot, color: color)
        }
        let device = deviceRect(rect.sanitized)
        note(device)
        guard !isRecording else { return record { $0.fill(rect, color: color, cornerRadius: cornerRadius) } }
        let pixel = color.resolvedColor(with: traitCollection).premultiplied
        paint { $0.fill(device, cornerRadius: cornerRadius.finite() * scale * ctm.a, with: pixel) }
    }

    /// Strokes the outline of `rect` with lines `width` points wide, inside the rectangle.
    public func stroke(_ rect: CGRect, color: Color, width: CGFloat = 1, cornerRadius: CGFloat = 0) {
        let r = rect.sanitized
        let w = max(0, width.finite())
        guard w > 0 else { return }
        guard state.ctm.isIdentity || cornerRadius <= 0 else {
            // Under a transform, a rounded outline is a stroked path along its centre line.
            let path = BezierPath(roundedRect: r.insetBy(dx: w / 2, dy: w / 2), cornerRadius: max(0, cornerRadius - w / 2))
            path.lineWidth = w
            return stroke(path.snapshot, color: color)
        }
        note(deviceRect(r))
        guard !isRecording else {
            return record { $0.stroke(rect, color: color, width: width, cornerRadius: cornerRadius) }
        }
        if cornerRadius <= 0 {
            fill(CGRect(x: r.minX, y: r.minY, width: r.width, height: w), color: color)
            fill(CGRect(x: r.minX, y: r.maxY - w, width: r.width, height: w), color: color)
            fill(CGRect(x: r.minX, y: r.minY + w, width: w, height: r.height - 2 * w), color: color)
            fill(CGRect(x: r.maxX - w, y: r.minY + w, width: w, height: r.height - 2 * w), color: color)
            return
        }
        // A rounded outline: the ring between two rounded rectangles, drawn through a mask.
        let device = deviceRect(r)
        let mask = Bitmap(width: Int(device.width.rounded(.up)) + 2, height: Int(device.height.rounded(.up)) + 2)
        let local = CGRect(x: 1 + device.minX - device.minX.rounded(.down), y: 1 + device.minY - device.minY.rounded(.down), width: device.width, height: device.height)
        let opaque: UInt32 = 0xFFFF_FFFF
        mask.canvas.fill(local, cornerRadius: cornerRadius * scale, with: opaque)
        let inner = local.insetBy(dx: w * scale, dy: w * scale)
        let hole = Bitmap(width: mask.width, height: mask.height)
        hole.canvas.fill(inner, cornerRadius: max(0, cornerRadius - w) * scale, with: opaque)
        let c = color.resolvedColor(with: traitCollection).premultiplied
        let x0 = Int(device.minX.rounded(.down)) - 1, y0 = Int(device.minY.rounded(.down)) - 1
        let ring = Bitmap(width: mask.width, height: mask.height)
        for i in 0..<(mask.width * mask.height) {
            let coverage = (mask.storage[i] >> 24) &* (255 &- (hole.storage[i] >> 24)) / 255
            ring.storage[i] = Pixel.scale(c, by: coverage)
        }
        paint { $0.draw(ring.canvas, atX: x0, y: y0) }
    }

    /// Draws `image` scaled to fill `rect` (bilinear filtering; the edges snap to device
    /// pixels). A template image (`renderingMode == .alwaysTemplate`, or a symbol image not
    /// made `.alwaysOriginal`) is painted in `tintColor` (black when nil); an empty image
    /// draws nothing. A symbol image is rasterised again at the size it covers in device
    /// pixels, so it stays crisp at any scale.
    public func draw(_ image: Image, in rect: CGRect, tintColor: Color? = nil) {
        draw(image, in: rect, tint: image.isTemplate(byDefault: false) ? (tintColor ?? .black) : nil)
    }

    /// Draws `image` in `rect`, painted in `tint` (a template) when it is not nil.
    func draw(_ image: Image, in rect: CGRect, tint: Color?) {
        guard !image.isEmpty else { return }
        let device = deviceRect(rect.sanitized)
        note(device)
        guard !isRecording else { return record { $0.draw(image, in: rect, tint: tint) } }
        let tint = tint?.resolvedColor(with: traitCollection).premultiplied
        if state.ctm.isIdentity || state.ctm.isScaleAndTranslation {
            let image = image.rasterized(forDeviceSize: device.size)
            paint { $0.drawScaled(image, into: device, tint: tint) }
        } else {
            let r = rect.sanitized.standardized
            let placement = CGAffineTransform(
                a: r.width / CGFloat(image.width), b: 0, c: 0, d: r.height / CGFloat(image.height), tx: r.minX, ty: r.minY)
            let transform = placement.concatenating(deviceTransform)
            paint { $0.drawTransformed(image, transform: transform, tint: tint) }
        }
    }
}

/// The drawing calls made on a recording `GraphicsContext`, in order. Replaying them into a
/// drawing context paints what the calls would have painted made on it directly: calls in
/// points are made again with the same arguments, calls in device pixels are moved by the
/// drawing context's origin.
@MainActor
final class DrawingRecording {
    fileprivate(set) var calls: [(GraphicsContext) -> Void] = []

    /// Makes the recorded calls on `context`.
    func replay(into context: GraphicsContext) {
        for call in calls { call(context) }
    }
}
