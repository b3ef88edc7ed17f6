import CPNG
import Foundation

/// Why an image could not be read or written.
public struct ImageError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The kind of failure (a struct so that kinds can be added without breaking switches).
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        /// The file does not exist or cannot be read.
        public static let fileNotFound = Kind(name: "file not found")
        /// The file does not start with the PNG signature.
        public static let notPNG = Kind(name: "not a PNG file")
        /// The PNG is damaged, truncated or too large.
        public static let corruptData = Kind(name: "corrupt PNG data")
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

/// Reads and writes PNG files through libpng's simplified API (`png_image`), which reports
/// failures through return values and `message`: libpng's `longjmp` never crosses Swift frames.
/// PNG stores straight (un-premultiplied) 8-bit RGBA; images are premultiplied in memory.
enum PNGCodec {
    /// `PNG_FORMAT_RGBA`: 8-bit R, G, B, A. That macro combines other macros and does not
    /// import into Swift, so it is rebuilt from its flags.
    private static let rgbaFormat = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    private static let bytesPerPixel = 4
    /// Larger images are refused as corrupt: a hostile header must not allocate gigabytes.
    static let maximumDimension = Bitmap.maximumDimension
    static let maximumPixelCount = 64 * 1024 * 1024
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func read(contentsOf url: URL) throws -> Image {
        let path = url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImageError(kind: .fileNotFound, path: path, detail: "")
        }
        guard data.count >= signature.count, data.prefix(signature.count).elementsEqual(signature) else {
            throw ImageError(kind: .notPNG, path: path, detail: "")
        }
        return try data.withUnsafeBytes { bytes -> Image in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
                throw ImageError(kind: .corruptData, path: path, detail: message(of: image))
            }
            let width = Int(image.width), height = Int(image.height)
            guard width > 0, height > 0, width <= maximumDimension, height <= maximumDimension,
                width * height <= maximumPixelCount
            else {
                png_image_free(&image)
                throw ImageError(kind: .corruptData, path: path, detail: "unsupported size \(width)×\(height)")
            }
            image.format = rgbaFormat
            var rgba = [UInt8](repeating: 0, count: width * height * bytesPerPixel)
            let ok = rgba.withUnsafeMutableBytes {
                // The image is freed by libpng whether or not this succeeds.
                png_image_finish_read(&image, nil, $0.baseAddress, png_int_32(width * bytesPerPixel), nil)
            }
            guard ok != 0 else { throw ImageError(kind: .corruptData, path: path, detail: message(of: image)) }
            return Image(width: width, height: height, pixels: premultiplied(rgba))
        }
    }

    static func write(_ image: Image, to url: URL) throws {
        let path = url.path
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
        do {
            try encoded.prefix(Int(size)).write(to: url, options: .atomic)
        } catch {
            throw ImageError(kind: .writeFailed, path: path, detail: error.localizedDescription)
        }
    }

    /// libpng's NUL-terminated message buffer as a string.
    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// Straight RGBA bytes to premultiplied 0xAARRGGBB pixels.
    static func premultiplied(_ rgba: [UInt8]) -> [UInt32] {
        let count = rgba.count / bytesPerPixel
        return [UInt32](unsafeUninitializedCapacity: count) { pixels, initialized in
            rgba.withUnsafeBufferPointer { bytes in
                for i in 0..<count {
                    let o = i &* bytesPerPixel
                    let a = UInt32(bytes[o &+ 3])
                    let r = Pixel.multiply(UInt32(bytes[o]), a)
                    let g = Pixel.multiply(UInt32(bytes[o &+ 1]), a)
                    let b = Pixel.multiply(UInt32(bytes[o &+ 2]), a)
                    pixels[i] = a << 24 | r << 16 | g << 8 | b
                }
            }
            initialized = count
        }
    }

    /// Premultiplied 0xAARRGGBB pixels to straight RGBA bytes (exactly invertible by
    /// `premultiplied` for valid premultiplied pixels).
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
