import Foundation
import Testing
@testable import WidgetKitLite

@MainActor @Suite struct StepperTests {
    /// A stepper at (40, 40): the − half is x 40…87, the + half x 87…134.
    private func makeStepper(_ f: Fixture, changes: @escaping (Double) -> Void = { _ in }) -> Stepper {
        let stepper = Stepper(frame: CGRect(x: 40, y: 40, width: 300, height: 300))
        stepper.addAction(Action { action in changes((action.sender as? Stepper)?.value ?? .nan) }, for: .valueChanged)
        f.root.addSubview(stepper)
        return stepper
    }

    private let minus = CGPoint(x: 60, y: 56), plus = CGPoint(x: 110, y: 56)

    @Test func hasUIKitsSizeWhateverTheFrame() {
        let f = Fixture()
        let stepper = makeStepper(f)
        #expect(stepper.frame == CGRect(x: 40, y: 40, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.autorepeat && stepper.isContinuous && !stepper.wraps)
    }

    @Test func clicksStepAndStopAtTheEnds() {
        let f = Fixture()
        var values: [Double] = []
        let stepper = makeStepper(f) { values.append($0) }
        stepper.maximumValue = 2
        f.screen.click(at: minus)
        #expect(values.isEmpty, "the − half is disabled at the minimum")
        f.screen.click(at: plus)
        f.screen.click(at: plus)
        f.screen.click(at: plus)
        #expect(values == [1, 2], "nothing past the maximum")
        #expect(!stepper.canStep(.increment) && stepper.canStep(.decrement))
        f.screen.click(at: minus)
        #expect(values == [1, 2, 1])
        f.expectIdle()
    }

    @Test func wrapsPastTheEnds() {
        let f = Fixture()
        var values: [Double] = []
        let stepper = makeStepper(f) { values.append($0) }
        stepper.maximumValue = 10
        stepper.stepValue = 4
        stepper.wraps = true
        f.screen.click(at: minus)
        #expect(values == [10], "below the minimum: to the maximum")
        f.screen.click(at: plus)
        #expect(values == [10, 0], "past the maximum: to the minimum")
        for _ in 0..<3 { f.screen.click(at: plus) }
        #expect(values == [10, 0, 4, 8, 0], "8 + 4 goes past 10: to the minimum, as UIKit documents")
        f.expectIdle()
    }

    @Test func holdingRepeatsOnTheDocumentedSchedule() {
        let f = Fixture()
        var times: [TimeInterval] = []
        let stepper = makeStepper(f) { _ in times.append(f.screen.now) }
        let start = f.screen.now
        f.screen.press(at: plus)
        #expect(stepper.value == 1, "a step at the press")
        f.screen.advance(by: 0.49)
        #expect(stepper.value == 1, "nothing before 0.5 s")
        #expect(!f.screen.isFrameTimerActive, "no frames while waiting")
        f.screen.advance(by: 0.01)
        #expect(stepper.value == 2, "the first repeat at 0.5 s")
        f.screen.advance(by: 0.9)
        #expect(stepper.value == 11, "then every 0.1 s: ten repeats by 1.4 s")
        f.screen.advance(by: 0.5)
        #expect(stepper.value == 21, "then every 0.05 s")
        f.screen.release(at: plus)
        f.screen.advance(by: 1)
        #expect(stepper.value == 21, "release stops it")
        let offsets = times.map { (($0 - start) * 1000).rounded() / 1000 }
        #expect(offsets.prefix(4) == [0, 0.5, 0.6, 0.7], "\(offsets)")
        #expect(Stepper.repeatOffset(10, in: IndicatorTheme()) == 1.4)
        #expect(abs(Stepper.repeatOffset(11, in: IndicatorTheme()) - 1.45) < 1e-9)
        f.expectIdle()
    }

    @Test func repeatingStopsAtTheEndAndWhenThePointerLeaves() {
        let f = Fixture()
        let stepper = makeStepper(f)
        stepper.maximumValue = 3
        f.screen.press(at: plus)
        f.screen.advance(by: 2)
        #expect(stepper.value == 3)
        f.expectIdle()
        f.screen.release(at: plus)
        stepper.value = 0
        f.screen.press(at: plus)
        f.screen.move(to: minus)
        f.screen.advance(by: 1)
        #expect(stepper.value == 1, "the pointer left the pressed half: no repeats")
        f.screen.release(at: minus)
        f.expectIdle()
    }

    @Test func withoutAutorepeatOrContinuity() {
        let f = Fixture()
        var values: [Double] = []
        let stepper = makeStepper(f) { values.append($0) }
        stepper.autorepeat = false
        f.screen.press(at: plus)
        f.screen.advance(by: 1)
        f.screen.release(at: plus)
        #expect(stepper.value == 1 && values == [1])
        stepper.autorepeat = true
        stepper.isContinuous = false
        f.screen.press(at: plus)
        f.screen.advance(by: 0.65)
        #expect(stepper.value == 4 && values == [1], "no event while held")
        f.screen.release(at: plus)
        #expect(values == [1, 4], "one event on release")
        f.expectIdle()
    }

    @Test func arrowKeysStepWhenFocused() {
        let f = Fixture()
        var values: [Double] = []
        let stepper = makeStepper(f) { values.append($0) }
        f.screen.key("Up")
        #expect(values.isEmpty, "not focused")
        f.screen.key("Tab")
        #expect(stepper.isFocused)
        f.screen.key("Up")
        f.screen.key("Right")
        f.screen.key("Down")
        f.screen.key("Left")
        f.screen.key("Left")
        #expect(values == [1, 2, 1, 0], "nothing below the minimum")
        f.expectIdle()
    }

    @Test func badInputIsReportedAndIgnored() {
        let f = Fixture()
        let stepper = makeStepper(f)
        stepper.value = 5
        var lines = capturingDiagnostics { stepper.value = .nan }
        #expect(stepper.value == 5 && lines.count == 1)
        lines = capturingDiagnostics { stepper.minimumValue = 200 }
        #expect(stepper.minimumValue == 0 && lines.count == 1, "min above max")
        lines = capturingDiagnostics { stepper.maximumValue = .nan }
        #expect(stepper.maximumValue == 100 && lines.count == 1)
        lines = capturingDiagnostics { stepper.stepValue = 0 }
        #expect(stepper.stepValue == 1 && lines.count == 1, "zero step")
        lines = capturingDiagnostics { stepper.stepValue = -2 }
        #expect(stepper.stepValue == 1 && lines.count == 1)
        lines = capturingDiagnostics { stepper.value = .infinity }
        #expect(stepper.value == 100 && lines.count == 1)
        lines = capturingDiagnostics { stepper.value = 150 }
        #expect(stepper.value == 100 && lines.isEmpty, "out of range: clamped silently, as UIKit")
        stepper.maximumValue = 50
        #expect(stepper.value == 50, "a narrower range clamps the value")
    }
}
