import Foundation

/// Measuring context — UIKit's `NSStringDrawingContext`; pass nil, as most apps do.
public final class NSStringDrawingContext {
    /// The smallest font scale allowed; recorded, not applied.
    public var minimumScaleFactor: CGFloat = 0

    /// A context with default values.
    public init() {}
}
