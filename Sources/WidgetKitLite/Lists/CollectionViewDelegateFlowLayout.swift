import Foundation

/// Sizes and spacing of a `CollectionViewFlowLayout` per item and per section — UIKit's
/// `UICollectionViewDelegateFlowLayout`. The collection view's delegate answers; every
/// method defaults to the layout's own property.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath` (default: the layout's `itemSize`).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The margins around `section`'s items (default: `sectionInset`).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets
    /// The space between `section`'s lines (default: `minimumLineSpacing`).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least space between items on one line of `section` (default: `minimumInteritemSpacing`).
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of `section`'s header; only its height counts when scrolling vertically, its
    /// width horizontally (default: `headerReferenceSize`).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of `section`'s footer, as the header's (default: `footerReferenceSize`).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The layout's `itemSize`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? Theme.light.lists.flowItemSize
    }
    /// The layout's `sectionInset`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? Theme.light.lists.flowSpacing
    }
    /// The layout's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? Theme.light.lists.flowSpacing
    }
    /// The layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
