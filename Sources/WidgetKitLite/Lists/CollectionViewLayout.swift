import Foundation

/// Decides where a collection view's items and supplementary views go — UIKit's
/// `UICollectionViewLayout`, the abstract base of `CollectionViewFlowLayout` and
/// `CollectionViewCompositionalLayout`.
///
/// The contract, as UIKit's: the collection view calls `prepare()` before it asks anything
/// after the layout was invalidated (and once at first), then `collectionViewContentSize`
/// and `layoutAttributesForElements(in:)` for the rectangle it shows (plus the reuse
/// margin), and `layoutAttributesForItem(at:)` / `layoutAttributesForSupplementaryView(
/// ofKind:at:)` for single elements. All frames are in content coordinates. A layout reads
/// the counts through `collectionView` (`numberOfSections`, `numberOfItems(inSection:)`)
/// and the available size through its `bounds` and `adjustedContentInset`.
///
/// The layout is invalidated by `invalidateLayout()`, by data changes (reload, batch
/// updates, snapshots) and by a bounds change for which `shouldInvalidateLayout(
/// forBoundsChange:)` answers true (by default: when the size changes, not when it only
/// scrolls). A subclass computes its geometry in `prepare()` and answers the queries from
/// it; each query must cost O(log n + elements returned), not O(n).
///
/// Self-sizing: when `attributes` for a cell are estimated, the collection view asks the
/// cell for `preferredLayoutAttributesFitting(_:)` as it comes into view and passes the
/// answer to `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`;
/// a layout that answers true records the size and is prepared again before the next query.
@MainActor
open class CollectionViewLayout {
    /// The collection view the layout lays out (set when the layout is assigned to one).
    public internal(set) weak var collectionView: CollectionView?

    /// Creates a layout.
    public init() {}

    /// The class the layout's attributes are made of (UIKit's `layoutAttributesClass`).
    open class var layoutAttributesClass: CollectionViewLayoutAttributes.Type { CollectionViewLayoutAttributes.self }

    /// Computes the geometry for the collection view's current counts and size. Default:
    /// nothing.
    open func prepare() {}

    /// The size of all the content. Default: `.zero`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`. Default: none.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`, nil when it does not exist. Default: nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, nil when
    /// the layout has none there. Default: nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout.
    /// Default: when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// Whether a cell's preferred attributes (its self-sized frame) differ enough from the
    /// layout's to lay out again. Default: false (the layout's sizes stand).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Marks the layout out of date: `prepare()` runs again before the next query, in the
    /// collection view's next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Where an item that is inserted starts its animation. Default: its final place,
    /// transparent.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let final = layoutAttributesForItem(at: itemIndexPath)?.copy() else { return nil }
        final.alpha = 0
        return final
    }

    /// Where an item that is deleted ends its animation (`itemIndexPath` in the old
    /// numbering). Default: nil (the collection view fades it out where it was).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The offset to rest at when scrolling would stop at `proposedContentOffset`. Default:
    /// the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Internal

    /// The collection view's data changed (`reloadData()`, batch updates): called before
    /// the layout is invalidated, for a layout that keeps state by index path (self-sized
    /// lengths) to forget it. Default: nothing.
    func collectionViewDidChangeData() {}

    /// The background the layout asks of its collection view (a list's), applied while the
    /// app sets none. Default: nil (the collection view's own).
    var preferredBackgroundColor: Color? { nil }

    /// Whether `prepare()` must run before the next query.
    var needsPrepare = true

    /// Runs `prepare()` if the layout was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
