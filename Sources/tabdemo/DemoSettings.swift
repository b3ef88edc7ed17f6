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
    /// Multiplies every animation's speed (slow motion multiplies it by 0.1 more).
    var animationSpeed = 1.0
    var bottomBarStyle = BottomBarStyle.dim

    /// The range the speed slider offers.
    static let speedRange: ClosedRange<Float> = 0.1...2
}
