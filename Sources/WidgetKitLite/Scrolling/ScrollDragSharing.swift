import Foundation

/// A gesture recognizer around a scroll view that shares the scroll view's drags — a sheet's
/// dismissal pan (`SheetDismissPanGestureRecognizer` conforms). A scroll view asks the
/// nearest one attached to an ancestor (`ScrollView.enclosingDragSharer`):
///
/// - before its own drag begins, whether the drag belongs to the sharer instead
///   (`takesDrag(from:translation:)`: the scroll view then does not begin it);
/// - when a vertical drag of its content begins, for the share of that drag
///   (`handoff(for:)`), which it then asks on every move and at the release.
@MainActor
protocol ScrollDragSharing: GestureRecognizer {
    /// Whether a drag by `translation` that `scrollView` would scroll belongs to this
    /// recognizer instead. Answering true may remember `scrollView` for the drag.
    func takesDrag(from scrollView: ScrollView, translation: CGPoint) -> Bool
    /// The share of the drag of `scrollView`'s content that begins now; nil when nothing
    /// takes part in it.
    func handoff(for scrollView: ScrollView) -> ScrollDragHandoff?
}

/// One drag shared between a scroll view and what encloses it (a sheet's
/// `SheetDragHandoff`). Past the top edge of the content the enclosing target may take the
/// drag over: the scroll view then stays at its top and gets no rubber band, and at the
/// release no momentum when the target took the release.
@MainActor
protocol ScrollDragHandoff: AnyObject {
    /// The drag asks for the content offset `offset` (before rubber-banding) along the axis
    /// whose top edge is `top`. Returns whether the target took what lies past the top, in
    /// which case the content is to stay at `top`.
    func follow(offset: CGFloat, top: CGFloat) -> Bool
    /// The drag ended moving `velocity` points per second downwards, or was cancelled (nil).
    /// Returns whether the target took the release: the content then stays and gets no
    /// momentum.
    func release(velocity: CGFloat?) -> Bool
}

/// A view above a scroll view's content that follows its offset and its drags — the
/// refresh control, which lives with the controls (a layer above).
@MainActor
protocol ScrollViewTopAccessory: AnyObject {
    /// The offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is being released, before the content decides where to go.
    func scrollViewWillEndDragging(_ scrollView: ScrollView)
}

extension ScrollView {
    /// The drag sharer of the nearest ancestor that has one, if any.
    var enclosingDragSharer: ScrollDragSharing? {
        var current = superview
        while let ancestor = current {
            for case let sharer as ScrollDragSharing in ancestor.gestureRecognizers { return sharer }
            current = ancestor.superview
        }
        return nil
    }
}
