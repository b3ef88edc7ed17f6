import Foundation
import Testing
@testable import WidgetKitLite

/// A form of every kind of control, top to bottom, on a white 400×400 window.
@MainActor
private struct ControlsForm {
    let screen: HeadlessScreen
    let window: Window
    let button = Button(title: "Save")
    let disabled = Button(title: "Off")
    let toggle = Switch()
    let slider = Slider()
    let stepper = Stepper(frame: .zero)
    let segments = SegmentedControl(items: ["Day", "Week", "Month"])
    let field = TextField(frame: CGRect(x: 20, y: 300, width: 200, height: 30))
    /// Control events received, in order: "button.primary", "switch.changed"…
    let log = EventLog()

    @MainActor final class EventLog { var entries: [String] = [] }

    init(theme: Theme = .light) {
        screen = HeadlessScreen(size: CGSize(width: 400, height: 400), theme: theme)
        window = screen.makeWindow()
        let root = View(frame: window.bounds)
        root.backgroundColor = .white
        window.addSubview(root)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 36)
        disabled.frame = CGRect(x: 160, y: 20, width: 120, height: 36)
        disabled.isEnabled = false
        toggle.frame.origin = CGPoint(x: 20, y: 70)
        slider.frame = CGRect(x: 20, y: 120, width: 200, height: 30)
        slider.maximumValue = 100
        slider.value = 50
        stepper.frame.origin = CGPoint(x: 20, y: 170)
        stepper.maximumValue = 10
        stepper.value = 5
        segments.frame = CGRect(x: 20, y: 230, width: 240, height: 32)
        segments.selectedSegmentIndex = 0
        for view in [button, disabled, toggle, slider, stepper, segments, field] as [View] { root.addSubview(view) }
        let log = self.log
        button.addAction(Action { _ in log.entries.append("button.primary") }, for: .primaryActionTriggered)
        button.addAction(Action { _ in log.entries.append("button.up") }, for: .touchUpInside)
        toggle.addAction(Action { _ in log.entries.append("switch.changed") }, for: .valueChanged)
        slider.addAction(Action { _ in log.entries.append("slider.changed") }, for: .valueChanged)
        stepper.addAction(Action { _ in log.entries.append("stepper.changed") }, for: .valueChanged)
        segments.addAction(Action { _ in log.entries.append("segments.changed") }, for: .valueChanged)
        screen.advance(by: 0)
    }

    /// Presses Tab until `view` has the focus (at most 20 times); returns whether it got it.
    @discardableResult
    func tab(to view: View) -> Bool {
        for _ in 0..<20 where window.focusedView !== view { screen.key("Tab") }
        return window.focusedView === view
    }
}

@MainActor @Suite struct KeyboardAccessTests {
    @Test func tabAndShiftTabReachEveryEnabledControlInReadingOrder() {
        let form = ControlsForm()
        var order: [View?] = []
        for _ in 0..<6 {
            form.screen.key("Tab")
            order.append(form.window.focusedView)
        }
        let expected: [View] = [form.button, form.toggle, form.slider, form.stepper, form.segments, form.field]
        #expect(order.count == expected.count)
        #expect(zip(order, expected).allSatisfy { $0 === $1 })
        form.screen.key("Tab", modifiers: .shift)
        #expect(form.window.focusedView === form.segments)
        form.screen.key("ISO_Left_Tab", modifiers: .shift)
        #expect(form.window.focusedView === form.stepper)
    }

    @Test func spaceAndReturnActivateAFocusedButtonAndSwitch() {
        let form = ControlsForm()
        #expect(form.tab(to: form.button))
        form.screen.key("space")
        form.screen.key("Return")
        #expect(form.log.entries == ["button.primary", "button.up", "button.primary", "button.up"])
        form.log.entries.removeAll()
        #expect(form.tab(to: form.toggle))
        form.screen.key("space")
        #expect(form.toggle.isOn)
        form.screen.key("Return")
        #expect(!form.toggle.isOn)
        #expect(form.log.entries == ["switch.changed", "switch.changed"])
        form.screen.advance(by: 1)
    }

    @Test func arrowsPageKeysHomeAndEndAdjustAFocusedSlider() {
        let form = ControlsForm()
        #expect(form.tab(to: form.slider))
        let step = Float(form.window.theme.sliderKeyStepFraction) * 100
        form.screen.key("Right")
        #expect(abs(form.slider.value - (50 + step)) < 0.001)
        form.screen.key("Left")
        #expect(abs(form.slider.value - 50) < 0.001)
        form.screen.key("Prior")
        #expect(abs(form.slider.value - 60) < 0.001)
        form.screen.key("Next")
        form.screen.key("Next")
        #expect(abs(form.slider.value - 40) < 0.001)
        form.screen.key("End")
        #expect(form.slider.value == 100)
        form.screen.key("Page_Up")
        #expect(form.slider.value == 100)
        form.screen.key("Home")
        #expect(form.slider.value == 0)
        // Every change sent .valueChanged once; the Page Up at the end changed nothing.
        #expect(form.log.entries == Array(repeating: "slider.changed", count: 7))
        form.screen.advance(by: 1)
    }

    @Test func arrowsHomeAndEndStepAFocusedStepper() {
        let form = ControlsForm()
        #expect(form.tab(to: form.stepper))
        form.screen.key("Right")
        #expect(form.stepper.value == 6)
        form.screen.key("Left")
        form.screen.key("Left")
        #expect(form.stepper.value == 4)
        form.screen.key("End")
        #expect(form.stepper.value == 10)
        form.screen.key("End")
        form.screen.key("Home")
        #expect(form.stepper.value == 0)
        #expect(form.log.entries == Array(repeating: "stepper.changed", count: 5))
    }

    @Test func leftAndRightMoveTheSelectionOfAFocusedSegmentedControl() {
        let form = ControlsForm()
        #expect(form.tab(to: form.segments))
        form.screen.key("Right")
        form.screen.key("Right")
        #expect(form.segments.selectedSegmentIndex == 2)
        form.screen.key("Right")
        #expect(form.segments.selectedSegmentIndex == 2)
        form.screen.key("Left")
        #expect(form.segments.selectedSegmentIndex == 1)
        #expect(form.log.entries == Array(repeating: "segments.changed", count: 3))
        form.screen.advance(by: 1)
    }

    @Test func aFocusedButtonIsRingedInTheThemesRing() {
        let form = ControlsForm()
        // The plain button has no fill: its left edge is white until it has the focus.
        func edge() -> Color { form.screen.snapshot().pixel(x: 21, y: 38) }
        let white = edge()
        #expect(white.red > 0.95 && white.blue > 0.95)
        #expect(form.tab(to: form.button))
        form.screen.advance(by: 0)
        let ringed = edge()
        // Theme.focusRingColor, blue at 0.6 over white.
        #expect(ringed.red < 0.6 && ringed.blue > 0.95)

        var thin = Theme.light
        thin.focusRingWidth = 0
        let plain = ControlsForm(theme: thin)
        #expect(plain.tab(to: plain.button))
        plain.screen.advance(by: 0)
        #expect(plain.screen.snapshot().pixel(x: 21, y: 38).red > 0.95)
    }

    @Test func tabReachesEachTabBarItemAndArrowsAndReturnSelectTabs() throws {
        let f = TabsFixture()
        let items = try #require(f.tabs.tabBar.accessibilityElements as? [View])
        for _ in 0..<10 where f.window.focusedView !== items[0] { f.screen.key("Tab") }
        #expect(f.window.focusedView === items[0])
        f.screen.key("Tab")
        #expect(f.window.focusedView === items[1])
        f.screen.key("Left")
        #expect(f.window.focusedView === items[0])
        f.screen.key("Right")
        #expect(f.window.focusedView === items[1])
        #expect(f.tabs.selectedIndex == 0)
        f.screen.key("Return")
        f.screen.advance(by: 1)
        #expect(f.tabs.selectedIndex == 1)
        f.screen.key("Left")
        f.screen.key("space")
        f.screen.advance(by: 1)
        #expect(f.tabs.selectedIndex == 0)
        // The focused tab is ringed: its edge is no longer the bar's colour.
        let frame = items[0].convert(items[0].bounds, to: nil)
        let pixel = f.screen.snapshot().pixel(x: Int(frame.minX) + 1, y: Int(frame.midY))
        #expect(pixel.blue > pixel.red + 0.2)
    }

    @Test func upAndDownMoveTheSelectionOfAFocusedTable() {
        let model = TableModel(sections: [["Inbox", "Sent", "Drafts"]])
        let f = TableFixture(model: model)
        f.screen.key("Tab")
        #expect(f.window.focusedView === f.table)
        f.screen.key("Down")
        f.screen.key("Down")
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        f.screen.key("Up")
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        // Moving the selection does not activate a row; Return does.
        #expect(model.selected.isEmpty)
        f.screen.key("Return")
        #expect(model.selected == [IndexPath(row: 0, section: 0)])
    }

    @Test func escapeDismissesASheetAndCancelsAnAlert() {
        let f = TabsFixture()
        let sheet = ViewController()
        f.rootA.present(sheet, animated: false)
        f.screen.advance(by: 1)
        #expect(f.rootA.presentedViewController === sheet)
        f.screen.key("Escape")
        f.screen.advance(by: 1)
        #expect(f.rootA.presentedViewController == nil)

        var chosen: [String] = []
        let alert = AlertController(title: "Discard?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Keep", style: .cancel) { _ in chosen.append("Keep") })
        alert.addAction(AlertAction(title: "Discard", style: .destructive) { _ in chosen.append("Discard") })
        f.rootA.present(alert, animated: false)
        f.screen.advance(by: 1)
        f.screen.key("Escape")
        f.screen.advance(by: 1)
        #expect(chosen == ["Keep"])
        #expect(f.rootA.presentedViewController == nil)
    }

    @Test func badFocusRingAndTargetSizesAreReplacedWithOneLineEach() {
        var theme = Theme.light
        let lines = capturingDiagnostics {
            theme.focusRingWidth = .nan
            theme.focusRingWidth = -2
            theme.buttons.typeButtonMinimumSide = .infinity
        }
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first?.contains("Theme.focusRingWidth") == true)
        #expect(lines.last?.contains("Theme.buttons.typeButtonMinimumSide") == true)
        #expect(theme.focusRingWidth == 3)
        #expect(theme.buttons.typeButtonMinimumSide == 24)
        theme.focusRingWidth = 0
        #expect(theme.focusRingWidth == 0)
    }
}
