import Foundation

/// Supplies a collection view's sections, items and cells — UIKit's
/// `UICollectionViewDataSource`.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell showing the item at `indexPath`, configured for it: one from
    /// `dequeueReusableCell(withReuseIdentifier:for:)` or `dequeueConfiguredReusableCell`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The supplementary view of `kind` (a header, a footer) at `indexPath`, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Default: a blank
    /// `CollectionReusableView` (and one diagnostic line), as the layout asked for one.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView
    /// Whether the item at `indexPath` may be moved by the user. Default: false (UIKit
    /// infers true from an implementation of `moveItemAt`, which Swift cannot see).
    ///
    /// An item that may move is reordered by dragging it within its section, without a drop
    /// delegate — the collection view needs only a `dragDelegate` — and the collection view
    /// performs the move: it calls `collectionView(_:moveItemAt:to:)` and then moves
    /// the item's cell.
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved the item at `sourceIndexPath` to `destinationIndexPath` (its index
    /// path after the move): update the model to match. The collection view has moved the
    /// cell; do not call `moveItem(at:to:)`. Default: nothing.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// No item moves.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// A blank view, with a diagnostic: the layout asked for a supplementary view the data
    /// source does not make.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        Diagnostics.report("CollectionView: the data source has no viewForSupplementaryElementOfKind for \"\(kind)\"; using a blank view")
        return CollectionReusableView(frame: .zero)
    }
}
