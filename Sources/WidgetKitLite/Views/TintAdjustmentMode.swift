import Foundation

/// How a view's tint is shown — UIKit's `UIView.TintAdjustmentMode`.
public enum TintAdjustmentMode: Int, Sendable, CustomStringConvertible {
    /// As the superview's (at the root: normal, or dimmed while a sheet or an alert covers it).
    case automatic
    /// The tint as it is.
    case normal
    /// The tint desaturated to a grey of the same lightness, as behind a presented sheet or alert.
    case dimmed

    /// "automatic", "normal" or "dimmed".
    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .normal: "normal"
        case .dimmed: "dimmed"
        }
    }
}
