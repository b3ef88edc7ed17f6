import CPixman
import Foundation

extension PixmanBackend {
    /// Draws a transformed composite: an image over exactly the source rectangle of the
    /// layer (so pixels outside it are transparent, and edges blend into what is under
    /// them), the inverse transform set on it with the bilinear filter, blended over each
    /// damaged piece of its destination.
    func draw(
        _ composite: TransformedComposite, of list: DisplayList, onto image: PixmanImage, bounds: PixelRect,
        target: RenderTarget
    ) throws(RenderBackendError) {
        guard target != .layer(composite.layer) else {
            assertionFailure("a layer cannot be composited into itself")
            return
        }
        guard let canvas = canvas(of: composite.layer) else { throw .unknownLayer(composite.layer) }
        let source = composite.source.intersection(canvas.bounds)
        guard !source.isEmpty else { return }
        let pieces = list.damagedPieces(of: composite.destination(in: bounds))
        guard !pieces.isEmpty else { return }
        guard let sourceImage = PixmanImage(over: canvas, rect: source) else { throw .allocationFailed("an image") }
        var matrix = PixmanImage.transform(composite.targetToSource)
        // A source rectangle cut by the layer's edge starts further in.
        if source.x != composite.source.x || source.y != composite.source.y {
            let shift = CGAffineTransform(
                translationX: CGFloat(composite.source.x - source.x), y: CGFloat(composite.source.y - source.y))
            matrix = PixmanImage.transform(composite.targetToSource.concatenating(shift))
        }
        _ = pixman_image_set_transform(sourceImage.image, &matrix)
        _ = pixman_image_set_filter(sourceImage.image, PIXMAN_FILTER_BILINEAR, nil, 0)
        let mask = composite.opacity == 255 ? nil : PixmanImage(opacity: composite.opacity)
        for piece in pieces {
            pixman_image_composite32(
                PIXMAN_OP_OVER, sourceImage.image, mask?.image, image.image, Int32(piece.x), Int32(piece.y), 0, 0,
                Int32(piece.x), Int32(piece.y), Int32(piece.width), Int32(piece.height))
        }
    }
}

extension PixmanImage {
    /// An a8r8g8b8 image over the pixels of `rect` of the canvas (its clip is ignored), or
    /// nil if pixman refuses the geometry.
    convenience init?(over canvas: Canvas, rect: PixelRect) {
        let inside = rect.intersection(canvas.bounds)
        guard !inside.isEmpty else { return nil }
        self.init(over: Canvas(pixels: canvas.pixels + inside.y * canvas.stride + inside.x, width: inside.width, height: inside.height, stride: canvas.stride))
    }

    /// pixman's fixed-point matrix for `t` (which maps destination to source coordinates).
    static func transform(_ t: CGAffineTransform) -> pixman_transform_t {
        var floating = pixman_f_transform()
        floating.m = (
            (Double(t.a), Double(t.c), Double(t.tx)), (Double(t.b), Double(t.d), Double(t.ty)), (0, 0, 1)
        )
        var fixed = pixman_transform_t()
        _ = pixman_transform_from_pixman_f_transform(&fixed, &floating)
        return fixed
    }
}
