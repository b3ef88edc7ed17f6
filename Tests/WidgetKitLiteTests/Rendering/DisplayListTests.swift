import Testing
@testable import WidgetKitLite

@Suite struct DisplayListTests {
    @Test func damageBecomesDisjointRectanglesCoveringTheSameArea() {
        let list = DisplayList(damage: [
            PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 5, y: 5, width: 10, height: 10),
            PixelRect(x: 2, y: 2, width: 3, height: 3), .zero,
        ])
        #expect(list.damage.reduce(0) { $0 + $1.area } == 100 + 100 - 25)
        for (i, a) in list.damage.enumerated() {
            for b in list.damage[(i + 1)...] { #expect(a.intersection(b).isEmpty) }
        }
    }

    @Test func dropsOperationsThatDrawNothing() {
        var list = DisplayList(damage: [PixelRect(x: 0, y: 0, width: 10, height: 10)])
        list.fill(PixelRect(x: 0, y: 0, width: 10, height: 10), color: 0x0000_0000)
        list.fill(.zero, color: 0xFF00_0000)
        list.composite(LayerID(rawValue: 1), source: PixelRect(x: 0, y: 0, width: 4, height: 4), at: PixelPoint(x: 0, y: 0), opacity: 0)
        list.copy(PixelRect(x: 0, y: 0, width: 4, height: 4), dx: 0, dy: 0)
        #expect(list.isEmpty)
        list.fill(PixelRect(x: 0, y: 0, width: 10, height: 10), color: 0x0000_0000, operator: .source)
        #expect(list.operations.count == 1)
    }

    /// A layer's list clears it and then fills it with an opaque background: the clear is
    /// dropped (one pass over the pixels less), and so is anything drawn before the fill —
    /// but not a copy, nor what comes after it.
    @Test func aFillReplacingTheWholeDamageDropsWhatItHides() {
        let all = PixelRect(x: 0, y: 0, width: 10, height: 10)
        var list = DisplayList(damage: [all])
        list.fill(all, color: 0, operator: .source)
        list.composite(LayerID(rawValue: 1), source: PixelRect(x: 0, y: 0, width: 4, height: 4), at: PixelPoint(x: 1, y: 1))
        list.fill(all, color: 0xFFFF_FFFF, operator: .source)
        #expect(list.operations == [.fill(all, color: 0xFFFF_FFFF, operator: .source)])

        var scrolled = DisplayList(damage: [PixelRect(x: 0, y: 0, width: 10, height: 2)])
        scrolled.copy(PixelRect(x: 0, y: 0, width: 10, height: 8), dx: 0, dy: 2)
        scrolled.fill(all, color: 0xFF00_0000, operator: .source)
        scrolled.fill(all, color: 0xFFFF_FFFF, operator: .source)
        #expect(scrolled.operations.count == 2, "the copy stays: \(scrolled.operations)")

        // Partial fills, and fills blended over, hide nothing.
        var partial = DisplayList(damage: [all])
        partial.fill(all, color: 0xFF00_0000, operator: .source)
        partial.fill(PixelRect(x: 0, y: 0, width: 10, height: 9), color: 0xFFFF_FFFF, operator: .source)
        partial.fill(all, color: 0xFFFF_FFFF, operator: .over)
        #expect(partial.operations.count == 3)
    }

    @Test func changedRectsAddCopyDestinationsInsideTheBounds() {
        var list = DisplayList(damage: [PixelRect(x: 0, y: 90, width: 100, height: 10)])
        list.copy(PixelRect(x: 0, y: 10, width: 100, height: 90), dx: 0, dy: -10)
        let changed = list.changedRects(in: PixelRect(x: 0, y: 0, width: 100, height: 100))
        #expect(changed.reduce(0) { $0 + $1.area } == 100 * 100)
    }

    @Test func placementClipsToTheLayerAndTheTarget() {
        let placement = LayerPlacement(
            source: PixelRect(x: -5, y: 0, width: 20, height: 20), destination: PixelPoint(x: 95, y: -3),
            layer: PixelRect(x: 0, y: 0, width: 10, height: 10), target: PixelRect(x: 0, y: 0, width: 103, height: 100))
        #expect(placement.destination == PixelRect(x: 100, y: 0, width: 3, height: 7))
        #expect(placement.source(for: placement.destination) == PixelRect(x: 0, y: 3, width: 3, height: 7))
    }
}
