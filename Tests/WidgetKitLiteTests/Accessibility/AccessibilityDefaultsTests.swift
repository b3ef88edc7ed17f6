import Foundation
import Testing
@testable import WidgetKitLite

@MainActor @Suite struct AccessibilityDefaultsTests {
    @Test func plainViewsAreNotElementsAndHaveNoDefaults() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityValue == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(!view.accessibilityActivate())
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Chart"
        view.accessibilityHint = "Shows the week"
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityLabel == "Chart")
        #expect(view.accessibilityHint == "Shows the week")
    }

    @Test func labelIsAStaticTextElementNamedByItsTextOnlyWhenItHasText() {
        let label = Label(frame: .zero)
        #expect(!label.isAccessibilityElement)
        label.text = "Inbox"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Inbox")
        #expect(label.accessibilityTraits == .staticText)
        label.accessibilityTraits = [.staticText, .header]
        #expect(label.accessibilityTraits.contains(.header))
    }

    @Test func buttonIsNamedByItsTitleOrItsImagesLabelAndFollowsItsState() {
        let button = Button(title: "Save")
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])

        let icon = Button(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        icon.setImage(Image(width: 16, height: 16, color: .black), for: .normal)
        #expect(icon.accessibilityLabel == nil)
        icon.imageView.accessibilityLabel = "Trash"
        #expect(icon.accessibilityLabel == "Trash")
        icon.accessibilityLabel = "Delete"
        #expect(icon.accessibilityLabel == "Delete")
    }

    @Test func controlValues() {
        let toggle = Switch()
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")

        let slider = Slider()
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 50
        #expect(slider.accessibilityValue == "25%")
        #expect(slider.accessibilityTraits == .adjustable)

        let stepper = Stepper(frame: .zero)
        stepper.value = 3
        #expect(stepper.accessibilityValue == "3")
        #expect(stepper.accessibilityTraits == .adjustable)

        let progress = ProgressView(frame: .zero)
        progress.progress = 0.4
        #expect(progress.accessibilityValue == "40%")

        let segments = SegmentedControl(items: ["Day", "Week"])
        segments.selectedSegmentIndex = 1
        #expect(segments.accessibilityValue == "Week")

        let field = TextField(frame: .zero)
        field.placeholder = "Name"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityLabel == "Name")
        #expect(field.accessibilityValue == nil)
        field.text = "Ada"
        #expect(field.accessibilityLabel == nil)
        #expect(field.accessibilityValue == "Ada")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••")
    }

    @Test func imageViewIsAnElementOnlyWithALabel() {
        let image = ImageView(frame: .zero)
        #expect(!image.isAccessibilityElement)
        image.accessibilityLabel = "Logo"
        #expect(image.isAccessibilityElement)
        #expect(image.accessibilityTraits == .image)
    }

    @Test func accessibilityFrameIsInWindowCoordinatesUnlessSet() {
        let f = Fixture()
        let box = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let inner = View(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        f.root.addSubview(box)
        box.addSubview(inner)
        #expect(inner.accessibilityFrame == CGRect(x: 15, y: 26, width: 30, height: 40))
        inner.accessibilityFrame = CGRect(x: 0, y: 0, width: 44, height: 44)
        #expect(inner.accessibilityFrame == CGRect(x: 0, y: 0, width: 44, height: 44))
    }

    @Test func subclassesOverrideTheProperties() {
        final class Rating: View {
            var stars = 3
            override var isAccessibilityElement: Bool {
                get { true }
                set {}
            }
            override var accessibilityValue: String? {
                get { "\(stars) stars" }
                set {}
            }
            override func accessibilityIncrement() { stars += 1 }
        }
        let rating = Rating(frame: .zero)
        #expect(rating.isAccessibilityElement)
        rating.accessibilityIncrement()
        #expect(rating.accessibilityValue == "4 stars")
    }
}

@MainActor @Suite struct AccessibilityActionTests {
    @Test func activatingAButtonSendsItsPrimaryAction() {
        var taps = 0
        var primary = 0
        let button = Button(title: "Go")
        button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
        button.addAction(Action { _ in primary += 1 }, for: .primaryActionTriggered)
        #expect(button.accessibilityActivate())
        #expect(taps == 1 && primary == 1)
        button.isEnabled = false
        #expect(!button.accessibilityActivate())
        #expect(taps == 1)
    }

    @Test func activatingASwitchTogglesItAndSendsValueChanged() {
        var changes = 0
        let toggle = Switch()
        toggle.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        #expect(toggle.accessibilityActivate())
        #expect(toggle.isOn)
        #expect(changes == 1)
        #expect(toggle.accessibilityActivate())
        #expect(!toggle.isOn)
    }

    @Test func activatingATextFieldFocusesIt() {
        let f = Fixture()
        let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        f.root.addSubview(field)
        #expect(!field.isFirstResponder)
        #expect(field.accessibilityActivate())
        #expect(field.isFirstResponder)
    }

    @Test func sliderStepsByATenthOfItsRangeAndStaysInside() {
        var changes = 0
        let slider = Slider()
        slider.maximumValue = 10
        slider.value = 5
        slider.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        slider.accessibilityIncrement()
        #expect(slider.value == 6)
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(slider.value == 4)
        #expect(changes == 3)
        slider.value = 10
        slider.accessibilityIncrement()
        #expect(slider.value == 10)
        #expect(changes == 3)
    }

    @Test func stepperStepsByItsStepValue() {
        var changes = 0
        let stepper = Stepper(frame: .zero)
        stepper.maximumValue = 10
        stepper.stepValue = 2
        stepper.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        #expect(stepper.value == 4)
        stepper.accessibilityDecrement()
        #expect(stepper.value == 2)
        #expect(changes == 3)
        #expect(stepper.accessibilityValue == "2")
    }

    @Test func customActionsRunTheirHandlers() {
        var archived = 0
        let cell = View(frame: .zero)
        cell.accessibilityCustomActions = [
            AccessibilityCustomAction(name: "Archive") { _ in
                archived += 1; return true
            },
            AccessibilityCustomAction(name: "Flag") { _ in false },
        ]
        #expect(cell.performAccessibilityCustomAction(named: "Archive"))
        #expect(archived == 1)
        #expect(!cell.performAccessibilityCustomAction(named: "Flag"))
        #expect(!cell.performAccessibilityCustomAction(named: "Missing"))
        #expect(cell.accessibilityCustomActions?.map(\.name) == ["Archive", "Flag"])
    }

    @Test func postedNotificationsAreRecordedInOrder() {
        Accessibility.removeAllPostedNotifications()
        defer { Accessibility.removeAllPostedNotifications() }
        let label = Label(text: "Saved")
        Accessibility.post(notification: .announcement, argument: "Upload finished")
        Accessibility.post(notification: .layoutChanged, argument: label)
        Accessibility.post(notification: .screenChanged, argument: nil)
        let posted = Accessibility.postedNotifications
        #expect(posted.map(\.notification) == [.announcement, .layoutChanged, .screenChanged])
        #expect(posted.map(\.announcement) == ["Upload finished", "Saved", nil])
    }

    @Test func reduceMotionIsSettableForTests() {
        let saved = Accessibility.reduceMotionOverride
        defer { Accessibility.reduceMotionOverride = saved }
        Accessibility.isReduceMotionEnabled = true
        #expect(Accessibility.isReduceMotionEnabled)
    }
}
