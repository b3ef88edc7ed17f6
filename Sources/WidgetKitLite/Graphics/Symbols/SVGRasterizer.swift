import CRsvg
import Foundation

/// Draws SVG files into pixels through librsvg and cairo — the one place the toolkit reads
/// SVG (the artwork of symbol images). The file is opened as `ImageFile` opens images (a
/// FIFO, device or directory is refused, never opened) and must be at most `maximumSize`.
enum SVGRasterizer {
    /// SVG files larger than this are refused (symbolic icons are a few kilobytes).
    static let maximumSize = 1 << 20

    /// The alpha of the document at `path` scaled to fit `side` × `side` pixels (its aspect
    /// kept, centred), as opaque-black premultiplied pixels (0xAA000000), top row first.
    ///
    /// `outline` changes the weight of the artwork: every shape's edge moves outwards
    /// (positive) or inwards (negative) by that many units of the document's user space —
    /// the union with (or the difference from) a second rendering of the shapes' outlines
    /// stroked `2 × |outline|` wide. Each rendering is normalised so that its most opaque
    /// pixel is fully opaque (symbolic icons draw some shapes at a reduced opacity; a template
    /// uses the alpha alone). Throws an `ImageError` when the file cannot be read or is not
    /// an SVG document librsvg can draw.
    static func alpha(contentsOf path: String, side: Int, outline: CGFloat) throws -> [UInt32] {
        let data = try contents(of: path)
        var alpha = normalized(try draw(data, path: path, side: side, stylesheet: nil))
        if outline != 0 {
            let width = String(format: "%.3f", Double(2 * abs(outline)))
            let stroked =
                "path,rect,circle,ellipse,polygon,polyline,line{fill:none;stroke:#000;stroke-opacity:1;"
                + "stroke-width:\(width);stroke-linejoin:round;stroke-linecap:round}"
            let band = normalized(try draw(data, path: path, side: side, stylesheet: stroked))
            for i in alpha.indices {
                let a = alpha[i], b = band[i]
                alpha[i] = outline > 0 ? a &+ b &- (a &* b &+ 127) / 255 : (a &* (255 &- b) &+ 127) / 255
            }
        }
        return alpha.map { $0 << 24 }
    }

    /// `alpha` scaled so that its largest value is 255 (all zeros stay zeros).
    private static func normalized(_ alpha: [UInt32]) -> [UInt32] {
        let peak = alpha.max() ?? 0
        guard peak > 0, peak < 255 else { return alpha }
        return alpha.map { ($0 &* 255 &+ peak / 2) / peak }
    }

    /// The bytes of the file at `path`.
    private static func contents(of path: String) throws -> [UInt8] {
        let file = try ImageFile(path: path)
        defer { file.close() }
        guard file.size <= maximumSize else {
            throw ImageError(kind: .tooLarge, path: path, detail: "an SVG of \(file.size) bytes is over the maximum of \(maximumSize)")
        }
        var bytes = [UInt8](repeating: 0, count: file.size)
        let read = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, file.size, file.stream) }
        guard read == file.size else { throw ImageError(kind: .readFailed, path: path, detail: "short read") }
        return bytes
    }

    /// The alpha (0…255) of each pixel of `data` drawn into `side` × `side` pixels, with
    /// `stylesheet` applied to the document when given.
    private static func draw(_ data: [UInt8], path: String, side: Int, stylesheet: String?) throws -> [UInt32] {
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_data(data, data.count, &error) else {
            throw failure(path, error)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        if let stylesheet {
            let css = Array(stylesheet.utf8)
            guard rsvg_handle_set_stylesheet(handle, css, css.count, &error) != 0 else { throw failure(path, error) }
        }
        var pixels = [UInt32](repeating: 0, count: side * side)
        let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(side), Int32(side),
                Int32(side * 4))
            defer { cairo_surface_destroy(surface) }
            let cairo = cairo_create(surface)
            defer { cairo_destroy(cairo) }
            var viewport = RsvgRectangle(x: 0, y: 0, width: Double(side), height: Double(side))
            let drawn = rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0
            cairo_surface_flush(surface)
            return drawn
        }
        guard drawn else { throw failure(path, error) }
        return pixels.map { $0 >> 24 }
    }

    /// The error for a librsvg failure, with its message; frees the `GError`.
    private static func failure(_ path: String, _ error: UnsafeMutablePointer<GError>?) -> ImageError {
        defer { if let error { g_error_free(error) } }
        let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "librsvg could not draw it"
        return ImageError(kind: .invalidSVG, path: path, detail: message)
    }
}
