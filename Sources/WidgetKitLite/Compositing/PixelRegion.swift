import CPixman

/// A set of device pixels as pixman keeps one: y-x banded rectangles that do not overlap,
/// merged where they touch, so a region stays as few rectangles as its shape needs however
/// many rectangles built it (unions, subtractions and intersections cost O(n log n) in its
/// rectangles, not the product of two lists).
///
/// Used wherever the renderer and its backends combine sets of rectangles: a display list's
/// damage, the X backend's frame plan (pixels written twice, the back buffer's stale pixels,
/// which persist from frame to frame).
struct PixelRegion {
    /// The region's rectangles: disjoint, banded top to bottom and left to right.
    private(set) var rects: [PixelRect]

    /// The empty region.
    init() { rects = [] }

    /// The pixels covered by any of `rects` (empty rectangles are ignored).
    init(_ rects: [PixelRect]) {
        self.rects = Self.withRegion(rects) { Self.rectangles(of: &$0) }
    }

    /// The pixels in both regions.
    func intersection(_ other: PixelRegion) -> PixelRegion {
        combined(other, pixman_region32_intersect)
    }

    /// The pixels in either region.
    func union(_ other: PixelRegion) -> PixelRegion {
        combined(other, pixman_region32_union)
    }

    /// The pixels of this region that are not in `other`.
    func subtracting(_ other: PixelRegion) -> PixelRegion {
        combined(other, pixman_region32_subtract)
    }

    /// Whether the region holds no pixel.
    var isEmpty: Bool { rects.isEmpty }

    private typealias Operation = (
        UnsafeMutablePointer<pixman_region32_t>?, UnsafePointer<pixman_region32_t>?,
        UnsafePointer<pixman_region32_t>?
    ) -> pixman_bool_t

    /// `operation(result, self, other)` on pixman regions.
    private func combined(_ other: PixelRegion, _ operation: Operation) -> PixelRegion {
        var result = PixelRegion()
        result.rects = Self.withRegion(rects) { a in
            Self.withRegion(other.rects) { b in
                var out = pixman_region32_t()
                pixman_region32_init(&out)
                defer { pixman_region32_fini(&out) }
                _ = operation(&out, &a, &b)
                return Self.rectangles(of: &out)
            }
        }
        return result
    }

    /// Runs `body` with a pixman region of `rects`, freed afterwards.
    private static func withRegion<T>(_ rects: [PixelRect], _ body: (inout pixman_region32_t) -> T) -> T {
        var boxes = rects.compactMap { r -> pixman_box32_t? in
            guard !r.isEmpty else { return nil }
            return pixman_box32_t(
                x1: Int32(clamping: r.x), y1: Int32(clamping: r.y),
                x2: Int32(clamping: r.x + r.width), y2: Int32(clamping: r.y + r.height))
        }
        var region = pixman_region32_t()
        _ = pixman_region32_init_rects(&region, &boxes, Int32(boxes.count))
        defer { pixman_region32_fini(&region) }
        return body(&region)
    }

    private static func rectangles(of region: inout pixman_region32_t) -> [PixelRect] {
        var count: Int32 = 0
        guard let boxes = pixman_region32_rectangles(&region, &count), count > 0 else { return [] }
        return (0..<Int(count)).map { i in
            let b = boxes[i]
            return PixelRect(x: Int(b.x1), y: Int(b.y1), width: Int(b.x2 - b.x1), height: Int(b.y2 - b.y1))
        }
    }
}
