import Foundation

/// Whether the user asked for higher contrast — UIKit's `UIAccessibilityContrast`.
public enum AccessibilityContrast: Int, Sendable, CustomStringConvertible {
    /// Not known: a trait collection made with an initializer that does not set it.
    case unspecified
    /// The usual colours.
    case normal
    /// Higher contrast: the desktop asked for it (the settings portal's `contrast`); the
    /// window's themes use their higher-contrast variants (`Theme.increasingContrast()`).
    case high

    /// "unspecified", "normal" or "high".
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .normal: "normal"
        case .high: "high"
        }
    }
}
