import Foundation

import WidgetKitLite

/// Symbol images tinted by their image views, light and dark at 1× and 2×: a row of
/// symbols at 13, 17 and 28 points, each in the weights ultraLight, regular and black,
/// in the inherited tint, a tint of their own and the label colour; then the commonest
/// names at the default configuration.
extension GoldenScene {
    static let symbols: [GoldenScene] =
        UserInterfaceStyle.allStyles.flatMap { style in [1, 2].map { symbolSheet(style, scale: $0) } }

    private static let sizes: [CGFloat] = [13, 17, 28]
    private static let weights: [Image.SymbolWeight] = [.ultraLight, .regular, .black]
    private static let sampleNames = ["star.fill", "gear", "heart", "trash", "chevron.right", "magnifyingglass"]
    private static let commonNames = [
        "plus", "minus", "xmark", "checkmark", "square.and.arrow.up", "ellipsis", "person", "bell", "folder", "doc", "pencil",
        "info.circle", "exclamationmark.triangle", "arrow.clockwise", "play", "pause", "house", "calendar", "photo", "link",
        "lock", "envelope",
    ]

    private static func symbolSheet(_ style: UserInterfaceStyle, scale: CGFloat) -> GoldenScene {
        GoldenScene("symbols-\(style)-\(Int(scale))x", width: 320, height: 168, scale: scale) { screen in
            let (window, root) = screen.makeWindowWithRootView()
            window.overrideUserInterfaceStyle = style
            root.backgroundColor = .systemBackground
            let tints: [Color?] = [nil, .systemPink, .label]
            var x: CGFloat = 8
            for (i, size) in sizes.enumerated() {
                for (j, weight) in weights.enumerated() {
                    let name = sampleNames[(i * weights.count + j) % sampleNames.count]
                    let configuration = Image.SymbolConfiguration(pointSize: size, weight: weight)
                    let view = ImageView(image: Image(systemName: name, withConfiguration: configuration))
                    view.frame.origin = CGPoint(x: x, y: 8 + (34 - view.frame.height) / 2)
                    view.tintColor = tints[j]
                    root.addSubview(view)
                    x += view.frame.width + 6
                }
            }
            for (i, name) in commonNames.enumerated() {
                let view = ImageView(image: Image(systemName: name))
                view.frame.origin = CGPoint(x: 8 + CGFloat(i % 11) * 28, y: 56 + CGFloat(i / 11) * 28)
                root.addSubview(view)
            }
            // A symbol made at 20 points shown in a 40-point view: rasterised at 40, not stretched.
            let large = ImageView(image: Image(systemName: "star"))
            large.frame = CGRect(x: 8, y: 116, width: 40, height: 40)
            root.addSubview(large)
            let bold = ImageView(image: Image(systemName: "heart.fill"))
            bold.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 28, weight: .bold, scale: .large)
            bold.sizeToFit()
            bold.frame.origin = CGPoint(x: 56, y: 116)
            bold.tintColor = .systemRed
            root.addSubview(bold)
            screen.advance(by: 1)
        }
    }
}
