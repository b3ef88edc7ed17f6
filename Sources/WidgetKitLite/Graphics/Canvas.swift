import Foundation

/// A view onto premultiplied 0xAARRGGBB pixel memory that someone else owns: a bitmap, an
/// X image or a shared-memory segment. Every drawing call is clipped to `clip`, so inner
/// loops need no bounds checks. Coordinates are device pixels.
struct Canvas {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    /// Pixels per row (≥ width).
    let stride: Int
    /// Drawing never touches pixels outside this rectangle (always inside the canvas).
    private(set) var clip: PixelRect

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        precondition(width >= 0 && height >= 0 && stride >= width, "invalid canvas geometry")
        self.pixels = pixels
        self.width = width
        self.height = height
        self.stride = stride
        self.clip = PixelRect(x: 0, y: 0, width: width, height: height)
    }

    var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The same memory with a clip narrowed to `rect`.
    func clipped(to rect: PixelRect) -> Canvas {
        var c = self
        c.clip = clip.intersection(rect)
        return c
    }

    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + y * stride }

    func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel out of bounds")
        return row(y)[x]
    }

    // MARK: Fills

    /// Fills `rect` with a premultiplied colour: a plain copy when opaque, a blend otherwise.
    func fill(_ rect: PixelRect, with color: UInt32) {
        let r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        let a = color >> 24
        if a == 0 { return }
        for y in r.y..<r.maxY {
            let p = row(y) + r.x
            if a == 255 {
                p.update(repeating: color, count: r.width)
            } else {
                Pixel.blendRow(p, count: r.width, color: color)
            }
        }
    }

    /// Overwrites `rect` with `color` (no blending; for clearing to transparent).
    func replace(_ rect: PixelRect, with color: UInt32) {
        let r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY { (row(y) + r.x).update(repeating: color, count: r.width) }
    }

    /// Fills a rectangle given in fractional pixels, with anti-aliased edges and optionally
    /// rounded corners of `radius` pixels (clamped to half the shorter side: a square with a
    /// radius of half its side is a circle). Each edge pixel is blended by the exact area the
    /// shape covers (`RoundedRectCoverage`).
    func fill(_ rect: CGRect, cornerRadius radius: CGFloat, with color: UInt32) {
        let rect = rect.standardized.sanitized
        guard rect.width > 0, rect.height > 0, color >> 24 != 0 else { return }
        let shape = RoundedRectCoverage(rect: rect, radius: radius)
        let isAligned =
            rect.minX == rect.minX.rounded() && rect.minY == rect.minY.rounded() && rect.maxX == rect.maxX.rounded()
            && rect.maxY == rect.maxY.rounded()
        // Fast path: pixel-aligned without rounding.
        if isAligned, shape.radius < 0.01 {
            fill(PixelRect(covering: rect), with: color)
            return
        }
        // Pixel-aligned with rounded corners: only the four corner squares need coverage math.
        if isAligned, Int(shape.radius.rounded(.up)) * 2 <= Int(min(rect.width, rect.height)) {
            fillAligned(PixelRect(covering: rect), shape: shape, color: color)
            return
        }
        blend(color, through: shape, in: PixelRect(covering: rect))
    }

    /// Blends `color` into the pixels of `area` by how much of each `shape` covers.
    private func blend(_ color: UInt32, through shape: RoundedRectCoverage, in area: PixelRect) {
        let area = area.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            let p = row(y)
            for x in area.x..<area.maxX {
                let coverage = shape.coverage(x: x, y: y)
                if coverage <= 0 { continue }
                let c = coverage >= 1 ? color : Pixel.scale(color, by: UInt32((coverage * 255).rounded()))
                p[x] = Pixel.over(c, p[x])
            }
        }
    }

    /// A pixel-aligned rounded rectangle whose corner squares do not overlap: bands without
    /// corners are plain fills; each corner square gets per-pixel coverage.
    private func fillAligned(_ r: PixelRect, shape: RoundedRectCoverage, color: UInt32) {
        let band = Int(shape.radius.rounded(.up))
        fill(PixelRect(x: r.x, y: r.y + band, width: r.width, height: r.height - 2 * band), with: color)
        fill(PixelRect(x: r.x + band, y: r.y, width: r.width - 2 * band, height: band), with: color)
        fill(PixelRect(x: r.x + band, y: r.maxY - band, width: r.width - 2 * band, height: band), with: color)
        for (x, y) in [(r.x, r.y), (r.maxX - band, r.y), (r.x, r.maxY - band), (r.maxX - band, r.maxY - band)] {
            blend(color, through: shape, in: PixelRect(x: x, y: y, width: band, height: band))
        }
    }

    // MARK: Compositing

    /// Draws `source` with its top-left at (`x`, `y`), scaled by `alpha` (0…255): a copy
    /// where `opaque` is true and alpha is 255, a source-over blend otherwise.
    func draw(_ source: Canvas, atX x: Int, y: Int, alpha: UInt32 = 255, opaque: Bool = false) {
        let dest = PixelRect(x: x, y: y, width: source.width, height: source.height).intersection(clip)
        guard !dest.isEmpty, alpha > 0 else { return }
        let sx = dest.x - x, sy = dest.y - y
        for row in 0..<dest.height {
            let s = source.row(sy + row) + sx
            let d = self.row(dest.y + row) + dest.x
            if alpha == 255 {
                if opaque {
                    d.update(from: s, count: dest.width)
                } else {
                    for i in 0..<dest.width { d[i] = Pixel.over(s[i], d[i]) }
                }
            } else {
                for i in 0..<dest.width { d[i] = Pixel.over(Pixel.scale(s[i], by: alpha), d[i]) }
            }
        }
    }

    /// Blends a colour through an 8-bit coverage mask (a glyph) at (`x`, `y`).
    func draw(mask: UnsafePointer<UInt8>, width mw: Int, height mh: Int, pitch: Int, atX x: Int, y: Int, color: UInt32) {
        let dest = PixelRect(x: x, y: y, width: mw, height: mh).intersection(clip)
        guard !dest.isEmpty else { return }
        let sx = dest.x - x, sy = dest.y - y
        for row in 0..<dest.height {
            let m = mask + (sy + row) * pitch + sx
            let d = self.row(dest.y + row) + dest.x
            for i in 0..<dest.width {
                let coverage = UInt32(m[i])
                if coverage == 0 { continue }
                d[i] = Pixel.over(coverage == 255 ? color : Pixel.scale(color, by: coverage), d[i])
            }
        }
    }

    /// Copies pixels inside the canvas from `rect` to `rect` moved by (`dx`, `dy`) (for scrolling).
    func move(_ rect: PixelRect, dx: Int, dy: Int) {
        let src = rect.intersection(bounds).intersection(clip.offsetBy(dx: -dx, dy: -dy))
        guard !src.isEmpty else { return }
        let rows = dy > 0 ? Array((0..<src.height).reversed()) : Array(0..<src.height)
        for r in rows {
            let s = row(src.y + r) + src.x
            let d = row(src.y + r + dy) + src.x + dx
            d.update(from: s, count: src.width)  // memmove semantics
        }
    }
}

/// Pixel memory owned by the toolkit: offscreen layers, cached view content, headless screens.
/// Large bitmaps are mapped straight from the kernel and unmapped when freed, so the memory
/// of a page cached for a transition goes back to the system as soon as it is dropped.
final class Bitmap {
    let width: Int
    let height: Int
    let storage: UnsafeMutablePointer<UInt32>
    private let mappedBytes: Int

    /// Bitmaps at least this large (bytes) are mapped rather than taken from the heap.
    static let mappingThreshold = 256 * 1024
    /// The longest side of any bitmap, image or window buffer, in pixels.
    static let maximumDimension = 16384

    /// A bitmap cleared to transparent black. Sizes are clamped to 0…16384.
    init(width: Int, height: Int) {
        self.width = min(max(0, width), Self.maximumDimension)
        self.height = min(max(0, height), Self.maximumDimension)
        let count = max(1, self.width * self.height)
        let bytes = count * MemoryLayout<UInt32>.stride
        if bytes >= Self.mappingThreshold,
            let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            address != MAP_FAILED
        {
            // Fresh anonymous pages are already zero.
            storage = address.bindMemory(to: UInt32.self, capacity: count)
            mappedBytes = bytes
        } else {
            storage = .allocate(capacity: count)
            storage.initialize(repeating: 0, count: count)
            mappedBytes = 0
        }
    }

    deinit {
        if mappedBytes > 0 {
            munmap(storage, mappedBytes)
        } else {
            storage.deallocate()
        }
    }

    var canvas: Canvas { Canvas(pixels: storage, width: width, height: height, stride: width) }

    /// Pixels the storage holds.
    var capacity: Int { max(1, width * height) }
}
