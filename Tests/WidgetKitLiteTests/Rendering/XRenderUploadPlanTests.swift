import Testing
@testable import WidgetKitLite

/// Uploads through the socket send pixels only where a tile is not one colour.
@Suite struct XRenderUploadPlanTests {
    @Test func uniformTilesBecomeFillsAndTheRestPuts() {
        let page = Bitmap(width: 300, height: 200)
        page.canvas.replace(page.canvas.bounds, with: 0xFFFF_FFFF)
        page.canvas.replace(PixelRect(x: 0, y: 0, width: 300, height: 64), with: 0xFFF2_F2F7)
        // "Text": a noisy block inside one tile row.
        for y in 80..<96 {
            for x in 20..<150 { page.canvas.row(y)[x] = UInt32(truncatingIfNeeded: x &* 2_654_435_761 ^ y) | 0xFF00_0000 }
        }
        let rect = PixelRect(x: 0, y: 0, width: 300, height: 200)
        let plan = XRenderUploadPlan(canvas: page.canvas, rect: rect)
        #expect(plan.puts == [PixelRect(x: 0, y: 80, width: 192, height: 16)])
        #expect(plan.pixelBytes == 192 * 16 * 4)
        let filled = plan.fills.values.flatMap { $0 }
        #expect(plan.fills[0xFFF2_F2F7] == [PixelRect(x: 0, y: 0, width: 300, height: 64)])
        // Fills and puts tile the rectangle exactly.
        let pieces = filled + plan.puts
        #expect(pieces.reduce(0) { $0 + $1.area } == rect.area)
        #expect(DisplayList.disjoint(pieces).reduce(0) { $0 + $1.area } == rect.area)
    }

    @Test func aRectanglePartlyOutsideTheCanvasIsClipped() {
        let bitmap = Bitmap(width: 10, height: 10)
        let plan = XRenderUploadPlan(canvas: bitmap.canvas, rect: PixelRect(x: -5, y: 5, width: 100, height: 100))
        #expect(plan.fills == [0: [PixelRect(x: 0, y: 5, width: 10, height: 5)]])
        #expect(plan.puts.isEmpty)
    }
}
