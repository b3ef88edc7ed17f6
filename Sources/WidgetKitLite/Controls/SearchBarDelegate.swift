import Foundation

/// Hears about a search bar's editing, its buttons and its scope bar — UIKit's
/// `UISearchBarDelegate`. Every method has a default.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// The user changed the text (typing, deleting, pasting, the clear button).
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// Whether the field may start editing (default: true).
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// The field started editing.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// The field stopped editing.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// Return was pressed in the field (the keyboard's search button).
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The cancel button was clicked, or Escape pressed while editing.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// The user picked another scope button.
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Returns true.
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// What a search controller hears from its bar, before the bar's delegate.
@MainActor
protocol SearchBarObserving: AnyObject {
    func searchBarTextDidChange(_ searchBar: SearchBar)
    func searchBarDidBeginEditing(_ searchBar: SearchBar)
    func searchBarCancelled(_ searchBar: SearchBar)
    func searchBarScopeDidChange(_ searchBar: SearchBar)
}
