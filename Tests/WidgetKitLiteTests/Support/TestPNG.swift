import Foundation
import Testing

/// A PNG written without libpng, pixel by pixel from a formula, with the pixels a correct
/// decoder must give (straight samples scaled to 8 bits by rounding, then premultiplied):
/// a reference for the decoder that shares no code with it. Rows are unfiltered and the
/// zlib stream uses stored blocks, so the encoder stays small enough to check by reading.
struct TestPNG: Sendable, CustomTestStringConvertible {
    /// The PNG colour types (IHDR's colour type byte).
    enum ColorType: UInt8, Sendable, CaseIterable {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6

        /// Samples per pixel in the file.
        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        /// The bit depths the PNG specification allows for this colour type.
        var bitDepths: [Int] {
            switch self {
            case .grey: [1, 2, 4, 8, 16]
            case .palette: [1, 2, 4, 8]
            case .rgb, .greyAlpha, .rgba: [8, 16]
            }
        }
    }

    let colorType: ColorType
    let bitDepth: Int
    let interlaced: Bool
    /// Whether the file has a tRNS chunk (palette alphas, or a grey or RGB colour key).
    let transparency: Bool
    /// A gAMA chunk's value (gamma × 100000), if any: the reference pixels ignore it.
    var gamma: UInt32?
    /// Odd sizes, so that every Adam7 pass has a partial last block.
    var width = 13
    var height = 11

    /// Every colour type × bit depth × interlace; palettes with and without tRNS, grey and
    /// RGB also with a tRNS colour key.
    static let all: [TestPNG] = ColorType.allCases.flatMap { type in
        type.bitDepths.flatMap { depth in
            [false, true].flatMap { interlaced in
                let keyed = type == .palette || type == .grey || type == .rgb
                return (keyed ? [false, true] : [false]).map {
                    TestPNG(colorType: type, bitDepth: depth, interlaced: interlaced, transparency: $0)
                }
            }
        }
    }

    var testDescription: String {
        "\(colorType) \(bitDepth)-bit\(interlaced ? " interlaced" : "")\(transparency ? " tRNS" : "")"
    }

    private var maximumSample: Int { (1 << bitDepth) - 1 }
    /// Palette entries (fewer than the index range allows for 8 bits, all of it below).
    private var paletteCount: Int { min(1 << bitDepth, 200) }
    /// Entries with an alpha in tRNS: the rest are opaque.
    private var paletteAlphaCount: Int { max(1, paletteCount * 2 / 3) }

    /// Sample `channel` of pixel (`x`, `y`) as stored in the file: spread over the whole
    /// range so that high and low bytes of 16-bit samples both vary between neighbours.
    func sample(x: Int, y: Int, channel: Int) -> Int {
        if colorType == .palette { return (x * 5 + y * 13) % paletteCount }
        let spread = (x * 7919 + y * 104_729 + channel * 31_337 + x * y * 613) % 65_536
        return spread >> (16 - bitDepth)
    }

    /// The tRNS colour key for grey and RGB: the samples of pixel (1, 0), so some pixels match.
    private func keySamples() -> [Int] { (0..<colorType.channels).map { sample(x: 1, y: 0, channel: $0) } }

    private func paletteEntry(_ i: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        ((i * 37 + 11) % 256, (i * 91 + 7) % 256, (255 - i * 53 % 256), i < paletteAlphaCount ? (i * 71) % 256 : 255)
    }

    /// An n-bit sample scaled to 8 bits, rounded to nearest.
    private func eightBit(_ v: Int) -> Int { (v * 255 + maximumSample / 2) / maximumSample }

    /// The straight 8-bit RGBA a decoder must give at (`x`, `y`).
    func expectedRGBA(x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let s = (0..<colorType.channels).map { sample(x: x, y: y, channel: $0) }
        let keyed = transparency && s == keySamples()
        switch colorType {
        case .palette:
            let e = paletteEntry(s[0])
            return (e.r, e.g, e.b, transparency ? e.a : 255)
        case .grey:
            let v = eightBit(s[0])
            return (v, v, v, keyed ? 0 : 255)
        case .greyAlpha:
            let v = eightBit(s[0])
            return (v, v, v, eightBit(s[1]))
        case .rgb:
            return (eightBit(s[0]), eightBit(s[1]), eightBit(s[2]), keyed ? 0 : 255)
        case .rgba:
            return (eightBit(s[0]), eightBit(s[1]), eightBit(s[2]), eightBit(s[3]))
        }
    }

    /// The premultiplied 0xAARRGGBB pixel a decoder must give at (`x`, `y`).
    func expectedPixel(x: Int, y: Int) -> UInt32 {
        let p = expectedRGBA(x: x, y: y)
        func times(_ c: Int) -> UInt32 { UInt32((c * p.a + 127) / 255) }
        return UInt32(p.a) << 24 | times(p.r) << 16 | times(p.g) << 8 | times(p.b)
    }

    /// The file's bytes.
    var data: Data {
        var ihdr = Data()
        ihdr.appendBigEndian(UInt32(width))
        ihdr.appendBigEndian(UInt32(height))
        ihdr.append(contentsOf: [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0])
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.appendChunk("IHDR", ihdr)
        if let gamma {
            var value = Data()
            value.appendBigEndian(gamma)
            png.appendChunk("gAMA", value)
        }
        if colorType == .palette {
            png.appendChunk(
                "PLTE",
                Data(
                    (0..<paletteCount).flatMap { i -> [UInt8] in
                        let e = paletteEntry(i)
                        return [UInt8(e.r), UInt8(e.g), UInt8(e.b)]
                    }))
            if transparency { png.appendChunk("tRNS", Data((0..<paletteAlphaCount).map { UInt8(paletteEntry($0).a) })) }
        } else if transparency {
            var key = Data()
            for v in keySamples() { key.appendBigEndian(UInt16(v)) }
            png.appendChunk("tRNS", key)
        }
        png.appendChunk("IDAT", Self.storedZlib(scanlines()))
        png.appendChunk("IEND", Data())
        return png
    }

    /// Adam7's passes: first column and row, column and row steps.
    private static let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    /// The filtered (filter type 0) scanlines of every pass, as the zlib stream holds them.
    private func scanlines() -> [UInt8] {
        var bytes: [UInt8] = []
        for (x0, y0, dx, dy) in interlaced ? Self.adam7 : [(0, 0, 1, 1)] {
            let xs = Array(stride(from: x0, to: width, by: dx))
            guard !xs.isEmpty else { continue }
            for y in stride(from: y0, to: height, by: dy) {
                bytes.append(0)
                var accumulator = 0, bits = 0
                for x in xs {
                    for c in 0..<colorType.channels {
                        let v = sample(x: x, y: y, channel: c)
                        if bitDepth == 16 {
                            bytes += [UInt8(v >> 8), UInt8(v & 0xFF)]
                        } else {
                            accumulator = accumulator << bitDepth | v
                            bits += bitDepth
                            if bits == 8 {
                                bytes.append(UInt8(accumulator))
                                accumulator = 0
                                bits = 0
                            }
                        }
                    }
                }
                if bits > 0 { bytes.append(UInt8(accumulator << (8 - bits))) }
            }
        }
        return bytes
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func storedZlib(_ bytes: [UInt8]) -> Data {
        var out = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let n = min(65_535, bytes.count - offset)
            let last = offset + n == bytes.count
            out.append(contentsOf: [last ? 1 : 0, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)])
            out.append(contentsOf: bytes[offset..<offset + n])
            offset += n
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        out.appendBigEndian(b << 16 | a)
        return out
    }
}

extension Data {
    fileprivate mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)])
    }

    fileprivate mutating func appendBigEndian(_ v: UInt16) {
        append(contentsOf: [UInt8(v >> 8), UInt8(v & 0xFF)])
    }

    /// Appends a chunk: length, type, data and the CRC of type and data.
    mutating func appendChunk(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        let body = Data(type.utf8) + data
        append(body)
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        appendBigEndian(~crc)
    }
}
