// What a screen reader's double tap and swipes do to UIKit's controls, as the UIKit
// documentation describes `accessibilityActivate()` ("the system calls this method when the
// user double-taps the element"), `accessibilityIncrement()` and UISwitch's value-changed
// action, with `UI` dropped. The AT-SPI2 bridge's Action and Value interfaces call these.
// Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct AssistiveActionsExample {
    @Test func doubleTapAndSwipesAsUIKitDocumentsThem() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200))
        let window = screen.makeWindow()

        let wifiSwitch = Switch()
        wifiSwitch.accessibilityLabel = "Wi-Fi"
        var wifiOn = false
        wifiSwitch.addAction(Action { _ in wifiOn = wifiSwitch.isOn }, for: .valueChanged)
        window.addSubview(wifiSwitch)

        let brightness = Slider(frame: CGRect(x: 20, y: 60, width: 200, height: 30))
        brightness.value = 0.5
        window.addSubview(brightness)

        // Double tap, then swipe up.
        _ = wifiSwitch.accessibilityActivate()
        brightness.accessibilityIncrement()

        #expect(wifiOn)
        #expect(wifiSwitch.accessibilityValue == "1")
        #expect(brightness.accessibilityValue == "60%")
    }
}
