import Foundation
import Testing
import WidgetKitLite

/// Peak memory of loading a PNG at the pixel budget, and of a cut one whose header claims
/// that size, each measured alone in a `wkl-bench --load-image` process (the executable
/// `swift build --build-tests` builds next to the tests). Memory, not time: no noise from
/// a busy machine.
@Suite struct ImageMemoryTests {
    /// `wkl-bench` next to the test executable, if it was built.
    static let bench: URL? = {
        guard let tests = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        var directory = tests.deletingLastPathComponent()
        // The executable may sit inside an .xctest bundle.
        while directory.pathExtension == "xctest" || directory.lastPathComponent == "Contents" {
            directory.deleteLastPathComponent()
        }
        let url = directory.appendingPathComponent("wkl-bench")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }()

    /// What `wkl-bench --load-image` reports for `data` written to a file.
    private func load(_ data: Data) throws -> [String: Any] {
        guard let bench = Self.bench else {
            Issue.record("wkl-bench is not built")
            return [:]
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkl-memory-\(UUID().uuidString).png")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let process = Process()
        process.executableURL = bench
        process.arguments = ["--load-image", url.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
    }

    /// How much the peak resident memory grew while loading, in MiB.
    private func growthMiB(_ report: [String: Any]) -> Int {
        ((report["peakResidentKiB"] as? Int ?? .max) - (report["peakResidentKiBBefore"] as? Int ?? 0)) / 1024
    }

    @Test(.enabled(if: bench != nil)) func aCutFileClaimingTheLargestSizeAllocatesNothingLarge() throws {
        let report = try load(ImageFileErrorTests.cutLargePNG)
        #expect((report["error"] as? String)?.hasPrefix("truncated PNG data") == true)
        // Before: the claimed 256 MiB of output was allocated (and zeroed) before any row.
        #expect(growthMiB(report) < 32, "\(report)")
    }

    @Test(.enabled(if: bench != nil)) func anImageAtTheLargestSizeCostsItsPixelsOnce() throws {
        let report = try load(Self.blankPNG(width: 16384, height: 4096))
        #expect(report["size"] as? String == "16384x4096")
        // The pixels are 256 MiB; before, a second 256 MiB copy (straight RGBA) lived beside them.
        #expect(growthMiB(report) < 256 + 32, "\(report)")
    }

    /// A black 1-bit grey PNG (stored zlib blocks: about 8 MiB for the largest size).
    static func blankPNG(width: Int, height: Int) -> Data {
        let rowBytes = 1 + (width + 7) / 8
        var png = ImageFileErrorTests.header(width: width, height: height).prefix(33)
        png.appendChunk("IDAT", TestPNG.storedZlib([UInt8](repeating: 0, count: rowBytes * height)))
        png.appendChunk("IEND", Data())
        return png
    }
}
