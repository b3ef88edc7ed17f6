import Foundation

/// Light or dark appearance — UIKit's `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: Int, Sendable, CustomStringConvertible {
    /// No preference: inherit from the superview, the window, then the system setting.
    case unspecified
    /// The light appearance (`Theme.current`).
    case light
    /// The dark appearance (`Theme.currentDark`).
    case dark

    /// "unspecified", "light" or "dark".
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}

/// The traits a view is drawn for — UIKit's `UITraitCollection`, reduced to the appearance.
public struct TraitCollection: Hashable, Sendable {
    /// Light or dark; never `.unspecified` for a trait collection a view reports.
    public var userInterfaceStyle: UserInterfaceStyle

    /// Creates a trait collection with `userInterfaceStyle`.
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }
}
