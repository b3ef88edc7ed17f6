import Foundation

/// Gives a context menu interaction its menu and hears it open and close — UIKit's
/// `UIContextMenuInteractionDelegate`.
@MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The configuration of the menu to open at `location` (the interaction's view's
    /// coordinates); nil opens none.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration?
    /// Called just before the menu of `configuration` appears (default: nothing).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?)
    /// Called when the menu of `configuration` closes, before a chosen action runs (default:
    /// nothing).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?)
}

extension ContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?
    ) {}
    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?
    ) {}
}
