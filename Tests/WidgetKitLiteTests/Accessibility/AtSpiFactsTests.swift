import Foundation
import Testing
@testable import WidgetKitLite

/// The low and high words of `states` as AT-SPI sends them.
@MainActor
private func words(_ states: Set<AtSpiState>) -> (low: UInt32, high: UInt32) {
    guard case .array("u", let values) = AtSpiState.words(states), values.count == 2,
        case .uint32(let low) = values[0], case .uint32(let high) = values[1]
    else { return (0xFFFF_FFFF, 0xFFFF_FFFF) }
    return (low, high)
}

/// The facts of `view`, which must be in a window.
@MainActor
private func facts(_ view: View, sourceLocation: SourceLocation = #_sourceLocation) throws -> AtSpiFacts {
    try #require(AtSpiFacts(.view(view)), sourceLocation: sourceLocation)
}

/// A screen with one of each control the bridge describes.
@MainActor
private struct ControlsScreen {
    let f = Fixture(width: 400, height: 400)
    let button = Button(title: "Save")
    let toggle = Switch()
    let slider = Slider()
    let stepper = Stepper()
    let field = TextField(frame: CGRect(x: 10, y: 150, width: 200, height: 30))
    let secure = TextField(frame: CGRect(x: 10, y: 190, width: 200, height: 30))
    let textView = TextView(frame: CGRect(x: 10, y: 230, width: 200, height: 60))
    let title = Label(text: "Volume")
    let progress = ProgressView(progressViewStyle: .default)
    let panel = View(frame: CGRect(x: 220, y: 10, width: 100, height: 100))

    init() {
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 30)
        toggle.frame.origin = CGPoint(x: 10, y: 50)
        slider.frame = CGRect(x: 10, y: 90, width: 200, height: 30)
        stepper.frame.origin = CGPoint(x: 220, y: 150)
        title.frame = CGRect(x: 10, y: 300, width: 100, height: 20)
        progress.frame = CGRect(x: 10, y: 330, width: 200, height: 4)
        secure.isSecureTextEntry = true
        secure.text = "abc"
        field.text = "Ada"
        textView.text = "Notes"
        let element = AccessibilityElement(accessibilityContainer: panel)
        element.accessibilityLabel = "Key 1"
        element.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 50, height: 50)
        panel.accessibilityElements = [element]
        for view in [button, toggle, slider, stepper, field, secure, textView, title, progress, panel] as [View] {
            f.root.addSubview(view)
        }
        f.screen.runFrame()
    }
}

@MainActor @Suite struct AtSpiFactsTests {
    @Test func rolesAreAtSpiNumbersAndNames() throws {
        let s = ControlsScreen()
        let expected: [(View, UInt32, String)] = [
            (s.button, 43, "push button"), (s.toggle, 62, "toggle button"), (s.slider, 51, "slider"),
            (s.stepper, 52, "spin button"), (s.field, 61, "text"), (s.secure, 40, "password text"),
            (s.textView, 61, "text"), (s.title, 29, "label"), (s.progress, 42, "progress bar"), (s.panel, 39, "panel"),
        ]
        for (view, number, name) in expected {
            let facts = try facts(view)
            #expect(facts.role == number, "\(name)")
            #expect(facts.roleName == name)
        }
        let window = try #require(AtSpiFacts(.window(s.f.window)))
        #expect(window.role == 23)
        #expect(window.roleName == "frame")
        #expect(AtSpiRole.number(of: "no such role") == 67)
    }

    @Test func anItemInNoWindowHasNoFacts() {
        #expect(AtSpiFacts(.view(Button(title: "Loose"))) == nil)
    }

    @Test func enabledDisabledAndFocusedStateBits() throws {
        let s = ControlsScreen()
        let enabled = words(try facts(s.button).states)
        #expect(enabled.low & (1 << 8) != 0, "ENABLED")
        #expect(enabled.low & (1 << 24) != 0, "SENSITIVE")
        #expect(enabled.low & (1 << 30) != 0, "VISIBLE")
        #expect(enabled.low & (1 << 25) != 0, "SHOWING")
        #expect(enabled.low & (1 << 12) == 0, "not FOCUSED")

        s.button.isEnabled = false
        let disabled = words(try facts(s.button).states)
        #expect(disabled.low & (1 << 8) == 0, "not ENABLED")
        #expect(disabled.low & (1 << 24) == 0, "not SENSITIVE")

        #expect(s.field.becomeFirstResponder())
        let focused = try facts(s.field).states
        #expect(focused.contains(.focused))
        #expect(words(focused).low & (1 << 12) != 0, "FOCUSED")
        #expect(!(try facts(s.slider).states.contains(.focused)))
    }

    @Test func aSwitchIsCheckableAndCheckedWhenOn() throws {
        let s = ControlsScreen()
        let off = try facts(s.toggle).states
        #expect(off.contains(.checkable))
        #expect(!off.contains(.checked))
        #expect(words(off).high == 1 << 9, "CHECKABLE (41) is bit 9 of the high word")
        #expect(words(off).low & (1 << 4) == 0)
        s.toggle.isOn = true
        let on = try facts(s.toggle).states
        #expect(on.contains(.checked))
        #expect(words(on).low & (1 << 4) != 0, "CHECKED")
    }

    @Test func textStates() throws {
        let s = ControlsScreen()
        let field = try facts(s.field).states
        #expect(field.isSuperset(of: [.singleLine, .editable, .selectableText]))
        #expect(!field.contains(.multiLine))
        let textView = try facts(s.textView).states
        #expect(textView.isSuperset(of: [.multiLine, .editable, .selectableText]))
        #expect(!textView.contains(.readOnly))
        s.textView.isEditable = false
        let readOnly = try facts(s.textView).states
        #expect(readOnly.contains(.readOnly))
        #expect(!readOnly.contains(.editable))
        s.field.isEnabled = false
        #expect(!(try facts(s.field).states.contains(.editable)))
    }

    @Test func interfacesPerKind() throws {
        let s = ControlsScreen()
        let accessible = "org.a11y.atspi.Accessible", component = "org.a11y.atspi.Component"
        let action = "org.a11y.atspi.Action", text = "org.a11y.atspi.Text"
        let editable = "org.a11y.atspi.EditableText", value = "org.a11y.atspi.Value"
        #expect(try facts(s.button).interfaces == [accessible, component, action])
        #expect(try facts(s.toggle).interfaces == [accessible, component, action])
        #expect(try facts(s.slider).interfaces == [accessible, component, action, value])
        #expect(try facts(s.stepper).interfaces == [accessible, component, action, value])
        #expect(try facts(s.progress).interfaces == [accessible, component, value])
        #expect(try facts(s.field).interfaces == [accessible, component, action, text, editable])
        #expect(try facts(s.title).interfaces == [accessible, component, text])
        #expect(try facts(s.panel).interfaces == [accessible, component])
        #expect(AtSpiFacts(.window(s.f.window))?.interfaces == [accessible, component])
        s.textView.isEditable = false
        #expect(try facts(s.textView).interfaces == [accessible, component, action, text])
    }

    @Test func actionNames() throws {
        let s = ControlsScreen()
        #expect(try facts(s.button).actions.map(\.name) == ["click"])
        #expect(try facts(s.toggle).actions.map(\.name) == ["toggle"])
        #expect(try facts(s.field).actions.map(\.name) == ["activate"])
        #expect(try facts(s.slider).actions.map(\.name) == ["increment", "decrement"])
        #expect(try facts(s.stepper).actions.map(\.name) == ["increment", "decrement"])
        #expect(try facts(s.panel).actions.isEmpty)
        #expect(try facts(s.title).actions.isEmpty)
        var archived = 0
        s.button.accessibilityCustomActions = [
            AccessibilityCustomAction(name: "Archive") { _ in
                archived += 1
                return true
            }
        ]
        let actions = try facts(s.button).actions
        #expect(actions.map(\.name) == ["click", "Archive"])
        #expect(actions[1].perform())
        #expect(archived == 1)
    }

    @Test func clickingAButtonSendsTouchUpInside() throws {
        let s = ControlsScreen()
        var taps = 0
        s.button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
        #expect(try facts(s.button).actions[0].perform())
        #expect(taps == 1)
        s.button.isEnabled = false
        #expect(!(try facts(s.button).actions[0].perform()))
        #expect(taps == 1)
    }

    @Test func togglingASwitchFlipsItAndSendsValueChanged() throws {
        let s = ControlsScreen()
        var changes: [Bool] = []
        s.toggle.addAction(Action { [toggle = s.toggle] _ in changes.append(toggle.isOn) }, for: .valueChanged)
        #expect(try facts(s.toggle).actions[0].perform())
        #expect(s.toggle.isOn)
        #expect(try facts(s.toggle).actions[0].perform())
        #expect(changes == [true, false])
    }

    @Test func incrementingASliderMovesItByATenth() throws {
        let s = ControlsScreen()
        s.slider.value = 0.5
        var changes = 0
        s.slider.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        let actions = try facts(s.slider).actions
        #expect(actions[0].perform())
        #expect(abs(s.slider.value - 0.6) < 0.0001)
        #expect(actions[1].perform())
        #expect(actions[1].perform())
        #expect(abs(s.slider.value - 0.4) < 0.0001)
        #expect(changes == 3)
    }

    @Test func aSlidersValueRangeAndSettingItClamps() throws {
        let s = ControlsScreen()
        s.slider.minimumValue = 0
        s.slider.maximumValue = 200
        s.slider.value = 50
        var changes = 0
        s.slider.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        let range = try #require(try facts(s.slider).value)
        #expect(range.minimum == 0)
        #expect(range.maximum == 200)
        #expect(range.increment == 20)
        #expect(range.current == 50)
        let set = try #require(range.set)
        set(120)
        #expect(s.slider.value == 120)
        set(500)
        #expect(s.slider.value == 200)
        set(200)
        #expect(changes == 2, "setting the value it has sends nothing")
        set(-3)
        #expect(s.slider.value == 0)
        #expect(changes == 3)
        s.slider.isEnabled = false
        set(10)
        #expect(s.slider.value == 0)
    }

    @Test func aSteppersValueRangeAndSettingItClamps() throws {
        let s = ControlsScreen()
        s.stepper.minimumValue = 0
        s.stepper.maximumValue = 10
        s.stepper.stepValue = 2
        s.stepper.value = 4
        var changes = 0
        s.stepper.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        let range = try #require(try facts(s.stepper).value)
        #expect((range.minimum, range.maximum, range.increment, range.current) == (0, 10, 2, 4))
        range.set?(42)
        #expect(s.stepper.value == 10)
        #expect(changes == 1)
    }

    @Test func aProgressViewsValueIsReadOnly() throws {
        let s = ControlsScreen()
        s.progress.progress = 0.25
        let range = try #require(try facts(s.progress).value)
        #expect((range.minimum, range.maximum, range.current) == (0, 1, 0.25))
        #expect(range.set == nil)
        #expect(try facts(s.button).value == nil)
    }

    @Test func textOfLabelsFieldsAndSecureFields() throws {
        let s = ControlsScreen()
        #expect(try facts(s.title).text == "Volume")
        #expect(try facts(s.field).text == "Ada")
        #expect(try facts(s.textView).text == "Notes")
        let bullets = try #require(try facts(s.secure).text)
        #expect(bullets.count == 3)
        #expect(!bullets.contains("a"))
        #expect(try facts(s.button).text == nil)
        #expect(AtSpiFacts(.window(s.f.window))?.text == nil)
        s.field.text = nil
        #expect(try facts(s.field).text == "")
    }

    @Test func theEditorIsAnEnabledFieldOrAnEditableTextView() throws {
        let s = ControlsScreen()
        #expect(try facts(s.field).editor === s.field)
        #expect(try facts(s.textView).editor === s.textView)
        #expect(try facts(s.title).editor == nil)
        s.field.isEnabled = false
        #expect(try facts(s.field).editor == nil)
        s.textView.isEditable = false
        #expect(try facts(s.textView).editor == nil)
    }

    @Test func theWindowIsActiveWhenKey() throws {
        let s = ControlsScreen()
        let window = try #require(AtSpiFacts(.window(s.f.window)))
        #expect(window.states.isSuperset(of: [.enabled, .sensitive, .visible, .showing]))
        s.f.window.isKeyWindow = true
        #expect(window.states.contains(.active))
        s.f.window.isKeyWindow = false
        #expect(!window.states.contains(.active))
    }
}
