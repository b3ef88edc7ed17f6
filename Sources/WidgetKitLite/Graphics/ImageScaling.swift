import Foundation

extension Canvas {
    /// Draws `image` stretched over `rect` (device pixels; the edges snap to whole pixels)
    /// with bilinear filtering, source-over, clipped. With `tint` the image is a template:
    /// only its alpha is used, painted in the premultiplied `tint` colour.
    ///
    /// This is the one place images are resampled: every image drawing call (image views,
    /// buttons, tab and bar items) ends here, so a backend's own filter can replace it.
    /// Each destination pixel's centre maps into the source; the four nearest source pixels
    /// (clamped at the edges) are blended with 8-bit weights, in premultiplied space.
    func drawScaled(_ image: Image, into rect: CGRect, tint: UInt32? = nil) {
        let rect = rect.standardized.sanitized
        guard !image.isEmpty, rect.width > 0, rect.height > 0 else { return }
        let x0 = Int(rect.minX.rounded()), x1 = Int(rect.maxX.rounded())
        let y0 = Int(rect.minY.rounded()), y1 = Int(rect.maxY.rounded())
        guard x1 > x0, y1 > y0 else { return }
        let dest = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(clip)
        guard !dest.isEmpty else { return }
        let sw = image.width, sh = image.height
        let stepX = Double(sw) / Double(x1 - x0), stepY = Double(sh) / Double(y1 - y0)

        /// The two source indices and the weight of the second (0…256) for a destination index.
        func sample(_ d: Int, origin: Int, step: Double, count: Int) -> (Int, Int, UInt32) {
            let s = min(max((Double(d - origin) + 0.5) * step - 0.5, 0), Double(count - 1))
            let low = Int(s)
            let high = min(low + 1, count - 1)
            return (low, high, UInt32(((s - Double(low)) * 256).rounded()))
        }
        let columns = (dest.x..<dest.maxX).map { sample($0, origin: x0, step: stepX, count: sw) }

        image.pixels.withUnsafeBufferPointer { source in
            guard let src = source.baseAddress else { return }
            for y in dest.y..<dest.maxY {
                let (top, bottom, wy) = sample(y, origin: y0, step: stepY, count: sh)
                let rowTop = src + top &* sw, rowBottom = src + bottom &* sw
                let out = row(y) + dest.x
                for (i, column) in columns.enumerated() {
                    let (left, right, wx) = column
                    let upper = Self.mix(rowTop[left], rowTop[right], wx)
                    let lower = Self.mix(rowBottom[left], rowBottom[right], wx)
                    var p = Self.mix(upper, lower, wy)
                    if let tint { p = Pixel.scale(tint, by: p >> 24) }
                    out[i] = Pixel.over(p, out[i])
                }
            }
        }
    }

    /// `a` and `b` blended channel by channel, `b` weighted `w`/256.
    @inline(__always)
    private static func mix(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        if w == 0 || a == b { return a }
        if w >= 256 { return b }
        let v: UInt32 = 256 &- w
        let mask: UInt32 = 0x00FF_00FF, half: UInt32 = 0x0080_0080
        let rbA: UInt32 = a & mask, rbB: UInt32 = b & mask
        let agA: UInt32 = (a >> 8) & mask, agB: UInt32 = (b >> 8) & mask
        let rb: UInt32 = ((rbA &* v &+ rbB &* w &+ half) >> 8) & mask
        let ag: UInt32 = ((agA &* v &+ agB &* w &+ half) >> 8) & mask
        return rb | ag << 8
    }
}
