/// Which corners of a layer `cornerRadius` rounds — Core Animation's `CACornerMask`
/// (`layer.maskedCorners`). Names follow UIKit's, where the minimum y is the top edge.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The corners' bits.
    public let rawValue: UInt
    /// A corner set of the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    /// All four corners (the default).
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The same corners as a ``RectCorner`` set (the bits are the same).
    var rectCorners: RectCorner { RectCorner(rawValue: rawValue & RectCorner.allCorners.rawValue) }
}
