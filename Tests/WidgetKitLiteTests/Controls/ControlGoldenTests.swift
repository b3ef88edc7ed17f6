import Foundation
import Testing
import WidgetKitLite

/// Each control drawn normal, highlighted, selected or on, and disabled, in the light and the
/// dark appearance, compared with golden PNGs.
@MainActor @Suite struct ControlGoldenTests {
    /// A panel in `style` with the page background of that appearance.
    private func panel(_ style: UserInterfaceStyle, width: CGFloat, height: CGFloat, build: (View) -> Void) -> Fixture {
        let f = Fixture(width: width, height: height)
        f.window.overrideUserInterfaceStyle = style
        f.root.backgroundColor = f.root.theme.pageBackgroundColor
        build(f.root)
        f.screen.advance(by: 1)
        return f
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func switches(_ style: UserInterfaceStyle) {
        let f = panel(style, width: 300, height: 50) { root in
            let states: [(on: Bool, highlighted: Bool, enabled: Bool)] = [(false, false, true), (true, false, true), (false, true, true), (true, true, true), (true, false, false)]
            for (i, state) in states.enumerated() {
                let toggle = Switch(frame: CGRect(x: 10 + CGFloat(i) * 58, y: 10, width: 0, height: 0))
                toggle.isOn = state.on
                toggle.isEnabled = state.enabled
                root.addSubview(toggle)
                toggle.isHighlighted = state.highlighted
            }
        }
        expectMatchesGolden(f.screen.snapshot(), named: "switch-\(style)")
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func sliders(_ style: UserInterfaceStyle) {
        let f = panel(style, width: 220, height: 130) { root in
            for (i, state) in [(0.3, false, true), (0.7, true, true), (0.5, false, false)].enumerated() {
                let slider = Slider(frame: CGRect(x: 10, y: 8 + CGFloat(i) * 40, width: 200, height: 31))
                slider.value = Float(state.0)
                slider.isEnabled = state.2
                root.addSubview(slider)
                slider.isHighlighted = state.1
            }
        }
        expectMatchesGolden(f.screen.snapshot(), named: "slider-\(style)")
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func segmentedControls(_ style: UserInterfaceStyle) {
        let f = panel(style, width: 260, height: 140) { root in
            for i in 0..<3 {
                let control = SegmentedControl(items: ["Map", "Transit", "Satellite"])
                control.frame = CGRect(x: 10, y: 10 + CGFloat(i) * 44, width: 240, height: 32)
                control.selectedSegmentIndex = i == 1 ? 2 : 0
                control.isEnabled = i != 2
                root.addSubview(control)
            }
        }
        // The middle one with its first segment pressed (highlighted).
        f.screen.press(at: CGPoint(x: 50, y: 70))
        f.screen.advance(by: 0.1)
        expectMatchesGolden(f.screen.snapshot(), named: "segmented-\(style)")
        f.screen.release(at: CGPoint(x: 50, y: 200))
    }
}
