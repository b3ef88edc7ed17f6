import CPNG
import Foundation

/// Why an image could not be read or written.
public struct ImageError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The kind of failure (a struct so that kinds can be added without breaking switches).
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        /// Nothing exists at the path (or a folder on the way is missing).
        public static let fileNotFound = Kind(name: "file not found")
        /// The file exists but this process may not read it.
        public static let permissionDenied = Kind(name: "permission denied")
        /// The path names a directory.
        public static let isDirectory = Kind(name: "is a directory")
        /// The path names a FIFO, a device or a socket (after following links): it is not
        /// opened, so loading never blocks on a pipe nor reads a device without end.
        public static let notRegularFile = Kind(name: "not a regular file")
        /// The file is empty.
        public static let emptyFile = Kind(name: "empty file")
        /// The file could not be read for another reason (the system's message is the detail).
        public static let readFailed = Kind(name: "cannot read file")
        /// The file does not start with the PNG signature.
        public static let notPNG = Kind(name: "not a PNG file")
        /// The PNG ends before its image data does.
        public static let truncatedData = Kind(name: "truncated PNG data")
        /// The PNG is damaged: a bad chunk, checksum or compressed stream (libpng's message is
        /// the detail).
        public static let corruptData = Kind(name: "corrupt PNG data")
        /// The image is wider or taller than 16384 pixels or has more than 64 Mi pixels (the
        /// pixel budget: 16384 × 4096, 256 MiB decoded), or the file is over 1 GiB.
        public static let tooLarge = Kind(name: "image too large")
        /// The file is not an SVG document librsvg can draw (librsvg's message is the detail):
        /// the artwork of a symbol image is damaged.
        static let invalidSVG = Kind(name: "invalid SVG data")
        /// The image has no pixels, so there is nothing to write.
        public static let emptyImage = Kind(name: "empty image")
        /// The file could not be written.
        public static let writeFailed = Kind(name: "cannot write file")
        /// A short name of the kind.
        public var description: String { name }
    }

    /// What went wrong.
    public let kind: Kind
    /// The file concerned.
    public let path: String
    /// Details from the system or libpng, possibly empty.
    public let detail: String

    /// One line: kind, path and details.
    public var description: String {
        detail.isEmpty ? "\(kind): \(path)" : "\(kind): \(path) (\(detail))"
    }
}

/// Reads and writes PNG files through libpng. Reading uses the row API behind `CPNG`'s
/// wrappers (libpng's `longjmp` never crosses Swift frames) and gives every colour type, bit
/// depth and interlace as 8-bit straight RGBA in sRGB (16-bit samples rounded to 8 bits), which
/// is then premultiplied. Writing uses the simplified API (`png_image`), which reports failures
/// through return values and `message`.
///
/// Memory: an image may have at most `maximumPixelCount` pixels (the pixel budget), and a
/// read holds its output (4 bytes a pixel) and a few rows. A file is read as it decodes,
/// never whole; an image of more than `directDecodePixelCount` pixels is decoded once without
/// keeping pixels before its output is allocated, so a damaged or cut file never allocates
/// the size its header claims.
enum PNGCodec {
    /// `PNG_FORMAT_RGBA`: 8-bit R, G, B, A. That macro combines other macros and does not
    /// import into Swift, so it is rebuilt from its flags.
    private static let rgbaFormat = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    private static let bytesPerPixel = 4
    /// Wider or taller images are refused as too large.
    static let maximumDimension = Bitmap.maximumDimension
    /// The pixel budget: 64 Mi pixels (16384 × 4096), 256 MiB decoded. Larger images are
    /// refused as too large from their header, before anything is allocated.
    static let maximumPixelCount = 64 * 1024 * 1024
    /// Images up to 1 Mi pixels (4 MiB decoded) are decoded straight into their pixels: a bad
    /// file costs at most that much memory. Larger ones are validated first (`PNGCodec`).
    static let directDecodePixelCount = 1024 * 1024

    /// The image in the PNG file at `url`; images of more than `directDecodeLimit` pixels are
    /// decoded twice, the first time to prove the data complete.
    static func read(contentsOf url: URL, directDecodeLimit: Int = directDecodePixelCount) throws -> Image {
        let path = url.path
        let file = try ImageFile(path: path)
        defer { file.close() }
        let direct = try withReader(of: file, path: path) { reader, header -> Image? in
            guard header.width * header.height <= directDecodeLimit else {
                try readRows(reader, header, path: path)
                return nil
            }
            return try decode(reader, header, path: path)
        }
        if let direct { return direct }
        return try withReader(of: file, path: path) { try decode($0, $1, path: path) }
    }

    /// An image's size and Adam7 passes (1 when not interlaced).
    private struct Header {
        let width: Int
        let height: Int
        let passes: Int
    }

    /// Runs `body` with a reader started at the beginning of `file`, its header within the
    /// budget and its rows set up as 8-bit RGBA; frees libpng's structures afterwards.
    private static func withReader<R>(
        of file: ImageFile, path: String, _ body: (UnsafeMutablePointer<wkl_png_reader>, Header) throws -> R
    ) throws -> R {
        let reader = UnsafeMutablePointer<wkl_png_reader>.allocate(capacity: 1)
        reader.initialize(to: wkl_png_reader())
        defer {
            wkl_png_end(reader)
            reader.deallocate()
        }
        rewind(file.stream)
        var passes: Int32 = 0
        try check(wkl_png_begin(reader, file.stream, file.size, &passes), reader, path: path)
        let width = Int(png_get_image_width(reader.pointee.png, reader.pointee.info))
        let height = Int(png_get_image_height(reader.pointee.png, reader.pointee.info))
        guard width <= maximumDimension, height <= maximumDimension else {
            throw ImageError(kind: .tooLarge, path: path, detail: "\(width)×\(height) is over \(maximumDimension) pixels a side")
        }
        guard width * height <= maximumPixelCount else {
            throw ImageError(
                kind: .tooLarge, path: path, detail: "\(width)×\(height) is over the budget of \(maximumPixelCount) pixels")
        }
        guard width > 0, height > 0, png_get_rowbytes(reader.pointee.png, reader.pointee.info) == width * bytesPerPixel else {
            throw ImageError(kind: .corruptData, path: path, detail: "unsupported pixel format")
        }
        return try body(reader, Header(width: width, height: height, passes: Int(passes)))
    }

    /// Reads every row of every pass into one scratch row, keeping nothing: proves the data
    /// decodes to the end before the output is allocated.
    private static func readRows(_ reader: UnsafeMutablePointer<wkl_png_reader>, _ header: Header, path: String) throws {
        var row = [UInt8](repeating: 0, count: header.width * bytesPerPixel)
        try row.withUnsafeMutableBufferPointer { row in
            for _ in 0..<header.passes * header.height {
                try check(wkl_png_read_row(reader, row.baseAddress), reader, path: path)
            }
        }
    }

    /// Decodes the rows into the image's pixels: each row's RGBA bytes land in its own pixels'
    /// memory and are premultiplied in place once the last pass has read it.
    private static func decode(_ reader: UnsafeMutablePointer<wkl_png_reader>, _ header: Header, path: String) throws -> Image {
        let width = header.width, count = header.width * header.height
        let pixels = try [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let bytes = UnsafeMutableRawPointer(base)
            for pass in 0..<header.passes {
                for y in 0..<header.height {
                    let row = bytes + y * width * bytesPerPixel
                    try check(wkl_png_read_row(reader, row.assumingMemoryBound(to: png_byte.self)), reader, path: path)
                    guard pass == header.passes - 1 else { continue }
                    for x in 0..<width {
                        let o = x &* bytesPerPixel
                        let a = UInt32(row.load(fromByteOffset: o &+ 3, as: UInt8.self))
                        let r = Pixel.multiply(UInt32(row.load(fromByteOffset: o, as: UInt8.self)), a)
                        let g = Pixel.multiply(UInt32(row.load(fromByteOffset: o &+ 1, as: UInt8.self)), a)
                        let b = Pixel.multiply(UInt32(row.load(fromByteOffset: o &+ 2, as: UInt8.self)), a)
                        base[y &* width &+ x] = a << 24 | r << 16 | g << 8 | b
                    }
                }
            }
            initialized = count
        }
        return Image(width: width, height: header.height, pixels: pixels)
    }

    /// Throws the error for a wrapper's failing `status`.
    private static func check(_ status: wkl_png_status, _ reader: UnsafeMutablePointer<wkl_png_reader>, path: String) throws {
        let message = withUnsafeBytes(of: reader.pointee.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch status {
        case WKL_PNG_OK: return
        case WKL_PNG_NOT_PNG: throw ImageError(kind: .notPNG, path: path, detail: "")
        case WKL_PNG_TRUNCATED: throw ImageError(kind: .truncatedData, path: path, detail: message)
        case WKL_PNG_NO_MEMORY: throw ImageError(kind: .readFailed, path: path, detail: "out of memory")
        default: throw ImageError(kind: .corruptData, path: path, detail: message)
        }
    }

    static func write(_ image: Image, to url: URL) throws {
        let encoded = try encode(image, path: url.path)
        do {
            try encoded.write(to: url, options: .atomic)
        } catch {
            throw ImageError(kind: .writeFailed, path: url.path, detail: error.localizedDescription)
        }
    }

    /// The image as an 8-bit RGBA PNG file's bytes; errors name `path` (the file it is for).
    static func encode(_ image: Image, path: String) throws -> Data {
        guard image.width > 0, image.height > 0 else {
            throw ImageError(kind: .emptyImage, path: path, detail: "\(image.width)×\(image.height)")
        }
        let rgba = straight(image.pixels)
        var header = png_image()
        header.version = UInt32(PNG_IMAGE_VERSION)
        header.width = UInt32(image.width)
        header.height = UInt32(image.height)
        header.format = rgbaFormat
        let stride = png_int_32(image.width * bytesPerPixel)
        var size: png_alloc_size_t = 0
        // First pass measures the encoded size, the second encodes.
        guard png_image_write_to_memory(&header, nil, &size, 0, rgba, stride, nil) != 0, size > 0 else {
            throw ImageError(kind: .writeFailed, path: path, detail: message(of: header))
        }
        var encoded = Data(count: Int(size))
        let ok = encoded.withUnsafeMutableBytes {
            png_image_write_to_memory(&header, $0.baseAddress, &size, 0, rgba, stride, nil)
        }
        guard ok != 0 else { throw ImageError(kind: .writeFailed, path: path, detail: message(of: header)) }
        return encoded.prefix(Int(size))
    }

    /// libpng's NUL-terminated message buffer as a string.
    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// Premultiplied 0xAARRGGBB pixels to straight RGBA bytes (exactly invertible by the
    /// premultiplication of `read` for valid premultiplied pixels).
    static func straight(_ pixels: [UInt32]) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: pixels.count * bytesPerPixel)
        rgba.withUnsafeMutableBufferPointer { bytes in
            for (i, p) in pixels.enumerated() {
                let a = p >> 24
                guard a > 0 else { continue }
                func unpremultiply(_ c: UInt32) -> UInt8 {
                    UInt8(min(255, (c &* 255 &+ a / 2) / a))
                }
                let o = i &* bytesPerPixel
                bytes[o] = unpremultiply((p >> 16) & 0xFF)
                bytes[o &+ 1] = unpremultiply((p >> 8) & 0xFF)
                bytes[o &+ 2] = unpremultiply(p & 0xFF)
                bytes[o &+ 3] = UInt8(a)
            }
        }
        return rgba
    }
}
