import Foundation
import Testing
@_spi(Benchmarks) @testable import WidgetKitLite

/// Scrolling an opaque scroll view moves the pixels already shown and repaints only what
/// is newly exposed (plus bands under bars); the result must equal a full repaint.
@MainActor @Suite struct ScrollCopyTests {
    func pixelsOfLastFrame(_ f: ScrollFixture) -> Int { f.window.frameLoop?.statistics.samples.last?.pixelsPainted ?? -1 }

    @Test func aWheelFrameRepaintsTheExposedStripNotTheWholeView() {
        let f = ScrollFixture()
        f.screen.scroll(dy: 40, at: CGPoint(200, 150))
        var previous = f.offset.y
        for _ in 0..<6 {
            f.screen.advance(by: 1.0 / 60)
            let moved = Int(f.offset.y - previous)
            previous = f.offset.y
            // The strip, plus the indicator's old and new places (3 pt wide).
            #expect(pixelsOfLastFrame(f) <= 400 * moved + 2 * 3 * 300, "moved \(moved)")
            #expect(f.incrementalEqualsFullRepaint())
        }
        f.expectIdle()
    }

    @Test func everyPixelAFrameChangesIsPresented() throws {
        let f = ScrollFixture()
        let surface = try #require(f.window.surface as? HeadlessSurface)
        f.screen.scroll(dy: 120, at: CGPoint(200, 150))
        for frame in 0..<12 {
            // The buffer itself: `snapshot()` could run another frame.
            let before = Image(copying: surface.bitmap.canvas)
            f.screen.advance(by: 1.0 / 60)
            let after = Image(copying: surface.bitmap.canvas)
            var unpresented = 0
            var box = PixelRect.zero
            for y in 0..<after.height {
                for x in 0..<after.width where after.premultipliedPixel(x: x, y: y) != before.premultipliedPixel(x: x, y: y) {
                    let pixel = PixelRect(x: x, y: y, width: 1, height: 1)
                    if !surface.lastPresented.contains(where: { $0.contains(pixel) }) {
                        unpresented += 1
                        box = box.union(pixel)
                    }
                }
            }
            #expect(unpresented == 0, "frame \(frame): \(box) not in \(surface.lastPresented)")
        }
        f.expectIdle()
    }

    @Test func aTranslucentScrollViewIsRepaintedWhole() {
        let f = ScrollFixture()
        f.scrollView.backgroundColor = nil
        f.screen.scroll(dy: 40, at: CGPoint(200, 150))
        f.screen.advance(by: 1.0 / 60)
        #expect(pixelsOfLastFrame(f) == 400 * 300)
        f.screen.advance(by: 1)
        #expect(f.incrementalEqualsFullRepaint())
        f.expectIdle()
    }

    @Test func severalMovesBetweenFramesAndChangesInsideTheContentStayExact() {
        let f = ScrollFixture()
        f.screen.press(at: CGPoint(200, 250))
        f.screen.move(to: CGPoint(200, 230))
        f.rows[5].backgroundColor = .red
        f.screen.move(to: CGPoint(200, 215))
        f.rows[6].frame.origin.x = 30
        f.screen.move(to: CGPoint(200, 190))
        f.screen.runFrame()
        #expect(f.incrementalEqualsFullRepaint())
        f.rows[7].backgroundColor = .blue
        f.screen.move(to: CGPoint(200, 150))
        f.screen.runFrame()
        #expect(f.incrementalEqualsFullRepaint())
        f.screen.release(at: CGPoint(200, 150))
        for _ in 0..<30 {
            f.screen.advance(by: 1.0 / 60)
            #expect(f.incrementalEqualsFullRepaint())
        }
        f.expectIdle()
    }

    @Test func aListUnderBarsAtScaleTwoStaysExact() {
        let f = TabsFixture()
        let page = ListPage()
        f.navA.pushViewController(page, animated: false)
        page.scrollView.backgroundColor = .white
        f.screen.advance(by: 0)
        let full = { () -> Bool in
            let shown = f.screen.snapshot(), painted = f.screen.fullRepaint()
            for y in 0..<shown.height {
                for x in 0..<shown.width where shown.premultipliedPixel(x: x, y: y) != painted.premultipliedPixel(x: x, y: y) { return false }
            }
            return true
        }
        f.screen.drag(from: CGPoint(300, 145), to: CGPoint(300, 50), duration: 0.1)
        for _ in 0..<20 {
            f.screen.advance(by: 1.0 / 60)
            #expect(full())
        }
        page.bottomBar.toggle()
        for _ in 0..<20 {
            f.screen.advance(by: 1.0 / 60)
            #expect(full())
        }
        f.screen.scroll(dy: -1000, at: CGPoint(200, 100))
        for _ in 0..<20 {
            f.screen.advance(by: 1.0 / 60)
            #expect(full())
        }
        f.screen.advance(by: 5)
        #expect(full())
        f.expectIdle()
    }

    @Test func copiesAtScaleTwoMoveWholeDevicePixels() {
        let f = ScrollFixture(width: 200, height: 150, contentHeight: 1000, scale: 2)
        f.screen.drag(from: CGPoint(100, 140), to: CGPoint(100, 40), duration: 0.1)
        for _ in 0..<30 {
            f.screen.advance(by: 1.0 / 60)
            #expect(f.incrementalEqualsFullRepaint())
        }
        f.screen.advance(by: 4)
        #expect(f.incrementalEqualsFullRepaint())
        f.expectIdle()
    }
}
