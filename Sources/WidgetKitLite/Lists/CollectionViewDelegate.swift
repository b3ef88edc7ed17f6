import Foundation

/// Handles selection, highlighting and the display of items of a collection view — UIKit's
/// `UICollectionViewDelegate`. It refines `ScrollViewDelegate`: `collectionView.delegate` is
/// the scroll view's delegate. Every method has a default.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether the item at `indexPath` may be selected by the user (default true).
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether the item at `indexPath` may be deselected by the user (default true).
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// Whether the item at `indexPath` is highlighted while pressed (default true).
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Called after the user selected the item at `indexPath` (a click, or Return on the
    /// focused item).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Called after the user deselected the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Called just before `cell` is shown for the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// Called after `cell` stopped showing the item at `indexPath` (it scrolled away, or the
    /// item was deleted or reloaded).
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// Called just before a supplementary `view` of `elementKind` is shown at `indexPath`.
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath)
    /// The context menu of the items at `indexPaths` (the item right-clicked), opened at
    /// `point` (the collection view's coordinates); default nil: a list row's swipe actions
    /// open, other items nothing.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> ContextMenuConfiguration?
    /// Called just before an item's context menu appears (default: nothing).
    func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?)
    /// Called when an item's context menu closes, before a chosen action runs (default: nothing).
    func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?)
}

extension CollectionViewDelegate {
    /// True.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// True.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// True.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// None.
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?
    ) {}
}
