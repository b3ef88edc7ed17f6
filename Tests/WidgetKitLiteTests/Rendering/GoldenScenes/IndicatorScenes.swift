import Foundation

import WidgetKitLite

/// The activity indicator, progress views, steppers and a page control, in the light and the
/// dark appearance, at 1× and 2×.
extension GoldenScene {
    static let indicators: [GoldenScene] = UserInterfaceStyle.allStyles.flatMap { style in
        [1, 2].map { scale in indicatorPanel(style, scale: CGFloat(scale)) }
    }

    /// Spinners (medium, large; a red one), two progress views (default at 0.6, bar at 0.3), a
    /// stepper at its minimum, one with its + half pressed, a disabled one, and five pages.
    private static func indicatorPanel(_ style: UserInterfaceStyle, scale: CGFloat) -> GoldenScene {
        GoldenScene("indicators-\(style)-\(Int(scale))x", width: 330, height: 150, scale: scale) { screen in
            let (window, root) = screen.makeWindowWithRootView()
            window.overrideUserInterfaceStyle = style
            root.backgroundColor = root.theme.pageBackgroundColor
            let medium = ActivityIndicatorView(style: .medium)
            medium.frame.origin = CGPoint(x: 10, y: 18)
            let large = ActivityIndicatorView(style: .large)
            large.frame.origin = CGPoint(x: 40, y: 10)
            let red = ActivityIndicatorView(style: .medium)
            red.frame.origin = CGPoint(x: 87, y: 18)
            red.color = Color(rgb: 255, 59, 48)
            for spinner in [medium, large, red] {
                root.addSubview(spinner)
                spinner.startAnimating()
            }
            let progress = ProgressView(progressViewStyle: .default)
            progress.frame = CGRect(x: 120, y: 18, width: 200, height: 4)
            progress.progress = 0.6
            let bar = ProgressView(progressViewStyle: .bar)
            bar.frame = CGRect(x: 120, y: 36, width: 200, height: 2.5)
            bar.progress = 0.3
            root.addSubview(progress)
            root.addSubview(bar)
            let steppers = (0..<3).map { i in Stepper(frame: CGRect(x: 10 + CGFloat(i) * 104, y: 64, width: 0, height: 0)) }
            steppers[1].value = 5
            steppers[2].value = 5
            steppers[2].isEnabled = false
            for stepper in steppers { root.addSubview(stepper) }
            let pages = PageControl(frame: CGRect(x: 10, y: 112, width: 310, height: 26))
            pages.numberOfPages = 5
            pages.currentPage = 2
            root.addSubview(pages)
            screen.advance(by: 1)
            // The middle stepper's + half held (no repeat yet).
            screen.press(at: CGPoint(x: 114 + 70, y: 80))
            screen.advance(by: 0.1)
        }
    }
}
