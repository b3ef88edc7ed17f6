import Foundation

import WidgetKitLite

/// Each control drawn normal, highlighted, selected or on, and disabled, in the light and the
/// dark appearance.
extension GoldenScene {
    static let controls: [GoldenScene] = UserInterfaceStyle.allStyles.flatMap { [switches($0), sliders($0), segmented($0)] }

    /// A scene of a panel in `style`, settled.
    private static func panel(
        _ name: String, _ style: UserInterfaceStyle, width: CGFloat, height: CGFloat,
        build: @escaping @MainActor @Sendable (View) -> Void
    ) -> GoldenScene {
        GoldenScene("\(name)-\(style)", width: width, height: height) { screen in
            showPanel(on: screen, style, build: build)
        }
    }

    /// Shows a root view in `style` with the page background of that appearance, lets `build`
    /// fill it, and lets one second pass (animations settle).
    @MainActor
    private static func showPanel(on screen: SceneScreen, _ style: UserInterfaceStyle, build: (View) -> Void) {
        let (window, root) = screen.makeWindowWithRootView()
        window.overrideUserInterfaceStyle = style
        root.backgroundColor = root.theme.pageBackgroundColor
        build(root)
        screen.advance(by: 1)
    }

    private static func switches(_ style: UserInterfaceStyle) -> GoldenScene {
        panel("switch", style, width: 300, height: 50) { root in
            let states: [(on: Bool, highlighted: Bool, enabled: Bool)] = [
                (false, false, true), (true, false, true), (false, true, true), (true, true, true), (true, false, false),
            ]
            for (i, state) in states.enumerated() {
                let toggle = Switch(frame: CGRect(x: 10 + CGFloat(i) * 58, y: 10, width: 0, height: 0))
                toggle.isOn = state.on
                toggle.isEnabled = state.enabled
                root.addSubview(toggle)
                toggle.isHighlighted = state.highlighted
            }
        }
    }

    private static func sliders(_ style: UserInterfaceStyle) -> GoldenScene {
        panel("slider", style, width: 220, height: 130) { root in
            for (i, state) in [(0.3, false, true), (0.7, true, true), (0.5, false, false)].enumerated() {
                let slider = Slider(frame: CGRect(x: 10, y: 8 + CGFloat(i) * 40, width: 200, height: 31))
                slider.value = Float(state.0)
                slider.isEnabled = state.2
                root.addSubview(slider)
                slider.isHighlighted = state.1
            }
        }
    }

    /// The middle control has its first segment pressed (highlighted).
    private static func segmented(_ style: UserInterfaceStyle) -> GoldenScene {
        GoldenScene("segmented-\(style)", width: 260, height: 140) { screen in
            showPanel(on: screen, style) { root in
                for i in 0..<3 {
                    let control = SegmentedControl(items: ["Map", "Transit", "Satellite"])
                    control.frame = CGRect(x: 10, y: 10 + CGFloat(i) * 44, width: 240, height: 32)
                    control.selectedSegmentIndex = i == 1 ? 2 : 0
                    control.isEnabled = i != 2
                    root.addSubview(control)
                }
            }
            screen.press(at: CGPoint(x: 50, y: 70))
            screen.advance(by: 0.1)
        }
    }
}

extension UserInterfaceStyle {
    /// The light and the dark appearance.
    static let allStyles: [UserInterfaceStyle] = [.light, .dark]
}
