import Foundation

/// How much room a window gives in one direction — UIKit's `UIUserInterfaceSizeClass`.
///
/// A desktop window is `.regular` both ways; it becomes `.compact` horizontally when it is
/// narrower than `Theme.containers.compactWidthThreshold` (600 pt) and vertically when it is
/// shorter than `Theme.containers.compactHeightThreshold` (400 pt). A view in no window has
/// `.unspecified` size classes.
public enum UserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
    /// Not known: the view is in no window.
    case unspecified = 0
    /// Little room: lay out for a narrow (or short) window.
    case compact = 1
    /// Room to spare: a desktop window.
    case regular = 2

    /// "unspecified", "compact" or "regular".
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}
