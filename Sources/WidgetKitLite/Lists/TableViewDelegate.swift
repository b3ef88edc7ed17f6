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
    /// The view shown as `section`'s header (default nil: the data source's title, if any).
    /// Asked when the table loads its sections and again when a header scrolls back into
    /// view; return a view from `dequeueReusableHeaderFooterView(withIdentifier:)` or one
    /// the app keeps.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The view shown as `section`'s footer (default nil: the data source's title, if any).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The height of `section`'s header; `TableView.automaticDimension` (the default) uses
    /// `sectionHeaderHeight`, or fits the header. Negative and non-finite heights count as
    /// automatic, with a diagnostic.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer, as `heightForHeaderInSection`.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// The actions behind the trailing edge of the row at `indexPath` (default nil: none).
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions behind the leading edge of the row at `indexPath` (default nil: none).
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The editing control of the row at `indexPath` in editing mode (default `.delete`).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The context menu of the row at `indexPath`, opened by a right-click at `point` (the
    /// table's coordinates) or the Menu key (default nil: the row's swipe actions open).
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration?
    /// Called just before a row's context menu appears (default: nothing).
    func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?)
    /// Called when a row's context menu closes, before a chosen action runs (default: nothing).
    func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?)
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
    /// No view.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No view.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// `TableView.automaticDimension`.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { TableView.automaticDimension }
    /// `TableView.automaticDimension`.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { TableView.automaticDimension }
    /// None.
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// None.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// `.delete`.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// None.
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? {
        nil
    }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {}
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?
    ) {}
}
