import Foundation

/// Observes and steers a split view controller's columns — UIKit's
/// `UISplitViewControllerDelegate` (the column-style methods). Every method has a default.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// The column shown when the split view collapses to one column (and no `.compact`
    /// controller is set); `proposedTopColumn` is `.secondary` when that column has a
    /// controller, else `.primary`. The default returns the proposal.
    func splitViewController(
        _ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column
    /// Called after the split view collapsed to one column.
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// Called after the split view expanded back to columns.
    func splitViewControllerDidExpand(_ svc: SplitViewController)
    /// Called before `column` is shown beside the others (expanded only).
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
    /// Called before `column` is hidden (expanded only).
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
    /// Called before the display mode changes to `displayMode`.
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
}

extension SplitViewControllerDelegate {
    /// Returns `proposedTopColumn`.
    public func splitViewController(
        _ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column { proposedTopColumn }
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
    /// Does nothing.
    public func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) {}
    /// Does nothing.
    public func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) {}
    /// Does nothing.
    public func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {}
}
