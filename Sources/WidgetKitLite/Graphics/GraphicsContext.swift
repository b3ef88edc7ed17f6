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

    /// Records that drawing touches `device` (device pixels).
    func note(_ device: CGRect) {
        let covered = PixelRect(covering: device.standardized.sanitized)
        guard !covered.isEmpty else { return }
        paintedExtent = paintedExtent.isEmpty ? covered : paintedExtent.union(covered)
    }

    func deviceRect(_ rect: CGRect) -> CGRect {
        CGRect(x: origin.x + rect.minX * scale, y: origin.y + rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    }

    /// Fills `rect` with `color`, with rounded corners of `cornerRadius` points.
    public func fill(_ rect: CGRect, color: Color, cornerRadius: CGFloat = 0) {
        let device = deviceRect(rect.sanitized)
        note(device)
        guard !isRecording else { return record { $0.fill(rect, color: color, cornerRadius: cornerRadius) } }
        canvas.fill(device, cornerRadius: cornerRadius.finite() * scale, with: color.resolvedColor(with: traitCollection).premultiplied)
    }

    /// Strokes the outline of `rect` with lines `width` points wide, inside the rectangle.
    public func stroke(_ rect: CGRect, color: Color, width: CGFloat = 1, cornerRadius: CGFloat = 0) {
        let r = rect.sanitized
        let w = max(0, width.finite())
        guard w > 0 else { return }
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
        canvas.draw(ring.canvas, atX: x0, y: y0)
    }

    /// Draws `image` scaled to fill `rect` (bilinear filtering; the edges snap to device
    /// pixels). A template image (`renderingMode == .alwaysTemplate`) is painted in
    /// `tintColor`; an empty image draws nothing.
    public func draw(_ image: Image, in rect: CGRect, tintColor: Color? = nil) {
        draw(image, in: rect, tint: image.renderingMode == .alwaysTemplate ? (tintColor ?? .black) : nil)
    }

    /// Draws `image` in `rect`, painted in `tint` (a template) when it is not nil.
    func draw(_ image: Image, in rect: CGRect, tint: Color?) {
        guard !image.isEmpty else { return }
        let device = deviceRect(rect.sanitized)
        note(device)
        guard !isRecording else { return record { $0.draw(image, in: rect, tint: tint) } }
        canvas.drawScaled(image, into: device, tint: tint?.resolvedColor(with: traitCollection).premultiplied)
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
