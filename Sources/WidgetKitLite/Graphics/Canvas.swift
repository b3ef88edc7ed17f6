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
    /// rounded corners of `radius` pixels.
    func fill(_ rect: CGRect, cornerRadius radius: CGFloat, with color: UInt32) {
        let rect = rect.standardized.sanitized
        guard rect.width > 0, rect.height > 0, color >> 24 != 0 else { return }
        let radius = min(max(0, radius.finite()), min(rect.width, rect.height) / 2)
        // Fast path: pixel-aligned without rounding.
        if radius < 0.01, rect.minX == rect.minX.rounded(), rect.minY == rect.minY.rounded(),
            rect.maxX == rect.maxX.rounded(), rect.maxY == rect.maxY.rounded()
        {
            fill(PixelRect(covering: rect), with: color)
            return
        }
        // Pixel-aligned with rounded corners: only the four corner squares need coverage math.
        if rect.minX == rect.minX.rounded(), rect.minY == rect.minY.rounded(),
            rect.maxX == rect.maxX.rounded(), rect.maxY == rect.maxY.rounded(), radius >= 0.01
        {
            fillAligned(PixelRect(covering: rect), radius: radius, color: color)
            return
        }
        let bounds = PixelRect(covering: rect).intersection(clip)
        guard !bounds.isEmpty else { return }
        let innerX0 = rect.minX + radius, innerX1 = rect.maxX - radius
        let innerY0 = rect.minY + radius, innerY1 = rect.maxY - radius
        for y in bounds.y..<bounds.maxY {
            let p = row(y)
            let cy = CGFloat(y) + 0.5
            let coverY = min(1, max(0, min(cy + 0.5, rect.maxY) - max(cy - 0.5, rect.minY)))
            // Interior run of this row with full coverage, blended in bulk.
            for x in bounds.x..<bounds.maxX {
                let cx = CGFloat(x) + 0.5
                var coverage = min(1, max(0, min(cx + 0.5, rect.maxX) - max(cx - 0.5, rect.minX))) * coverY
                if radius > 0 {
                    let dx = cx < innerX0 ? innerX0 - cx : (cx > innerX1 ? cx - innerX1 : 0)
                    let dy = cy < innerY0 ? innerY0 - cy : (cy > innerY1 ? cy - innerY1 : 0)
                    if dx > 0 && dy > 0 {
                        let d = (dx * dx + dy * dy).squareRoot()
                        coverage = min(coverage, max(0, min(1, radius - d + 0.5)))
                    }
                }
                if coverage <= 0 { continue }
                let c = coverage >= 1 ? color : Pixel.scale(color, by: UInt32((coverage * 255).rounded()))
                p[x] = Pixel.over(c, p[x])
            }
        }
    }

    /// A pixel-aligned rounded rectangle: bands without corners are plain fills; each corner
    /// square gets per-pixel coverage.
    private func fillAligned(_ r: PixelRect, radius: CGFloat, color: UInt32) {
        let band = Int(radius.rounded(.up))
        guard band * 2 <= min(r.width, r.height) else {
            return fill(r.cgRect.insetBy(dx: 0.000_001, dy: 0), cornerRadius: radius, with: color)
        }
        fill(PixelRect(x: r.x, y: r.y + band, width: r.width, height: r.height - 2 * band), with: color)
        fill(PixelRect(x: r.x + band, y: r.y, width: r.width - 2 * band, height: band), with: color)
        fill(PixelRect(x: r.x + band, y: r.maxY - band, width: r.width - 2 * band, height: band), with: color)
        // Each corner square with its arc's centre and the direction towards the corner (given
        // explicitly: for a circle the centres sit exactly at the middle of the rectangle).
        let corners: [(PixelRect, CGPoint, CGFloat, CGFloat)] = [
            (PixelRect(x: r.x, y: r.y, width: band, height: band), CGPoint(x: CGFloat(r.x) + radius, y: CGFloat(r.y) + radius), -1, -1),
            (PixelRect(x: r.maxX - band, y: r.y, width: band, height: band), CGPoint(x: CGFloat(r.maxX) - radius, y: CGFloat(r.y) + radius), 1, -1),
            (PixelRect(x: r.x, y: r.maxY - band, width: band, height: band), CGPoint(x: CGFloat(r.x) + radius, y: CGFloat(r.maxY) - radius), -1, 1),
            (PixelRect(x: r.maxX - band, y: r.maxY - band, width: band, height: band), CGPoint(x: CGFloat(r.maxX) - radius, y: CGFloat(r.maxY) - radius), 1, 1),
        ]
        for (square, center, signX, signY) in corners {
            let area = square.intersection(clip)
            guard !area.isEmpty else { continue }
            for y in area.y..<area.maxY {
                let p = row(y)
                let cy = CGFloat(y) + 0.5
                for x in area.x..<area.maxX {
                    let cx = CGFloat(x) + 0.5
                    // Only the side of the corner centre towards the corner is curved.
                    let dx = (cx - center.x) * signX
                    let dy = (cy - center.y) * signY
                    var coverage: CGFloat = 1
                    if dx > 0 && dy > 0 {
                        coverage = max(0, min(1, radius - (dx * dx + dy * dy).squareRoot() + 0.5))
                    } else if dx > 0 {
                        coverage = max(0, min(1, radius - dx + 0.5))
                    } else if dy > 0 {
                        coverage = max(0, min(1, radius - dy + 0.5))
                    }
                    if coverage <= 0 { continue }
                    let c = coverage >= 1 ? color : Pixel.scale(color, by: UInt32((coverage * 255).rounded()))
                    p[x] = Pixel.over(c, p[x])
                }
            }
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
