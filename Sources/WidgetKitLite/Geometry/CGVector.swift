import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (which Foundation on Linux lacks):
/// used for spring velocities.
public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates a vector.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}
