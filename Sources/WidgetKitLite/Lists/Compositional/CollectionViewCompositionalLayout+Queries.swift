import Foundation

extension CollectionViewCompositionalLayout {
    /// Every element whose frame overlaps `rect`: the bands along the axis found by binary
    /// search, in an orthogonal section the groups across found the same way (moved by the
    /// section's orthogonal offset), and pinned headers and footers where the current
    /// bounds put them. O(log n + elements returned).
    func attributesOfElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        guard let geometry else { return [] }
        var found: [CollectionViewLayoutAttributes] = []
        let (low, high) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        for band in geometry.bands.indices(overlapping: low, high, in: 0..<geometry.bands.count) {
            switch geometry.bandContents[band] {
            case .elements(let range):
                for element in geometry.elements[range] where element.frame.overlaps(rect) { found.append(element) }
            case .orthogonal(let section):
                guard let orthogonal = geometry.orthogonalBands[section] else { continue }
                let offset = orthogonalOffset(forSection: section)
                let (acrossLow, acrossHigh) = isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
                for crossBand in geometry.crossBands.indices(overlapping: acrossLow + offset, acrossHigh + offset, in: orthogonal.crossBands) {
                    for element in geometry.elements[geometry.crossBandElements[crossBand]] {
                        let moved = shifted(element, by: offset)
                        if moved.frame.overlaps(rect) { found.append(moved) }
                    }
                }
            }
        }
        let visible = visibleRect
        for index in geometry.pinIntervals.indices(overlapping: low, high, in: 0..<geometry.pinIntervals.count) {
            if let pinned = pinnedAttributes(geometry.pins[index], visible: visible), pinned.frame.overlaps(rect) { found.append(pinned) }
        }
        for pin in geometry.layoutPins {
            if let pinned = pinnedAttributes(pin, visible: visible), pinned.frame.overlaps(rect) { found.append(pinned) }
        }
        return found
    }

    /// The attributes of the item at `indexPath` (moved by its section's orthogonal offset),
    /// nil when the item does not exist.
    func attributesOfItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let geometry, indexPath.count == 2, geometry.items.indices.contains(indexPath.section) else { return nil }
        let items = geometry.items[indexPath.section]
        guard items.indices.contains(indexPath.item) else { return nil }
        return shifted(items[indexPath.item], by: orthogonalOffset(forSection: indexPath.section))
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`: a boundary
    /// item (pinned ones where the current bounds put them) or an item's supplementary item
    /// (moved with its item); nil when the layout has none there.
    func attributesOfSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let geometry else { return nil }
        let key = LayoutElementKey(kind: elementKind, indexPath: indexPath)
        guard let attributes = geometry.supplementaries[key] else { return nil }
        if let pin = geometry.pinsByKey[key] { return pinnedAttributes(pin, visible: visibleRect) }
        return geometry.itemSupplementaries.contains(key) ? shifted(attributes, by: orthogonalOffset(forSection: indexPath.section)) : attributes
    }

    /// The visible part of the content: the bounds less the adjusted content insets.
    var visibleRect: CGRect {
        guard let collectionView else { return .zero }
        return collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    }

    private func pinnedAttributes(_ pin: CompositionalLayoutGeometry.Pin, visible: CGRect) -> CollectionViewLayoutAttributes? {
        guard let geometry, let attributes = geometry.supplementaries[pin.key] else { return nil }
        let frame = geometry.pinnedFrame(pin, visible: visible)
        guard frame != attributes.frame else { return attributes }
        let moved = attributes.copy()
        moved.frame = frame
        return moved
    }

    /// `attributes`, or a copy moved across the layout's axis by `offset`.
    func shifted(_ attributes: CollectionViewLayoutAttributes, by offset: CGFloat) -> CollectionViewLayoutAttributes {
        guard offset != 0 else { return attributes }
        let moved = attributes.copy()
        moved.frame = isVertical ? moved.frame.offsetBy(dx: -offset, dy: 0) : moved.frame.offsetBy(dx: 0, dy: -offset)
        return moved
    }
}
