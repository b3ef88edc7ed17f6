import Foundation

/// Observes a scroll view's scrolling — UIKit's `UIScrollViewDelegate`. Every method has a
/// default implementation that does nothing.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// Called after every change of `contentOffset` (each frame while it moves).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// Called when a drag begins to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// Called when the user releases a drag, before the content moves on by itself.
    /// `velocity` is the offset's velocity in points per millisecond (UIKit's unit);
    /// `targetContentOffset` points to where the content will come to rest — UIKit's
    /// projection of the velocity with the deceleration rate (a page boundary with
    /// `isPagingEnabled`), clamped to the content. Change `targetContentOffset.pointee` to
    /// make it rest elsewhere (snapping to rows, say).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Called when the drag ends; `decelerate` tells whether the content goes on moving
    /// (momentum or a bounce back inside the bounds).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Called when the content starts moving by itself after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// Called when the movement after a drag comes to rest (not when a touch stops it).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// Called when an animated `setContentOffset` or a wheel glide comes to rest.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing (the content rests where it was going).
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
