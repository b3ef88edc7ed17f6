/// An anti-aliased clip in device pixels: how much of each pixel of `area` drawing may
/// touch (0…255); nothing outside `area`.
struct ClipMask: Equatable, Sendable {
    let area: PixelRect
    /// `area.width × area.height` coverages, row by row.
    let coverage: [UInt8]

    /// The clip both masks allow (coverages multiplied).
    func intersection(_ other: ClipMask) -> ClipMask {
        let shared = area.intersection(other.area)
        var out = [UInt8](repeating: 0, count: shared.area)
        for y in shared.y..<shared.maxY {
            for x in shared.x..<shared.maxX {
                let a = UInt32(coverage[(y - area.y) * area.width + x - area.x])
                let b = UInt32(other.coverage[(y - other.area.y) * other.area.width + x - other.area.x])
                out[(y - shared.y) * shared.width + x - shared.x] = UInt8(Pixel.multiply(a, b))
            }
        }
        return ClipMask(area: shared, coverage: out)
    }
}
