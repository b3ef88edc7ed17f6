import Foundation

/// Insets that name their horizontal edges by the reading direction — UIKit's
/// `NSDirectionalEdgeInsets`. The toolkit lays out left to right, so `leading` is the left
/// edge and `trailing` the right one.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading (left) edge.
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing (right) edge.
    public var trailing: CGFloat

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Creates insets from the four edge distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same insets on a left-to-right layout's physical edges.
    public init(_ insets: EdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    /// A textual form `{top, leading, bottom, trailing}`, as UIKit prints it.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

extension EdgeInsets {
    /// The same insets on a left-to-right layout's physical edges.
    public init(_ insets: NSDirectionalEdgeInsets) {
        self.init(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }
}
