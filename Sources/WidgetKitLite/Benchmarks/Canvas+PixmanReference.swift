import CPixman
import Foundation

/// The canvas's fill and draw done by pixman (SIMD fast paths chosen at run time), with the
/// same contracts and results (±1 per channel) as the canvas's own loops. They replace
/// nothing: views' drawing runs the canvas's loops, the renderer composites through
/// `PixmanBackend`. They are a reference only: the benchmark (`RenderBenchmark.hotPaths`)
/// times each loop against its pixman twin and the tests hold the two equal.
extension Canvas {
    /// `fill(_:with:)` through pixman: fills `rect` (clipped) with a premultiplied colour, a
    /// copy when opaque and a blend otherwise.
    func pixmanFill(_ rect: PixelRect, with color: UInt32) {
        let r = rect.intersection(clip)
        guard !r.isEmpty, color >> 24 != 0, let image = PixmanImage(over: self) else { return }
        image.fill([r], color: color, op: color >> 24 == 0xFF ? PIXMAN_OP_SRC : PIXMAN_OP_OVER)
    }

    /// `draw(_:atX:y:alpha:opaque:)` through pixman: `source` with its top-left at
    /// (`x`, `y`), scaled by `alpha` (0…255); a copy where `opaque` and alpha is 255, a
    /// source-over blend otherwise.
    func pixmanDraw(_ source: Canvas, atX x: Int, y: Int, alpha: UInt32 = 255, opaque: Bool = false) {
        let destination = PixelRect(x: x, y: y, width: source.width, height: source.height).intersection(clip)
        guard !destination.isEmpty, alpha > 0, let target = PixmanImage(over: self),
            let image = PixmanImage(over: source)
        else { return }
        let alpha = min(alpha, 255)
        let op = opaque && alpha == 255 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
        let mask = alpha == 255 ? nil : PixmanImage(opacity: UInt8(alpha))
        image.composite(
            op, onto: target, source: destination.offsetBy(dx: -x, dy: -y), atX: destination.x, y: destination.y,
            mask: mask)
    }

    /// `draw(mask:width:height:pitch:atX:y:color:)` through pixman: blends `color` through an
    /// 8-bit coverage mask (a glyph). pixman needs rows aligned to four bytes; other masks
    /// take the hand-written loop.
    func pixmanDraw(
        mask: UnsafePointer<UInt8>, width: Int, height: Int, pitch: Int, atX x: Int, y: Int, color: UInt32
    ) {
        let destination = PixelRect(x: x, y: y, width: width, height: height).intersection(clip)
        guard !destination.isEmpty, color >> 24 != 0 else { return }
        guard let coverage = PixmanImage(alphaMask: mask, width: width, height: height, pitch: pitch),
            let target = PixmanImage(over: self)
        else {
            return draw(mask: mask, width: width, height: height, pitch: pitch, atX: x, y: y, color: color)
        }
        let source = destination.offsetBy(dx: -x, dy: -y)
        let solid = PixmanImage(solid: color)
        // The images must live until pixman returns. The solid source ignores coordinates;
        // the mask's are the glyph's.
        withExtendedLifetime((solid, coverage, target)) {
            pixman_image_composite32(
                PIXMAN_OP_OVER, solid.image, coverage.image, target.image, 0, 0, Int32(source.x), Int32(source.y),
                Int32(destination.x), Int32(destination.y), Int32(destination.width), Int32(destination.height))
        }
    }
}
