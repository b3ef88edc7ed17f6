import Foundation

extension Image {
    /// The stroke weight of a symbol image — UIKit's `UIImage.SymbolWeight`, from the
    /// thinnest to the heaviest.
    ///
    /// The artwork (Adwaita's symbolic icons) has one weight, drawn as `regular`; the others
    /// are approximated by moving every edge of the artwork inwards (lighter) or outwards
    /// (heavier) by `outline` units of the icon's 16-unit grid, whose strokes are about
    /// 2 units wide.
    public enum SymbolWeight: Int, Sendable, Hashable, CaseIterable {
        /// No weight: another configuration's, else `regular`.
        case unspecified = 0
        /// The thinnest.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// The artwork's own weight, and the default.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// The heaviest.
        case black

        /// How far each edge moves, in units of the icon's 16-unit grid: negative thins,
        /// positive thickens (`regular` and `unspecified` draw the artwork as it is).
        var outline: CGFloat {
            switch self {
            case .unspecified, .regular: 0
            case .ultraLight: -0.4
            case .thin: -0.3
            case .light: -0.15
            case .medium: 0.12
            case .semibold: 0.24
            case .bold: 0.38
            case .heavy: 0.52
            case .black: 0.66
            }
        }
    }
}
