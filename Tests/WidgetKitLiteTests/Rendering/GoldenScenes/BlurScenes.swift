import Foundation

import WidgetKitLite

/// Blur effects over text in the light and the dark appearance at 1× and 2×: a bar of the
/// adaptive chrome material along the bottom edge over lines of text and coloured blocks,
/// a rounded panel of the thin material with a sharp label on it, and a fixed dark blur.
extension GoldenScene {
    static let blur: [GoldenScene] = UserInterfaceStyle.allStyles.flatMap { style in
        [1, 2].map { blur(style, scale: $0) }
    }

    private static func blur(_ style: UserInterfaceStyle, scale: CGFloat) -> GoldenScene {
        GoldenScene("blur-\(style)-\(Int(scale))x", width: 260, height: 160, scale: scale, goldenTolerance: 2) { screen in
            let (window, root) = screen.makeWindowWithRootView()
            window.overrideUserInterfaceStyle = style
            root.backgroundColor = .systemBackground
            for line in 0..<7 {
                let label = Label(frame: CGRect(x: 8, y: 4 + CGFloat(line) * 22, width: 244, height: 20))
                label.text = "Line \(line + 1): the quick brown fox jumps over the lazy dog"
                label.font = .systemFont(ofSize: 13)
                label.textColor = .label
                root.addSubview(label)
            }
            let colors: [Color] = [.systemRed, .systemGreen, .systemBlue, .systemYellow]
            for (i, color) in colors.enumerated() {
                let block = View(frame: CGRect(x: 150 + CGFloat(i % 2) * 40, y: 24 + CGFloat(i / 2) * 40, width: 36, height: 36))
                block.backgroundColor = color
                block.layer.cornerRadius = 6
                root.addSubview(block)
            }

            let panel = VisualEffectView(effect: BlurEffect(style: .systemThinMaterial))
            panel.frame = CGRect(x: 120, y: 40, width: 110, height: 60)
            panel.layer.cornerRadius = 12
            panel.clipsToBounds = true
            let title = Label(frame: CGRect(x: 6, y: 20, width: 100, height: 20))
            title.text = "Sharp"
            title.font = .boldSystemFont(ofSize: 13)
            title.textColor = .label
            panel.contentView.addSubview(title)
            root.addSubview(panel)

            let badge = VisualEffectView(effect: BlurEffect(style: .dark))
            badge.frame = CGRect(x: 12, y: 50, width: 60, height: 30)
            root.addSubview(badge)

            let bar = VisualEffectView(effect: BlurEffect(style: .systemChromeMaterial))
            bar.frame = CGRect(x: 0, y: 124, width: 260, height: 36)
            let caption = Label(frame: CGRect(x: 0, y: 8, width: 260, height: 20))
            caption.text = "Blurred bar"
            caption.textAlignment = .center
            caption.textColor = .systemBlue
            bar.contentView.addSubview(caption)
            root.addSubview(bar)
            screen.runFrame()
        }
    }
}
