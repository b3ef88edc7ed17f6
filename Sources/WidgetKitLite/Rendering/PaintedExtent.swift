import Foundation

/// Where a view and its subtree were painted at the last frame that measured them, as the
/// renderer keeps it for damage: in device pixels relative to the parent's content origin
/// at that frame (rounded down), so moving an ancestor leaves it true. A superset: painting
/// a descendant outside it grows it.
///
/// Kept by view identifier, without a reference to the view (a weak reference would put
/// every view's reference counting on its slow path): an entry exists only while its view
/// is in the window, which holds it, and is dropped when the view leaves, so an identifier
/// is never reused while its entry exists.
struct PaintedExtent {
    var extent: PixelRect
    /// The damage pass that measured it.
    var pass: Int
}
