import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct SegmentedControlTests {
    /// Three segments, 300 × 32 at (10, 20): segment i spans x 10 + 100 i … 110 + 100 i.
    private func makeControl(_ f: Fixture, changes: @escaping (Int) -> Void = { _ in }) -> SegmentedControl {
        let control = SegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 10, y: 20, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        control.addAction(Action { action in changes((action.sender as? SegmentedControl)?.selectedSegmentIndex ?? -2) }, for: .valueChanged)
        f.root.addSubview(control)
        f.screen.runFrame()
        return control
    }

    @Test func sizeAndSegments() {
        let f = Fixture(width: 400)
        let control = makeControl(f)
        #expect(control.numberOfSegments == 3)
        #expect(control.sizeThatFits(.zero).height == 32)
        #expect(control.titleForSegment(at: 2) == "Three" && control.titleForSegment(at: 3) == nil)
        control.setTitle("2", forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == "2")
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.numberOfSegments == 4 && control.selectedSegmentIndex == 1, "the selection follows its segment")
        control.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect(control.titleForSegment(at: 4) == "End", "inserting out of range clamps")
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }

    @Test func clickSelectsAndSendsOnce() {
        let f = Fixture(width: 400)
        var changes: [Int] = []
        let control = makeControl(f) { changes.append($0) }
        f.screen.click(at: CGPoint(x: 160, y: 36))
        #expect(control.selectedSegmentIndex == 1 && changes == [1])
        f.screen.click(at: CGPoint(x: 170, y: 36))
        #expect(changes == [1], "the selected segment again: no event")
        f.screen.click(at: CGPoint(x: 290, y: 36))
        #expect(control.selectedSegmentIndex == 2 && changes == [1, 2])
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }

    @Test func releaseOnAnotherSegmentSelectsNothing() {
        let f = Fixture(width: 400)
        var changes: [Int] = []
        let control = makeControl(f) { changes.append($0) }
        f.screen.press(at: CGPoint(x: 160, y: 36))
        #expect(control.isHighlighted)
        f.screen.move(to: CGPoint(x: 260, y: 36))
        #expect(!control.isHighlighted, "the pointer left the pressed segment")
        f.screen.release(at: CGPoint(x: 260, y: 36))
        #expect(control.selectedSegmentIndex == 0 && changes.isEmpty)
        f.expectIdle()
    }

    @Test func indicatorSlides() {
        let f = Fixture(width: 400)
        let control = makeControl(f)
        control.overrideUserInterfaceStyle = .dark  // a grey indicator on a darker track
        f.screen.runFrame()
        func indicatorAt(_ x: Int) -> Bool { f.screen.snapshot().pixel(x: x, y: 24).red > 0.3 }
        #expect(indicatorAt(60) && !indicatorAt(160))
        f.screen.click(at: CGPoint(x: 160, y: 36))
        f.screen.advance(by: 0.125)
        #expect(indicatorAt(110) && !indicatorAt(14), "half way: \(f.screen.snapshot().pixel(x: 110, y: 24))")
        f.screen.advance(by: 0.2)
        #expect(indicatorAt(160) && !indicatorAt(60))
        f.expectIdle()
    }

    @Test func arrowKeysMoveTheSelection() {
        let f = Fixture(width: 400)
        var changes: [Int] = []
        let control = makeControl(f) { changes.append($0) }
        control.setEnabled(false, forSegmentAt: 1)
        f.screen.key("Tab")
        #expect(control.isFocused)
        f.screen.key("Right")
        #expect(control.selectedSegmentIndex == 2 && changes == [2], "the disabled segment is skipped")
        f.screen.key("Right")
        #expect(changes == [2], "no wrap past the end")
        f.screen.key("Left")
        #expect(changes == [2, 0])
        f.screen.click(at: CGPoint(x: 160, y: 36))
        #expect(changes == [2, 0], "a disabled segment cannot be clicked")
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }

    @Test func outOfRangeIndicesAreIgnoredWithADiagnostic() {
        let f = Fixture(width: 400)
        let control = makeControl(f)
        var lines = capturingDiagnostics { control.selectedSegmentIndex = 3 }
        #expect(control.selectedSegmentIndex == 0 && lines.count == 1 && lines[0].contains("out of range"))
        lines = capturingDiagnostics { control.selectedSegmentIndex = -7 }
        #expect(control.selectedSegmentIndex == 0 && lines.count == 1)
        lines = capturingDiagnostics {
            control.setTitle("x", forSegmentAt: 5)
            control.removeSegment(at: -1, animated: true)
        }
        #expect(lines.count == 2 && control.numberOfSegments == 3)
        control.selectedSegmentIndex = SegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == -1)
        f.screen.advance(by: 0.5)
        f.expectIdle()
    }

    @Test func disabledControlIgnoresInput() {
        let f = Fixture(width: 400)
        var changes: [Int] = []
        let control = makeControl(f) { changes.append($0) }
        control.isEnabled = false
        f.screen.click(at: CGPoint(x: 160, y: 36))
        f.screen.key("Tab")
        f.screen.key("Right")
        #expect(control.selectedSegmentIndex == 0 && changes.isEmpty)
        f.expectIdle()
    }
}
