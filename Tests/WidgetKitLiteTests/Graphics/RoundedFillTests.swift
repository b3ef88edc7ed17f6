import Foundation
import Testing
@testable import WidgetKitLite

@MainActor @Suite struct RoundedFillTests {
    /// A pixel-aligned square with a radius of half its side is a circle: all four corners
    /// round, mirror-symmetric (the aligned path once squared three of them).
    @Test func aPixelAlignedCircleIsRoundAtEveryCorner() {
        let bitmap = Bitmap(width: 28, height: 28)
        bitmap.canvas.fill(CGRect(x: 0, y: 0, width: 28, height: 28), cornerRadius: 14, with: 0xFF00_0000)
        let image = bitmap.image
        func alpha(_ x: Int, _ y: Int) -> CGFloat { image.pixel(x: x, y: y).alpha }
        for (x, y) in [(0, 0), (27, 0), (0, 27), (27, 27), (2, 2), (25, 25)] {
            #expect(alpha(x, y) == 0, "corner pixel (\(x), \(y)) is outside the circle")
        }
        for y in 0..<28 {
            for x in 0..<14 {
                #expect(alpha(x, y) == alpha(27 - x, y) && alpha(x, y) == alpha(x, 27 - y), "(\(x), \(y))")
            }
        }
        #expect(alpha(14, 0) > 0.9 && alpha(0, 14) > 0.9 && alpha(14, 14) == 1)
    }
}

/// Rounded fills against the analytic shape: a rectangle whose corners are quarter discs of
/// the radius clamped to half the shorter side (as Core Animation clamps it).
@MainActor @Suite struct RoundedFillCoverageTests {
    struct Shape: CustomTestStringConvertible, Sendable {
        let rect: CGRect
        let radius: CGFloat
        var testDescription: String { "\(rect.width)×\(rect.height) at (\(rect.minX), \(rect.minY)) r \(radius)" }
        var clampedRadius: CGFloat { min(radius, min(rect.width, rect.height) / 2) }
        /// π r² for the corners together, the rest of the rectangle exactly.
        var area: CGFloat { rect.width * rect.height - (4 - .pi) * clampedRadius * clampedRadius }

        /// The share of the pixel at (`x`, `y`) inside the shape, from 64 × 64 samples.
        func sampledCoverage(x: Int, y: Int) -> CGFloat {
            let n = 64, r = clampedRadius
            var inside = 0
            for j in 0..<n {
                let py = CGFloat(y) + (CGFloat(j) + 0.5) / CGFloat(n)
                guard py > rect.minY, py < rect.maxY else { continue }
                for i in 0..<n {
                    let px = CGFloat(x) + (CGFloat(i) + 0.5) / CGFloat(n)
                    guard px > rect.minX, px < rect.maxX else { continue }
                    let cx = min(max(px, rect.minX + r), rect.maxX - r)
                    let cy = min(max(py, rect.minY + r), rect.maxY - r)
                    if (px - cx) * (px - cx) + (py - cy) * (py - cy) <= r * r { inside += 1 }
                }
            }
            return CGFloat(inside) / CGFloat(n * n)
        }
    }

    nonisolated static let shapes: [Shape] = [
        Shape(rect: CGRect(x: 2, y: 2, width: 20, height: 20), radius: 10),  // a circle
        Shape(rect: CGRect(x: 2, y: 2, width: 40, height: 20), radius: 10),  // a capsule
        Shape(rect: CGRect(x: 2, y: 2, width: 20, height: 40), radius: 10),
        Shape(rect: CGRect(x: 2, y: 2, width: 21, height: 21), radius: 10.5),  // odd: arcs meet mid-pixel
        Shape(rect: CGRect(x: 2, y: 2, width: 27, height: 11), radius: 5.5),
        Shape(rect: CGRect(x: 2.5, y: 2.5, width: 20, height: 20), radius: 10),
        Shape(rect: CGRect(x: 2.3, y: 1.7, width: 19.4, height: 19.4), radius: 9.7),
        Shape(rect: CGRect(x: 2, y: 2, width: 36, height: 5), radius: 2.5),  // a sheet's grabber
        Shape(rect: CGRect(x: 2, y: 2, width: 7, height: 7), radius: 3.5),
        Shape(rect: CGRect(x: 2, y: 2, width: 4, height: 4), radius: 2),
        Shape(rect: CGRect(x: 2, y: 2, width: 30, height: 20), radius: 6),
        Shape(rect: CGRect(x: 2, y: 2, width: 20, height: 20), radius: 25),  // clamps to a circle
        Shape(rect: CGRect(x: 2, y: 2, width: 40, height: 20), radius: 30),  // clamps to a capsule
    ]

    static func draw(_ shape: Shape) -> Image {
        let bitmap = Bitmap(width: 48, height: 48)
        bitmap.canvas.fill(shape.rect, cornerRadius: shape.radius, with: 0xFF00_0000)
        return bitmap.image
    }

    @Test(arguments: shapes)
    func coverageMatchesTheAnalyticShape(_ shape: Shape) {
        let image = Self.draw(shape)
        var total: CGFloat = 0
        var worst: (error: CGFloat, x: Int, y: Int) = (0, 0, 0)
        for y in 0..<48 {
            for x in 0..<48 {
                let alpha = image.pixel(x: x, y: y).alpha
                total += alpha
                let error = abs(alpha - shape.sampledCoverage(x: x, y: y))
                if error > worst.error { worst = (error, x, y) }
            }
        }
        #expect(abs(total - shape.area) <= shape.area * 0.01, "area \(total), analytic \(shape.area)")
        #expect(worst.error < 0.02, "pixel (\(worst.x), \(worst.y)) is off by \(worst.error)")
    }

    /// Shapes whose edges sit on whole or half pixels are their own mirror images, across
    /// both centre lines: no seam, gap or missing edge where the arcs meet.
    @Test(arguments: shapes.filter { ($0.rect.minX * 2).rounded() == $0.rect.minX * 2 && ($0.rect.maxX * 2).rounded() == $0.rect.maxX * 2 })
    func shapesAreSymmetric(_ shape: Shape) {
        let image = Self.draw(shape)
        let sumX = Int((shape.rect.minX + shape.rect.maxX).rounded(.down)) - 1
        let sumY = Int((shape.rect.minY + shape.rect.maxY).rounded(.down)) - 1
        for y in 0..<48 {
            for x in 0..<48 {
                let a = image.pixel(x: x, y: y).alpha
                let mx = sumX - x, my = sumY - y
                if (0..<48).contains(mx) { #expect(a == image.pixel(x: mx, y: y).alpha, "(\(x), \(y)) vs (\(mx), \(y))") }
                if (0..<48).contains(my) { #expect(a == image.pixel(x: x, y: my).alpha, "(\(x), \(y)) vs (\(x), \(my))") }
            }
        }
    }

    @Test func aRadiusBeyondHalfTheShorterSideDrawsTheSamePixelsAsHalfOfIt() {
        for (size, radius) in [(CGSize(width: 20, height: 20), 25.0), (CGSize(width: 40, height: 20), 30), (CGSize(width: 9, height: 31), 100)] {
            let rect = CGRect(origin: CGPoint(x: 3, y: 3), size: size)
            let clamped = Self.draw(Shape(rect: rect, radius: min(size.width, size.height) / 2))
            let large = Self.draw(Shape(rect: rect, radius: radius))
            #expect(clamped.pixels == large.pixels, "\(size) r \(radius)")
        }
    }
}
