import Foundation

extension NavigationController {
    /// The safe area top the pages get for the bar: its row plus the large title area the
    /// top page asks for (expanded: the collapse by scrolling does not change it, so the
    /// content can always scroll back to where the title is expanded), times the bar's
    /// visibility — both as presented now, so the pages follow animations frame by frame.
    var pageTopInset: CGFloat {
        let theme = viewIfLoaded?.theme ?? .light
        let rows = theme.navigationBarHeight + theme.navigationLargeTitleHeight * largeTitleVisibility.presentedValue
        return rows * barVisibility.presentedValue
    }

    /// Whether `page` shows a large title: the bar prefers them and the page's
    /// `largeTitleDisplayMode` says so — `.automatic` takes the first page below it that
    /// says `.always` or `.never` (large when none does).
    func displaysLargeTitle(_ page: ViewController) -> Bool {
        guard navigationBar.prefersLargeTitles, let index = displayedStack.lastIndex(where: { $0 === page }) else { return false }
        for candidate in displayedStack[...index].reversed() {
            switch candidate.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Places the bar for the presented visibility, large title share and the top page's
    /// scroll position, gives the pages their safe area top, and shows the appearance for
    /// the scroll position. `findingScrollView` looks for the top page's scroll view again
    /// (after a change of page or layout); the offset changes of the one followed call this
    /// without looking.
    func placeNavigationBar(findingScrollView: Bool = false) {
        guard isViewLoaded, !isPlacingBar else { return }
        isPlacingBar = true
        defer { isPlacingBar = false }
        let theme = view.theme, b = view.bounds
        let page = displayedStack.last
        if findingScrollView { followScrollView(of: page) }
        // How far the content is scrolled from its top edge (0 with no scroll view).
        let scrolled = trackedScrollView.map { $0.contentOffset.y + $0.adjustedContentInset.top } ?? 0
        let full = theme.navigationLargeTitleHeight
        let collapse = page.map(displaysLargeTitle) == true ? scrolled.clamped(to: 0...full) : 0
        let large = max(0, full * largeTitleVisibility.presentedValue - collapse)
        let shown = barVisibility.presentedValue
        let windowTop = max(0, view.safeAreaInsets.top - navigationBar.containerSafeAreaInsets.top)
        let height = windowTop + theme.navigationBarHeight + large
        View.performWithoutAnimation {
            navigationBar.largeTitleHeight = large
            let frame = CGRect(x: 0, y: -height * (1 - shown), width: b.width, height: height)
            if navigationBar.frame != frame { navigationBar.frame = frame }
            navigationBar.isHidden = shown <= 0
            // The top page's search bar rides under the navigation bar.
            if let bar = page?.navigationItem.searchController?.searchBar, bar.superview === view, bar.frame.minY != frame.maxY {
                bar.frame.origin.y = frame.maxY
            }
            for child in children where child.viewIfLoaded?.superview === view {
                child.view.containerSafeAreaInsets = EdgeInsets(top: pageTopInset(for: child), left: 0, bottom: 0, right: 0)
            }
        }
        navigationBar.apply(navigationBar.appearance(for: page?.navigationItem, atScrollEdge: scrolled <= 0))
    }

    /// Follows the first scroll view of `page` (as the bar's scroll-to-top click finds it).
    private func followScrollView(of page: ViewController?) {
        let found = page?.viewIfLoaded.flatMap(NavigationBar.firstScrollToTopView(in:))
        guard found !== trackedScrollView else { return }
        trackedScrollView?.contentOffsetObserver = nil
        trackedScrollView = found
        found?.contentOffsetObserver = { [weak self] in self?.placeNavigationBar() }
    }
}
