import Foundation

/// The drag interaction behind a table's or collection's `dragDelegate`: a drag that starts
/// on a row (item) asks for that row's items. A list that scrolls vertically keeps vertical
/// drags for scrolling: a row is dragged by moving the pointer sideways first.
@MainActor
final class ListDragSource: DragInteractionDelegate {
    /// The row (item) under a point of the list, and the items to drag for it.
    private let indexPath: (CGPoint) -> IndexPath?
    private let items: (DragSession, IndexPath) -> [DragItem]
    /// The picture of a dragged row (item).
    private let preview: (IndexPath) -> TargetedDragPreview?
    private(set) var interaction: DragInteraction!
    /// The row (item) the drag starting now started on.
    private var lifted: IndexPath?

    init(
        indexPath: @escaping (CGPoint) -> IndexPath?, items: @escaping (DragSession, IndexPath) -> [DragItem],
        preview: @escaping (IndexPath) -> TargetedDragPreview?
    ) {
        self.indexPath = indexPath
        self.items = items
        self.preview = preview
        interaction = DragInteraction(delegate: self)
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        guard let view = interaction.view, let indexPath = indexPath(session.location(in: view)) else { return [] }
        lifted = indexPath
        session.sourceList = view
        session.sourceIndexPath = indexPath
        return items(session, indexPath)
    }

    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession) -> TargetedDragPreview? {
        guard let lifted else { return nil }
        self.lifted = nil
        return preview(lifted)
    }
}

/// A collection view's drag source — UIKit's `UICollectionViewDragDelegate`.
@MainActor
public protocol CollectionViewDragDelegate: AnyObject {
    /// The items a drag starting on the item at `indexPath` carries; none: no drag.
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    /// How the dragged item's cell is cut for the drag's picture; nil: the whole cell.
    /// Default: nil.
    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters?
}

extension CollectionViewDragDelegate {
    /// Default: the whole cell.
    public func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? {
        nil
    }
}

/// A table view's drag source — UIKit's `UITableViewDragDelegate`.
@MainActor
public protocol TableViewDragDelegate: AnyObject {
    /// The items a drag starting on the row at `indexPath` carries; none: no drag.
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    /// How the dragged row's cell is cut for the drag's picture; nil: the whole cell.
    /// Default: nil.
    func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters?
}

extension TableViewDragDelegate {
    /// Default: the whole cell.
    public func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
}

extension CollectionView {
    /// Puts a drag source on the collection view while it has a `dragDelegate`.
    func updateDragSource() {
        if let old = listDragSource { removeInteraction(old.interaction) }
        listDragSource = nil
        guard dragDelegate != nil else { return }
        let source = ListDragSource(indexPath: { [weak self] in self?.indexPathForItem(at: $0) }) { [weak self] session, indexPath in
            guard let self, let delegate = self.dragDelegate else { return [] }
            return delegate.collectionView(self, itemsForBeginning: session, at: indexPath)
        } preview: { [weak self] indexPath in
            guard let self, let cell = self.cellForItem(at: indexPath) else { return nil }
            let parameters = self.dragDelegate?.collectionView(self, dragPreviewParametersForItemAt: indexPath)
            return TargetedDragPreview(view: cell, parameters: parameters ?? DragPreviewParameters())
        }
        listDragSource = source
        source.interaction.isEnabled = dragInteractionEnabled
        addInteraction(source.interaction)
    }
}

extension TableView {
    /// Puts a drag source on the table view while it has a `dragDelegate`.
    func updateDragSource() {
        if let old = listDragSource { removeInteraction(old.interaction) }
        listDragSource = nil
        guard dragDelegate != nil else { return }
        let source = ListDragSource(indexPath: { [weak self] in self?.indexPathForRow(at: $0) }) { [weak self] session, indexPath in
            guard let self, let delegate = self.dragDelegate else { return [] }
            return delegate.tableView(self, itemsForBeginning: session, at: indexPath)
        } preview: { [weak self] indexPath in
            guard let self, let cell = self.cellForRow(at: indexPath) else { return nil }
            let parameters = self.dragDelegate?.tableView(self, dragPreviewParametersForRowAt: indexPath)
            return TargetedDragPreview(view: cell, parameters: parameters ?? DragPreviewParameters())
        }
        listDragSource = source
        source.interaction.isEnabled = dragInteractionEnabled
        addInteraction(source.interaction)
    }
}
