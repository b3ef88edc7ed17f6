import Foundation

/// Updates search results as a search controller's text and scope change — UIKit's
/// `UISearchResultsUpdating`.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// The search bar's text or scope changed, or the controller became active or inactive:
    /// show the results for `searchController.searchBar.text`.
    func updateSearchResults(for searchController: SearchController)
}

/// Hears a search controller become active and inactive — UIKit's `UISearchControllerDelegate`.
/// Every method has a default.
@MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// The controller is about to become active.
    func willPresentSearchController(_ searchController: SearchController)
    /// The controller became active.
    func didPresentSearchController(_ searchController: SearchController)
    /// The controller is about to become inactive.
    func willDismissSearchController(_ searchController: SearchController)
    /// The controller became inactive.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
}
