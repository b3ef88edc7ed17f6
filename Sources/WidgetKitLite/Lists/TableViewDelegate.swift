import Foundation

/// Handles selection and row heights of a table view — UIKit's `UITableViewDelegate`. It
/// refines `ScrollViewDelegate`: `tableView.delegate` is the scroll view's delegate. Every
/// method has a default.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// Called after the user selected the row at `indexPath` (a click, or Return on the
    /// selected row while the table has the keyboard focus).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// Called after the user's click deselected the row at `indexPath`.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The height of the row at `indexPath`; `TableView.automaticDimension` (the default)
    /// uses `rowHeight`, or the cell's `sizeThatFits` when `rowHeight` is automatic too.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Called just before `cell` is shown for the row at `indexPath`.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// `TableView.automaticDimension`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { TableView.automaticDimension }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
}
