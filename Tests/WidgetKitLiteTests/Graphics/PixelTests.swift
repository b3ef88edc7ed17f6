import Foundation
import Testing
@testable import WidgetKitLite

@Suite struct PixelTests {
    @Test func blackAtAlpha035OverWhiteIs166() {
        let bitmap = Bitmap(width: 4, height: 4)
        let canvas = bitmap.canvas
        canvas.fill(canvas.bounds, with: Color.white.premultiplied)
        canvas.fill(canvas.bounds, with: Color.black.withAlphaComponent(0.35).premultiplied)
        let p = canvas.pixel(x: 1, y: 1)
        #expect(p & 0xFF == 166 && (p >> 8) & 0xFF == 166 && (p >> 16) & 0xFF == 166)
        #expect(p >> 24 == 255)
    }

    @Test func exactMultiplyMatchesRoundedDivision() {
        for x in UInt32(0)...255 {
            for y in UInt32(0)...255 {
                let expected = UInt32((Double(x * y) / 255).rounded())
                #expect(Pixel.multiply(x, y) == expected, "\(x)*\(y)")
            }
        }
    }

    @Test func scaleAgreesWithPerChannelMultiply() {
        let p: UInt32 = 0xC080_40FF & 0xFFFF_FFFF
        for a in stride(from: UInt32(0), through: 255, by: 17) {
            let s = Pixel.scale(p, by: a)
            for shift in [0, 8, 16, 24] as [UInt32] {
                #expect((s >> shift) & 0xFF == Pixel.multiply((p >> shift) & 0xFF, a))
            }
        }
    }
}

@Suite struct BlendRowTests {
    @Test func vectorBlendEqualsScalarBlend() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 15, 16, 17, 33, 100] {
            for alpha in [1, 26, 89, 128, 254] as [UInt32] {
                let color = Color.black.withAlphaComponent(CGFloat(alpha) / 255).premultiplied
                var pixels = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &generator) | 0xFF00_0000 }
                let expected = pixels.map { color &+ Pixel.scale($0, by: 255 - (color >> 24)) }
                pixels.withUnsafeMutableBufferPointer { Pixel.blendRow($0.baseAddress!, count: count, color: color) }
                #expect(pixels == expected, "count \(count) alpha \(alpha)")
            }
        }
    }
}
