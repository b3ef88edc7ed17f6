import Foundation
import WidgetKitLite

/// Albums are reordered by dragging them (sideways first: up and down scrolls) within their
/// decade; a drop in another decade is forbidden. With `WKL_TRACE`, each move is an
/// `albumMove` event with the album's number and its index in the decade before and after.
extension AlbumsPage: CollectionViewDragDelegate, CollectionViewDropDelegate {
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        guard let album = dataSource.itemIdentifier(for: indexPath) else { return [] }
        let item = DragItem(itemProvider: ItemProvider(object: Self.name(of: album)))
        item.localObject = album
        return [item]
    }

    func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> CollectionViewDropProposal {
        guard let album = session.items.first?.localObject as? Int, let destinationIndexPath,
            dataSource.sectionIdentifier(for: destinationIndexPath.section) == Self.decade(of: album)
        else { return CollectionViewDropProposal(operation: .forbidden) }
        return CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
            let source = item.sourceIndexPath, let album = dataSource.itemIdentifier(for: source),
            let target = dataSource.itemIdentifier(for: destination), album != target
        else { return }
        var snapshot = dataSource.snapshot()
        if destination.item > source.item {
            snapshot.moveItem(album, afterItem: target)
        } else {
            snapshot.moveItem(album, beforeItem: target)
        }
        dataSource.apply(snapshot, animatingDifferences: true)
        coordinator.drop(item.dragItem, toItemAt: destination)
        Trace.event("albumMove", ["album": Double(album), "from": Double(source.item), "to": Double(destination.item)])
    }
}
