import Foundation

/// A set of a rectangle's edges named by the reading direction — UIKit's
/// `NSDirectionalRectEdge`. The toolkit lays out left to right: leading is left.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// An edge set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading (left) edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing (right) edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
