import Foundation

/// Item context menus — UIKit's
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`: a right-click on an item
/// (or the Menu key while the collection view has the focus, at its centre) asks the
/// delegate for the item's menu and opens it there.
extension CollectionView {
    func openContextMenu(at point: CGPoint) -> Bool {
        guard let window, let delegate = collectionDelegate, let indexPath = indexPathForItem(at: point),
            let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
        else { return false }
        let opened = window.presentContextMenu(
            configuration, at: convert(point, to: nil),
            willDisplay: { [weak self] animator in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [weak self] animator in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
            })
        return opened != nil
    }
}
