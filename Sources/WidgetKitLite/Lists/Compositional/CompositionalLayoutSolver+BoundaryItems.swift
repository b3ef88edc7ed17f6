import Foundation

extension CompositionalLayoutSolver {
    /// Which boundary items a call places, and where along the axis.
    enum BoundaryPhase {
        /// Items before the content that take room (headers), at the cursor.
        case before
        /// Items that take no room: headers and footers with `extendsBoundary` false, and
        /// items aligned beside the content.
        case overlapping(contentStart: CGFloat, contentEnd: CGFloat)
        /// Items after the content that take room (footers), at the cursor.
        case after
    }

    /// Where an alignment puts a boundary item: before the content along the axis, after
    /// it, or beside it.
    private enum Role {
        case before, after, beside
    }

    private func role(of alignment: NSRectAlignment) -> Role {
        let edges = alignment.edges
        if edges.contains(isVertical ? .top : .leading) { return .before }
        if edges.contains(isVertical ? .bottom : .trailing) { return .after }
        return .beside
    }

    /// Places the boundary items of `phase` at `indexPath`, `crossLength` wide across the axis
    /// from `crossStart`; pinned ones go to `pins` instead of the bands.
    mutating func placeBoundaryItems(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], phase: BoundaryPhase, at indexPath: IndexPath, crossStart: CGFloat, crossLength: CGFloat,
        pins: inout [CompositionalLayoutGeometry.Pin]
    ) {
        for item in items {
            let role = role(of: item.alignment)
            let along: CGFloat
            var size = boundarySize(of: item, at: indexPath, crossLength: crossLength)
            let length = self.along(size)
            switch phase {
            case .before:
                guard role == .before, item.extendsBoundary else { continue }
                along = cursor
                cursor += length
            case .after:
                guard role == .after, item.extendsBoundary else { continue }
                along = cursor
                cursor += length
            case .overlapping(let contentStart, let contentEnd):
                switch role {
                case .before where !item.extendsBoundary, .beside: along = contentStart
                case .after where !item.extendsBoundary: along = contentEnd - length
                default: continue
                }
            }
            size = CGSize(width: max(0, size.width), height: max(0, size.height))
            let across = crossPosition(of: size, edges: item.alignment.edges, crossStart: crossStart, crossLength: crossLength)
            let offset = CGPoint(x: item.offset.x.finite(), y: item.offset.y.finite())
            let origin = point(along: along, across: across)
            let frame = CGRect(origin: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), size: size)
            let attributes = attributesClass.init(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
            attributes.frame = frame
            attributes.zIndex = item.zIndex
            let key = LayoutElementKey(attributes)
            geometry.supplementaries[key] = attributes
            noteEstimated(item.layoutSize, key: key)
            if item.pinToVisibleBounds && role != .beside {
                attributes.zIndex = CompositionalLayoutGeometry.pinnedZIndex
                pins.append(.init(key: key, natural: frame, isHeader: role == .before, limitStart: 0, limitEnd: 0))
            } else {
                let index = geometry.elements.count
                geometry.elements.append(attributes)
                let (start, end) = alongRange(frame)
                appendBand(start: start, end: end, elements: index..<index + 1)
            }
        }
    }

    /// The size of a boundary item: fractions of the section's content width (or height, in
    /// a horizontal layout) across the axis and of the container along it; an estimated
    /// length replaced by the view's measured one.
    private mutating func boundarySize(of item: NSCollectionLayoutBoundarySupplementaryItem, at indexPath: IndexPath, crossLength: CGFloat) -> CGSize {
        let reference = isVertical ? CGSize(width: crossLength, height: container.height) : CGSize(width: container.width, height: crossLength)
        noteAxisDependence(item.layoutSize.widthDimension)
        noteAxisDependence(item.layoutSize.heightDimension)
        var size = CGSize(
            width: resolve(item.layoutSize.widthDimension, in: reference, what: "boundary item"),
            height: resolve(item.layoutSize.heightDimension, in: reference, what: "boundary item"))
        if let measured = measuredSizes[LayoutElementKey(kind: item.elementKind, indexPath: indexPath)] {
            if item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
            if item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
        }
        return size
    }

    /// The position across the axis of an element of `size` aligned to `edges` within
    /// `crossLength` from `crossStart`: at the leading (top) edge, the trailing (bottom)
    /// edge, or centred.
    private func crossPosition(of size: CGSize, edges: NSDirectionalRectEdge, crossStart: CGFloat, crossLength: CGFloat) -> CGFloat {
        let length = across(size)
        let (near, far): (NSDirectionalRectEdge, NSDirectionalRectEdge) = isVertical ? (.leading, .trailing) : (.top, .bottom)
        if edges.contains(near) && !edges.contains(far) { return crossStart }
        if edges.contains(far) && !edges.contains(near) { return crossStart + crossLength - length }
        return crossStart + (crossLength - length) / 2
    }

    /// Records which of `size`'s dimensions are estimated for the supplementary view `key`.
    mutating func noteEstimated(_ size: NSCollectionLayoutSize, key: LayoutElementKey) {
        let axes = CompositionalLayoutGeometry.EstimatedAxes(size)
        if !axes.isEmpty { geometry.supplementaryEstimatedAxes[key] = axes }
    }
}
