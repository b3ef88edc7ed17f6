import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct HitTestingTests {
    @Test func frontMostSubviewWins() {
        let f = Fixture()
        let back = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        f.root.addSubview(back)
        f.root.addSubview(front)
        #expect(f.window.hitTest(CGPoint(x: 75, y: 75)) === front)
        #expect(f.window.hitTest(CGPoint(x: 25, y: 25)) === back)
        #expect(f.window.hitTest(CGPoint(x: 300, y: 200)) === f.root)
    }

    @Test func skipsHiddenTransparentAndDisabledViews() {
        let f = Fixture()
        let back = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        f.root.addSubview(back)
        f.root.addSubview(front)
        let p = CGPoint(x: 50, y: 50)
        front.isHidden = true
        #expect(f.window.hitTest(p) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(f.window.hitTest(p) === back)
        front.alpha = 0.01
        #expect(f.window.hitTest(p) === front)
        front.isUserInteractionEnabled = false
        #expect(f.window.hitTest(p) === back)
    }

    @Test func pointsOutsideBoundsNeverHitSubviews() {
        let f = Fixture()
        let parent = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = View(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        parent.addSubview(child)
        f.root.addSubview(parent)
        #expect(f.window.hitTest(CGPoint(x: 45, y: 45)) === child)
        #expect(f.window.hitTest(CGPoint(x: 90, y: 90)) === f.root)
    }

    @Test func convertBetweenViews() {
        let f = Fixture()
        let a = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = View(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        a.addSubview(b)
        f.root.addSubview(a)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
        #expect(b.convert(CGPoint(x: 16, y: 26), from: nil) == CGPoint(x: 1, y: 1))
        #expect(a.convert(CGPoint(x: 0, y: 0), from: b) == CGPoint(x: 5, y: 5))
    }

    @Test func addingAViewToItsOwnSubtreeIsRefused() {
        let f = Fixture()
        let parent = View(), child = View()
        parent.addSubview(child)
        f.root.addSubview(parent)
        let lines = capturingDiagnostics { child.addSubview(parent) }
        #expect(lines.count == 1)
        #expect(parent.superview === f.root && child.superview === parent)
    }
}
