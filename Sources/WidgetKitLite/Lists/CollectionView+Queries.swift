import Foundation

/// What is shown and where: cells, supplementary views, index paths and layout attributes.
extension CollectionView {
    /// The cell shown for `indexPath`, or nil when the item is not in view.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { cellsByIndexPath[indexPath] }

    /// The cells shown, in index path order.
    public var visibleCells: [CollectionViewCell] {
        cellsByIndexPath.keys.sorted().compactMap { cellsByIndexPath[$0] }
    }

    /// The index paths of the items shown, in order.
    public var indexPathsForVisibleItems: [IndexPath] { cellsByIndexPath.keys.sorted() }

    /// The index path of the item `cell` shows, if it is shown.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        cellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The index path of the item whose frame contains `point` (content coordinates), if any.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        preparedLayout()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = sanitizedAttributes(collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
        return hits.last { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && isValid($0.indexPath) }?.indexPath
    }

    /// Where the item at `indexPath` goes, from the layout; nil (and a diagnostic) for an
    /// index path out of range.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard checked(indexPath, "layoutAttributesForItem(at:)") else { return nil }
        preparedLayout()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath).map(sanitized)
    }

    /// Where the supplementary view of `kind` at `indexPath` goes, from the layout (nil when
    /// the layout has none there).
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        preparedLayout()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map(sanitized)
    }

    /// The supplementary view of `elementKind` shown at `indexPath`, if it is in view.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        supplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` shown, in index path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        supplementaryViews.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` shown, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        supplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    // MARK: Internal

    /// The layout, prepared for the current counts and size.
    func preparedLayout() {
        _ = loadedCounts
        collectionViewLayout.prepareIfNeeded()
    }

    /// `attributes` with a finite, non-negative frame (a copy when it had to change), one
    /// diagnostic per bad answer.
    func sanitized(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let f = attributes.frame
        let values = [f.origin.x, f.origin.y, f.size.width, f.size.height]
        guard values.contains(where: { !$0.isFinite }) || f.size.width < 0 || f.size.height < 0 || !attributes.alpha.isFinite else { return attributes }
        let clean = attributes.copy()
        let x = f.origin.x.isFinite ? f.origin.x : 0, y = f.origin.y.isFinite ? f.origin.y : 0
        let w = f.size.width.isFinite ? max(0, f.size.width) : 0, h = f.size.height.isFinite ? max(0, f.size.height) : 0
        clean.frame = CGRect(x: x, y: y, width: w, height: h)
        clean.alpha = attributes.alpha.isFinite ? attributes.alpha : 1
        // One line per element until the data is reloaded, not one per frame.
        let key = SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
        if reportedLayoutProblems.insert(key).inserted {
            Diagnostics.report("CollectionView: the layout gave \(Self.describe(attributes.indexPath)) the frame \(f); using \(clean.frame)")
        }
        return clean
    }

    func sanitizedAttributes(_ list: [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        list.map(sanitized)
    }
}
