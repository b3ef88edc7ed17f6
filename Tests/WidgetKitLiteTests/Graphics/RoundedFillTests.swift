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
