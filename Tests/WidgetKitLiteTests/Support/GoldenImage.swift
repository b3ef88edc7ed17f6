import Foundation
import Testing
@testable import WidgetKitLite

/// Where golden images live and where failed comparisons leave their evidence. Paths come from
/// this source file's location, not the test bundle, so recorded goldens land in the source tree.
enum GoldenImageLocation {
    /// `Tests/WidgetKitLiteTests`.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    /// `Tests/WidgetKitLiteTests/Goldens`.
    static let goldens = testsDirectory.appendingPathComponent("Goldens", isDirectory: true)
    /// `<package root>/test-output`, ignored by git.
    static let output = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("test-output", isDirectory: true)
    /// Set to 1 to write goldens that do not exist yet.
    static let recordVariable = "WKL_RECORD_GOLDENS"
}

/// Expects `image` to match `Goldens/<name>.png` within `tolerance` per 8-bit channel.
///
/// On a mismatch writes `<name>.actual.png` and `<name>.diff.png` (differing pixels red over a
/// faded copy of the actual image) into `test-output/` and records an issue naming both. A
/// missing golden is written when `WKL_RECORD_GOLDENS=1`, and is a failure otherwise.
func expectMatchesGolden(
    _ image: Image, named name: String, tolerance: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
) {
    let goldenURL = GoldenImageLocation.goldens.appendingPathComponent("\(name).png")
    guard FileManager.default.fileExists(atPath: goldenURL.path) else {
        if ProcessInfo.processInfo.environment[GoldenImageLocation.recordVariable] == "1" {
            do {
                try FileManager.default.createDirectory(at: GoldenImageLocation.goldens, withIntermediateDirectories: true)
                try image.writePNG(to: goldenURL)
            } catch {
                Issue.record("cannot record golden \(goldenURL.path): \(error)", sourceLocation: sourceLocation)
            }
        } else {
            Issue.record(
                "golden \(goldenURL.path) is missing; run with \(GoldenImageLocation.recordVariable)=1 to record it",
                sourceLocation: sourceLocation)
        }
        return
    }
    let golden: Image
    do {
        golden = try Image(contentsOfPNG: goldenURL)
    } catch {
        Issue.record("cannot read golden: \(error)", sourceLocation: sourceLocation)
        return
    }
    let sameSize = golden.width == image.width && golden.height == image.height
    let differing = sameSize ? differingPixels(image, golden, tolerance: tolerance) : []
    if sameSize && differing.isEmpty { return }

    let actualURL = GoldenImageLocation.output.appendingPathComponent("\(name).actual.png")
    let diffURL = GoldenImageLocation.output.appendingPathComponent("\(name).diff.png")
    do {
        try FileManager.default.createDirectory(at: GoldenImageLocation.output, withIntermediateDirectories: true)
        try image.writePNG(to: actualURL)
        try diffImage(image, marking: differing).writePNG(to: diffURL)
    } catch {
        Issue.record("cannot write golden comparison output: \(error)", sourceLocation: sourceLocation)
    }
    let what =
        sameSize
        ? "\(differing.count) pixels differ by more than \(tolerance)"
        : "size \(image.width)×\(image.height) differs from the golden's \(golden.width)×\(golden.height)"
    Issue.record(
        "image does not match golden \(name): \(what); actual: \(actualURL.path), diff: \(diffURL.path)",
        sourceLocation: sourceLocation)
}

/// Indices of pixels whose channels differ by more than `tolerance` (images of equal size).
private func differingPixels(_ a: Image, _ b: Image, tolerance: Int) -> [Int] {
    var result: [Int] = []
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a.premultipliedPixel(x: x, y: y), q = b.premultipliedPixel(x: x, y: y)
            for shift: UInt32 in [0, 8, 16, 24] {
                let delta = abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
                if delta > tolerance {
                    result.append(y * a.width + x)
                    break
                }
            }
        }
    }
    return result
}

/// The diff image: `image` faded towards white, with the `differing` pixels opaque red.
private func diffImage(_ image: Image, marking differing: [Int]) -> Image {
    let fadeAlpha: UInt32 = 64
    let white: UInt32 = 0xFFFF_FFFF
    let red = Color.red.premultiplied
    var pixels = (0..<image.height).flatMap { y in
        (0..<image.width).map { x in Pixel.over(Pixel.scale(image.premultipliedPixel(x: x, y: y), by: fadeAlpha), white) }
    }
    for index in differing { pixels[index] = red }
    return Image(width: image.width, height: image.height, pixels: pixels)
}
