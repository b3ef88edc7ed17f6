import Foundation

extension CompositionalLayoutSolver {
    /// A length imposed on an element along one axis: a `count:` group's share.
    struct ImposedLength {
        var horizontal: Bool
        var length: CGFloat
    }

    /// Lays out `item` (a cell, or a group and everything in it) with its slot's top left
    /// corner at `origin`, its fractional dimensions resolved against `container`. Returns
    /// the slot's size, or nil when the section had no item left to place.
    mutating func place(_ item: NSCollectionLayoutItem, at origin: CGPoint, in container: CGSize, axisLength imposed: ImposedLength?) -> CGSize? {
        if let group = item as? NSCollectionLayoutGroup {
            return placeGroup(group, at: origin, in: container, axisLength: imposed)
        }
        guard nextItem < itemCount else { return nil }
        let indexPath = IndexPath(item: nextItem, section: section)
        nextItem += 1
        let size = slotSize(of: item, in: container, imposed: imposed, indexPath: indexPath)
        let layoutSize = item.layoutSize
        // Insets shrink the cell inside its slot, except along an estimated dimension
        // (the cell's own length stands there, as in UIKit).
        let i = item.contentInsets
        let left = layoutSize.widthDimension.isEstimated ? 0 : i.leading.finite(), right = layoutSize.widthDimension.isEstimated ? 0 : i.trailing.finite()
        let top = layoutSize.heightDimension.isEstimated ? 0 : i.top.finite(), bottom = layoutSize.heightDimension.isEstimated ? 0 : i.bottom.finite()
        let frame = CGRect(
            x: origin.x + left, y: origin.y + top, width: max(0, size.width - left - right), height: max(0, size.height - top - bottom))
        let attributes = attributesClass.init(forCellWith: indexPath)
        attributes.frame = frame
        geometry.items[section].append(attributes)
        geometry.itemEstimatedAxes[section].append(CompositionalLayoutGeometry.EstimatedAxes(layoutSize))
        geometry.elements.append(attributes)
        for supplementary in item.supplementaryItems {
            placeSupplementary(supplementary, of: frame, at: indexPath)
        }
        return size
    }

    /// The slot size of a cell: its dimensions resolved, the imposed length, and along an
    /// estimated dimension the measured length when there is one.
    private mutating func slotSize(of item: NSCollectionLayoutItem, in container: CGSize, imposed: ImposedLength?, indexPath: IndexPath) -> CGSize {
        let layoutSize = item.layoutSize
        var size = CGSize(
            width: resolve(layoutSize.widthDimension, in: container, what: "item width"),
            height: resolve(layoutSize.heightDimension, in: container, what: "item height"))
        if !measuredSizes.isEmpty, let measured = measuredSizes[LayoutElementKey(kind: nil, indexPath: indexPath)] {
            if layoutSize.widthDimension.isEstimated { size.width = measured.width }
            if layoutSize.heightDimension.isEstimated { size.height = measured.height }
        }
        if let imposed {
            if imposed.horizontal { size.width = imposed.length } else { size.height = imposed.length }
        }
        return size
    }

    /// Places a badge or other supplementary item of a cell against the cell's `frame`.
    private mutating func placeSupplementary(_ supplementary: NSCollectionLayoutSupplementaryItem, of frame: CGRect, at indexPath: IndexPath) {
        let key = LayoutElementKey(kind: supplementary.elementKind, indexPath: indexPath)
        var size = CGSize(
            width: resolve(supplementary.layoutSize.widthDimension, in: frame.size, what: "supplementary item width"),
            height: resolve(supplementary.layoutSize.heightDimension, in: frame.size, what: "supplementary item height"))
        if let measured = measuredSizes[key] {
            if supplementary.layoutSize.widthDimension.isEstimated { size.width = measured.width }
            if supplementary.layoutSize.heightDimension.isEstimated { size.height = measured.height }
        }
        let attributes = attributesClass.init(forSupplementaryViewOfKind: supplementary.elementKind, with: indexPath)
        attributes.frame = supplementary.containerAnchor.frame(ofSize: size, in: frame)
        attributes.zIndex = supplementary.zIndex
        geometry.supplementaries[key] = attributes
        geometry.itemSupplementaries.insert(key)
        geometry.elements.append(attributes)
        noteEstimated(supplementary.layoutSize, key: key)
    }

    /// Lays out a group: its subitems one after another along its axis, repeated while they
    /// fit (or exactly `count` of them), then spare room shared by flexible spacings.
    private mutating func placeGroup(_ group: NSCollectionLayoutGroup, at origin: CGPoint, in container: CGSize, axisLength imposed: ImposedLength?) -> CGSize {
        let horizontal = group.axis == .horizontal
        let layoutSize = group.layoutSize
        var size = CGSize(
            width: resolve(layoutSize.widthDimension, in: container, what: "group width"),
            height: resolve(layoutSize.heightDimension, in: container, what: "group height"))
        if let imposed {
            if imposed.horizontal { size.width = imposed.length } else { size.height = imposed.length }
        }
        let i = group.contentInsets
        let left = i.leading.finite(), right = i.trailing.finite(), top = i.top.finite(), bottom = i.bottom.finite()
        let inner = CGSize(width: max(0, size.width - left - right), height: max(0, size.height - top - bottom))
        let start = CGPoint(x: origin.x + left, y: origin.y + top)
        let available = horizontal ? inner.width : inner.height
        let availableAcross = horizontal ? inner.height : inner.width
        let alongEstimated = (horizontal ? layoutSize.widthDimension : layoutSize.heightDimension).isEstimated
        let acrossEstimated = (horizontal ? layoutSize.heightDimension : layoutSize.widthDimension).isEstimated
        let spacing = group.interItemSpacing?.minimum ?? 0
        let flexibleGaps = group.interItemSpacing?.isFlexibleSpacing ?? false

        var count = group.count
        if let c = count, c < 1 {
            note("a group count of \(c) in section \(section) is taken as 1")
            count = 1
        }
        var imposedLength: ImposedLength?
        if let count {
            let share = max(0, (available - spacing * CGFloat(count - 1)) / CGFloat(count))
            imposedLength = ImposedLength(horizontal: horizontal, length: share)
        }

        // First pass: each subitem at its minimum spacing; records what each one placed.
        var placed: [(elements: Range<Int>, flexibleBefore: Int, acrossShift: CGFloat)] = []
        var position: CGFloat = 0, extentAcross: CGFloat = 0, flexibleSlots = 0
        var k = 0
        while !group.subitems.isEmpty {
            let sub = group.subitems[k % group.subitems.count]
            let edges = sub.edgeSpacing?.along(horizontal: horizontal)
            let cross = sub.edgeSpacing?.along(horizontal: !horizontal)
            let gap = k > 0 ? spacing : 0
            let before = edges?.before?.minimum ?? 0, after = edges?.after?.minimum ?? 0
            if let count {
                if k >= count { break }
            } else if k >= group.subitems.count {
                // Repeat only while the next subitem fits, and never in a group that grows
                // to its content.
                let length = predictedLength(of: sub, horizontal: horizontal, in: inner)
                if alongEstimated || gap + before + length + after <= 0 || position + gap + before + length + after > available + 0.001 { break }
            }
            guard nextItem < itemCount else { break }
            let crossBefore = cross?.before?.minimum ?? 0, crossAfter = cross?.after?.minimum ?? 0
            var flexibleBefore = flexibleSlots
            if k > 0 && flexibleGaps { flexibleBefore += 1 }
            if edges?.before?.isFlexibleSpacing == true { flexibleBefore += 1 }
            position += gap + before
            let first = geometry.elements.count
            let subOrigin = horizontal ? CGPoint(x: start.x + position, y: start.y + crossBefore) : CGPoint(x: start.x + crossBefore, y: start.y + position)
            guard let subSize = place(sub, at: subOrigin, in: inner, axisLength: imposedLength) else { break }
            let alongLength = horizontal ? subSize.width : subSize.height
            let acrossLength = horizontal ? subSize.height : subSize.width
            position += alongLength + after
            extentAcross = max(extentAcross, crossBefore + acrossLength + crossAfter)
            flexibleSlots = flexibleBefore + (edges?.after?.isFlexibleSpacing == true ? 1 : 0)
            // Flexible spacing across centres the subitem (both sides) or pushes it to the
            // far side (the near side only).
            var acrossShift: CGFloat = 0
            let spareAcross = availableAcross - crossBefore - acrossLength - crossAfter
            if !acrossEstimated && spareAcross > 0 {
                let nearFlexible = cross?.before?.isFlexibleSpacing == true, farFlexible = cross?.after?.isFlexibleSpacing == true
                if nearFlexible { acrossShift = farFlexible ? spareAcross / 2 : spareAcross }
            }
            placed.append((first..<geometry.elements.count, flexibleBefore, acrossShift))
            k += 1
        }

        // Second pass: spare room along the axis shared by the flexible spacings.
        let spare = available - position
        let share = !alongEstimated && spare > 0 && flexibleSlots > 0 ? spare / CGFloat(flexibleSlots) : 0
        for entry in placed where share > 0 || entry.acrossShift != 0 {
            let alongShift = share * CGFloat(entry.flexibleBefore)
            let dx = horizontal ? alongShift : entry.acrossShift, dy = horizontal ? entry.acrossShift : alongShift
            for element in geometry.elements[entry.elements] { element.frame = element.frame.offsetBy(dx: dx, dy: dy) }
        }

        if layoutSize.widthDimension.isEstimated { size.width = (horizontal ? position : extentAcross) + left + right }
        if layoutSize.heightDimension.isEstimated { size.height = (horizontal ? extentAcross : position) + top + bottom }
        return size
    }

    /// The length along a group's axis a subitem will take, before placing it.
    private mutating func predictedLength(of item: NSCollectionLayoutItem, horizontal: Bool, in container: CGSize) -> CGFloat {
        let dimension = horizontal ? item.layoutSize.widthDimension : item.layoutSize.heightDimension
        if dimension.isEstimated, !measuredSizes.isEmpty, !(item is NSCollectionLayoutGroup),
            let measured = measuredSizes[LayoutElementKey(kind: nil, indexPath: IndexPath(item: nextItem, section: section))]
        {
            return horizontal ? measured.width : measured.height
        }
        return resolve(dimension, in: container, what: "item")
    }
}
