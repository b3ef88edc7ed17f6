import Foundation

extension Canvas {
    /// Draws `image` mapped by `transform` (from the image's pixel coordinates to device
    /// pixels: any affine map, rotations and shears included), source-over, clipped. Each
    /// device pixel's centre maps back into the image and is sampled bilinearly (clamped at
    /// the edges); the parallelogram's edges are anti-aliased by its exact coverage. With
    /// `tint`, only the image's alpha is used, painted in the premultiplied `tint`. A
    /// transform that cannot be inverted draws nothing.
    func drawTransformed(_ image: Image, transform: CGAffineTransform, tint: UInt32? = nil) {
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard !image.isEmpty, determinant != 0, determinant.isFinite else { return }
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: w, y: h), CGPoint(x: 0, y: h)].map {
            $0.applying(transform)
        }
        let area = PixelRect(covering: [corners].bounds).intersection(clip)
        guard !area.isEmpty else { return }
        var rasterizer = CoverageRasterizer(area: area)
        rasterizer.addPolygon(corners)
        let coverage = rasterizer.mask(rule: .winding)
        let inverse = transform.inverted()
        for y in area.y..<area.maxY {
            let out = row(y)
            for x in area.x..<area.maxX {
                let cover = UInt32(coverage[(y - area.y) * area.width + x - area.x])
                guard cover > 0 else { continue }
                let s = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                var p = Self.bilinear(image, x: Double(s.x) - 0.5, y: Double(s.y) - 0.5)
                if let tint { p = Pixel.scale(tint, by: p >> 24) }
                if cover < 255 { p = Pixel.scale(p, by: cover) }
                out[x] = Pixel.over(p, out[x])
            }
        }
    }

    /// The image's premultiplied colour at (`x`, `y`) (pixel centres at whole numbers),
    /// blended from the four nearest pixels, clamped at the edges.
    private static func bilinear(_ image: Image, x: Double, y: Double) -> UInt32 {
        let maxX = Double(image.width - 1), maxY = Double(image.height - 1)
        let sx = min(max(x, 0), maxX), sy = min(max(y, 0), maxY)
        let x0 = Int(sx), y0 = Int(sy)
        let x1 = min(x0 + 1, image.width - 1), y1 = min(y0 + 1, image.height - 1)
        let fx = sx - Double(x0), fy = sy - Double(y0)
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            func channel(_ px: Int, _ py: Int) -> Double { Double((image.premultipliedPixel(x: px, y: py) >> shift) & 0xFF) }
            let top = channel(x0, y0) * (1 - fx) + channel(x1, y0) * fx
            let bottom = channel(x0, y1) * (1 - fx) + channel(x1, y1) * fx
            result |= UInt32(min(255, (top * (1 - fy) + bottom * fy).rounded())) << shift
        }
        return result
    }
}
