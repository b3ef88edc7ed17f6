import Foundation

/// A layer's shadow as pixels: the anti-aliased coverage of its shape, blurred by a Gaussian
/// of standard deviation `sigma` device pixels, tinted with a premultiplied colour. Core
/// Animation blurs the shape's alpha with a Gaussian whose σ is about half the
/// `shadowRadius`; the renderer passes σ = `shadowRadius` / 2 × scale.
///
/// The blur is separable. Below σ = 2 it is a true Gaussian kernel of radius ⌈3σ⌉; from
/// σ = 2 it is three box blurs per axis of width d = ⌊3σ√(2π)/4 + ½⌋ (made odd, so each box
/// is centred), the approximation the SVG and CSS filter specifications give for
/// `feGaussianBlur`: within a few per cent of the Gaussian and O(1) per pixel whatever σ.
enum ShadowRaster {
    /// How far the blur spreads a shape's edge, in whole pixels: the margin a shadow
    /// image needs around its shape.
    static func reach(sigma: CGFloat) -> Int {
        guard sigma >= 0.1 else { return 0 }
        if sigma < 2 { return Int((3 * sigma).rounded(.up)) }
        return 3 * (boxWidth(sigma: sigma) / 2)
    }

    /// The width of each of the three boxes for `sigma` (odd).
    private static func boxWidth(sigma: CGFloat) -> Int {
        let d = Int((Double(sigma) * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5))
        return d | 1
    }

    /// Fills `canvas` (cleared, transparent) with the shadow of the polygons (device pixels
    /// in the canvas's coordinates, filled by `rule`) blurred by `sigma`, in `color`
    /// (premultiplied).
    static func draw(
        _ polygons: [[CGPoint]], rule: CGPathFillRule, sigma: CGFloat, color: UInt32, into canvas: Canvas
    ) {
        let area = canvas.bounds
        guard !area.isEmpty else { return }
        var rasterizer = CoverageRasterizer(area: area)
        for polygon in polygons { rasterizer.addPolygon(polygon) }
        let mask = rasterizer.mask(rule: rule)
        var alpha = mask.map { Float($0) }
        blur(&alpha, width: area.width, height: area.height, sigma: sigma)
        alpha.withUnsafeBufferPointer { alpha in
            for y in canvas.clip.y..<canvas.clip.maxY {
                let row = canvas.row(y)
                let base = y &* area.width
                for x in canvas.clip.x..<canvas.clip.maxX {
                    let a = UInt32(min(255, max(0, alpha[base &+ x] + 0.5)))
                    row[x] = a == 0 ? 0 : Pixel.scale(color, by: a)
                }
            }
        }
    }

    /// Blurs `values` (`width` × `height`, row by row) in place; zero outside.
    static func blur(_ values: inout [Float], width: Int, height: Int, sigma: CGFloat) {
        guard sigma >= 0.1, width > 0, height > 0 else { return }
        values.withUnsafeMutableBufferPointer { buffer in
            let lines: [(count: Int, length: Int, step: Int, lineStep: Int)] = [
                (height, width, 1, width), (width, height, width, 1),
            ]
            var line = [Float](repeating: 0, count: max(width, height))
            for axis in lines {
                for index in 0..<axis.count {
                    let start = index &* axis.lineStep
                    for i in 0..<axis.length { line[i] = buffer[start &+ i &* axis.step] }
                    if sigma < 2 {
                        gaussian(&line, length: axis.length, sigma: sigma)
                    } else {
                        let d = boxWidth(sigma: sigma)
                        for _ in 0..<3 { box(&line, length: axis.length, width: d) }
                    }
                    for i in 0..<axis.length { buffer[start &+ i &* axis.step] = line[i] }
                }
            }
        }
    }

    /// A centred box average of odd `width` over the first `length` values (zero outside).
    private static func box(_ line: inout [Float], length: Int, width: Int) {
        let r = width / 2
        let source = Array(line[0..<length])
        let scale = 1 / Float(width)
        var sum: Float = 0
        for i in 0..<min(r, length) { sum += source[i] }
        for i in 0..<length {
            let entering = i + r, leaving = i - r - 1
            if entering < length { sum += source[entering] }
            if leaving >= 0 { sum -= source[leaving] }
            line[i] = max(0, sum * scale)
        }
    }

    /// A Gaussian of `sigma` (< 2) over the first `length` values (zero outside).
    private static func gaussian(_ line: inout [Float], length: Int, sigma: CGFloat) {
        let r = Int((3 * sigma).rounded(.up))
        let twoVariance = 2 * Double(sigma) * Double(sigma)
        var kernel: [Float] = (-r...r).map { (i: Int) -> Float in Float(exp(-Double(i * i) / twoVariance)) }
        let total: Float = kernel.reduce(Float(0)) { $0 + $1 }
        kernel = kernel.map { $0 / total }
        let source = Array(line[0..<length])
        for i in 0..<length {
            var sum: Float = 0
            for k in -r...r where i + k >= 0 && i + k < length { sum += source[i + k] * kernel[k + r] }
            line[i] = sum
        }
    }
}
