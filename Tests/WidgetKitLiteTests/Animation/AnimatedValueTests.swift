import Foundation
import Testing
@testable import WidgetKitLite

/// `AnimatedValue`: a number animated by the same drivers as view properties, shown by its
/// owner's window without being in any view tree.
@MainActor @Suite struct AnimatedValueTests {
    /// A value owned by a view of the fixture's window, recording what `onChange` saw.
    private func makeValue(_ f: Fixture, at start: CGFloat) -> (AnimatedValue, Box<[CGFloat]>) {
        let value = AnimatedValue(value: start)
        value.owner = f.root
        let seen = Box<[CGFloat]>([])
        value.onChange = { [unowned value] in seen.value.append(value.presentedValue) }
        return (value, seen)
    }

    @Test func isInNoViewTreeAndAnimatesWithABlock() {
        let f = Fixture()
        let subviews = f.root.subviews.count
        let (value, seen) = makeValue(f, at: 0)
        #expect(f.root.subviews.count == subviews, "the value is not a subview of its owner")
        var completions: [Bool] = []
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { value.value = 1 }, completion: { completions.append($0) })
        #expect(value.value == 1 && value.presentedValue == 0)
        f.screen.advance(by: 0.25)
        #expect(abs(value.presentedValue - 0.25) < 1e-6)
        #expect(abs((seen.value.last ?? -1) - 0.25) < 1e-6, "onChange reports each frame's value")
        f.screen.advance(by: 0.75)
        #expect(value.presentedValue == 1 && seen.value.last == 1)
        #expect(completions == [true])
        let reports = seen.value.count
        f.expectIdle()
        #expect(seen.value.count == reports, "no reports once at rest")
    }

    @Test func interruptionCompletesWithFalseAndContinuesWithoutJump() {
        let f = Fixture()
        let (value, _) = makeValue(f, at: 1)
        var first: [Bool] = []
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { value.value = 0 }, completion: { first.append($0) })
        f.screen.advance(by: 0.5)
        let shown = value.presentedValue
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { value.value = 1 })
        #expect(abs(value.presentedValue - shown) < 1e-9, "no jump")
        f.screen.advance(by: 0)
        #expect(first == [false])
        f.screen.advance(by: 0.5)
        #expect(abs(value.presentedValue - 0.75) < 1e-6)
        f.screen.advance(by: 0.5)
        #expect(value.presentedValue == 1)
        f.expectIdle()
    }

    @Test func propertyAnimatorScrubsReversesAndStops() {
        let f = Fixture()
        let (value, seen) = makeValue(f, at: 0)
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { value.value = 1 }
        animator.fractionComplete = 0.4
        f.screen.advance(by: 0)
        #expect(abs(value.presentedValue - 0.4) < 1e-6 && abs((seen.value.last ?? -1) - 0.4) < 1e-6)
        var positions: [ViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.isReversed = true
        animator.startAnimation()
        f.screen.advance(by: 0.2)
        #expect(abs(value.presentedValue - 0.2) < 1e-6)
        f.screen.advance(by: 0.3)
        #expect(positions == [.start] && value.value == 0 && value.presentedValue == 0 && seen.value.last == 0)
        f.expectIdle()

        let stopper = ViewPropertyAnimator(duration: 1, curve: .linear) { value.value = 1 }
        stopper.startAnimation()
        f.screen.advance(by: 0.3)
        stopper.stopAnimation(true)
        #expect(abs(value.value - 0.3) < 1e-6 && abs((seen.value.last ?? -1) - 0.3) < 1e-6, "stopping keeps what is shown")
        f.expectIdle()
    }

    @Test func waitsForItsOwnerToJoinAWindow() {
        let f = Fixture()
        let owner = View(frame: .zero)
        let value = AnimatedValue(value: 0)
        value.owner = owner
        var completions: [Bool] = []
        View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { value.value = 1 }, completion: { completions.append($0) })
        f.screen.advance(by: 1)
        #expect(completions.isEmpty && value.presentedValue == 0, "no window: the animation has not started")
        f.root.addSubview(owner)
        f.screen.advance(by: 0.25)
        #expect(abs(value.presentedValue - 0.5) < 1e-6)
        f.screen.advance(by: 0.25)
        #expect(completions == [true] && value.presentedValue == 1)
        f.expectIdle()
    }

    @Test func badValuesAreClampedWithOneLine() {
        let f = Fixture()
        let (value, _) = makeValue(f, at: 0.5)
        let lines = capturingDiagnostics { value.value = .nan }
        #expect(lines.count == 1 && value.value == 0)
        value.value = 7
        #expect(value.value == 1)
        f.expectIdle()
    }
}

/// A mutable box a closure can append to.
private final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
