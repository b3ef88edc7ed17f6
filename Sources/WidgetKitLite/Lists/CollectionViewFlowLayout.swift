import Foundation

extension CollectionView {
    /// The axis a layout's content scrolls along — UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Lines of items stack downwards.
        case vertical
        /// Columns of items stack to the right.
        case horizontal
    }
}

/// A layout that fills lines with items, section after section — UIKit's
/// `UICollectionViewFlowLayout`.
///
/// Scrolling vertically, each section is its header (as wide as the collection view), its
/// `sectionInset`, lines of items `minimumLineSpacing` apart, and its footer; horizontally,
/// the same turned a quarter (lines are columns). A line takes items while they fit across
/// the section with `minimumInteritemSpacing` between them. As in UIKit:
/// - When all the items of a section have one size, they sit in columns: as many per line
///   as fit, the spare space shared equally between them (the first at the leading inset,
///   the last at the trailing one), and the last line keeps those columns. When only one
///   fits per line, each is centred across.
/// - With items of different sizes, every line but the last is justified the same way; a
///   line holding one item centres it; the last line is leading-aligned with the minimum
///   spacing.
/// - Within a line, items are centred along the scrolling axis.
///
/// `estimatedItemSize` other than `.zero` makes items self-sizing: they count at the
/// estimate until their cell comes into view and gives its preferred size.
///
/// Geometry is computed in `prepare()` in O(items); queries find sections and lines by
/// binary search, so `layoutAttributesForElements(in:)` costs O(log n + elements returned).
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// What `sectionInset` is measured from — UIKit's `SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        /// The edges of the content (inside `contentInset`).
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The collection view's layout margins.
        case fromLayoutMargins
    }

    /// The estimated size that asks cells for their size (UIKit's `automaticSize`).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item the delegate gives none for. Default: 50 × 50.
    open var itemSize = Theme.light.lists.flowItemSize {
        didSet { if itemSize != oldValue { invalidateLayout() } }
    }

    /// A first guess of item sizes that makes items self-sizing; `.zero` (the default) turns
    /// self-sizing off, `automaticSize` guesses `itemSize`.
    open var estimatedItemSize = CGSize.zero {
        didSet { if estimatedItemSize != oldValue { measuredSizes.removeAll(); invalidateLayout() } }
    }

    /// The least space between lines. Default: 10.
    open var minimumLineSpacing = Theme.light.lists.flowSpacing {
        didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
    }

    /// The least space between items of a line. Default: 10.
    open var minimumInteritemSpacing = Theme.light.lists.flowSpacing {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }

    /// The margins around each section's items (inside its header and footer). Default: zero.
    open var sectionInset = EdgeInsets.zero {
        didSet { if sectionInset != oldValue { invalidateLayout() } }
    }

    /// What `sectionInset` is measured from. Default: `.fromContentInset`.
    open var sectionInsetReference = SectionInsetReference.fromContentInset {
        didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
    }

    /// The size of section headers; only the height counts scrolling vertically (the width
    /// horizontally). Zero: no headers. Default: zero.
    open var headerReferenceSize = CGSize.zero {
        didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// The size of section footers, as headers. Default: zero.
    open var footerReferenceSize = CGSize.zero {
        didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// Whether a section's header stays at the top of the visible area while its section
    /// scrolls under it (pushed away by the next section's). Default: false.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }

    /// Whether a section's footer stays at the bottom of the visible area while its section
    /// scrolls under it. Default: false.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }

    /// The axis the content scrolls along. Default: `.vertical`.
    open var scrollDirection = CollectionView.ScrollDirection.vertical {
        didSet { if scrollDirection != oldValue { measuredSizes.removeAll(); invalidateLayout() } }
    }

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    // MARK: Geometry

    /// The geometry of the last `prepare()`.
    var geometry = FlowLayoutGeometry()
    /// Sizes self-sizing cells asked for, by index path (forgotten when the counts or the
    /// width across change).
    var measuredSizes: [IndexPath: CGSize] = [:]
    private var measuredFor: (counts: [Int], across: CGFloat)?

    open override func prepare() {
        guard let collectionView else {
            geometry = FlowLayoutGeometry()
            return
        }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let frame = FlowLayoutFrame(collectionView: collectionView, direction: scrollDirection, reference: sectionInsetReference)
        if let measuredFor, measuredFor.counts != counts || measuredFor.across != frame.across { measuredSizes.removeAll() }
        measuredFor = (counts, frame.across)
        let flowDelegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        var builder = FlowLayoutGeometry.Builder(frame: frame)
        for (s, count) in counts.enumerated() {
            let header = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footer = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let inset = flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing = flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let interitem = flowDelegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let sizes = (0..<count).map { itemSize(at: IndexPath(item: $0, section: s), in: collectionView, delegate: flowDelegate) }
            builder.appendSection(
                sizes: sizes, header: header, footer: footer, inset: inset, lineSpacing: clean(lineSpacing), interitemSpacing: clean(interitem))
        }
        geometry = builder.geometry
    }

    private func itemSize(at indexPath: IndexPath, in collectionView: CollectionView, delegate: CollectionViewDelegateFlowLayout?) -> CGSize {
        if let measured = measuredSizes[indexPath] { return measured }
        if estimatedItemSize != .zero { return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize }
        return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    private func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard !geometry.sections.isEmpty, !rect.isNonFinite else { return [] }
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var result: [CollectionViewLayoutAttributes] = []
        var s = geometry.firstSection(endingAfter: low)
        while s < geometry.sections.count, geometry.sections[s].start < high {
            let section = geometry.sections[s]
            if let header = headerAttributes(s), header.frame.intersects(rect) { result.append(header) }
            var line = section.firstLine(endingAfter: low)
            while line < section.lines.count, section.lines[line].start < high {
                for item in section.lines[line].items where section.itemFrames[item].intersects(rect) {
                    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: s))
                    attributes.frame = section.itemFrames[item]
                    result.append(attributes)
                }
                line += 1
            }
            if let footer = footerAttributes(s), footer.frame.intersects(rect) { result.append(footer) }
            s += 1
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard geometry.sections.indices.contains(indexPath.section), indexPath.count == 2 else { return nil }
        let frames = geometry.sections[indexPath.section].itemFrames
        guard frames.indices.contains(indexPath.item) else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0 else { return nil }
        switch elementKind {
        case CollectionView.elementKindSectionHeader: return headerAttributes(indexPath.section)
        case CollectionView.elementKindSectionFooter: return footerAttributes(indexPath.section)
        default: return nil
        }
    }

    /// Self-sizing: a cell's preferred size other than its estimated one is kept and the
    /// layout prepared again.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        guard estimatedItemSize != .zero, preferredAttributes.representedElementCategory == .cell else { return false }
        let size = preferredAttributes.size
        guard size.width.isFinite, size.height.isFinite, size != originalAttributes.size else { return false }
        measuredSizes[originalAttributes.indexPath] = CGSize(width: max(0, size.width), height: max(0, size.height))
        return true
    }

    // MARK: Headers and footers

    private func headerAttributes(_ s: Int) -> CollectionViewLayoutAttributes? {
        guard geometry.sections.indices.contains(s), var frame = geometry.sections[s].header else { return nil }
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: s))
        if sectionHeadersPinToVisibleBounds, let collectionView {
            frame = pinnedHeaderFrame(frame, section: geometry.sections[s], visible: collectionView.bounds.inset(by: collectionView.adjustedContentInset))
            attributes.zIndex = Self.pinnedZIndex
        }
        attributes.frame = frame
        return attributes
    }

    private func footerAttributes(_ s: Int) -> CollectionViewLayoutAttributes? {
        guard geometry.sections.indices.contains(s), var frame = geometry.sections[s].footer else { return nil }
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, with: IndexPath(item: 0, section: s))
        if sectionFootersPinToVisibleBounds, let collectionView {
            frame = pinnedFooterFrame(frame, section: geometry.sections[s], visible: collectionView.bounds.inset(by: collectionView.adjustedContentInset))
            attributes.zIndex = Self.pinnedZIndex
        }
        attributes.frame = frame
        return attributes
    }

    /// The z-order of pinned headers and footers: in front of the items.
    static let pinnedZIndex = 10

    /// A header kept at the leading edge of the visible area while its section lasts.
    private func pinnedHeaderFrame(_ frame: CGRect, section: FlowLayoutGeometry.Section, visible: CGRect) -> CGRect {
        var f = frame
        let footerExtent = section.footer.map { scrollDirection == .vertical ? $0.height : $0.width } ?? 0
        if scrollDirection == .vertical {
            let last = section.end - footerExtent - f.height
            f.origin.y = min(max(f.minY, visible.minY), max(f.minY, last))
        } else {
            let last = section.end - footerExtent - f.width
            f.origin.x = min(max(f.minX, visible.minX), max(f.minX, last))
        }
        return f
    }

    /// A footer kept at the trailing edge of the visible area while its section lasts.
    private func pinnedFooterFrame(_ frame: CGRect, section: FlowLayoutGeometry.Section, visible: CGRect) -> CGRect {
        var f = frame
        let headerExtent = section.header.map { scrollDirection == .vertical ? $0.height : $0.width } ?? 0
        if scrollDirection == .vertical {
            let first = section.start + headerExtent
            f.origin.y = max(min(f.minY, visible.maxY - f.height), min(f.minY, first))
        } else {
            let first = section.start + headerExtent
            f.origin.x = max(min(f.minX, visible.maxX - f.width), min(f.minX, first))
        }
        return f
    }
}
