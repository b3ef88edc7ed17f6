@testable import WidgetKitLite

/// Compares two images pixel by pixel, channel by channel.
enum PixelComparison {
    /// The pixels where some channel (of those in `channels`) differs by more than
    /// `tolerance`, as descriptions; at most `limit` of them.
    static func differences(
        _ actual: [UInt32], _ expected: [UInt32], width: Int, channels: UInt32 = 0xFFFF_FFFF, tolerance: Int = 1,
        limit: Int = 5
    ) -> [String] {
        guard actual.count == expected.count else { return ["\(actual.count) pixels, expected \(expected.count)"] }
        var found: [String] = []
        for i in actual.indices {
            let a = actual[i] & channels, e = expected[i] & channels
            guard a != e else { continue }
            var worst = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let x = Int((a >> shift) & 0xFF)
                let y = Int((e >> shift) & 0xFF)
                worst = max(worst, abs(x - y))
            }
            guard worst > tolerance else { continue }
            found.append(
                "(\(i % width),\(i / width)): 0x\(String(a, radix: 16)) expected 0x\(String(e, radix: 16))")
            if found.count == limit { break }
        }
        return found
    }

    /// The largest difference of any channel (of those in `channels`) between two images of
    /// equal size.
    static func largestDifference(_ actual: [UInt32], _ expected: [UInt32], channels: UInt32 = 0xFFFF_FFFF) -> Int {
        var worst = 0
        for (a, e) in zip(actual, expected) where a & channels != e & channels {
            for shift: UInt32 in [0, 8, 16, 24] where (channels >> shift) & 0xFF != 0 {
                worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((e >> shift) & 0xFF)))
            }
        }
        return worst
    }

    /// Every pixel of `canvas`, row by row.
    static func pixels(of canvas: Canvas) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(canvas.width * canvas.height)
        for y in 0..<canvas.height { out += UnsafeBufferPointer(start: canvas.row(y), count: canvas.width) }
        return out
    }
}
