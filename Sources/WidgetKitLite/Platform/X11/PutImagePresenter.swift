@preconcurrency import Glibc
import CX11

/// Presents with plain `XPutImage` from client memory: every put copies the pixels over the
/// socket. The fallback when MIT-SHM is missing, refused or failing (`WKL_NO_SHM=1` forces
/// it). On a visual whose pixels are not 0x00RRGGBB it converts pixel by pixel.
@MainActor
final class PutImagePresenter: X11Presenter {
    let canvas: Canvas
    let pendingCompletions = 0
    private let display: OpaquePointer
    private let format: X11PixelFormat
    private let pixels: UnsafeMutablePointer<UInt32>
    private var image: UnsafeMutablePointer<XImage>?

    private static let bitmapPad: Int32 = 32
    private static let bytesPerPixel = 4

    /// A buffer of `width`×`height` pixels cleared to `background`; nil if Xlib cannot
    /// describe it.
    init?(display: OpaquePointer, format: X11PixelFormat, width: Int, height: Int, background: UInt32) {
        self.display = display
        self.format = format
        let count = width * height
        pixels = .allocate(capacity: count)
        pixels.initialize(repeating: background, count: count)
        let image: UnsafeMutablePointer<XImage>?
        if format.isNative {
            image = XCreateImage(
                display, format.visual, UInt32(format.depth), ZPixmap, 0,
                UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: CChar.self),
                UInt32(width), UInt32(height), Self.bitmapPad, Int32(width * Self.bytesPerPixel))
            // The canvas words are little endian; Xlib swaps if the server wants otherwise.
            image?.pointee.byte_order = LSBFirst
        } else {
            image = Self.makeConversionImage(display: display, format: format, width: width, height: height)
        }
        guard let image else {
            pixels.deallocate()
            return nil
        }
        self.image = image
        canvas = Canvas(pixels: pixels, width: width, height: height, stride: width)
    }

    func put(_ rects: [PixelRect], to window: CX11.Window, gc: GC) {
        guard let image else { return }
        for r in rects where !X11Errors.connectionLost {
            if !format.isNative { convert(r, into: image) }
            XPutImage(
                display, window, gc, image, Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y),
                UInt32(r.width), UInt32(r.height))
        }
    }

    func completionArrived() {}

    func completionsAbandoned() {}

    func release() {
        guard let image else { return }
        self.image = nil
        if format.isNative { image.pointee.data = nil }  // ours, not malloc'd by Xlib
        _ = wkl_XDestroyImage(image)
        pixels.deallocate()
    }

    private func convert(_ rect: PixelRect, into image: UnsafeMutablePointer<XImage>) {
        for y in rect.y..<rect.maxY {
            let row = canvas.row(y)
            for x in rect.x..<rect.maxX {
                _ = wkl_XPutPixel(image, Int32(x), Int32(y), format.serverPixel(row[x]))
            }
        }
    }

    /// An image in the server's own format with memory Xlib frees in `XDestroyImage`.
    private static func makeConversionImage(
        display: OpaquePointer, format: X11PixelFormat, width: Int, height: Int
    ) -> UnsafeMutablePointer<XImage>? {
        guard
            let image = XCreateImage(
                display, format.visual, UInt32(format.depth), ZPixmap, 0, nil,
                UInt32(width), UInt32(height), bitmapPad, 0)
        else { return nil }
        let size = Int(image.pointee.bytes_per_line) * height
        guard let data = calloc(1, size) else {
            _ = wkl_XDestroyImage(image)
            return nil
        }
        image.pointee.data = data.assumingMemoryBound(to: CChar.self)
        return image
    }
}
