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
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
