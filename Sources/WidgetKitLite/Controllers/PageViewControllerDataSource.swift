import Foundation

/// Gives a page view controller its pages on demand — UIKit's
/// `UIPageViewControllerDataSource`.
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController?
    /// How many pages the page control shows; the default, 0, shows no page control.
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// The index of the page shown first (asked when `setViewControllers` is called); default 0.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    /// 0: no page control.
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    /// 0.
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// Told of page turns — UIKit's `UIPageViewControllerDelegate`.
@MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// Called when the user starts turning to `pendingViewControllers` (a drag or a key).
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// Called when a turn the user started ended: `completed` is false when the page
    /// snapped back.
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
        transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {}
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
        transitionCompleted completed: Bool
    ) {}
}
