import Foundation
import WidgetKitLite

/// Books are dragged out of the Library (sideways: up and down scrolls) as their titles, to
/// the app's Notes page or another application. With `WKL_TRACE`, each drag's start is a
/// `dragBegin` event with the book's number.
extension LibraryPage: CollectionViewDragDelegate {
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        switch dataSource.itemIdentifier(for: indexPath) {
        case .cover(let book), .book(let book):
            let item = DragItem(itemProvider: ItemProvider(object: Library.title(book)))
            item.localObject = book
            Trace.event("dragBegin", ["book": Double(book)])
            return [item]
        default:
            return []
        }
    }
}
