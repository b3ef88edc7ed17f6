import CPixman

/// A pixman image owned by Swift: made over pixel memory someone else owns (a `Canvas`), or
/// a solid colour; unreferenced when dropped.
final class PixmanImage {
    let image: OpaquePointer

    private init(image: OpaquePointer) {
        self.image = image
    }

    deinit {
        pixman_image_unref(image)
    }

    /// An a8r8g8b8 image over the canvas's memory (its clip is ignored), or nil if pixman
    /// refuses the geometry.
    convenience init?(over canvas: Canvas) {
        guard
            let image = pixman_image_create_bits_no_clear(
                PIXMAN_a8r8g8b8, Int32(canvas.width), Int32(canvas.height), canvas.pixels,
                Int32(canvas.stride * MemoryLayout<UInt32>.stride))
        else { return nil }
        self.init(image: image)
    }

    /// An a8 image over `mask` (one byte per pixel, rows `pitch` bytes apart, a multiple of
    /// four), or nil if pixman refuses it.
    convenience init?(alphaMask mask: UnsafePointer<UInt8>, width: Int, height: Int, pitch: Int) {
        guard pitch % MemoryLayout<UInt32>.stride == 0,
            let image = pixman_image_create_bits_no_clear(
                PIXMAN_a8, Int32(width), Int32(height),
                UnsafeMutableRawPointer(mutating: mask).assumingMemoryBound(to: UInt32.self), Int32(pitch))
        else { return nil }
        self.init(image: image)
    }

    /// An infinite image of one premultiplied 0xAARRGGBB colour.
    convenience init(solid color: UInt32) {
        var c = Self.color(color)
        // pixman only fails here when out of memory.
        guard let image = pixman_image_create_solid_fill(&c) else {
            preconditionFailure("pixman cannot allocate a solid fill")
        }
        self.init(image: image)
    }

    /// A constant mask that scales whatever it masks by `opacity` (0…255).
    convenience init(opacity: UInt8) {
        self.init(solid: UInt32(opacity) << 24)
    }

    /// pixman's 16-bit-per-channel premultiplied colour for a 0xAARRGGBB word.
    static func color(_ word: UInt32) -> pixman_color_t {
        func wide(_ shift: UInt32) -> UInt16 { UInt16((word >> shift) & 0xFF) &* 0x101 }
        return pixman_color_t(red: wide(16), green: wide(8), blue: wide(0), alpha: wide(24))
    }

    /// pixman's operator for a display-list operator.
    static func op(_ op: DisplayList.Operator) -> pixman_op_t {
        switch op {
        case .source: PIXMAN_OP_SRC
        case .over: PIXMAN_OP_OVER
        case .destinationIn: PIXMAN_OP_IN_REVERSE
        }
    }

    /// Composites `rect` of this image (its coordinates) onto `destination` at
    /// (`x`, `y`), through `mask` (same coordinates as the source) when given.
    func composite(
        _ op: pixman_op_t, onto destination: PixmanImage, source rect: PixelRect, atX x: Int, y: Int,
        mask: PixmanImage? = nil
    ) {
        pixman_image_composite32(
            op, image, mask?.image, destination.image, Int32(rect.x), Int32(rect.y), Int32(rect.x), Int32(rect.y),
            Int32(x), Int32(y), Int32(rect.width), Int32(rect.height))
    }

    /// Fills `rects` of this image with a premultiplied colour.
    func fill(_ rects: [PixelRect], color: UInt32, op: pixman_op_t) {
        guard !rects.isEmpty else { return }
        var c = Self.color(color)
        let boxes = rects.map {
            pixman_box32_t(x1: Int32($0.x), y1: Int32($0.y), x2: Int32($0.maxX), y2: Int32($0.maxY))
        }
        _ = boxes.withUnsafeBufferPointer { buffer in
            pixman_image_fill_boxes(op, image, &c, Int32(buffer.count), buffer.baseAddress)
        }
    }
}
