import Foundation
import Testing
@testable import WidgetKitLite

/// A small settings screen: a label, a button, a switch, a slider and a text field.
@MainActor
private struct SettingsScreen {
    let f = Fixture()
    let title = Label(text: "Volume")
    let button = Button(title: "Push page")
    let toggle = Switch()
    let slider = Slider()
    let field = TextField(frame: CGRect(x: 20, y: 200, width: 200, height: 30))

    init() {
        title.frame = CGRect(x: 20, y: 20, width: 120, height: 24)
        button.frame = CGRect(x: 20, y: 56, width: 120, height: 36)
        toggle.frame.origin = CGPoint(x: 20, y: 104)
        slider.frame = CGRect(x: 20, y: 150, width: 200, height: 30)
        slider.value = 0.5
        toggle.accessibilityLabel = "Mute"
        slider.accessibilityLabel = "Level"
        field.placeholder = "Name"
        for view in [title, button, toggle, slider, field] as [View] { f.root.addSubview(view) }
        f.screen.runFrame()
    }
}

@MainActor @Suite struct AccessibilitySnapshotTests {
    @Test func snapshotOfASmallScreen() {
        let s = SettingsScreen()
        let size = s.toggle.frame.size
        let expected = """
            window (0,0 320x240)
              label "Volume" [enabled] (20,20 120x24)
              push button "Push page" [enabled focusable] (20,56 120x36)
              toggle button "Mute" = "0" [enabled focusable] (20,104 \(Int(size.width))x\(Int(size.height)))
              slider "Level" = "50%" [enabled focusable] (20,150 200x30)
              text "Name" [enabled focusable editable] (20,200 200x30)

            """
        #expect(s.f.screen.accessibilitySnapshot().description == expected)
    }

    @Test func snapshotFollowsStateAndFocus() {
        let s = SettingsScreen()
        s.toggle.isOn = true
        s.button.isEnabled = false
        s.field.becomeFirstResponder()
        s.field.text = "Ada"
        let nodes = s.f.screen.accessibilitySnapshot().allNodes
        let toggle = nodes.first { $0.role == "toggle button" }
        #expect(toggle?.value == "1")
        #expect(toggle?.states.contains("checked") == true)
        let button = nodes.first { $0.role == "push button" }
        #expect(button?.states.contains("enabled") == false)
        let field = nodes.first { $0.role == "text" }
        #expect(field?.name == nil)
        #expect(field?.value == "Ada")
        #expect(field?.states.contains("focused") == true)
    }

    @Test func hiddenViewsAndTheSubviewsOfElementsAreNotRead() {
        let f = Fixture()
        let hidden = Label(text: "Secret")
        hidden.isHidden = true
        let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        card.addSubview(Label(text: "Inside"))
        f.root.addSubview(hidden)
        f.root.addSubview(card)
        let nodes = f.screen.accessibilitySnapshot().root.children
        #expect(nodes.map(\.name) == ["Card"])
        #expect(nodes.first?.role == "panel")
    }

    @Test func accessibilityElementsOfADrawnViewAreReadInTheirOrder() throws {
        let f = Fixture()
        let keypad = View(frame: CGRect(x: 40, y: 30, width: 120, height: 40))
        let one = AccessibilityElement(accessibilityContainer: keypad)
        one.accessibilityLabel = "One"
        one.accessibilityTraits = .keyboardKey
        one.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 40, height: 40)
        let two = AccessibilityElement(accessibilityContainer: keypad)
        two.accessibilityLabel = "Two"
        two.accessibilityTraits = [.button, .selected]
        two.accessibilityFrameInContainerSpace = CGRect(x: 40, y: 0, width: 40, height: 40)
        keypad.accessibilityElements = [two, one]
        keypad.accessibilityLabel = "Keypad"
        f.root.addSubview(keypad)
        let panel = try #require(f.screen.accessibilitySnapshot().root.children.first)
        #expect(panel.role == "panel")
        #expect(panel.name == "Keypad")
        #expect(panel.children.map(\.name) == ["Two", "One"])
        #expect(
            panel.children.map(\.frame) == [
                CGRect(x: 80, y: 30, width: 40, height: 40), CGRect(x: 40, y: 30, width: 40, height: 40),
            ])
        #expect(panel.children.first?.role == "push button")
        #expect(panel.children.first?.states == ["enabled", "selected"])
        keypad.frame.origin = CGPoint(x: 0, y: 0)
        #expect(one.accessibilityFrame == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func elementsThatAreNeitherViewsNorElementsAreIgnoredWithOneLine() {
        var lines: [String] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { lines.append($0) }
        defer { Diagnostics.handler = saved }
        let f = Fixture()
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = Label(text: "Kept")
        container.addSubview(label)
        container.accessibilityElements = ["not an element", label]
        f.root.addSubview(container)
        let panel = f.screen.accessibilitySnapshot().root.children.first
        #expect(panel?.children.map(\.name) == ["Kept"])
        #expect(lines.count == 1)
        #expect(lines.first?.contains("String is neither a View nor an AccessibilityElement") == true)
    }

    @Test func aModalViewHidesItsSiblings() {
        let f = Fixture()
        f.root.addSubview(Label(text: "Behind"))
        let alert = View(frame: CGRect(x: 40, y: 40, width: 200, height: 100))
        alert.accessibilityViewIsModal = true
        alert.addSubview(Button(title: "OK"))
        f.root.addSubview(alert)
        #expect(f.screen.accessibilitySnapshot().allNodes.compactMap(\.name) == ["OK"])
        alert.accessibilityViewIsModal = false
        #expect(f.screen.accessibilitySnapshot().allNodes.compactMap(\.name) == ["Behind", "OK"])
    }
}

@MainActor @Suite struct AccessibilityAuditTests {
    @Test func aWellMadeScreenPasses() {
        let s = SettingsScreen()
        #expect(s.f.screen.accessibilityAudit().map(\.description) == [])
    }

    @Test func unlabelledAdjustableControlsAreReported() {
        let s = SettingsScreen()
        s.slider.accessibilityLabel = nil
        let issues = s.f.screen.accessibilityAudit()
        #expect(issues.map(\.kind) == [.missingLabel])
        #expect(issues.first?.view.contains("Slider") == true)
    }

    @Test func anUnlabelledImageButtonIsReported() {
        let s = SettingsScreen()
        let trash = Button(frame: CGRect(x: 200, y: 56, width: 44, height: 44))
        trash.setImage(Image(width: 16, height: 16, color: .black), for: .normal)
        s.f.root.addSubview(trash)
        let issues = s.f.screen.accessibilityAudit()
        #expect(issues.map(\.kind) == [.missingLabel])
        trash.accessibilityLabel = "Delete"
        #expect(s.f.screen.accessibilityAudit().isEmpty)
    }

    @Test func aSmallTargetIsReported() {
        let s = SettingsScreen()
        let tiny = Button(title: "x")
        tiny.frame = CGRect(x: 250, y: 20, width: 16, height: 16)
        s.f.root.addSubview(tiny)
        let issues = s.f.screen.accessibilityAudit()
        #expect(issues.map(\.kind) == [.smallTarget])
        #expect(issues.first?.message == "target is 16x16 pt, under 24x24")
    }

    @Test func greyOnWhiteTextIsReportedAndBlackIsNot() {
        let s = SettingsScreen()
        s.title.textColor = Color(white: 0.7)
        let issues = s.f.screen.accessibilityAudit()
        #expect(issues.map(\.kind) == [.lowContrast])
        #expect(issues.first?.message.hasPrefix("text contrast 2.") == true)
        s.title.textColor = Color(white: 0.4)
        #expect(s.f.screen.accessibilityAudit().isEmpty)
    }

    @Test func contrastUsesTheNearestOpaqueBackground() {
        let s = SettingsScreen()
        let dark = View(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        dark.backgroundColor = .black
        let white = Label(text: "On dark")
        white.textColor = .white
        white.frame = CGRect(x: 10, y: 10, width: 100, height: 24)
        dark.addSubview(white)
        s.f.root.addSubview(dark)
        #expect(s.f.screen.accessibilityAudit().isEmpty)
        white.textColor = Color(white: 0.2)
        #expect(s.f.screen.accessibilityAudit().map(\.kind) == [.lowContrast])
    }

    @Test func contrastRatioFollowsWCAG() {
        #expect(abs(ContrastMath.ratio(.black, .white) - 21) < 0.001)
        #expect(abs(ContrastMath.ratio(.white, .white) - 1) < 0.001)
        // #767676 on white is the classic 4.54:1.
        let grey = Color(red: 0x76 / 255.0, green: 0x76 / 255.0, blue: 0x76 / 255.0)
        #expect(abs(ContrastMath.ratio(grey, .white) - 4.54) < 0.01)
    }
}

@MainActor @Suite struct AccessibilityPresentationTests {
    @Test func aPresentedAlertHidesThePageBehindIt() {
        let f = TabsFixture()
        let below = Button(title: "Below")
        below.frame = CGRect(x: 2, y: 100, width: 60, height: 30)
        f.rootA.view.addSubview(below)
        f.screen.advance(by: 0)
        #expect(f.screen.accessibilitySnapshot().allNodes.compactMap(\.name).contains("Below"))
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Keep", style: .default))
        f.rootA.present(alert, animated: false)
        f.screen.advance(by: 1)
        let names = f.screen.accessibilitySnapshot().allNodes.compactMap(\.name)
        #expect(!names.contains("Below"))
        #expect(names.contains("Delete?"))
        #expect(names.contains("Cancel") && names.contains("Keep"))
    }
}
