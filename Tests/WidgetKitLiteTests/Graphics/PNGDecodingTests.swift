import Foundation
import Testing
@testable import WidgetKitLite

/// Every PNG colour type, bit depth and interlace decodes to the same pixels as an
/// independent reference (`TestPNG`, written without libpng).
@Suite struct PNGDecodingTests {
    @Test(arguments: TestPNG.all)
    func decodesEveryPixelLikeTheReference(_ png: TestPNG) throws {
        try expectReferencePixels(png, directDecodeLimit: PNGCodec.directDecodePixelCount)
    }

    /// Images over the direct-decode limit are read twice (validated, then decoded): the same pixels.
    @Test(arguments: TestPNG.all)
    func decodesEveryPixelLikeTheReferenceAfterValidating(_ png: TestPNG) throws {
        try expectReferencePixels(png, directDecodeLimit: 0)
    }

    /// A file that says its samples are linear light (gAMA 1.0) is converted to sRGB (gamma
    /// 2.2), as the decoder has always done for 8-bit files; alpha stays as it is.
    @Test(arguments: [false, true])
    func aLinearFileIsConvertedToSRGB(interlaced: Bool) throws {
        var png = TestPNG(colorType: .rgba, bitDepth: 8, interlaced: interlaced, transparency: false)
        png.gamma = 100_000
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkl-decoding-\(UUID().uuidString).png")
        try png.data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let image = try Image(contentsOfPNG: url)
        var worst = 0
        for y in 0..<png.height {
            for x in 0..<png.width {
                let p = png.expectedRGBA(x: x, y: y)
                func encoded(_ c: Int) -> Int { Int((255 * pow(Double(c) / 255, 1 / 2.2)).rounded()) }
                func times(_ c: Int) -> Int { (encoded(c) * p.a + 127) / 255 }
                let expected = [p.a, times(p.r), times(p.g), times(p.b)]
                let pixel = image.premultipliedPixel(x: x, y: y)
                let got = [24, 16, 8, 0].map { Int((pixel >> UInt32($0)) & 0xFF) }
                #expect(got[0] == p.a)
                worst = max(worst, zip(got, expected).map { abs($0 - $1) }.max() ?? 0)
            }
        }
        #expect(worst <= 2, "largest difference from sRGB-encoded reference: \(worst)")
    }

    /// A damaged byte in the last Adam7 pass of an image read after validation: corrupt, no pixels.
    @Test func aDamagedInterlacedImageFailsValidation() throws {
        let png = TestPNG(colorType: .rgba, bitDepth: 16, interlaced: true, transparency: false)
        var data = png.data
        // The stored block holds the scanlines as they are: the last row's filter byte (before
        // 13 pixels of 8 bytes, the Adler-32, the CRC and IEND) becomes 9, no filter type.
        data[data.count - 12 - 4 - 4 - 13 * 8 - 1] = 9
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkl-decoding-\(UUID().uuidString).png")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: ImageError.self) { try PNGCodec.read(contentsOf: url, directDecodeLimit: 0) }
        #expect(error?.kind == .corruptData)
    }

    private func expectReferencePixels(_ png: TestPNG, directDecodeLimit: Int) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkl-decoding-\(UUID().uuidString).png")
        try png.data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let image = try PNGCodec.read(contentsOf: url, directDecodeLimit: directDecodeLimit)
        #expect(image.width == png.width && image.height == png.height)
        var wrong: [String] = []
        for y in 0..<png.height {
            for x in 0..<png.width where image.premultipliedPixel(x: x, y: y) != png.expectedPixel(x: x, y: y) {
                let got = String(image.premultipliedPixel(x: x, y: y), radix: 16)
                wrong.append("(\(x), \(y)): \(got), not \(String(png.expectedPixel(x: x, y: y), radix: 16))")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(png.width * png.height) pixels wrong, first \(wrong.prefix(3))")
    }
}
