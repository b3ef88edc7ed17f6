import Foundation

/// A view controller whose view is a table view, and its data source and delegate — UIKit's
/// `UITableViewController`.
///
/// Subclasses override the data-source and delegate methods they need (with `override`, as
/// in UIKit); the defaults show no rows. Each time the view is about to appear, the selected
/// row is deselected with animation (`clearsSelectionOnViewWillAppear`), so the row a user
/// opened fades as they come back to the list.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    private let tableStyle: TableView.Style

    /// Creates a controller whose table has `style`.
    public init(style: TableView.Style) {
        tableStyle = style
        super.init()
    }

    /// Creates a controller with a plain table.
    public convenience override init() {
        self.init(style: .plain)
    }

    /// The table view: the controller's view.
    open var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Whether the selection is cleared (animated) when the view is about to appear.
    /// Default: true.
    open var clearsSelectionOnViewWillAppear = true

    /// The table's refresh control (`ScrollView.refreshControl`).
    open var refreshControl: RefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Makes a table view of the controller's style, as large as the screen and resizing
    /// with its superview, with the controller as its data source and delegate.
    open override func loadView() {
        let table = TableView(frame: defaultViewFrame, style: tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Deselects the selected row, animated when the appearance is, if
    /// `clearsSelectionOnViewWillAppear`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? TableView, let selected = table.indexPathForSelectedRow else { return }
        table.deselectRow(at: selected, animated: animated)
    }

    /// Enters or leaves editing mode: the table's too.
    open func setEditing(_ editing: Bool, animated: Bool) {
        tableView.setEditing(editing, animated: animated)
    }

    /// Whether the table is in editing mode.
    open var isEditing: Bool {
        get { (viewIfLoaded as? TableView)?.isEditing ?? false }
        set { setEditing(newValue, animated: false) }
    }

    // MARK: Data source (overridable)

    /// One section.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No rows.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A blank cell (subclasses that have rows override it).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// True.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// False.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Delegate (overridable)

    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// `TableView.automaticDimension`.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { TableView.automaticDimension }
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// No view.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No view.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// `TableView.automaticDimension`.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { TableView.automaticDimension }
    /// `TableView.automaticDimension`.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { TableView.automaticDimension }
    /// None.
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// None.
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// `.delete`.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }

    // MARK: Scroll view delegate (overridable)

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
