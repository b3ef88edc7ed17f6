import Foundation

import WidgetKitLite

/// The system colours as swatches, in the light and the dark appearance at 1× and 2×: the
/// backgrounds in their stacking order, the label ranks, fills and separators over the page,
/// the greys and the tints; and in the dark, the backgrounds again inside a page sheet,
/// where they take their elevated values.
extension GoldenScene {
    static let colors: [GoldenScene] =
        UserInterfaceStyle.allStyles.flatMap { style in [1, 2].map { swatches(style, scale: $0) } } + [elevatedSwatches]

    /// The backgrounds, from the page's to the third grouped one.
    private static let backgrounds: [Color] = [
        .systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
        .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
    ]
    /// Colours drawn over the page: labels, fills, separators, link, placeholder.
    private static let overlays: [Color] = [
        .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .placeholderText, .link, .systemFill, .secondarySystemFill,
        .tertiarySystemFill, .quaternarySystemFill, .separator, .opaqueSeparator,
    ]
    private static let greys: [Color] = [.systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6]
    private static let tints: [Color] = [
        .systemBlue, .systemRed, .systemGreen, .systemOrange, .systemYellow, .systemPink, .systemPurple, .systemTeal, .systemIndigo,
        .systemBrown, .systemMint, .systemCyan,
    ]

    /// One row of 20-point swatches, 4 points apart, from (x, y).
    @MainActor
    private static func row(_ colors: [Color], in view: View, x: CGFloat = 8, y: CGFloat) {
        for (i, color) in colors.enumerated() {
            let swatch = View(frame: CGRect(x: x + CGFloat(i) * 24, y: y, width: 20, height: 20))
            swatch.backgroundColor = color
            view.addSubview(swatch)
        }
    }

    private static func swatches(_ style: UserInterfaceStyle, scale: CGFloat) -> GoldenScene {
        GoldenScene("colors-\(style)-\(Int(scale))x", width: 304, height: 128, scale: scale) { screen in
            let (window, root) = screen.makeWindowWithRootView()
            window.overrideUserInterfaceStyle = style
            root.backgroundColor = .systemBackground
            row(backgrounds, in: root, y: 8)
            row(overlays, in: root, y: 36)
            row(greys, in: root, y: 64)
            row(tints, in: root, y: 92)
            screen.advance(by: 1)
        }
    }

    /// The backgrounds in a dark page sheet: their elevated values.
    private static let elevatedSwatches = GoldenScene("colors-dark-elevated", width: 304, height: 128) { screen in
        let window = screen.makeWindow()
        window.overrideUserInterfaceStyle = .dark
        let presenter = ViewController()
        window.rootViewController = presenter
        screen.advance(by: 0)
        let sheet = ViewController()
        row(backgrounds, in: sheet.view, y: 8)
        presenter.present(sheet, animated: false)
        screen.advance(by: 1)
    }
}
