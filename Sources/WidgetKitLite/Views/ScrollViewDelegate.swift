import Foundation

/// Observes a scroll view's scrolling — UIKit's `UIScrollViewDelegate`. Every method has a
/// default implementation that does nothing.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// Called after every change of `contentOffset` (each frame while it moves).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// Called when a drag begins to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
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
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
