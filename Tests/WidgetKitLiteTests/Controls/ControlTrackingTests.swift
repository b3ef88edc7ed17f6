import Foundation
import Testing
import WidgetKitLite

/// A control that records `isTouchInside` where UIKit documents it as valid.
@MainActor
private final class RecordingControl: Control {
    var insideAtEnd: [Bool] = []
    var insideWhileTracking: [Bool] = []

    override func continueTracking(_ touch: Touch, with event: WidgetKitLite.Event?) -> Bool {
        insideWhileTracking.append(isTouchInside)
        return true
    }

    override func endTracking(_ touch: Touch?, with event: WidgetKitLite.Event?) {
        insideAtEnd.append(isTouchInside)
    }
}

/// A control whose tracking area is its bounds exactly (no 70-pt margin).
@MainActor
private final class TightControl: Control {
    override func isTouchInside(at point: CGPoint) -> Bool { bounds.contains(point) }
}

@MainActor @Suite struct ControlTrackingTests {
    @Test func isTouchInsideIsValidInsideEndTracking() {
        let f = Fixture()
        let control = RecordingControl(frame: CGRect(x: 50, y: 50, width: 60, height: 40))
        f.root.addSubview(control)
        f.screen.click(at: CGPoint(x: 60, y: 60))
        #expect(control.insideAtEnd == [true], "released inside")
        #expect(!control.isTouchInside, "false again once tracking is over")

        f.screen.press(at: CGPoint(x: 60, y: 60))
        f.screen.move(to: CGPoint(x: 300, y: 60))
        f.screen.release(at: CGPoint(x: 300, y: 60))
        #expect(control.insideAtEnd == [true, false], "released beyond the 70-pt margin")
        #expect(control.insideWhileTracking == [false])
        f.expectIdle()
    }

    @Test func subclassesNarrowTheTrackingArea() {
        let f = Fixture()
        let control = TightControl(frame: CGRect(x: 50, y: 50, width: 60, height: 40))
        var inside = 0, outside = 0
        control.addAction(Action { _ in inside += 1 }, for: .touchUpInside)
        control.addAction(Action { _ in outside += 1 }, for: .touchUpOutside)
        f.root.addSubview(control)
        #expect(control.isTouchInside(at: CGPoint(x: 10, y: 10)))
        #expect(!control.isTouchInside(at: CGPoint(x: 70, y: 10)))
        f.screen.press(at: CGPoint(x: 60, y: 60))
        f.screen.move(to: CGPoint(x: 120, y: 60))
        #expect(!control.isHighlighted, "10 pt outside the bounds is outside this control's area")
        f.screen.release(at: CGPoint(x: 120, y: 60))
        #expect(inside == 0 && outside == 1)
        // The default area keeps its 70-pt margin.
        let plain = Control(frame: .zero)
        plain.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(plain.isTouchInside(at: CGPoint(x: 79, y: 5)) && !plain.isTouchInside(at: CGPoint(x: 81, y: 5)))
        f.expectIdle()
    }
}
