import CX11
import Foundation

extension X11Surface {
    /// What the server shows in the window now, read back with one `XGetImage` round trip
    /// (every renderer: what RENDER composited on the server too), as the server's 24-bit
    /// pixels (the alpha byte is not set: `opaque()` sets it); nil when
    /// it cannot be read (closed, unmapped, or a visual that is not 24-bit true colour).
    func capturePixels() -> Image? {
        guard !isClosed, pixelWidth > 0, pixelHeight > 0 else { return nil }
        var read: UnsafeMutablePointer<XImage>?
        // XGetImage waits for its reply, so an error it causes has arrived when it returns.
        let error = X11Errors.trapping {
            read = XGetImage(host.display, window, 0, 0, UInt32(pixelWidth), UInt32(pixelHeight), wkl_AllPlanes(), ZPixmap)
        }
        guard let image = read, error == nil else {
            if let image = read { _ = wkl_XDestroyImage(image) }
            return nil
        }
        defer {
            _ = wkl_XDestroyImage(image)
            host.drainSoonIfQueued()
        }
        let width = Int(image.pointee.width), height = Int(image.pointee.height)
        var pixels = [UInt32](repeating: 0, count: width * height)
        if image.pointee.bits_per_pixel == 32, image.pointee.byte_order == LSBFirst, let data = image.pointee.data {
            let stride = Int(image.pointee.bytes_per_line)
            pixels.withUnsafeMutableBytes { out in
                for y in 0..<height {
                    out.baseAddress!.advanced(by: y * width * 4).copyMemory(from: UnsafeRawPointer(data).advanced(by: y * stride), byteCount: width * 4)
                }
            }
        } else {
            for y in 0..<height {
                for x in 0..<width {
                    pixels[y * width + x] = UInt32(truncatingIfNeeded: wkl_XGetPixel(image, Int32(x), Int32(y)))
                }
            }
        }
        return Image(width: width, height: height, pixels: pixels)
    }
}
