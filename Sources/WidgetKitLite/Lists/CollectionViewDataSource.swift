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
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// A blank view, with a diagnostic: the layout asked for a supplementary view the data
    /// source does not make.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        Diagnostics.report("CollectionView: the data source has no viewForSupplementaryElementOfKind for \"\(kind)\"; using a blank view")
        return CollectionReusableView(frame: .zero)
    }
}
