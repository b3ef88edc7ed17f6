import Foundation

/// Space between items of a group or around an item — UIKit's `NSCollectionLayoutSpacing`.
///
/// A fixed spacing is exactly its length. A flexible spacing is at least its length and
/// takes an equal share of the room the group has left once its items are placed.
public struct NSCollectionLayoutSpacing: Hashable, Sendable, CustomStringConvertible {
    /// The length in points (the minimum, for a flexible spacing).
    public let spacing: CGFloat
    /// Whether the spacing is exactly `spacing`.
    public let isFixedSpacing: Bool
    /// Whether the spacing grows to share the group's spare room.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, isFixedSpacing: true)
    }

    /// At least `flexibleSpacing` points, plus a share of the spare room.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, isFixedSpacing: false)
    }

    /// "fixed(8.0)" or "flexible(0.0)".
    public var description: String { "\(isFixedSpacing ? "fixed" : "flexible")(\(spacing))" }

    /// The minimum length, with a NaN or infinite one taken as 0.
    var minimum: CGFloat { spacing.finite() }
}
