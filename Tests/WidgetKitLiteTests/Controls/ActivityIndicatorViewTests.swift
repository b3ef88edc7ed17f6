import Foundation
import Testing
@testable import WidgetKitLite

/// The spinner steps only while it is started, drawn and in a window; otherwise nothing is
/// scheduled (zero wakeups).
@MainActor @Suite struct ActivityIndicatorViewTests {
    private func makeSpinner(_ f: Fixture, style: ActivityIndicatorView.Style = .medium) -> ActivityIndicatorView {
        let spinner = ActivityIndicatorView(style: style)
        spinner.frame.origin = CGPoint(x: 40, y: 40)
        f.root.addSubview(spinner)
        return spinner
    }

    /// The darkest pixel's red value inside the spinner's box (the leading spoke).
    private func spinnerPixels(_ f: Fixture, _ spinner: ActivityIndicatorView) -> [Int] {
        let image = f.screen.snapshot()
        let box = spinner.frame
        var values: [Int] = []
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX) { values.append(Int((image.pixel(x: x, y: y).red * 255).rounded())) }
        }
        return values
    }

    @Test func sizesFollowTheStyle() {
        let medium = ActivityIndicatorView(style: .medium)
        let large = ActivityIndicatorView(style: .large)
        #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(medium.frame.size == CGSize(width: 20, height: 20))
        #expect(medium.spokeCount == 8 && large.spokeCount == 12)
        #expect(medium.hidesWhenStopped && medium.isHidden && !medium.isAnimating)
    }

    @Test func stoppedMakesNoWakeups() {
        let f = Fixture()
        let spinner = makeSpinner(f)
        spinner.hidesWhenStopped = false
        f.screen.advance(by: 0.1)
        f.expectIdle()
        let before = f.screen.wakeupCount
        f.screen.advance(by: 2)
        #expect(f.screen.wakeupCount == before, "a stopped spinner wakes nothing")
    }

    @Test func animatesOneStepPerSpokeWhileStarted() {
        let f = Fixture()
        let spinner = makeSpinner(f)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        f.screen.advance(by: 0.01)
        let first = spinnerPixels(f, spinner)
        #expect(spinner.isStepScheduled)
        #expect(!f.screen.isFrameTimerActive, "no frames between steps")
        let before = f.screen.wakeupCount
        f.screen.advance(by: 1)
        let wakeups = f.screen.wakeupCount - before
        // 8 steps a second, each one wakeup (the step and its frame).
        #expect(wakeups >= 8 && wakeups <= 9, "\(wakeups) wakeups in one turn")
        f.screen.advance(by: 0.125)
        #expect(spinnerPixels(f, spinner) != first, "the spokes moved on")
        spinner.stopAnimating()
        #expect(spinner.isHidden, "hidesWhenStopped")
        f.expectIdle()
        let after = f.screen.wakeupCount
        f.screen.advance(by: 1)
        #expect(f.screen.wakeupCount == after)
    }

    @Test func hiddenOrOutOfTheWindowMakesNoWakeups() {
        let f = Fixture()
        let spinner = makeSpinner(f)
        spinner.startAnimating()
        f.screen.advance(by: 0.2)
        spinner.isHidden = true
        f.expectIdle()
        var before = f.screen.wakeupCount
        f.screen.advance(by: 1)
        #expect(f.screen.wakeupCount == before, "hidden: no steps")
        spinner.isHidden = false
        f.screen.advance(by: 0.01)
        #expect(spinner.isStepScheduled, "shown again: it steps again")
        // An ancestor hidden: the pending step finds nothing drawn and schedules no other.
        f.root.isHidden = true
        f.screen.advance(by: 0.3)
        f.expectIdle()
        before = f.screen.wakeupCount
        f.screen.advance(by: 1)
        #expect(f.screen.wakeupCount == before, "hidden ancestor: no steps")
        f.root.isHidden = false
        f.screen.advance(by: 0.01)
        #expect(spinner.isStepScheduled)
        spinner.removeFromSuperview()
        f.expectIdle()
        #expect(spinner.isAnimating, "still started, just not shown")
    }

    @Test func largeSpinnerIsCentredAndUsesItsColor() {
        let f = Fixture()
        let spinner = ActivityIndicatorView(style: .large)
        spinner.frame = CGRect(x: 20, y: 20, width: 77, height: 77)
        spinner.color = Color(rgb: 255, 0, 0)
        spinner.hidesWhenStopped = false
        f.root.addSubview(spinner)
        f.screen.runFrame()
        let image = f.screen.snapshot()
        // The top spoke (leading, full red) is straight above the centre (58.5, 58.5).
        let top = image.pixel(x: 58, y: 44)
        #expect(top.red > 0.9 && top.green < 0.2, "\(top)")
        #expect(image.pixel(x: 58, y: 58).green > 0.9, "the centre is empty")
        #expect(image.pixel(x: 30, y: 30).green > 0.9, "nothing outside the 37-pt square")
        f.expectIdle()
    }

    @Test func worksWithAutoLayout() {
        let f = Fixture()
        let spinner = ActivityIndicatorView(style: .large)
        spinner.translatesAutoresizingMaskIntoConstraints = false
        f.root.addSubview(spinner)
        NSLayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: f.root.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: f.root.centerYAnchor),
        ])
        f.screen.runFrame()
        #expect(spinner.frame == CGRect(x: 141.5, y: 101.5, width: 37, height: 37))
    }
}
