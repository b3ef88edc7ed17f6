import Foundation

/// Where a view's `draw(_:in:)` paints: coordinates are the view's bounds in points; the
/// context maps them to device pixels and clips to the view.
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
    /// A probing context only records whether and where anything is drawn (its canvas is
    /// one pixel).
    let isProbe: Bool
    /// The traits of the view drawing: dynamic colours resolve against them.
    var traitCollection = TraitCollection(userInterfaceStyle: .light)

    init(canvas: Canvas, origin: CGPoint, scale: CGFloat, isProbe: Bool = false) {
        self.canvas = canvas
        self.origin = origin
        self.scale = scale
        self.isProbe = isProbe
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
        guard !isProbe else { return }
        canvas.fill(device, cornerRadius: cornerRadius.finite() * scale, with: color.resolvedColor(with: traitCollection).premultiplied)
    }

    /// Strokes the outline of `rect` with lines `width` points wide, inside the rectangle.
    public func stroke(_ rect: CGRect, color: Color, width: CGFloat = 1, cornerRadius: CGFloat = 0) {
        let r = rect.sanitized
        let w = max(0, width.finite())
        guard w > 0 else { return }
        note(deviceRect(r))
        guard !isProbe else { return }
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
        guard !isProbe else { return }
        canvas.drawScaled(image, into: device, tint: tint?.resolvedColor(with: traitCollection).premultiplied)
    }
}
