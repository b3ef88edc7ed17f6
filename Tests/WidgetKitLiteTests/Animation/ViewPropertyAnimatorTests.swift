import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct ViewPropertyAnimatorTests {
    /// The mission's idiom exactly as an app writes it: a 0.5 s ease-in running animator on
    /// a bar's alpha, stopped (without finishing) before each new toggle.
    @MainActor final class BarToggler {
        let bar: View
        var animator: ViewPropertyAnimator?
        var completions: [Int: [ViewAnimatingPosition]] = [:]
        var count = 0
        var isBarHidden = false
        init(bar: View) { self.bar = bar }
        func toggle() {
            animator?.stopAnimation(true)
            isBarHidden.toggle()
            let target: CGFloat = isBarHidden ? 0 : 1
            let id = count
            count += 1
            animator = ViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.5, delay: 0, options: .curveEaseIn,
                animations: { self.bar.alpha = target },
                completion: { self.completions[id, default: []].append($0) })
        }
    }

    @Test func secondToggleMidFadeTurnsAroundWithoutAJump() {
        let f = Fixture()
        let bar = View(frame: CGRect(x: 0, y: 140, width: 320, height: 100))
        bar.backgroundColor = Color.black.withAlphaComponent(0.35)
        f.root.addSubview(bar)
        let toggler = BarToggler(bar: bar)
        toggler.toggle()
        f.screen.advance(by: 0.25)
        let shown = bar.presentation.alpha
        let expected = 1 - CGFloat(CubicTimingParameters(animationCurve: .easeIn).progress(atFraction: 0.5, duration: 1))
        #expect(abs(shown - expected) < 1e-6)
        toggler.toggle()
        #expect(abs(bar.presentation.alpha - shown) <= 1.0 / 255, "continuity within 1/255")
        #expect(bar.alpha == 1)
        f.screen.advance(by: 1.0 / 60)
        #expect(bar.presentation.alpha >= shown - 1.0 / 255)
        f.screen.advance(by: 0.5 - 1.0 / 60)
        #expect(bar.presentation.alpha == 1)
        #expect(toggler.completions[0] == nil, "the stopped animator's completion never runs")
        #expect(toggler.completions[1] == [.end])
        f.expectIdle()
    }

    @Test func runsToTheEndAndBecomesInactive() {
        let f = Fixture()
        let v = View()
        f.root.addSubview(v)
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        #expect(a.state == .inactive && !a.isRunning)
        var positions: [ViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        #expect(a.state == .active && a.isRunning)
        f.screen.advance(by: 0.5)
        #expect(abs(a.fractionComplete - 0.5) < 1e-9)
        f.screen.advance(by: 0.5)
        #expect(a.state == .inactive && !a.isRunning && positions == [.end])
        #expect(v.presentation.alpha == 0)
        f.expectIdle()
    }

    @Test func pauseHoldsAndScrubsLinearly() {
        let f = Fixture()
        let v = View()
        f.root.addSubview(v)
        let a = ViewPropertyAnimator(duration: 1, curve: .easeIn) { v.alpha = 0 }
        a.pauseAnimation()
        #expect(a.state == .active && !a.isRunning)
        a.fractionComplete = 0.4
        #expect(abs(v.presentation.alpha - 0.6) < 1e-9)
        f.screen.advance(by: 1)
        #expect(abs(v.presentation.alpha - 0.6) < 1e-9, "paused: time does not move it")
        #expect(f.screen.isIdle, "a paused animator needs no frames")
        a.scrubsLinearly = false
        a.fractionComplete = 0.5
        #expect(abs(v.presentation.alpha - (1 - CGFloat(CubicTimingParameters(animationCurve: .easeIn).progress(atFraction: 0.5, duration: 1)))) < 1e-9)
        a.startAnimation()
        let resumed = v.presentation.alpha
        f.screen.advance(by: 0.01)
        #expect(abs(v.presentation.alpha - resumed) < 0.05, "resumes from where it is")
        f.screen.advance(by: 1)
        #expect(a.state == .inactive && v.presentation.alpha == 0)
        f.expectIdle()
    }

    @Test func settingFractionOnInactiveActivatesPaused() {
        let f = Fixture()
        let v = View()
        f.root.addSubview(v)
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        a.fractionComplete = 0.25
        #expect(a.state == .active && !a.isRunning)
        #expect(abs(v.presentation.alpha - 0.75) < 1e-9)
        a.stopAnimation(true)
        #expect(abs(v.alpha - 0.75) < 1e-9 && a.state == .inactive)
        f.expectIdle()
    }

    @Test func stopWithoutFinishingKeepsOnScreenValueAndCallsNoCompletion() {
        let f = Fixture()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.root.addSubview(v)
        var calls = 0
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        a.addCompletion { _ in calls += 1 }
        a.startAnimation()
        f.screen.advance(by: 0.3)
        a.stopAnimation(true)
        #expect(abs(v.frame.origin.x - 30) < 1e-6 && abs(v.presentation.frame.origin.x - 30) < 1e-6)
        #expect(a.state == .inactive)
        f.screen.advance(by: 1)
        #expect(calls == 0)
        f.expectIdle()
    }

    @Test(arguments: [(ViewAnimatingPosition.end, 100.0), (.start, 0.0), (.current, 30.0)])
    func stopThenFinishAtPosition(_ position: ViewAnimatingPosition, _ x: Double) {
        let f = Fixture()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.root.addSubview(v)
        var got: [ViewAnimatingPosition] = []
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        a.addCompletion { got.append($0) }
        a.startAnimation()
        f.screen.advance(by: 0.3)
        a.stopAnimation(false)
        #expect(a.state == .stopped && got.isEmpty)
        #expect(abs(v.presentation.frame.origin.x - 30) < 1e-6)
        a.finishAnimation(at: position)
        #expect(a.state == .inactive && got == [position])
        #expect(abs(v.frame.origin.x - CGFloat(x)) < 1e-6)
        f.expectIdle()
    }

    @Test func reversedRunsBackToTheStart() {
        let f = Fixture()
        let v = View()
        f.root.addSubview(v)
        var got: [ViewAnimatingPosition] = []
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        a.addCompletion { got.append($0) }
        a.startAnimation()
        f.screen.advance(by: 0.4)
        a.isReversed = true
        #expect(a.isReversed)
        f.screen.advance(by: 0.2)
        #expect(abs(v.presentation.alpha - 0.8) < 1e-6)
        f.screen.advance(by: 0.2)
        #expect(got == [.start] && v.alpha == 1 && v.presentation.alpha == 1)
        f.expectIdle()
    }

    @Test func addAnimationsWhileRunningUsesTheRemainingTime() {
        let f = Fixture()
        let v = View(), w = View()
        f.root.addSubview(v)
        f.root.addSubview(w)
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        a.startAnimation()
        f.screen.advance(by: 0.5)
        a.addAnimations { w.alpha = 0 }
        f.screen.advance(by: 0.25)
        #expect(abs(w.presentation.alpha - 0.5) < 1e-6)
        f.screen.advance(by: 0.25)
        #expect(w.presentation.alpha == 0 && v.presentation.alpha == 0)
        f.expectIdle()
    }

    @Test func delayFactorDelaysTheStart() {
        let f = Fixture()
        let v = View()
        f.root.addSubview(v)
        let a = ViewPropertyAnimator(duration: 1, curve: .linear)
        a.addAnimations({ v.alpha = 0 }, delayFactor: 0.5)
        a.startAnimation()
        f.screen.advance(by: 0.5)
        #expect(v.presentation.alpha == 1)
        f.screen.advance(by: 0.25)
        #expect(abs(v.presentation.alpha - 0.5) < 1e-6)
        f.screen.advance(by: 0.25)
        f.expectIdle()
    }

    @Test func pausesOnCompletionStaysActive() {
        let f = Fixture()
        let v = View()
        f.root.addSubview(v)
        var calls = 0
        let a = ViewPropertyAnimator(duration: 0.5, curve: .linear) { v.alpha = 0 }
        a.pausesOnCompletion = true
        a.addCompletion { _ in calls += 1 }
        a.startAnimation()
        f.screen.advance(by: 1)
        #expect(a.state == .active && !a.isRunning && calls == 0 && a.fractionComplete == 1)
        a.isReversed = true
        a.startAnimation()
        f.screen.advance(by: 0.25)
        #expect(abs(v.presentation.alpha - 0.5) < 1e-6)
        a.stopAnimation(true)
        f.expectIdle()
    }

    @Test func continueAnimationWithNewTimingHasNoJump() {
        let f = Fixture()
        let v = View()
        f.root.addSubview(v)
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        a.pauseAnimation()
        a.fractionComplete = 0.5
        let before = v.presentation.alpha
        a.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .easeOut), durationFactor: 0.5)
        #expect(abs(v.presentation.alpha - before) < 1e-9)
        f.screen.advance(by: 0.25)
        #expect(v.presentation.alpha == 0 && a.state == .inactive)
        f.expectIdle()
    }

    @Test func startAfterDelay() {
        let f = Fixture()
        let v = View()
        f.root.addSubview(v)
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        a.startAnimation(afterDelay: 0.5)
        f.screen.advance(by: 0.5)
        #expect(v.presentation.alpha == 1)
        f.screen.advance(by: 0.5)
        #expect(abs(v.presentation.alpha - 0.5) < 1e-6)
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }

    @Test func finishedAnimatorHoldsNoView() {
        let f = Fixture()
        weak var weakView: View?
        var animator: ViewPropertyAnimator?
        do {
            let v = View()
            weakView = v
            f.root.addSubview(v)
            animator = ViewPropertyAnimator(duration: 0.2, curve: .linear) { v.alpha = 0 }
            animator?.startAnimation()
            f.screen.advance(by: 0.3)
            v.removeFromSuperview()
        }
        #expect(weakView == nil)
        #expect(animator?.state == .inactive)
        f.expectIdle()
    }

    // MARK: Misuse: one diagnostic line and a no-op

    @Test func finishOnANonStoppedAnimatorIsANoOp() {
        let f = Fixture()
        let v = View()
        f.root.addSubview(v)
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        a.startAnimation()
        let lines = capturingDiagnostics { a.finishAnimation(at: .end) }
        #expect(lines.count == 1 && lines[0].contains("finishAnimation"))
        #expect(a.state == .active && a.isRunning)
        a.stopAnimation(true)
        f.expectIdle()
    }

    @Test func startPauseOrScrubWhileStoppedAreNoOps() {
        let f = Fixture()
        let v = View()
        f.root.addSubview(v)
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        a.startAnimation()
        f.screen.advance(by: 0.5)
        a.stopAnimation(false)
        let lines = capturingDiagnostics {
            a.startAnimation()
            a.pauseAnimation()
            a.fractionComplete = 0.2
            a.addAnimations { v.alpha = 1 }
            a.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        #expect(lines.count == 5)
        #expect(a.state == .stopped)
        a.finishAnimation(at: .current)
        f.expectIdle()
    }

    @Test func stopOnAnInactiveAnimatorIsANoOp() {
        let a = ViewPropertyAnimator(duration: 1, curve: .linear)
        let lines = capturingDiagnostics { a.stopAnimation(true) }
        #expect(lines.count == 1 && a.state == .inactive)
    }

    @Test func scrubbingWhileRunningIsANoOp() {
        let f = Fixture()
        let v = View()
        f.root.addSubview(v)
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        a.startAnimation()
        f.screen.advance(by: 0.5)
        let lines = capturingDiagnostics { a.fractionComplete = 0.1 }
        #expect(lines.count == 1 && abs(a.fractionComplete - 0.5) < 1e-9)
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }
}
