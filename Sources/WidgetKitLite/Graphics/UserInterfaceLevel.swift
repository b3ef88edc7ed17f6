import Foundation

/// Whether content sits on the window's base level or is raised above it — UIKit's
/// `UIUserInterfaceLevel`. As in UIKit, the toolkit raises page sheets, alerts and action
/// sheets (not full-screen presentations, which cover the page), so colours such as ``Color/systemBackground``
/// set it apart from the dimmed page under it in the dark appearance.
public enum UserInterfaceLevel: Int, Sendable, CustomStringConvertible {
    /// Not known; colours resolve as at `.base`.
    case unspecified = -1
    /// The window's own content.
    case base = 0
    /// Content presented above the base level.
    case elevated = 1

    /// "unspecified", "base" or "elevated".
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .base: "base"
        case .elevated: "elevated"
        }
    }
}
