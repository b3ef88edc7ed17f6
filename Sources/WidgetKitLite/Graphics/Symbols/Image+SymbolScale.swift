import Foundation

extension Image {
    /// The size of a symbol image relative to its point size — UIKit's
    /// `UIImage.SymbolScale`: `small`, `medium` (the default) and `large`.
    public enum SymbolScale: Int, Sendable, Hashable, CaseIterable {
        /// The default scale: `medium`.
        case `default` = -1
        /// No scale: another configuration's, else the default.
        case unspecified = 0
        /// About 0.78 × the medium size.
        case small
        /// The reference size.
        case medium
        /// About 1.29 × the medium size.
        case large

        /// The factor applied to the medium size (SF Symbols' small and large scales).
        var factor: CGFloat {
            switch self {
            case .small: 0.783
            case .large: 1.29
            case .default, .unspecified, .medium: 1
            }
        }
    }
}
