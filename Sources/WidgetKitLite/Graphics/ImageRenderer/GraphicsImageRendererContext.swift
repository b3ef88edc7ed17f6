import Foundation

/// What a ``GraphicsImageRenderer``'s drawing closure gets — UIKit's
/// `UIGraphicsImageRendererContext`: the drawing context (`cgContext`, also the current
/// context while the closure runs), the format, and a few conveniences.
@MainActor
public final class GraphicsImageRendererContext {
    /// The context to draw into: user space is the renderer's size in points, origin top-left.
    public let cgContext: GraphicsContext
    /// The format the image is made with.
    public let format: GraphicsImageRendererFormat
    private let bitmap: Bitmap?

    init(context: GraphicsContext, format: GraphicsImageRendererFormat, bitmap: Bitmap?) {
        cgContext = context
        self.format = format
        self.bitmap = bitmap
    }

    /// What has been drawn so far, as an image (1 × 1 transparent for a renderer of a bad size).
    public var currentImage: Image {
        GraphicsImageRenderer.finish(bitmap, format: format)
    }

    /// Fills `rect` with the context's fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes `rect`'s outline (1 point, centred on its edges) with the stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Narrows the clip to `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
