import Foundation
import Testing
@testable import WidgetKitLite

@Suite struct ImageTests {
    /// A fresh directory for one test's files.
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkl-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A 3×2 8-bit greyscale PNG: 0, 128, 255 / 64, 192, 32.
    private static let greyPNG = Data(
        base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAAAAAC4HznGAAAAEElEQVR4nGNgaPjP4HBAAQAKYwKgWwybqwAAAABJRU5ErkJggg==")!
    /// A 2×1 palette PNG: opaque red, then blue at alpha 128 (tRNS).
    private static let palettePNG = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAMAAADD/I+4AAAABlBMVEX/AAAAAP9sof2OAAAAAnRSTlP/gAgPs2oAAAALSURBVHicY2BgBAAABAACv3o/SgAAAABJRU5ErkJggg==")!

    @Test func roundTripPreservesEveryPremultipliedPixel() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Every alpha, with the colour channels at or below alpha (valid premultiplied values).
        let pixels: [UInt32] = (0..<256).map { i in
            let a = UInt32(i)
            return a << 24 | (a * 3 / 4) << 16 | (a / 3) << 8 | a
        }
        let image = Image(width: 16, height: 16, pixels: pixels)
        let url = directory.appendingPathComponent("round-trip.png")
        try image.writePNG(to: url)
        let loaded = try Image(contentsOfPNG: url)
        #expect(loaded == image)
    }

    @Test func greyPNGLoadsAsOpaqueGrey() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("grey.png")
        try Self.greyPNG.write(to: url)
        let image = try Image(contentsOfPNG: url)
        #expect(image.width == 3 && image.height == 2)
        #expect(image.premultipliedPixel(x: 0, y: 0) == 0xFF00_0000)
        #expect(image.premultipliedPixel(x: 1, y: 0) == 0xFF80_8080)
        #expect(image.premultipliedPixel(x: 2, y: 0) == 0xFFFF_FFFF)
        #expect(image.premultipliedPixel(x: 1, y: 1) == 0xFFC0_C0C0)
    }

    @Test func palettePNGWithTransparencyLoadsPremultiplied() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("palette.png")
        try Self.palettePNG.write(to: url)
        let image = try Image(contentsOfPNG: url)
        #expect(image.premultipliedPixel(x: 0, y: 0) == 0xFFFF_0000)
        #expect(image.premultipliedPixel(x: 1, y: 0) == 0x8000_0080)
        #expect(image.pixel(x: 1, y: 0) == Color(red: 0, green: 0, blue: 1, alpha: 128.0 / 255))
    }

    @Test func truncatedPNGThrowsTruncatedData() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = directory.appendingPathComponent("whole.png")
        try Image(width: 64, height: 64, color: .systemBlue).writePNG(to: whole)
        let bytes = try Data(contentsOf: whole)
        let truncated = directory.appendingPathComponent("truncated.png")
        try bytes.prefix(bytes.count / 2).write(to: truncated)
        #expect(throws: ImageError.self) { try Image(contentsOfPNG: truncated) }
        do {
            _ = try Image(contentsOfPNG: truncated)
        } catch let error as ImageError {
            #expect(error.kind == .truncatedData)
            #expect(error.description.contains(truncated.path))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func garbageAfterTheSignatureThrowsCorruptData() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("garbage.png")
        var bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        bytes.append(Data((0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37) }))
        try bytes.write(to: url)
        let error = #expect(throws: ImageError.self) { try Image(contentsOfPNG: url) }
        #expect(error?.kind == .corruptData)
    }

    @Test func textFileThrowsNotPNG() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("text.png")
        try Data("hello, not an image".utf8).write(to: url)
        let error = #expect(throws: ImageError.self) { try Image(contentsOfPNG: url) }
        #expect(error?.kind == .notPNG)
    }

    @Test func missingFileThrowsFileNotFound() {
        let url = URL(fileURLWithPath: "/nonexistent/wkl/missing.png")
        let error = #expect(throws: ImageError.self) { try Image(contentsOfPNG: url) }
        #expect(error?.kind == .fileNotFound)
        #expect(error?.description == "file not found: /nonexistent/wkl/missing.png")
    }

    @Test func writingIntoAMissingDirectoryThrows() {
        let url = URL(fileURLWithPath: "/nonexistent/wkl/out.png")
        let error = #expect(throws: ImageError.self) { try Image(width: 2, height: 2, color: .red).writePNG(to: url) }
        #expect(error?.kind == .writeFailed)
    }

    @Test func emptyImageCannotBeWritten() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = #expect(throws: ImageError.self) {
            try Image(width: 0, height: 0).writePNG(to: directory.appendingPathComponent("empty.png"))
        }
        #expect(error?.kind == .emptyImage)
    }

    @Test func pixelOutsideTheImageIsClear() {
        let image = Image(width: 2, height: 2, color: .red)
        #expect(image.pixel(x: 1, y: 1) == .red)
        #expect(image.pixel(x: -1, y: 0) == .clear)
        #expect(image.pixel(x: 2, y: 0) == .clear)
        #expect(image.pixel(x: 0, y: Int.max) == .clear)
    }

    @Test func copyingACanvasTakesEveryPixel() {
        let bitmap = Bitmap(width: 3, height: 2)
        bitmap.canvas.fill(PixelRect(x: 1, y: 1, width: 2, height: 1), with: Color.green.premultiplied)
        let image = bitmap.image
        #expect(image.width == 3 && image.height == 2)
        #expect(image.pixel(x: 2, y: 1) == .green)
        #expect(image.pixel(x: 0, y: 0) == .clear)
    }
}
