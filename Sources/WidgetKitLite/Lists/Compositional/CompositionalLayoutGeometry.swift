import Foundation

/// Names one element of a collection view layout: a cell (`kind` nil) or a supplementary
/// view of `kind`, at `indexPath`.
struct LayoutElementKey: Hashable {
    var kind: String?
    var indexPath: IndexPath

    /// The key of the element `attributes` describe.
    @MainActor init(_ attributes: CollectionViewLayoutAttributes) {
        self.init(kind: attributes.representedElementKind, indexPath: attributes.indexPath)
    }

    init(kind: String?, indexPath: IndexPath) {
        self.kind = kind
        self.indexPath = indexPath
    }
}

/// Everything a compositional layout computed in `prepare()`: the attributes of every
/// element at rest, indexed for the queries.
///
/// Elements are grouped in bands along the layout's axis: one per group a section placed,
/// one per boundary item that does not pin. A band of an orthogonal section holds cross
/// bands, one per group, whose elements move with the section's orthogonal offset. Pinned
/// boundary items are kept apart: their frames depend on the visible rect.
@MainActor
struct CompositionalLayoutGeometry {
    /// A pinned header or footer.
    struct Pin {
        var key: LayoutElementKey
        /// Where it sits when not pinned.
        var natural: CGRect
        /// Whether it pins to the visible start (a header) rather than the end (a footer).
        var isHeader: Bool
        /// The stretch along the axis it stays within: its section's content.
        var limitStart: CGFloat
        var limitEnd: CGFloat
    }

    /// The band of an orthogonal section.
    struct OrthogonalBand {
        /// Where the band shows, in content coordinates: the layout's full width across (a
        /// vertical layout), the groups' height along.
        var frame: CGRect
        /// The length of the band's content across the layout's axis (its groups, spacing
        /// and the section's insets on those sides).
        var contentLength: CGFloat
        /// The offsets at which a group rests at the band's leading edge (or centred, for
        /// `.groupPagingCentered`), ascending.
        var groupOffsets: [CGFloat]
        var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
        /// The cross bands of the band's groups.
        var crossBands: Range<Int>

        /// The visible length of the band across the layout's axis.
        func visibleLength(vertical: Bool) -> CGFloat { vertical ? frame.width : frame.height }

        /// The largest offset at rest: the content's end at the band's end.
        func maximumOffset(vertical: Bool) -> CGFloat { max(0, contentLength - visibleLength(vertical: vertical)) }
    }

    /// The stacking order of a pinned header or footer: in front of the content under it.
    static let pinnedZIndex = 10

    var isVertical = true
    /// The collection view's content area the geometry was computed for.
    var containerSize = CGSize.zero
    /// The item counts the geometry was computed for.
    var counts: [Int] = []
    var contentSize = CGSize.zero

    /// Every element that does not pin.
    var elements: [CollectionViewLayoutAttributes] = []
    /// Bands along the layout's axis (one slice).
    var bands = SortedIntervals()
    /// For each band: its elements, or for an orthogonal band its section.
    var bandContents: [BandContent] = []
    /// Cross bands of orthogonal sections (a slice per section).
    var crossBands = SortedIntervals()
    var crossBandElements: [Range<Int>] = []

    /// `items[section][item]`.
    var items: [[CollectionViewLayoutAttributes]] = []
    /// Supplementary views by kind and index path (pinned ones at their natural frame).
    var supplementaries: [LayoutElementKey: CollectionViewLayoutAttributes] = [:]
    /// The estimated axes of every item, `itemEstimatedAxes[section][item]`.
    var itemEstimatedAxes: [[EstimatedAxes]] = []
    /// The estimated axes of supplementary views with an estimated width or height.
    var supplementaryEstimatedAxes: [LayoutElementKey: EstimatedAxes] = [:]
    /// Pinned items of sections, sorted by their stretch; searched through `pinIntervals`.
    var pins: [Pin] = []
    var pinIntervals = SortedIntervals()
    /// Pinned items of the whole layout (always candidates).
    var layoutPins: [Pin] = []
    /// Every pin by its element.
    var pinsByKey: [LayoutElementKey: Pin] = [:]
    /// Supplementary items of cells (they move with their cell).
    var itemSupplementaries: Set<LayoutElementKey> = []
    /// Orthogonal sections' bands by section.
    var orthogonalBands: [Int: OrthogonalBand] = [:]
    /// Whether a length along the axis was a fraction of the container's (so a change of the
    /// collection view's length along the axis changes the layout).
    var dependsOnLengthAlongAxis = false

    /// Which of an element's dimensions are estimated.
    struct EstimatedAxes: OptionSet {
        let rawValue: UInt8
        static let width = EstimatedAxes(rawValue: 1)
        static let height = EstimatedAxes(rawValue: 2)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The estimated dimensions of `size`.
        init(_ size: NSCollectionLayoutSize) {
            self.init(rawValue: (size.widthDimension.isEstimated ? 1 : 0) | (size.heightDimension.isEstimated ? 2 : 0))
        }
    }

    /// The estimated axes of the element `key` names (empty when none, or no such element).
    func estimatedAxes(of key: LayoutElementKey) -> EstimatedAxes {
        guard key.kind == nil else { return supplementaryEstimatedAxes[key] ?? [] }
        let path = key.indexPath
        guard path.count == 2, itemEstimatedAxes.indices.contains(path.section), itemEstimatedAxes[path.section].indices.contains(path.item) else { return [] }
        return itemEstimatedAxes[path.section][path.item]
    }

    enum BandContent {
        case elements(Range<Int>)
        case orthogonal(section: Int)
    }

    /// The pinned item's frame when `visible` (content coordinates) is in view.
    func pinnedFrame(_ pin: Pin, visible: CGRect) -> CGRect {
        var frame = pin.natural
        let start = isVertical ? pin.natural.minY : pin.natural.minX
        let length = isVertical ? pin.natural.height : pin.natural.width
        let position: CGFloat
        if pin.isHeader {
            let top = isVertical ? visible.minY : visible.minX
            position = min(max(start, top), max(start, pin.limitEnd - length))
        } else {
            let bottom = isVertical ? visible.maxY : visible.maxX
            position = max(min(start, bottom - length), min(start, pin.limitStart))
        }
        if isVertical { frame.origin.y = position } else { frame.origin.x = position }
        return frame
    }
}
