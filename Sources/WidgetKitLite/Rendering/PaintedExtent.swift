import Foundation

/// Where a view and its subtree were painted at the last frame that measured them, as the
/// renderer keeps it for damage: in device pixels relative to the parent's content origin
/// at that frame (rounded down), so moving an ancestor leaves it true. A superset: painting
/// a descendant outside it grows it.
@MainActor
struct PaintedExtent {
    /// The view described (an identifier reused by another view does not match).
    weak var view: View?
    var extent: PixelRect
    /// The damage pass that measured it.
    var pass: Int
}
