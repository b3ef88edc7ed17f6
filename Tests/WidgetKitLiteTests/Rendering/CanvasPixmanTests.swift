import Foundation
import Testing
@testable import WidgetKitLite

/// The pixman versions of the canvas hot paths give the hand-written loops' pixels (±1).
@Suite struct CanvasPixmanTests {
    private static let size = PixelSize(width: 97, height: 61)
    private static let translucent = RenderScene.Layer(size: size, isOpaque: false, seed: 0x5A5A)
    private static let opaque = RenderScene.Layer(size: size, isOpaque: true, seed: 0x0102)

    /// Two identical targets holding an opaque pattern, clipped to an inner rectangle.
    private func targets() -> (Bitmap, Bitmap) {
        (RenderScene.content(of: Self.opaque), RenderScene.content(of: Self.opaque))
    }

    private func expectSame(_ a: Bitmap, _ b: Bitmap, _ what: String) {
        let differences = PixelComparison.differences(
            PixelComparison.pixels(of: a.canvas), PixelComparison.pixels(of: b.canvas), width: a.width)
        #expect(differences.isEmpty, "\(what): \(differences)")
    }

    @Test(arguments: [0xFF11_2233, 0x8040_2010, 0x0101_0101, 0x5C00_0000] as [UInt32])
    func fillsLikeTheLoop(_ color: UInt32) {
        let (loop, pixman) = targets()
        let clip = PixelRect(x: 3, y: 4, width: 80, height: 50)
        let rect = PixelRect(x: -5, y: 10, width: 60, height: 70)
        loop.canvas.clipped(to: clip).fill(rect, with: color)
        pixman.canvas.clipped(to: clip).pixmanFill(rect, with: color)
        expectSame(pixman, loop, "fill 0x\(String(color, radix: 16))")
    }

    @Test(arguments: [255, 254, 128, 7] as [UInt32], [false, true])
    func drawsBitmapsLikeTheLoop(alpha: UInt32, opaque: Bool) {
        let (loop, pixman) = targets()
        let source = RenderScene.content(of: opaque ? Self.opaque : Self.translucent)
        let clip = PixelRect(x: 2, y: 1, width: 90, height: 55)
        for (x, y) in [(-20, -9), (40, 30), (11, 5)] {
            loop.canvas.clipped(to: clip).draw(source.canvas, atX: x, y: y, alpha: alpha, opaque: opaque)
            pixman.canvas.clipped(to: clip).pixmanDraw(source.canvas, atX: x, y: y, alpha: alpha, opaque: opaque)
        }
        expectSame(pixman, loop, "alpha \(alpha), opaque \(opaque)")
    }

    /// Rows of 16 bytes go through pixman; rows of 14 bytes take the loop.
    @Test(arguments: [16, 14])
    func drawsGlyphMasksLikeTheLoop(pitch: Int) {
        let (loop, pixman) = targets()
        let width = 13, height = 9
        var mask = [UInt8](repeating: 0, count: pitch * height)
        for y in 0..<height {
            for x in 0..<width { mask[y * pitch + x] = UInt8((x * 37 + y * 11) % 256) }
        }
        mask.withUnsafeBufferPointer { buffer in
            for color: UInt32 in [0xFF20_4080, 0x8010_2030] {
                let base = buffer.baseAddress!
                loop.canvas.draw(mask: base, width: width, height: height, pitch: pitch, atX: 90, y: 7, color: color)
                pixman.canvas.pixmanDraw(mask: base, width: width, height: height, pitch: pitch, atX: 90, y: 7, color: color)
            }
        }
        expectSame(pixman, loop, "glyph, pitch \(pitch)")
    }
}
