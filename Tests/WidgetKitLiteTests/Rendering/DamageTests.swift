import Foundation
import Testing

@_spi(Benchmarks) @testable import WidgetKitLite

/// Damage is computed once per frame from what setters recorded: the area a changed view
/// was painted on at the last frame and the area it covers now — no more, no less.
@MainActor @Suite struct DamageTests {
    private func surface(_ f: Fixture) throws -> HeadlessSurface { try #require(f.window.surface as? HeadlessSurface) }

    private func expectMatchesFullRepaint(_ f: Fixture, sourceLocation: SourceLocation = #_sourceLocation) {
        let same = f.screen.snapshot().pixels == f.screen.fullRepaint().pixels
        #expect(same, "incremental frame equals a full repaint", sourceLocation: sourceLocation)
    }

    @Test func thousandSetterCallsCostOneDamageComputation() throws {
        let f = Fixture()
        let box = View(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        box.backgroundColor = .systemBlue
        f.root.addSubview(box)
        f.screen.runFrame()
        let renderer = f.window.renderer
        let before = renderer.damageComputations
        for i in 0..<1000 {
            box.frame.origin.x = 10 + CGFloat(i % 50)
            box.alpha = i % 2 == 0 ? 0.5 : 1
            box.backgroundColor = i % 3 == 0 ? .systemRed : .systemBlue
        }
        #expect(renderer.changedViews.count == 1, "one record of change, not one per call")
        #expect(renderer.damageComputations == before, "setters compute no damage")
        f.screen.runFrame()
        #expect(renderer.damageComputations == before + 1)
        expectMatchesFullRepaint(f)
        // Old place (10…50) and new place (59…99) are repainted, and nothing else.
        let presented = try surface(f).lastPresented
        let allowed = [PixelRect(x: 10, y: 10, width: 40, height: 30), PixelRect(x: 59, y: 10, width: 40, height: 30)]
        #expect(presented.allSatisfy { rect in allowed.contains { $0.contains(rect) } }, "\(presented)")
        // The same pixels as setting the last values once.
        let twin = Fixture()
        let single = View(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        twin.root.addSubview(single)
        twin.screen.runFrame()
        single.frame.origin.x = 59
        single.alpha = 1
        single.backgroundColor = .systemRed
        twin.screen.runFrame()
        let same = f.screen.snapshot().pixels == twin.screen.snapshot().pixels
        #expect(same, "the same pixels as setting the last values once")
        f.expectIdle()
    }

    @Test func movedTwiceAndBackWithinAFrameDamagesOnlyWhereItIs() throws {
        let f = Fixture()
        let box = View(frame: CGRect(x: 100, y: 80, width: 30, height: 20))
        box.backgroundColor = .systemGreen
        f.root.addSubview(box)
        f.screen.runFrame()
        let home = PixelRect(x: 100, y: 80, width: 30, height: 20)
        box.frame.origin = CGPoint(x: 10, y: 10)
        box.frame.origin = CGPoint(x: 250, y: 200)
        box.frame.origin = CGPoint(x: 100, y: 80)
        f.screen.runFrame()
        let presented = try surface(f).lastPresented
        #expect(!presented.isEmpty && presented.allSatisfy { home.contains($0) }, "\(presented)")
        expectMatchesFullRepaint(f)
        f.expectIdle()
    }

    @Test func aViewInsideAMovedAncestorIsRepaintedFromWhereItWasPainted() throws {
        let f = Fixture()
        let group = View(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = .systemRed
        group.addSubview(child)
        f.root.addSubview(group)
        f.screen.runFrame()
        // The ancestor moves alone: the child, which did not change, is now painted at (150, 30).
        group.frame.origin = CGPoint(x: 140, y: 20)
        f.screen.runFrame()
        expectMatchesFullRepaint(f)
        // Then the child alone moves: its old pixels are where the moved ancestor put it.
        child.frame.origin = CGPoint(x: 50, y: 50)
        f.screen.runFrame()
        let presented = try surface(f).lastPresented
        #expect(presented.contains { $0.contains(PixelRect(x: 150, y: 30, width: 20, height: 20)) }, "\(presented)")
        #expect(presented.allSatisfy { $0.intersection(PixelRect(x: 30, y: 30, width: 20, height: 20)).isEmpty }, "\(presented)")
        expectMatchesFullRepaint(f)
        f.expectIdle()
    }

    @Test func aDescendantPaintedOutsideItsParentGrowsTheParentsRecord() {
        let f = Fixture()
        let group = View(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .systemRed
        group.addSubview(child)
        f.root.addSubview(group)
        f.screen.runFrame()
        // The child leaves its parent's rectangle, then the parent moves: the child's old
        // pixels (outside the parent's first extent) must still be repainted.
        child.frame.origin = CGPoint(x: 150, y: 100)
        f.screen.runFrame()
        group.frame.origin = CGPoint(x: 0, y: 0)
        f.screen.runFrame()
        expectMatchesFullRepaint(f)
        f.expectIdle()
    }

    @Test func bottomBarFadeRepaintsAtMostTheBarsAreaPerFrame() {
        let f = TabsFixture(width: 640, height: 400)
        let bar = f.rootA.bottomBar
        var maxPixels = 0
        for _ in 0..<4 {
            bar.toggle()
            f.screen.resetFrameTimings()
            f.screen.advance(by: 0.6)
            maxPixels = max(maxPixels, f.screen.frameTimings.map(\.pixelsPainted).max() ?? 0)
        }
        let barArea = Int(bar.bounds.width * bar.bounds.height)
        #expect(maxPixels > 0 && Double(maxPixels) <= 1.2 * Double(barArea), "\(maxPixels) pixels for a bar of \(barArea)")
        f.expectIdle()
    }
}
