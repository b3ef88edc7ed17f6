import Testing
@testable import WidgetKitLite

/// The plan of a window's list on the X server: pixels written once go straight into the
/// window, dimming folds into the opaque write under it, and only pixels written twice use
/// the back buffer, which is taken from the window where it is stale before it is read.
@Suite struct XRenderFramePlanTests {
    private let bounds = PixelRect(x: 0, y: 0, width: 100, height: 50)
    private let page = LayerID(rawValue: 1)
    private let other = LayerID(rawValue: 2)
    private let shadow = LayerID(rawValue: 3)
    private let dimming: UInt32 = 0x5C00_0000

    private func plan(_ list: DisplayList, stale: [PixelRect] = [], direct: Bool = true) -> XRenderFramePlan {
        XRenderFramePlan(list: list, bounds: bounds, stale: stale, direct: direct, fold: true) { id in
            id == self.shadow ? PixelRect(x: 0, y: 0, width: 6, height: 50) : PixelRect(x: 0, y: 0, width: 100, height: 50)
        }
    }

    private func area(_ pieces: [XRenderFramePlan.Piece], direct: Bool) -> Int {
        pieces.filter { $0.direct == direct }.reduce(0) { $0 + $1.rect.area }
    }

    /// A push frame: the old page moved left under a dimming, the new page sliding in.
    private func pushFrame(withShadow: Bool = false) -> DisplayList {
        var list = DisplayList(damage: [bounds])
        list.composite(page, source: bounds, at: PixelPoint(x: -30, y: 0), operator: .source, clip: PixelRect(x: 0, y: 0, width: 60, height: 50))
        list.fill(PixelRect(x: 0, y: 0, width: 60, height: 50), color: dimming)
        if withShadow { list.composite(shadow, source: PixelRect(x: 0, y: 0, width: 6, height: 50), at: PixelPoint(x: 54, y: 0)) }
        list.composite(other, source: bounds, at: PixelPoint(x: 60, y: 0), operator: .source, clip: PixelRect(x: 60, y: 0, width: 40, height: 50))
        return list
    }

    /// The stale set is carried from frame to frame: over a whole slide (the shadow's strip
    /// moving a few pixels each frame) it stays a handful of rectangles, not a pile of
    /// slivers that every later frame has to cut again.
    @Test func theStalePixelsStayFewRectanglesOverManyFrames() {
        var stale: [PixelRect] = []
        for frame in 0..<90 {
            let x = 90 - frame
            var list = DisplayList(damage: [bounds])
            list.composite(page, source: bounds, at: PixelPoint(x: 0, y: 0), operator: .source, clip: PixelRect(x: 0, y: 0, width: x, height: 50))
            list.fill(PixelRect(x: 0, y: 0, width: x, height: 50), color: dimming)
            list.composite(shadow, source: PixelRect(x: 0, y: 0, width: 6, height: 50), at: PixelPoint(x: x - 6, y: 0))
            list.composite(other, source: bounds, at: PixelPoint(x: x, y: 0), operator: .source, clip: PixelRect(x: x, y: 0, width: 100 - x, height: 50))
            // A label drawn over both pages, written twice.
            list.composite(shadow, source: PixelRect(x: 0, y: 0, width: 6, height: 10), at: PixelPoint(x: 3 * (frame % 30), y: 5 + frame % 7))
            stale = plan(list, stale: stale).stale
            let area = stale.reduce(0) { $0 + $1.area }
            #expect(Set(stale).count == stale.count && area == PixelRegion(stale).rects.reduce(0) { $0 + $1.area }, "disjoint")
        }
        #expect(stale.count <= 12, "\(stale.count) rectangles")
    }

    @Test func aPushFrameIsOnePassStraightIntoTheWindow() {
        let plan = plan(pushFrame())
        #expect(plan.pieces[0] == [XRenderFramePlan.Piece(rect: PixelRect(x: 0, y: 0, width: 60, height: 50), direct: true, dimming: 0x5C)])
        #expect(plan.pieces[1].isEmpty, "the dimming is folded into the page's composite")
        #expect(plan.pieces[2] == [XRenderFramePlan.Piece(rect: PixelRect(x: 60, y: 0, width: 40, height: 50), direct: true)])
        #expect(plan.refresh.isEmpty)
        #expect(plan.stale.reduce(0) { $0 + $1.area } == bounds.area, "the back buffer is behind the window everywhere")
    }

    @Test func onlyPixelsWrittenTwiceUseTheBackBuffer() {
        let plan = plan(pushFrame(withShadow: true))
        let strip = PixelRect(x: 54, y: 0, width: 6, height: 50)
        #expect(area(plan.pieces[0], direct: false) == strip.area, "the page under the shadow")
        #expect(area(plan.pieces[0], direct: true) == 54 * 50)
        #expect(plan.pieces[0].allSatisfy { $0.dimming == 0x5C })
        #expect(plan.pieces[2] == [XRenderFramePlan.Piece(rect: strip, direct: false)])
        #expect(area(plan.pieces[3], direct: true) == 40 * 50)
        #expect(plan.refresh.isEmpty, "the page under the shadow replaces the stale pixels")
        #expect(!plan.stale.contains { $0.intersection(strip).area > 0 })
    }

    @Test func aBlendOverStaleBackBufferPixelsTakesThemFromTheWindowFirst() {
        var list = DisplayList(damage: [PixelRect(x: 10, y: 10, width: 20, height: 20)])
        list.composite(shadow, source: PixelRect(x: 0, y: 0, width: 6, height: 50), at: PixelPoint(x: 10, y: 0))
        list.composite(shadow, source: PixelRect(x: 0, y: 0, width: 6, height: 50), at: PixelPoint(x: 12, y: 0))
        let plan = plan(list, stale: [bounds])
        // Pixels 12..<16 are blended twice over what the window shows: in the back buffer, from the window.
        #expect(plan.refresh == [PixelRect(x: 12, y: 10, width: 4, height: 20)])
        #expect(area(plan.pieces[0], direct: true) == 2 * 20)
        #expect(area(plan.pieces[1], direct: true) == 2 * 20)
    }

    @Test func aScrollCopyDrawsInTheBackBufferFromFreshPixels() {
        var list = DisplayList(damage: [PixelRect(x: 0, y: 40, width: 100, height: 10)])
        list.copy(PixelRect(x: 0, y: 10, width: 100, height: 40), dx: 0, dy: -10)
        list.composite(page, source: bounds, at: PixelPoint(x: 0, y: 0), operator: .source)
        let plan = plan(list, stale: [PixelRect(x: 0, y: 0, width: 50, height: 50)])
        #expect(plan.pieces[1].allSatisfy { !$0.direct })
        #expect(plan.refresh == [PixelRect(x: 0, y: 10, width: 50, height: 40)], "the copy's stale source")
        #expect(plan.stale.isEmpty, "the stale rows were refreshed, copied over or redrawn")
    }

    @Test func withoutABackBufferEverythingGoesToTheWindowAndNothingIsStale() {
        let plan = plan(pushFrame(withShadow: true), direct: false)
        #expect(plan.pieces.joined().allSatisfy { !$0.direct })
        #expect(plan.stale.isEmpty && plan.refresh.isEmpty)
        #expect(plan.pieces[1].isEmpty, "dimming still folds")
    }

    @Test func dimmingDoesNotFoldIntoABlend() {
        var list = DisplayList(damage: [bounds])
        list.fill(bounds, color: 0xFF33_66AA, operator: .source)
        list.composite(shadow, source: PixelRect(x: 0, y: 0, width: 6, height: 50), at: PixelPoint(x: 0, y: 0))
        list.fill(bounds, color: dimming)
        let plan = plan(list)
        #expect(plan.pieces[2] == [XRenderFramePlan.Piece(rect: PixelRect(x: 0, y: 0, width: 6, height: 50), direct: false)])
        #expect(plan.pieces[0].contains { $0.dimming == 0x5C && $0.direct })
    }

    @Test func aDimmedColourIsTheBlendOfBlackOverIt() {
        // 0xAA × (255 − 0x5C) / 255 = 0x6D, rounded as pixman does.
        #expect(XRenderFramePlan.dimmed(0xFFAA_0000, by: 0x5C) == 0xA36D_0000)
        #expect(XRenderFramePlan.dimmed(0xFFFF_FFFF, by: 255) == 0)
        #expect(XRenderFramePlan.dimmed(0x1234_5678, by: 0) == 0x1234_5678)
    }
}
