import Foundation

extension NavigationBar {
    /// A click on the bar outside its buttons scrolls the page shown under it to the top —
    /// UIKit's tap on the status bar: the first scroll view (depth first, front to back)
    /// of the top page with `scrollsToTop` and scrolling enabled.
    func barTapped(_ tap: TapGestureRecognizer) {
        guard tap.state == .ended else { return }
        let point = tap.location(in: self)
        if !backButton.isHidden, backButton.frame.contains(point) { return }
        guard let navigation = superview?.owningViewController as? NavigationController,
            let page = navigation.visibleViewController?.viewIfLoaded,
            let scrollView = Self.firstScrollToTopView(in: page)
        else { return }
        let top = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
        if scrollView.contentOffset != top { scrollView.setContentOffset(top, animated: true) }
    }

    static func firstScrollToTopView(in view: View) -> ScrollView? {
        if let scrollView = view as? ScrollView, scrollView.scrollsToTop, scrollView.isScrollEnabled, !scrollView.isHidden { return scrollView }
        for sub in view.subviews.reversed() where !sub.isHidden {
            if let found = firstScrollToTopView(in: sub) { return found }
        }
        return nil
    }
}
