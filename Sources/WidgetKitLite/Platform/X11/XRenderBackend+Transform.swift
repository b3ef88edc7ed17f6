import CX11
import Foundation

extension XRenderBackend {
    /// Draws a transformed composite into the picture `destination` gives for each of
    /// `pieces` (by index): the layer's picture with the inverse transform and the bilinear
    /// filter set for the requests, then set back (the layer is composited untransformed
    /// elsewhere). RENDER samples transparent pixels outside the layer's pixmap; the
    /// renderer keeps the rest of a layer outside `source` transparent, so edges blend.
    func draw(
        _ composite: TransformedComposite, pieces: [PixelRect], into destination: (Int) -> Picture
    ) throws(RenderBackendError) {
        guard let layer = layers[composite.layer.rawValue] else { throw .unknownLayer(composite.layer) }
        guard !pieces.isEmpty else { return }
        let toLayer = composite.targetToSource.concatenating(
            CGAffineTransform(translationX: CGFloat(composite.source.x), y: CGFloat(composite.source.y)))
        var transform = Self.renderTransform(toLayer)
        XRenderSetPictureTransform(display, layer.picture, &transform)
        XRenderSetPictureFilter(display, layer.picture, "bilinear", nil, 0)
        let mask = composite.opacity == 255 ? Picture(None) : opacityMask(composite.opacity)
        for (index, whole) in pieces.enumerated() {
            let piece = X11Geometry.expressible(whole)
            guard !piece.isEmpty else { continue }
            XRenderComposite(
                display, Int32(PictOpOver), layer.picture, mask, destination(index), Int32(piece.x), Int32(piece.y), 0, 0,
                Int32(piece.x), Int32(piece.y), UInt32(piece.width), UInt32(piece.height))
        }
        var identity = Self.renderTransform(.identity)
        XRenderSetPictureTransform(display, layer.picture, &identity)
        XRenderSetPictureFilter(display, layer.picture, "nearest", nil, 0)
    }

    /// RENDER's 16.16 fixed-point matrix for `t` (destination to source coordinates).
    static func renderTransform(_ t: CGAffineTransform) -> XTransform {
        func fixed(_ value: CGFloat) -> XFixed { XFixed((value * 65536).rounded()) }
        var transform = XTransform()
        transform.matrix = (
            (fixed(t.a), fixed(t.c), fixed(t.tx)), (fixed(t.b), fixed(t.d), fixed(t.ty)), (0, 0, fixed(1))
        )
        return transform
    }
}
