import Foundation
import Testing
@testable import WidgetKitLite

/// The path rasteriser against a 16 × 16 supersampled point-in-polygon reference: mean and
/// largest per-pixel coverage error, for shapes that test curves, thin slivers, even-odd
/// and overlapping non-zero filling.
@MainActor @Suite struct CoverageRasterizerAccuracyTests {
    struct Shape: CustomTestStringConvertible, Sendable {
        let name: String
        let polygons: [[CGPoint]]
        let rule: CGPathFillRule
        /// Whether edges of different windings cross inside a pixel (the star's crossings),
        /// where accumulation weighs windings by area instead of clipping each to 0…1.
        var crosses = false
        var testDescription: String { name }
    }

    static let size = 64

    nonisolated static let shapes: [Shape] = {
        func circle(_ c: CGPoint, _ r: CGFloat, reversed: Bool = false) -> [CGPoint] {
            let points = (0..<256).map { i -> CGPoint in
                let a = CGFloat(i) / 256 * 2 * .pi
                return CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
            }
            return reversed ? points.reversed() : points
        }
        let star = (0..<5).map { i -> CGPoint in
            let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            return CGPoint(x: 32.3 + 29 * cos(a), y: 33.1 + 29 * sin(a))
        }
        return [
            Shape(name: "circle", polygons: [circle(CGPoint(x: 31.7, y: 32.2), 27.35)], rule: .winding),
            Shape(
                name: "sliver", polygons: [[CGPoint(x: 2.2, y: 3.1), CGPoint(x: 61.7, y: 40.4), CGPoint(x: 3.9, y: 5.3)]],
                rule: .winding),
            Shape(name: "even-odd star", polygons: [star], rule: .evenOdd, crosses: true),
            Shape(name: "non-zero star", polygons: [star], rule: .winding, crosses: true),
            Shape(
                name: "overlapping circles",
                polygons: [circle(CGPoint(x: 24.2, y: 30.6), 18.3), circle(CGPoint(x: 40.9, y: 34.1), 17.7)], rule: .winding),
            Shape(
                name: "ring (opposite windings)",
                polygons: [circle(CGPoint(x: 32.1, y: 31.9), 28.6), circle(CGPoint(x: 32.1, y: 31.9), 14.45, reversed: true)],
                rule: .winding),
        ]
    }()

    /// The share of the pixel at (`x`, `y`) inside the shape, from 16 × 16 samples at the
    /// centres of a regular grid.
    static func supersampled(_ shape: Shape, x: Int, y: Int) -> Double {
        let polylines = shape.polygons.map { Polyline(points: $0, isClosed: true) }
        var inside = 0
        for j in 0..<16 {
            for i in 0..<16 {
                let p = CGPoint(x: CGFloat(x) + (CGFloat(i) + 0.5) / 16, y: CGFloat(y) + (CGFloat(j) + 0.5) / 16)
                if PathHitTest.winding(of: polylines, around: p, rule: shape.rule) { inside += 1 }
            }
        }
        return Double(inside) / 256
    }

    /// Mean and largest difference of the rasteriser's coverage from the reference, 0…1.
    static func error(of shape: Shape) -> (mean: Double, largest: Double) {
        let area = PixelRect(x: 0, y: 0, width: size, height: size)
        let mask = GraphicsContext.coverage(of: shape.polygons, rule: shape.rule, in: area)
        var total = 0.0, largest = 0.0
        for y in 0..<size {
            for x in 0..<size {
                let difference = abs(Double(mask[y * size + x]) / 255 - supersampled(shape, x: x, y: y))
                total += difference
                largest = max(largest, difference)
            }
        }
        return (total / Double(size * size), largest)
    }

    /// The figures in `CoverageRasterizer`'s documentation come from this test (printed).
    @Test(arguments: shapes) func coverageMatchesTheSupersampledReference(_ shape: Shape) {
        let (mean, largest) = Self.error(of: shape)
        print(String(format: "rasteriser vs 16×16 reference, %@: mean %.4f (%.2f/255), largest %.4f (%.1f/255)", shape.name, mean, mean * 255, largest, largest * 255))
        #expect(mean < 0.001, "mean error \(mean)")
        #expect(largest < (shape.crosses ? 0.25 : 0.03), "largest error \(largest)")
    }

    /// Parts of a shape outside the mask's area still cover the pixels to their right.
    @Test func shapesCutByTheAreaKeepTheirCoverage() {
        let square = [[CGPoint(x: -20, y: 2), CGPoint(x: 100, y: 2), CGPoint(x: 100, y: 6), CGPoint(x: -20, y: 6)]]
        let mask = GraphicsContext.coverage(of: square, rule: .winding, in: PixelRect(x: 10, y: 0, width: 8, height: 8))
        #expect(mask[3 * 8 + 0] == 255 && mask[3 * 8 + 7] == 255 && mask[0] == 0 && mask[7 * 8] == 0)
        let slanted = [[CGPoint(x: -50, y: -50), CGPoint(x: 50, y: 50), CGPoint(x: -50, y: 50)]]
        let cut = GraphicsContext.coverage(of: slanted, rule: .winding, in: PixelRect(x: 0, y: 0, width: 4, height: 4))
        // Below the diagonal: covered; on it: half.
        #expect(cut[3 * 4 + 0] == 255 && cut[0 * 4 + 3] == 0 && cut[1 * 4 + 1] == 128)
    }
}
