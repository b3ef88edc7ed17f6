import Foundation

/// A bitmap image held in memory — UIKit's `UIImage`: pictures and icons loaded from PNG
/// files (`Image(contentsOfFile:)`, `Image(named:in:)`) and drawn by `ImageView`, buttons
/// and tab bars, and what `HeadlessScreen.snapshot()` returns. Pixels are premultiplied
/// 0xAARRGGBB, row-major, `width` pixels per row; `scale` pixels make one point.
public struct Image: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height` premultiplied 0xAARRGGBB pixels, top row first.
    private(set) var pixels: [UInt32]
    /// Pixels per point: 2 for an image loaded from a file named `name@2x.png`, else 1.
    public internal(set) var scale: CGFloat = 1
    /// Whether the image is drawn with its own colours or as a template tinted by the tint
    /// colour of the view showing it.
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// What a symbol image shows and at which configuration (nil for other images): drawing
    /// rasterises it again at the size it is drawn in device pixels.
    var symbol: SymbolSource?

    /// An image of the given pixels; `pixels.count` must be `width × height`.
    init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "image size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour (transparent by default).
    init(width: Int, height: Int, color: Color = .clear) {
        let width = max(0, width), height = max(0, height)
        self.init(width: width, height: height, pixels: Array(repeating: color.premultiplied, count: width * height))
    }

    /// A copy of every pixel of `canvas` (its clip is ignored).
    init(copying canvas: Canvas) {
        var pixels = [UInt32]()
        pixels.reserveCapacity(canvas.width * canvas.height)
        for y in 0..<canvas.height {
            pixels.append(contentsOf: UnsafeBufferPointer(start: canvas.row(y), count: canvas.width))
        }
        self.init(width: canvas.width, height: canvas.height, pixels: pixels)
    }

    /// Reads a PNG file of any colour type, bit depth and interlace (grey, palette, RGB, with
    /// or without alpha, 1 to 16 bits; 16-bit samples are rounded to 8 bits). Throws an
    /// `ImageError` whose kind says what is wrong: missing, permission denied, a directory,
    /// not a regular file (a FIFO or device is never opened), empty, not a PNG, truncated,
    /// corrupt, or too large (over 16384 pixels a side, over the pixel budget of 64 Mi pixels,
    /// or a file over 1 GiB). Memory: the image's pixels (4 bytes each) and a few rows; a
    /// damaged file is found out before the pixels of a large image are allocated.
    public init(contentsOfPNG url: URL) throws {
        self = try PNGCodec.read(contentsOf: url)
    }

    /// The colour at (`x`, `y`); `.clear` outside the image.
    public func pixel(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        return Color(premultipliedPixel: pixels[y * width + x])
    }

    /// The premultiplied pixel at (`x`, `y`); 0 outside the image.
    func premultipliedPixel(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y * width + x]
    }

    /// Writes the image as an 8-bit RGBA PNG (replacing the file atomically); throws an
    /// `ImageError` when the image is empty or the file cannot be written.
    public func writePNG(to url: URL) throws {
        try PNGCodec.write(self, to: url)
    }

    /// The image with every pixel's alpha set to opaque (a screen's pixels read back).
    func opaque() -> Image {
        var copy = pixels
        copy.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index] |= 0xFF00_0000 }
        }
        return Image(width: width, height: height, pixels: copy)
    }

    /// The image as an 8-bit RGBA PNG — UIKit's `pngData()`; nil when it is empty.
    public func pngData() -> Data? {
        try? PNGCodec.encode(self, path: "the image")
    }
}

extension Bitmap {
    /// A copy of the bitmap's pixels.
    var image: Image { Image(copying: canvas) }
}
