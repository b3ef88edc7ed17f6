import Testing
@testable import WidgetKitLite

/// Sets of device pixels: disjoint rectangles whatever built them, with the same pixels as
/// the rectangles they were built from.
@Suite struct PixelRegionTests {
    private func pixels(_ rects: [PixelRect]) -> Set<PixelPoint> {
        var set = Set<PixelPoint>()
        for r in rects { for y in r.y..<(r.y + r.height) { for x in r.x..<(r.x + r.width) { set.insert(PixelPoint(x: x, y: y)) } } }
        return set
    }

    private func areDisjoint(_ rects: [PixelRect]) -> Bool {
        rects.reduce(0) { $0 + $1.area } == pixels(rects).count
    }

    private let a = [PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 5, y: 5, width: 10, height: 10), PixelRect(x: 30, y: 0, width: 2, height: 40)]
    private let b = [PixelRect(x: 8, y: 2, width: 30, height: 4), PixelRect(x: -3, y: 12, width: 6, height: 6)]

    @Test func aRegionHasThePixelsOfItsRectanglesOnce() {
        let region = PixelRegion(a + [.zero, PixelRect(x: 3, y: 3, width: 0, height: 9)])
        #expect(pixels(region.rects) == pixels(a))
        #expect(areDisjoint(region.rects))
    }

    @Test func unionIntersectionAndDifferenceAreTheSetOperations() {
        let ra = PixelRegion(a), rb = PixelRegion(b)
        #expect(pixels(ra.union(rb).rects) == pixels(a).union(pixels(b)))
        #expect(pixels(ra.intersection(rb).rects) == pixels(a).intersection(pixels(b)))
        #expect(pixels(ra.subtracting(rb).rects) == pixels(a).subtracting(pixels(b)))
        #expect(areDisjoint(ra.union(rb).rects) && areDisjoint(ra.subtracting(rb).rects))
        #expect(PixelRegion(a).subtracting(PixelRegion(a)).isEmpty)
    }

    @Test func touchingRectanglesMerge() {
        let strips = (0..<100).map { PixelRect(x: $0, y: 0, width: 1, height: 20) }
        #expect(PixelRegion(strips).rects == [PixelRect(x: 0, y: 0, width: 100, height: 20)])
    }

    @Test func displayListDamageIsDisjoint() {
        let list = DisplayList(damage: a + b)
        #expect(areDisjoint(list.damage))
        #expect(pixels(list.damage) == pixels(a + b))
    }
}
