import CX11
import Foundation

extension X11Surface {
    /// What the server shows in the window now, read back with one `XGetImage` round trip
    /// (every renderer: what RENDER composited on the server too), as opaque pixels; nil when
    /// it cannot be read (closed, unmapped, or a visual that is not 24-bit true colour).
    func capturePixels() -> Image? {
        guard !isClosed, pixelWidth > 0, pixelHeight > 0 else { return nil }
        var read: UnsafeMutablePointer<XImage>?
        let error = X11Errors.trapping {
            read = XGetImage(host.display, window, 0, 0, UInt32(pixelWidth), UInt32(pixelHeight), wkl_AllPlanes(), ZPixmap)
            XSync(host.display, False)
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
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let row = UnsafeRawPointer(data).advanced(by: y * stride)
                    for x in 0..<width {
                        out[y * width + x] = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) | 0xFF00_0000
                    }
                }
            }
        } else {
            for y in 0..<height {
                for x in 0..<width {
                    pixels[y * width + x] = UInt32(truncatingIfNeeded: wkl_XGetPixel(image, Int32(x), Int32(y))) | 0xFF00_0000
                }
            }
        }
        return Image(width: width, height: height, pixels: pixels)
    }
}
