import Foundation
import WidgetKitLite

/// What the Settings tab controls: the appearance, the animation speed and the look of the
/// bottom bars. The demo's key commands change the same values (D, B).
struct DemoSettings {
    /// The bottom bar looks the segmented control offers.
    enum BottomBarStyle: Int, CaseIterable {
        case dim, tinted, solid

        /// The segment titles.
        static let titles = ["Dim", "Tinted", "Solid"]

        /// The bar's colour in `theme`.
        func color(in theme: Theme) -> Color {
            switch self {
            case .dim: theme.bottomBarColor
            case .tinted: theme.tintColor.withAlphaComponent(0.85)
            case .solid: theme.secondaryLabelColor
            }
        }
    }

    var isDark = false
    /// The window's text size (Dynamic Type): every text-style font that adjusts follows it.
    var textSize = ContentSizeCategory.large
    /// Multiplies every animation's speed (slow motion multiplies it by 0.1 more).
    var animationSpeed = 1.0
    var bottomBarStyle = BottomBarStyle.dim

    /// The range the speed slider offers.
    static let speedRange: ClosedRange<Float> = 0.1...2

    /// The text sizes the text-size slider steps through, smallest first: the seven that
    /// are not accessibility sizes.
    static let textSizes: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    ]
    /// The short names the slider's label shows for `textSizes`.
    static let textSizeNames = ["XS", "S", "M", "L", "XL", "XXL", "XXXL"]

    /// The slider step for `size`: its place in `textSizes`, the nearest end for the
    /// accessibility sizes and the default's place for `unspecified`.
    static func textSizeStep(for size: ContentSizeCategory) -> Int {
        if let step = textSizes.firstIndex(of: size) { return step }
        return size > textSizes[textSizes.count - 1] ? textSizes.count - 1 : textSizes.firstIndex(of: .large) ?? 0
    }

    /// The short name of `size` ("L"), or its Swift name when the slider has no step for it.
    static func textSizeName(for size: ContentSizeCategory) -> String {
        textSizes.firstIndex(of: size).map { textSizeNames[$0] } ?? size.description
    }
}
