import CX11
import Foundation

extension XRenderBackend {
    /// Runs a convolution pass into the picture `destination` gives for each of `pieces`
    /// (by index): the layer's picture with PAD repeat and RENDER's convolution filter set
    /// to the pass's kernel for the requests, then set back (the layer is composited plainly
    /// elsewhere). The server does the arithmetic.
    func run(_ pass: ConvolutionPass, pieces: [PixelRect], into destination: (Int) -> Picture) throws(RenderBackendError) {
        guard let layer = layers[pass.layer.rawValue] else { throw .unknownLayer(pass.layer) }
        guard !pieces.isEmpty else { return }
        var attributes = XRenderPictureAttributes()
        attributes.repeat = RepeatPad
        XRenderChangePicture(display, layer.picture, UInt(CPRepeat), &attributes)
        var parameters = pass.filterParameters.map { XFixed($0) }
        parameters.withUnsafeMutableBufferPointer { buffer in
            XRenderSetPictureFilter(display, layer.picture, "convolution", buffer.baseAddress, Int32(buffer.count))
        }
        for (index, whole) in pieces.enumerated() {
            let piece = X11Geometry.expressible(whole)
            guard !piece.isEmpty else { continue }
            XRenderComposite(
                display, Int32(PictOpSrc), layer.picture, Picture(None), destination(index), Int32(piece.x - pass.offset.x),
                Int32(piece.y - pass.offset.y), 0, 0, Int32(piece.x), Int32(piece.y), UInt32(piece.width), UInt32(piece.height))
        }
        attributes.repeat = RepeatNone
        XRenderChangePicture(display, layer.picture, UInt(CPRepeat), &attributes)
        XRenderSetPictureFilter(display, layer.picture, "nearest", nil, 0)
    }
}
