import Foundation

extension NavigationController {
    /// How far `page`'s content starts below the top: the navigation bar, and the search bar
    /// of its `navigationItem.searchController` if it has one.
    func pageTopInset(for page: ViewController) -> CGFloat {
        pageTopInset + (page.navigationItem.searchController?.searchBar.naturalHeight ?? 0)
    }

    /// Shows the top page's search bar under the navigation bar (and removes the bars of
    /// other pages, ending their searches); the top page's safe area starts below it.
    func placeSearchBar() {
        guard isViewLoaded else { return }
        let top = displayedStack.last
        let current = top?.navigationItem.searchController
        for case let bar as SearchBar in view.subviews where bar !== current?.searchBar {
            (bar.observer as? SearchController)?.isActive = false
            bar.removeFromSuperview()
        }
        guard let top else { return }
        if let current {
            let bar = current.searchBar
            bar.frame = CGRect(x: 0, y: navigationBar.frame.maxY, width: view.bounds.width, height: bar.naturalHeight)
            if bar.superview !== view { view.insertSubview(bar, belowSubview: navigationBar) }
            current.layoutPresentation()
        }
        if activeTransition == nil, let pageView = top.viewIfLoaded, pageView.superview === view {
            pageView.containerSafeAreaInsets = EdgeInsets(top: pageTopInset(for: top), left: 0, bottom: 0, right: 0)
        }
    }
}
