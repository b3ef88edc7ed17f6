import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct ViewAnimateTests {
    @Test func modelChangesAtOncePresentationFollowsCurve() {
        let f = Fixture()
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.root.addSubview(box)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.frame.origin.x = 100 }
        #expect(box.frame.origin.x == 100)
        #expect(box.presentation.frame.origin.x == 0)
        f.screen.advance(by: 0.25)
        #expect(abs(box.presentation.frame.origin.x - 25) < 1e-6)
        f.screen.advance(by: 0.75)
        #expect(box.presentation.frame.origin.x == 100)
        f.expectIdle()
    }

    @Test func easeInOutAtHalfTimeIsHalfway() {
        let f = Fixture()
        let box = View(frame: .zero)
        f.root.addSubview(box)
        View.animate(withDuration: 0.5) { box.alpha = 0 }
        f.screen.advance(by: 0.25)
        #expect(abs(box.presentation.alpha - 0.5) < 1e-6)
        f.screen.advance(by: 0.25)
        f.expectIdle()
    }

    @Test func completionRunsOnceWithFinishedTrue() {
        let f = Fixture()
        let box = View(frame: .zero)
        f.root.addSubview(box)
        var calls: [Bool] = []
        View.animate(withDuration: 0.3, animations: { box.alpha = 0.2 }, completion: { calls.append($0) })
        f.screen.advance(by: 0.2)
        #expect(calls.isEmpty)
        f.screen.advance(by: 0.2)
        #expect(calls == [true])
        f.expectIdle()
    }

    @Test func interruptedAnimationCompletesWithFalseAndRetargetsWithoutJump() {
        let f = Fixture()
        let box = View(frame: .zero)
        f.root.addSubview(box)
        var first: [Bool] = [], second: [Bool] = []
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.alpha = 0 }, completion: { first.append($0) })
        f.screen.advance(by: 0.5)
        let shown = box.presentation.alpha
        #expect(abs(shown - 0.5) < 1e-6)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.alpha = 1 }, completion: { second.append($0) })
        #expect(abs(box.presentation.alpha - shown) < 1e-9, "no jump")
        f.screen.advance(by: 0)
        #expect(first == [false])
        f.screen.advance(by: 0.5)
        #expect(abs(box.presentation.alpha - 0.75) < 1e-6)
        f.screen.advance(by: 0.5)
        #expect(second == [true] && box.presentation.alpha == 1)
        f.expectIdle()
    }

    @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity])
    func degenerateDurationsApplyAtOnceAndCompleteOnNextTurn(_ duration: Double) {
        let f = Fixture()
        let box = View(frame: .zero)
        f.root.addSubview(box)
        var calls: [Bool] = []
        View.animate(withDuration: duration, animations: { box.alpha = 0.3 }, completion: { calls.append($0) })
        #expect(box.presentation.alpha == 0.3)
        #expect(calls.isEmpty, "completion waits for the next turn of the loop")
        f.screen.advance(by: 0)
        #expect(calls == [true])
        f.screen.advance(by: 1)
        #expect(calls == [true])
        f.expectIdle()
    }

    @Test func delayHoldsTheStartValue() {
        let f = Fixture()
        let box = View(frame: .zero)
        f.root.addSubview(box)
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { box.alpha = 0 })
        f.screen.advance(by: 0.4)
        #expect(box.presentation.alpha == 1)
        f.screen.advance(by: 0.6)
        #expect(abs(box.presentation.alpha - 0.5) < 1e-6)
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }

    @Test func layoutIfNeededInsideABlockAnimatesSubviews() {
        final class Column: View {
            var wide = false
            override func layoutSubviews() {
                for sub in subviews { sub.frame = CGRect(x: 0, y: 0, width: wide ? 200 : 100, height: 10) }
            }
        }
        let f = Fixture()
        let column = Column(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let child = View()
        column.addSubview(child)
        f.root.addSubview(column)
        f.screen.runFrame()
        #expect(child.frame.width == 100)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            column.wide = true
            column.setNeedsLayout()
            column.layoutIfNeeded()
        }
        #expect(child.frame.width == 200)
        f.screen.advance(by: 0.5)
        #expect(abs(child.presentation.frame.width - 150) < 1e-6)
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }

    @Test func performWithoutAnimationInsideABlock() {
        let f = Fixture()
        let box = View(frame: .zero)
        f.root.addSubview(box)
        View.animate(withDuration: 1) {
            View.performWithoutAnimation { box.alpha = 0.4 }
        }
        #expect(box.presentation.alpha == 0.4)
        f.screen.advance(by: 1)
        f.expectIdle()
    }

    @Test func snapshotMidAnimationShowsThatMoment() {
        let f = Fixture()
        let bar = View(frame: CGRect(x: 0, y: 140, width: 320, height: 100))
        bar.backgroundColor = .black
        f.root.addSubview(bar)
        f.screen.runFrame()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { bar.alpha = 0 }
        f.screen.advance(by: 0.5)
        // black at alpha 0.5 over white: 255 * (1 - 128/255) = 127
        #expect(abs(f.red(10, 200) - 127) <= 1)
        f.screen.advance(by: 0.5)
        #expect(f.red(10, 200) == 255)
        #expect(f.screen.snapshot() == f.screen.fullRepaint())
        f.expectIdle()
    }

    @Test func slowMotionStretchesDurations() {
        let f = Fixture()
        let box = View(frame: .zero)
        f.root.addSubview(box)
        f.screen.animationSpeed = 0.1
        View.animate(withDuration: 0.1, delay: 0, options: .curveLinear) { box.alpha = 0 }
        f.screen.advance(by: 0.5)
        #expect(abs(box.presentation.alpha - 0.5) < 1e-6)
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }
}
