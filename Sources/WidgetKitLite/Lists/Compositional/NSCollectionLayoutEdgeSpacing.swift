import Foundation

/// Space around an item, outside its size, that keeps its neighbours in a group away —
/// UIKit's `NSCollectionLayoutEdgeSpacing`. A nil edge adds nothing; flexible edges along the
/// group's axis share the group's spare room, and flexible edges across it centre the item
/// (both) or push it to the far side (only the near one).
public struct NSCollectionLayoutEdgeSpacing: Hashable, Sendable {
    /// Space before the item's leading (left) edge.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the item.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the item's trailing (right) edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the item.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing from the four edges' spacings.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacings before and after the item along a horizontal (`true`) or vertical axis.
    func along(horizontal: Bool) -> (before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?) {
        horizontal ? (leading, trailing) : (top, bottom)
    }
}
