import CPixman
import Foundation

extension PixmanBackend {
    /// Runs a convolution pass: an image over the whole layer with PAD repeat and pixman's
    /// convolution filter set to the pass's kernel, composited with SRC onto each damaged
    /// piece of the destination.
    func run(_ pass: ConvolutionPass, of list: DisplayList, onto image: PixmanImage, bounds: PixelRect, target: RenderTarget)
        throws(RenderBackendError)
    {
        guard target != .layer(pass.layer) else {
            assertionFailure("a layer cannot be convolved into itself")
            return
        }
        guard let canvas = canvas(of: pass.layer) else { throw .unknownLayer(pass.layer) }
        let pieces = list.damagedPieces(of: pass.destination.intersection(bounds))
        guard !pieces.isEmpty else { return }
        guard let source = PixmanImage(over: canvas) else { throw .allocationFailed("an image") }
        pixman_image_set_repeat(source.image, PIXMAN_REPEAT_PAD)
        var parameters = pass.filterParameters
        _ = parameters.withUnsafeMutableBufferPointer { buffer in
            pixman_image_set_filter(source.image, PIXMAN_FILTER_CONVOLUTION, buffer.baseAddress, Int32(buffer.count))
        }
        for piece in pieces {
            pixman_image_composite32(
                PIXMAN_OP_SRC, source.image, nil, image.image, Int32(piece.x - pass.offset.x), Int32(piece.y - pass.offset.y),
                0, 0, Int32(piece.x), Int32(piece.y), Int32(piece.width), Int32(piece.height))
        }
    }
}
