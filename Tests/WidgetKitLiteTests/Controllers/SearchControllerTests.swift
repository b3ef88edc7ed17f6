import Foundation
import Testing
@testable import WidgetKitLite

/// Records what the search controller asks and tells.
@MainActor
private final class SearchLog: SearchResultsUpdating, SearchControllerDelegate {
    var updates: [String] = []
    var events: [String] = []
    func updateSearchResults(for searchController: SearchController) {
        updates.append("\(searchController.searchBar.text ?? "")|\(searchController.searchBar.selectedScopeButtonIndex)|\(searchController.isActive)")
    }
    func willPresentSearchController(_ searchController: SearchController) { events.append("willPresent") }
    func didPresentSearchController(_ searchController: SearchController) { events.append("didPresent") }
    func willDismissSearchController(_ searchController: SearchController) { events.append("willDismiss") }
    func didDismissSearchController(_ searchController: SearchController) { events.append("didDismiss") }
}

@MainActor @Suite struct SearchControllerTests {
    private struct Setup {
        let screen: HeadlessScreen
        let window: Window
        let page: ViewController
        let search: SearchController
        let log: SearchLog
    }

    private func makeSetup(results: ViewController? = nil) -> Setup {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let page = ViewController()
        page.title = "Songs"
        let search = SearchController(searchResultsController: results)
        let log = SearchLog()
        search.searchResultsUpdater = log
        search.delegate = log
        page.navigationItem.searchController = search
        window.rootViewController = NavigationController(rootViewController: page)
        screen.advance(by: 0)
        return Setup(screen: screen, window: window, page: page, search: search, log: log)
    }

    private func center(of view: View) -> CGPoint {
        let r = view.convert(view.bounds, to: nil)
        return CGPoint(x: r.midX, y: r.midY)
    }

    @Test func theBarSitsUnderTheNavigationBarAndInTheSafeArea() {
        let s = makeSetup()
        let bar = s.search.searchBar
        #expect(bar.window === s.window)
        #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 44, width: 400, height: 56))
        #expect(abs(s.page.view.safeAreaInsets.top - 100) < 0.001, "the content starts below the search bar: \(s.page.view.safeAreaInsets.top)")
        #expect(s.page.navigationItem.hidesSearchBarWhenScrolling, "kept, as UIKit's default")
        s.page.navigationItem.searchController = nil
        s.screen.advance(by: 0)
        #expect(bar.superview == nil && s.page.view.safeAreaInsets.top == 44)
    }

    @Test func typingUpdatesTheResultsOnEveryKeystroke() {
        let s = makeSetup()
        s.screen.click(at: center(of: s.search.searchBar.searchTextField))
        #expect(s.search.isActive && s.search.searchBar.showsCancelButton)
        #expect(s.log.events == ["willPresent", "didPresent"])
        #expect(s.log.updates == ["|0|true"], "activation asks for an update")
        s.screen.type("abc")
        #expect(s.log.updates == ["|0|true", "a|0|true", "ab|0|true", "abc|0|true"])
    }

    @Test func cancelEmptiesTheTextAndDeactivates() {
        let s = makeSetup()
        s.screen.click(at: center(of: s.search.searchBar.searchTextField))
        s.screen.type("x")
        s.screen.advance(by: 0)
        s.screen.click(at: center(of: s.search.searchBar.cancelButton))
        #expect(!s.search.isActive && s.search.searchBar.text == "" && !s.search.searchBar.showsCancelButton)
        #expect(!s.search.searchBar.isFirstResponder)
        #expect(s.log.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
        #expect(s.log.updates.last == "|0|false")
        s.screen.click(at: center(of: s.search.searchBar.searchTextField))
        s.screen.key("Escape")
        #expect(!s.search.isActive, "Escape is the cancel button")
    }

    @Test func scopeChangesUpdateTheResults() {
        let s = makeSetup()
        s.search.searchBar.scopeButtonTitles = ["All", "Mine"]
        s.search.searchBar.showsScopeBar = true
        s.page.navigationItem.searchController = s.search
        s.screen.advance(by: 0)
        #expect(abs(s.page.view.safeAreaInsets.top - 144) < 0.001, "the scope bar's row too")
        s.search.isActive = true
        s.screen.advance(by: 0)
        let scope = s.search.searchBar.scopeBar.convert(s.search.searchBar.scopeBar.bounds, to: nil)
        s.screen.click(at: CGPoint(x: scope.maxX - 10, y: scope.midY))
        #expect(s.log.updates == ["|0|true", "|1|true"])
    }

    @Test func theObscuringViewCoversTheContentAndAClickOnItDeactivates() {
        let s = makeSetup()
        s.search.isActive = true
        s.screen.advance(by: 0)
        let dimming = s.search.dimmingView
        #expect(dimming.window === s.window && !dimming.isHidden && !s.search.view.isHidden)
        #expect(dimming.convert(dimming.bounds, to: nil) == CGRect(x: 0, y: 100, width: 400, height: 200))
        s.screen.click(at: CGPoint(x: 200, y: 250))
        #expect(!s.search.isActive && dimming.window == nil)
        s.search.obscuresBackgroundDuringPresentation = false
        s.search.isActive = true
        s.screen.advance(by: 0)
        #expect(s.search.view.isHidden, "nothing covers the content")
    }

    @Test func theResultsControllerShowsWhileThereIsText() {
        let results = ViewController()
        let s = makeSetup(results: results)
        s.screen.click(at: center(of: s.search.searchBar.searchTextField))
        s.screen.advance(by: 0)
        #expect(results.parent === s.search && results.view.isHidden && !s.search.dimmingView.isHidden)
        s.screen.type("q")
        s.screen.advance(by: 0)
        #expect(!results.view.isHidden && s.search.dimmingView.isHidden)
        #expect(results.view.convert(results.view.bounds, to: nil) == CGRect(x: 0, y: 100, width: 400, height: 200))
        s.screen.key("BackSpace")
        #expect(results.view.isHidden)
        s.search.showsSearchResultsController = true
        #expect(!results.view.isHidden, "always with showsSearchResultsController")
        s.search.isActive = false
        #expect(results.parent == nil && results.view.window == nil)
    }
}
