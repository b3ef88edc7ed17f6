import Foundation

/// Computes a compositional layout's geometry in one pass over its sections, groups and
/// items: O(elements). Sections stack along the layout's axis; this file places sections,
/// their boundary items and their groups, `CompositionalLayoutSolver+Groups` places what is
/// inside a group.
@MainActor
struct CompositionalLayoutSolver {
    let isVertical: Bool
    /// The layout container's effective size (the collection view's content area).
    let container: CGSize
    /// Self-sized lengths of elements with estimated dimensions.
    let measuredSizes: [LayoutElementKey: CGSize]
    let attributesClass: CollectionViewLayoutAttributes.Type

    var geometry = CompositionalLayoutGeometry()
    /// The first problem met (an unusable dimension, a group that places nothing), for the
    /// one diagnostic line of the pass.
    var firstProblem: String?
    /// The next item to place in the current section, and how many it has.
    var nextItem = 0
    var itemCount = 0
    var section = 0
    /// Bands in the order they were made; sorted by start when the pass ends.
    private var pendingBands: [(start: CGFloat, end: CGFloat, content: CompositionalLayoutGeometry.BandContent)] = []
    /// The position along the axis where the next thing goes.
    var cursor: CGFloat = 0

    init(isVertical: Bool, container: CGSize, measuredSizes: [LayoutElementKey: CGSize], attributesClass: CollectionViewLayoutAttributes.Type) {
        self.isVertical = isVertical
        self.container = container
        self.measuredSizes = measuredSizes
        self.attributesClass = attributesClass
        geometry.isVertical = isVertical
        geometry.containerSize = container
    }

    // MARK: Axis helpers

    /// A point from its coordinates along and across the layout's axis.
    func point(along: CGFloat, across: CGFloat) -> CGPoint {
        isVertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
    }

    func along(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    func across(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    func alongRange(_ rect: CGRect) -> (CGFloat, CGFloat) { isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX) }
    func acrossRange(_ rect: CGRect) -> (CGFloat, CGFloat) { isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY) }

    /// The insets before and after the content along the axis, and before and after it across.
    func split(_ insets: NSDirectionalEdgeInsets) -> (before: CGFloat, after: CGFloat, acrossBefore: CGFloat, acrossAfter: CGFloat) {
        let i = NSDirectionalEdgeInsets(top: insets.top.finite(), leading: insets.leading.finite(), bottom: insets.bottom.finite(), trailing: insets.trailing.finite())
        return isVertical ? (i.top, i.bottom, i.leading, i.trailing) : (i.leading, i.trailing, i.top, i.bottom)
    }

    /// A dimension's length in `container`, noting an unusable one.
    mutating func resolve(_ dimension: NSCollectionLayoutDimension, in container: CGSize, what: String) -> CGFloat {
        let (length, isInvalid) = dimension.resolved(in: container)
        if isInvalid { note("\(what) \(dimension) in section \(section) is NaN, infinite or negative; laid out as 0") }
        return length
    }

    /// Notes that a section-level dimension reads the container's length along the axis.
    mutating func noteAxisDependence(_ dimension: NSCollectionLayoutDimension) {
        if isVertical ? dimension.isFractionalHeight : dimension.isFractionalWidth { geometry.dependsOnLengthAlongAxis = true }
    }

    // MARK: The pass

    /// Lays out `sections` (nil: the provider gave none) holding `counts` items.
    mutating func solve(
        sections: [NSCollectionLayoutSection?], counts: [Int], configuration: CollectionViewCompositionalLayoutConfiguration
    ) -> CompositionalLayoutGeometry {
        geometry.counts = counts
        geometry.items = counts.map { _ in [] }
        geometry.itemEstimatedAxes = counts.map { _ in [] }
        let layoutItems = configuration.boundarySupplementaryItems
        let layoutStart = cursor
        var layoutPins: [CompositionalLayoutGeometry.Pin] = []
        section = 0
        placeBoundaryItems(layoutItems, phase: .before, at: IndexPath(item: 0, section: 0), crossStart: 0, crossLength: across(container), pins: &layoutPins)
        let spacing = configuration.interSectionSpacing.finite()
        for (index, count) in counts.enumerated() {
            if index > 0 { cursor += spacing }
            section = index
            nextItem = 0
            itemCount = count
            if let layoutSection = sections[index] {
                placeSection(layoutSection)
            }
            placeUnplacedItems()
        }
        section = 0
        let contentEnd = cursor
        placeBoundaryItems(
            layoutItems, phase: .overlapping(contentStart: layoutStart, contentEnd: contentEnd), at: IndexPath(item: 0, section: 0), crossStart: 0,
            crossLength: across(container), pins: &layoutPins)
        placeBoundaryItems(layoutItems, phase: .after, at: IndexPath(item: 0, section: 0), crossStart: 0, crossLength: across(container), pins: &layoutPins)
        for i in layoutPins.indices {
            layoutPins[i].limitStart = layoutStart
            layoutPins[i].limitEnd = max(layoutStart, contentEnd)
        }
        geometry.layoutPins = layoutPins
        for pin in geometry.pins + layoutPins { geometry.pinsByKey[pin.key] = pin }
        geometry.contentSize = isVertical ? CGSize(width: container.width, height: cursor) : CGSize(width: cursor, height: container.height)
        finishBands()
        return geometry
    }

    /// Items of the current section no group placed (the provider gave no section, or its
    /// group holds no item): zero-size and hidden at the section's end.
    private mutating func placeUnplacedItems() {
        while nextItem < itemCount {
            let attributes = attributesClass.init(forCellWith: IndexPath(item: nextItem, section: section))
            attributes.frame = CGRect(origin: point(along: cursor, across: 0), size: .zero)
            attributes.isHidden = true
            geometry.items[section].append(attributes)
            geometry.itemEstimatedAxes[section].append([])
            nextItem += 1
        }
    }

    private mutating func placeSection(_ layoutSection: NSCollectionLayoutSection) {
        let insets = split(layoutSection.contentInsets)
        let groupContainer =
            isVertical
            ? CGSize(width: max(0, container.width - insets.acrossBefore - insets.acrossAfter), height: max(0, container.height - insets.before - insets.after))
            : CGSize(width: max(0, container.width - insets.before - insets.after), height: max(0, container.height - insets.acrossBefore - insets.acrossAfter))
        let follows = layoutSection.supplementariesFollowContentInsets
        let crossStart = follows ? insets.acrossBefore : 0
        let crossLength = follows ? across(groupContainer) : across(container)
        let header = IndexPath(item: 0, section: section)
        let items = layoutSection.boundarySupplementaryItems

        var pins: [CompositionalLayoutGeometry.Pin] = []
        placeBoundaryItems(items, phase: .before, at: header, crossStart: crossStart, crossLength: crossLength, pins: &pins)
        let contentStart = cursor
        cursor += insets.before
        if itemCount > 0 {
            noteAxisDependence(layoutSection.group.layoutSize.widthDimension)
            noteAxisDependence(layoutSection.group.layoutSize.heightDimension)
            if layoutSection.orthogonalScrollingBehavior == .none {
                placeGroups(of: layoutSection, across: insets.acrossBefore, in: groupContainer)
            } else {
                placeOrthogonalBand(of: layoutSection, insets: insets, in: groupContainer)
            }
        }
        cursor += insets.after
        let contentEnd = cursor
        placeBoundaryItems(
            items, phase: .overlapping(contentStart: contentStart, contentEnd: contentEnd), at: header, crossStart: crossStart, crossLength: crossLength, pins: &pins)
        placeBoundaryItems(items, phase: .after, at: header, crossStart: crossStart, crossLength: crossLength, pins: &pins)
        for var pin in pins {
            pin.limitStart = contentStart
            pin.limitEnd = contentEnd
            geometry.pins.append(pin)
        }
    }

    /// Stacks the section's group along the axis until its items are placed.
    private mutating func placeGroups(of layoutSection: NSCollectionLayoutSection, across crossStart: CGFloat, in groupContainer: CGSize) {
        let spacing = layoutSection.interGroupSpacing.finite()
        var placedAny = false
        while nextItem < itemCount {
            let before = nextItem
            let first = geometry.elements.count
            if placedAny { cursor += spacing }
            let size = place(layoutSection.group, at: point(along: cursor, across: crossStart), in: groupContainer, axisLength: nil) ?? .zero
            appendBand(start: cursor, end: cursor + along(size), elements: first..<geometry.elements.count)
            cursor += along(size)
            placedAny = true
            if nextItem == before {
                reportEmptyGroup()
                return
            }
        }
    }

    private mutating func reportEmptyGroup() {
        note("the group of section \(section) places no item; the section's other items are not shown")
    }

    /// Keeps `problem` when it is the pass's first.
    mutating func note(_ problem: String) {
        if firstProblem == nil { firstProblem = problem }
    }

    /// Places the section's groups side by side across the axis in one band.
    private mutating func placeOrthogonalBand(
        of layoutSection: NSCollectionLayoutSection, insets: (before: CGFloat, after: CGFloat, acrossBefore: CGFloat, acrossAfter: CGFloat), in groupContainer: CGSize
    ) {
        let behavior = layoutSection.orthogonalScrollingBehavior
        let group = layoutSection.group
        let visible = across(container)
        let nominal = resolve(isVertical ? group.layoutSize.widthDimension : group.layoutSize.heightDimension, in: groupContainer, what: "group")
        let centred = behavior == .groupPagingCentered
        let leading = centred ? max(insets.acrossBefore, (visible - nominal) / 2) : insets.acrossBefore
        let trailing = centred ? max(insets.acrossAfter, (visible - nominal) / 2) : insets.acrossAfter
        let spacing = layoutSection.interGroupSpacing.finite()
        let bandStart = cursor
        var position = leading, bandLength: CGFloat = 0
        var offsets: [CGFloat] = []
        var groups: [(start: CGFloat, end: CGFloat, elements: Range<Int>)] = []
        while nextItem < itemCount {
            let before = nextItem
            if !offsets.isEmpty { position += spacing }
            let first = geometry.elements.count
            let size = place(group, at: point(along: bandStart, across: position), in: groupContainer, axisLength: nil) ?? .zero
            let length = across(size)
            offsets.append(centred ? position + length / 2 - visible / 2 : position - leading)
            var start = position, end = position + length
            for element in geometry.elements[first...] {
                let (s, e) = acrossRange(element.frame)
                start = min(start, s)
                end = max(end, e)
            }
            groups.append((start, end, first..<geometry.elements.count))
            bandLength = max(bandLength, along(size))
            position += length
            if nextItem == before {
                reportEmptyGroup()
                break
            }
        }
        let contentLength = position + trailing
        // A badge reaching past its group's leading edge can unsort the groups' extents.
        if !zip(groups, groups.dropFirst()).allSatisfy({ $0.start <= $1.start }) { groups.sort { $0.start < $1.start } }
        geometry.crossBands.beginSlice()
        let firstCrossBand = geometry.crossBands.count
        for group in groups {
            geometry.crossBands.append(start: group.start, end: group.end)
            geometry.crossBandElements.append(group.elements)
        }
        let frame = CGRect(origin: point(along: bandStart, across: 0), size: isVertical ? CGSize(width: visible, height: bandLength) : CGSize(width: bandLength, height: visible))
        var band = CompositionalLayoutGeometry.OrthogonalBand(
            frame: frame, contentLength: contentLength, groupOffsets: [], behavior: behavior, crossBands: firstCrossBand..<geometry.crossBands.count)
        let maximum = band.maximumOffset(vertical: isVertical)
        band.groupOffsets = offsets.map { min(max($0, 0), maximum) }
        geometry.orthogonalBands[section] = band
        var end = bandStart + bandLength
        for index in band.crossBands {
            for element in geometry.elements[geometry.crossBandElements[index]] { end = max(end, alongRange(element.frame).1) }
        }
        pendingBands.append((bandStart, end, .orthogonal(section: section)))
        cursor = bandStart + bandLength
    }

    mutating func appendBand(start: CGFloat, end: CGFloat, elements: Range<Int>) {
        var low = start, high = end
        for element in geometry.elements[elements] {
            let (s, e) = alongRange(element.frame)
            low = min(low, s)
            high = max(high, e)
        }
        pendingBands.append((low, high, .elements(elements)))
    }

    /// Sorts the bands by their start (an element reaching above its band can unsort them)
    /// and indexes the pins.
    private mutating func finishBands() {
        var order = Array(pendingBands.indices)
        let sorted = zip(pendingBands, pendingBands.dropFirst()).allSatisfy { $0.start <= $1.start }
        if !sorted { order.sort { (pendingBands[$0].start, $0) < (pendingBands[$1].start, $1) } }
        for index in order {
            let band = pendingBands[index]
            geometry.bands.append(start: band.start, end: band.end)
            geometry.bandContents.append(band.content)
        }
        pendingBands = []
        // Pins by the start of the stretch they can be in (an offset can unsort them).
        let spans = geometry.pins.map { pin in
            let (start, end) = alongRange(pin.natural)
            return (start: min(start, pin.limitStart), end: max(end, pin.limitEnd))
        }
        let pinOrder = spans.indices.sorted { (spans[$0].start, $0) < (spans[$1].start, $1) }
        geometry.pins = pinOrder.map { geometry.pins[$0] }
        for index in pinOrder { geometry.pinIntervals.append(start: spans[index].start, end: spans[index].end) }
    }
}
