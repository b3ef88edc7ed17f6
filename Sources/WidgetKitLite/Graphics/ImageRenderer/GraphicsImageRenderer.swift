import Foundation

/// Draws into a new image — UIKit's `UIGraphicsImageRenderer`:
///
///     let renderer = GraphicsImageRenderer(size: CGSize(width: 40, height: 40))
///     let image = renderer.image { context in
///         Color.systemBlue.setFill()
///         BezierPath(ovalIn: context.format.bounds).fill()
///     }
///
/// The closure runs at once with a fresh context over a transparent (or, for an opaque
/// format, black) bitmap of `size × format.scale` pixels (rounded up); that context is the
/// current one while it runs, so `BezierPath.fill()`, `Color.setFill()` and
/// `Image.draw(in:)` draw into it. The image's `scale` is the format's.
///
/// A size that is zero, negative, NaN or infinite: one diagnostic line when the renderer is
/// made; each image is then 1 × 1 pixel and transparent (the closure still runs, on a
/// context that draws nothing). A format scale that is not a positive finite number: one
/// line, and 1 is used. Sides above 16384 pixels are clamped to it.
@MainActor
public final class GraphicsImageRenderer {
    /// The images' size in points.
    public let size: CGSize
    /// How the images are made.
    public let format: GraphicsImageRendererFormat
    /// Whether `size` can make an image.
    private let isValid: Bool

    /// A renderer of images of `size` points in `format`.
    public init(size: CGSize, format: GraphicsImageRendererFormat = .default()) {
        var format = format
        if !(format.scale.isFinite && format.scale > 0) {
            Diagnostics.report("GraphicsImageRenderer: scale \(format.scale) is not a positive number; using 1")
            format.scale = 1
        }
        self.size = size
        format.bounds = CGRect(origin: .zero, size: size)
        self.format = format
        isValid = size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
        if !isValid {
            Diagnostics.report(
                "GraphicsImageRenderer: size \(size.width)×\(size.height) is empty or not finite; images are 1×1 and transparent")
        }
    }

    /// A renderer of images the size of `bounds` (its origin is ignored).
    public convenience init(bounds: CGRect, format: GraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// Runs `actions` on a fresh context and returns what it drew.
    public func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
        guard isValid else {
            let context = GraphicsContext(recordingAt: format.scale)
            context.makeCurrent { actions(GraphicsImageRendererContext(context: context, format: format, bitmap: nil)) }
            return Self.finish(nil, format: format)
        }
        let bitmap = Bitmap(
            width: Int((size.width * format.scale).rounded(.up).clamped(to: 1...CGFloat(Bitmap.maximumDimension))),
            height: Int((size.height * format.scale).rounded(.up).clamped(to: 1...CGFloat(Bitmap.maximumDimension))))
        if format.opaque { bitmap.canvas.replace(bitmap.canvas.bounds, with: Pixel.opaqueBlack) }
        let context = GraphicsContext(canvas: bitmap.canvas, origin: .zero, scale: format.scale)
        context.makeCurrent { actions(GraphicsImageRendererContext(context: context, format: format, bitmap: bitmap)) }
        return Self.finish(bitmap, format: format)
    }

    /// Runs `actions` on a fresh context and returns what it drew as PNG file data (8-bit
    /// RGBA).
    public func pngData(actions: (GraphicsImageRendererContext) -> Void) -> Data {
        let image = image(actions: actions)
        // Only an empty image fails to encode, and images here are at least 1 × 1.
        return (try? PNGCodec.encode(image, path: "GraphicsImageRenderer.pngData")) ?? Data()
    }

    /// The image of `bitmap` (1 × 1 transparent without one) in `format`.
    static func finish(_ bitmap: Bitmap?, format: GraphicsImageRendererFormat) -> Image {
        guard let bitmap else {
            var image = Image(width: 1, height: 1)
            image.scale = format.scale
            return image
        }
        if format.opaque {
            for i in 0..<bitmap.capacity { bitmap.storage[i] = Pixel.over(bitmap.storage[i], Pixel.opaqueBlack) }
        }
        var image = bitmap.image
        image.scale = format.scale
        return image
    }
}
