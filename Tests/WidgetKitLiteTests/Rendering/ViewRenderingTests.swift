import Foundation
import Testing
import WidgetKitLite

/// What the renderer makes of a view tree on a headless screen: translucent backgrounds,
/// group opacity, hidden views, moves, clipping, rounded corners and scale.
@MainActor @Suite struct ViewRenderingTests {
    @Test func blackAtAlpha035OverWhiteIs166() {
        let f = Fixture()
        let bar = View(frame: CGRect(x: 0, y: 140, width: 320, height: 100))
        bar.backgroundColor = Color.black.withAlphaComponent(0.35)
        f.root.addSubview(bar)
        f.screen.runFrame()
        let p = f.screen.snapshot().pixel(x: 10, y: 200)
        for c in [p.red, p.green, p.blue] { #expect(abs(c * 255 - 166) <= 1) }
        #expect(f.red(10, 100) == 255)
        f.expectIdle()
    }

    @Test func groupOpacityDoesNotDarkenOverlap() {
        let f = Fixture()
        let group = View(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        group.alpha = 0.5
        let a = View(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        a.backgroundColor = .black
        let b = View(frame: CGRect(x: 80, y: 0, width: 120, height: 100))
        b.backgroundColor = .black
        group.addSubview(a)
        group.addSubview(b)
        f.root.addSubview(group)
        f.screen.runFrame()
        let onlyA = f.red(40, 50), overlap = f.red(120, 50), onlyB = f.red(200, 50)
        #expect(abs(onlyA - 128) <= 1)
        #expect(overlap == onlyA && onlyB == onlyA)
    }

    @Test func hiddenAndTransparentViewsAreNotDrawn() {
        let f = Fixture()
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        let clear = View(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        clear.backgroundColor = .black
        clear.alpha = 0
        f.root.addSubview(hidden)
        f.root.addSubview(clear)
        f.screen.runFrame()
        #expect(f.red(25, 25) == 255 && f.red(85, 25) == 255)
        hidden.isHidden = false
        f.screen.runFrame()
        #expect(f.red(25, 25) == 0)
    }

    @Test func movingAViewRepaintsOldAndNewArea() {
        let f = Fixture()
        let box = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        box.backgroundColor = .blue
        f.root.addSubview(box)
        f.screen.runFrame()
        box.frame.origin.x = 200
        f.screen.runFrame()
        let shot = f.screen.snapshot()
        #expect(shot.pixel(x: 30, y: 30) == .white)
        #expect(shot.pixel(x: 220, y: 30) == .blue)
        #expect(shot == f.screen.fullRepaint())
    }

    @Test func clipsToBoundsClipsSubviews() {
        let f = Fixture()
        let parent = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        parent.clipsToBounds = true
        let child = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        child.backgroundColor = .black
        parent.addSubview(child)
        f.root.addSubview(parent)
        f.screen.runFrame()
        #expect(f.red(30, 30) == 0)
        #expect(f.red(100, 100) == 255)
    }

    @Test func roundedCornersAreAntiAliased() {
        let f = Fixture()
        let card = View(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        card.backgroundColor = .black
        card.cornerRadius = 20
        f.root.addSubview(card)
        f.screen.runFrame()
        #expect(f.red(21, 21) == 255)  // outside the corner arc
        #expect(f.red(70, 70) == 0)
        let shot = f.screen.snapshot()
        let corner = (20..<40).flatMap { y in (20..<40).map { x in Int(shot.pixel(x: x, y: y).red * 255) } }
        #expect(corner.filter { $0 > 0 && $0 < 255 }.count >= 10)
    }

    @Test func scaleTwoRendersAtDoubleResolution() {
        let f = Fixture(width: 100, height: 100, scale: 2)
        let box = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        box.backgroundColor = .black
        f.root.addSubview(box)
        f.screen.runFrame()
        let shot = f.screen.snapshot()
        #expect(shot.width == 200 && shot.height == 200)
        #expect(shot.pixel(x: 20, y: 20) == .black && shot.pixel(x: 39, y: 39) == .black && shot.pixel(x: 40, y: 40) == .white)
    }
}
