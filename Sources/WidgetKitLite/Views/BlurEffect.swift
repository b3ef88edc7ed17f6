import Foundation

/// An effect a `VisualEffectView` applies to what is behind it — UIKit's `UIVisualEffect`.
/// Use a subclass: `BlurEffect`.
@MainActor
open class VisualEffect {
    /// An effect that does nothing (a `VisualEffectView` with it shows its content only).
    public init() {}
}

/// A blur of what is behind a `VisualEffectView`, tinted by a material — UIKit's
/// `UIBlurEffect`.
///
/// The backdrop is blurred by a Gaussian of `Theme.blur.sigma` points, then the style's tint
/// (`Theme.blur`) is laid over it. The `system…Material` styles and `regular` and
/// `prominent` follow the view's appearance (light or dark); the styles ending in `Light` or
/// `Dark`, and `extraLight`, `light` and `dark`, keep theirs.
@MainActor
public final class BlurEffect: VisualEffect {
    /// The material of a blur: how opaque its tint is, and in which appearance.
    public enum Style: Int, Sendable, CaseIterable {
        /// A light tint, fairly opaque (fixed).
        case extraLight
        /// A light, thin tint (fixed).
        case light
        /// A dark tint (fixed).
        case dark
        /// The regular material of the view's appearance.
        case regular
        /// The thick material of the view's appearance.
        case prominent
        /// The thinnest material of the view's appearance.
        case systemUltraThinMaterial
        /// A thin material of the view's appearance.
        case systemThinMaterial
        /// The standard material of the view's appearance.
        case systemMaterial
        /// A thick material of the view's appearance.
        case systemThickMaterial
        /// The material of bars (chrome) in the view's appearance.
        case systemChromeMaterial
        /// `systemUltraThinMaterial`, always light.
        case systemUltraThinMaterialLight
        /// `systemThinMaterial`, always light.
        case systemThinMaterialLight
        /// `systemMaterial`, always light.
        case systemMaterialLight
        /// `systemThickMaterial`, always light.
        case systemThickMaterialLight
        /// `systemChromeMaterial`, always light.
        case systemChromeMaterialLight
        /// `systemUltraThinMaterial`, always dark.
        case systemUltraThinMaterialDark
        /// `systemThinMaterial`, always dark.
        case systemThinMaterialDark
        /// `systemMaterial`, always dark.
        case systemMaterialDark
        /// `systemThickMaterial`, always dark.
        case systemThickMaterialDark
        /// `systemChromeMaterial`, always dark.
        case systemChromeMaterialDark
    }

    /// The blur's material.
    public let style: Style

    /// A blur with the material of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The colour laid over the blurred backdrop, for a view in `appearance` under `theme`.
    func tint(in theme: BlurTheme, appearance: UserInterfaceStyle) -> Color {
        let adaptive = appearance == .dark ? theme.darkMaterials : theme.lightMaterials
        switch style {
        case .extraLight: return theme.extraLightTint
        case .light: return theme.lightTint
        case .dark: return theme.darkTint
        case .regular, .systemMaterial: return adaptive.regular
        case .prominent, .systemThickMaterial: return adaptive.thick
        case .systemUltraThinMaterial: return adaptive.ultraThin
        case .systemThinMaterial: return adaptive.thin
        case .systemChromeMaterial: return adaptive.chrome
        case .systemUltraThinMaterialLight: return theme.lightMaterials.ultraThin
        case .systemThinMaterialLight: return theme.lightMaterials.thin
        case .systemMaterialLight: return theme.lightMaterials.regular
        case .systemThickMaterialLight: return theme.lightMaterials.thick
        case .systemChromeMaterialLight: return theme.lightMaterials.chrome
        case .systemUltraThinMaterialDark: return theme.darkMaterials.ultraThin
        case .systemThinMaterialDark: return theme.darkMaterials.thin
        case .systemMaterialDark: return theme.darkMaterials.regular
        case .systemThickMaterialDark: return theme.darkMaterials.thick
        case .systemChromeMaterialDark: return theme.darkMaterials.chrome
        }
    }
}
