import Foundation

/// Runs a search from a search bar — UIKit's `UISearchController`.
///
/// Put it in `navigationItem.searchController` and the navigation controller shows its
/// `searchBar` under the navigation bar while that page is on top, the page's safe area
/// starting below it; or place `searchBar` in any view yourself. The controller becomes
/// active when the bar starts editing (or `isActive` is set): the cancel button shows (with
/// `automaticallyShowsCancelButton`) and the `searchResultsUpdater` is asked to update, as it
/// is again on every change of the text or the scope and when the controller becomes
/// inactive. The cancel button (or Escape in the field) empties the text and makes the
/// controller inactive.
///
/// While active, the area under the search bar (to the bottom of the bar's superview) shows:
/// the `searchResultsController`'s view while the text is not empty (always with
/// `showsSearchResultsController`); otherwise, with `obscuresBackgroundDuringPresentation`,
/// a dimming view over the content that makes the controller inactive when clicked (the
/// text stays). `hidesNavigationBarDuringPresentation` is kept but has no effect: on the
/// desktop the navigation bar stays while a search runs.
@MainActor
open class SearchController: ViewController, SearchBarObserving {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The bar the search is typed in.
    public let searchBar = SearchBar()
    /// The controller showing the results (nil: the content under the bar shows them).
    public let searchResultsController: ViewController?
    /// Updates the results (held weakly).
    open weak var searchResultsUpdater: SearchResultsUpdating?
    /// Hears the controller become active and inactive (held weakly).
    open weak var delegate: SearchControllerDelegate?

    /// Whether the content under the bar is dimmed while active and no results show. Default: true.
    open var obscuresBackgroundDuringPresentation = true {
        didSet { updatePresentation() }
    }
    /// Kept for UIKit code; the desktop never hides the navigation bar. Default: true.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the results controller shows while active even with empty text. Default: false.
    open var showsSearchResultsController = false {
        didSet { updatePresentation() }
    }
    /// Whether the bar's cancel button shows while active. Default: true.
    open var automaticallyShowsCancelButton = true

    /// Whether the search is running; setting it presents or dismisses.
    open var isActive: Bool {
        get { storedIsActive }
        set { setActive(newValue) }
    }

    private var storedIsActive = false
    /// The dimming over the content (`obscuresBackgroundDuringPresentation`).
    let dimmingView = SearchDimmingView(frame: .zero)

    /// The dimming's colour: black at alpha 0.2.
    static let dimmingColor = Color.black.withAlphaComponent(0.2)

    /// Creates a controller showing results in `searchResultsController` (nil: in the content under the bar).
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init()
        searchBar.observer = self
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = nil
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.onClick = { [weak self] in self?.isActive = false }
        view.addSubview(dimmingView)
    }

    /// Whether the results controller's view shows now.
    var showsResults: Bool {
        storedIsActive && searchResultsController != nil && (showsSearchResultsController || !(searchBar.text ?? "").isEmpty)
    }

    private func setActive(_ active: Bool) {
        guard active != storedIsActive else { return }
        if active {
            delegate?.willPresentSearchController(self)
            storedIsActive = true
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
            installPresentation()
            searchResultsUpdater?.updateSearchResults(for: self)
            delegate?.didPresentSearchController(self)
        } else {
            delegate?.willDismissSearchController(self)
            storedIsActive = false
            searchBar.resignFirstResponder()
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
            removePresentation()
            searchResultsUpdater?.updateSearchResults(for: self)
            delegate?.didDismissSearchController(self)
        }
    }

    // MARK: The area under the bar

    private func installPresentation() {
        guard let container = searchBar.superview else { return }
        let presentation: View = view
        container.insertSubview(presentation, belowSubview: searchBar)
        if let results = searchResultsController, results.parent !== self {
            addChild(results)
            let resultsView: View = results.view
            resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            presentation.addSubview(resultsView)
            results.didMove(toParent: self)
        }
        layoutPresentation()
    }

    private func removePresentation() {
        if let results = searchResultsController, results.parent === self {
            results.willMove(toParent: nil)
            results.viewIfLoaded?.removeFromSuperview()
            results.removeFromParent()
        }
        viewIfLoaded?.removeFromSuperview()
    }

    /// Places the area under the bar (the bar's superview calls this when it lays out).
    func layoutPresentation() {
        guard storedIsActive, let container = searchBar.superview, let presentation = viewIfLoaded, presentation.superview === container
        else { return }
        let top = searchBar.frame.maxY
        presentation.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: max(0, container.bounds.height - top))
        dimmingView.frame = presentation.bounds
        searchResultsController?.viewIfLoaded?.frame = presentation.bounds
        updatePresentation()
    }

    private func updatePresentation() {
        guard let presentation = viewIfLoaded else { return }
        let results = showsResults
        searchResultsController?.viewIfLoaded?.isHidden = !results
        dimmingView.isHidden = results || !obscuresBackgroundDuringPresentation
        presentation.isHidden = !storedIsActive || (dimmingView.isHidden && !results)
    }

    // MARK: SearchBarObserving

    func searchBarTextDidChange(_ searchBar: SearchBar) {
        updatePresentation()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarDidBeginEditing(_ searchBar: SearchBar) { isActive = true }

    func searchBarCancelled(_ searchBar: SearchBar) {
        searchBar.text = ""
        isActive = false
    }

    func searchBarScopeDidChange(_ searchBar: SearchBar) { searchResultsUpdater?.updateSearchResults(for: self) }
}

/// The dimming under an active search bar: a click on it makes the search inactive.
@MainActor
final class SearchDimmingView: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    required init?(coder: NSCoder) { nil }

    /// A click ended on the view.
    var onClick: (() -> Void)?

    override init(frame: CGRect) { super.init(frame: frame) }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { onClick?() }
}
