import Foundation

/// Supplies a table view's sections, rows and cells — UIKit's `UITableViewDataSource`.
///
/// Only `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are
/// required; the rest have defaults (one section, no titles). `cellForRowAt` is called only
/// for rows coming into view, and should return a cell from
/// `dequeueReusableCell(withIdentifier:for:)`.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (default 1). A negative count is reported and used as 0.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`. A negative count is reported and used as 0.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell showing the row at `indexPath`, configured for it.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The text of the header of `section`; nil shows none (default).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The text of the footer of `section`; nil shows none (default).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` shows editing controls in editing mode (default true).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row at `indexPath` shows a reorder control in editing mode. Default false
    /// (UIKit infers it from an implementation of `moveRowAt`, which Swift cannot see).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user deleted (or inserted) the row at `indexPath` in editing mode or with the
    /// Delete key: update the data and call `deleteRows(at:with:)` (default: nothing).
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user moved a row with its reorder control: the table already shows it at
    /// `destinationIndexPath`; update the data to match (default: nothing).
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// True.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// False.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
