import Foundation

/// Makes the section at an index for a layout environment — UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`. Returning nil leaves the section's
/// items unplaced (hidden, zero-size), with one diagnostic line.
public typealias CollectionViewCompositionalLayoutSectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from sections, groups and items — UIKit's
/// `UICollectionViewCompositionalLayout`.
///
/// `prepare()` asks the section provider for every section and lays every element out in
/// one pass (O(elements)); the queries then answer by binary search over bands of groups
/// (O(log n + elements returned)). The layout is laid out again when the collection view's
/// width changes (its height, in a horizontal layout; the other length too when a section
/// uses fractions of it), when a cell's self-sized length differs from the estimate
/// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`), and on
/// `invalidateLayout()`. While pinned headers or footers exist, every scroll asks for a
/// new layout pass, which only moves them (the geometry is kept).
@MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Settings of the whole layout. Setting it lays the layout out again.
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateGeometry() }
    }

    private let sectionProvider: CollectionViewCompositionalLayoutSectionProvider

    /// The geometry of the last `prepare()`, nil before the first.
    var geometry: CompositionalLayoutGeometry?
    /// Self-sized lengths by element, kept until `invalidateMeasuredSizes()` or a change of
    /// the length across the layout's axis.
    var measuredSizes: [LayoutElementKey: CGSize] = [:]
    /// How far each orthogonal section's band is scrolled, by section.
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// The list settings, for a layout made by `list(using:)`.
    var listConfiguration: CollectionLayoutListConfiguration?
    /// The list settings of the sections made by `NSCollectionLayoutSection.list` that do
    /// not scroll orthogonally, by section, as of the last `prepare()`.
    var listSectionConfigurations: [Int: CollectionLayoutListConfiguration] = [:]
    /// Whether the next `prepare()` must lay out again even with the same counts and size.
    private var geometryIsStale = true
    /// Whether the next `invalidateLayout()` comes from a scroll that only moves pinned items.
    private var invalidationOnlyMovesPins = false

    /// A layout repeating `section` for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout repeating `section` for every section, with `configuration`.
    public convenience init(section: NSCollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout whose sections `sectionProvider` makes.
    public convenience init(sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections `sectionProvider` makes, with `configuration`.
    public init(sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    var isVertical: Bool { configuration.scrollDirection == .vertical }

    // MARK: Preparing

    /// The environment the section provider is given: the collection view's visible size
    /// less its adjusted content insets, its traits and its list theme.
    var environment: NSCollectionLayoutEnvironment? {
        guard let collectionView else { return nil }
        let bounds = collectionView.bounds, insets = collectionView.adjustedContentInset
        let size = CGSize(
            width: max(0, (bounds.width - insets.left - insets.right).finite()), height: max(0, (bounds.height - insets.top - insets.bottom).finite()))
        return NSCollectionLayoutEnvironment(
            container: NSCollectionLayoutContainer(contentSize: size), traitCollection: collectionView.traitCollection, listTheme: collectionView.theme.lists)
    }

    /// Lays every element out, unless nothing it depends on changed since the last pass (the
    /// pass only moves pinned items then, which the queries place for the current bounds).
    open override func prepare() {
        guard let collectionView, let environment else {
            geometry = nil
            listSectionConfigurations = [:]
            return
        }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let container = environment.container.effectiveContentSize
        if !geometryIsStale, let geometry, geometry.counts == counts, geometry.containerSize == container { return }
        if let geometry, isVertical ? geometry.containerSize.width != container.width : geometry.containerSize.height != container.height {
            // Lengths measured at another width (wrapping text) no longer hold: estimates
            // stand until the cells are measured again.
            measuredSizes.removeAll()
        }
        var missing: Int?
        let sections = counts.indices.map { index -> NSCollectionLayoutSection? in
            let section = sectionProvider(index, environment)
            if section == nil, counts[index] > 0, missing == nil { missing = index }
            return section
        }
        listSectionConfigurations = Self.listConfigurations(of: sections)
        var solver = CompositionalLayoutSolver(
            isVertical: isVertical, container: container, measuredSizes: measuredSizes, attributesClass: Self.layoutAttributesClass)
        let geometry = solver.solve(sections: sections, counts: counts, configuration: configuration)
        if let missing {
            Diagnostics.report("CollectionViewCompositionalLayout: the section provider returned no section for section \(missing); its items are not shown")
        }
        if let problem = solver.firstProblem {
            Diagnostics.report("CollectionViewCompositionalLayout: \(problem)")
        }
        self.geometry = geometry
        geometryIsStale = false
        var offsets: [Int: CGFloat] = [:]
        for (section, offset) in orthogonalOffsets {
            guard let band = geometry.orthogonalBands[section] else { continue }
            offsets[section] = min(max(offset, 0), band.maximumOffset(vertical: geometry.isVertical))
        }
        orthogonalOffsets = offsets
    }

    /// The size of all the content: the collection view's content width (in a vertical
    /// layout) by the stacked sections' length.
    open override var collectionViewContentSize: CGSize { geometry?.contentSize ?? .zero }

    // MARK: Queries

    /// Every element whose frame overlaps `rect`: the bands along the axis found by binary
    /// search, in an orthogonal section the groups across found the same way (moved by the
    /// section's orthogonal offset), and pinned headers and footers where the current bounds
    /// put them. O(log n + elements returned). Empty before the first `prepare()`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        attributesOfElements(in: rect)
    }

    /// The attributes of the item at `indexPath` (moved by its section's orthogonal offset),
    /// nil when the item does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributesOfItem(at: indexPath)
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`: a boundary
    /// item (a pinned one where the current bounds put it) or an item's supplementary item
    /// (moved with its item); nil when the layout has none there.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributesOfSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    // MARK: Invalidation

    /// True when the collection view's length across the layout's axis changes (its width,
    /// in a vertical layout), when its length along the axis changes and a section uses a
    /// fraction of it, and when it only scrolls while pinned headers or footers exist.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.bounds
        let acrossChanged = isVertical ? newBounds.width != old.width : newBounds.height != old.height
        let alongChanged = isVertical ? newBounds.height != old.height : newBounds.width != old.width
        if acrossChanged || (alongChanged && geometry?.dependsOnLengthAlongAxis == true) {
            invalidationOnlyMovesPins = false
            return true
        }
        guard let geometry, !geometry.pins.isEmpty || !geometry.layoutPins.isEmpty, newBounds.origin != old.origin else { return false }
        invalidationOnlyMovesPins = true
        return true
    }

    /// Marks the layout out of date; the next `prepare()` lays everything out again (unless
    /// the invalidation only comes from a scroll that moves pinned items).
    open override func invalidateLayout() {
        if invalidationOnlyMovesPins {
            invalidationOnlyMovesPins = false
        } else {
            geometryIsStale = true
        }
        super.invalidateLayout()
    }

    private func invalidateGeometry() {
        invalidationOnlyMovesPins = false
        invalidateLayout()
    }

    /// Forgets every self-sized length (estimates stand again until cells are measured) and
    /// invalidates the layout. For the collection view after a data change (reload, batch
    /// updates, a snapshot), since the lengths are kept by index path.
    func invalidateMeasuredSizes() {
        measuredSizes.removeAll()
        invalidateGeometry()
    }

    /// Records a cell's (or supplementary view's) self-sized length along its estimated
    /// dimensions and answers true when it differs from the layout's, so the next
    /// `prepare()` uses it. False for an element without an estimated dimension, or for an
    /// unusable size (NaN, infinite or negative: one diagnostic line).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        let key = LayoutElementKey(originalAttributes)
        guard let axes = geometry?.estimatedAxes(of: key), !axes.isEmpty else { return false }
        let preferred = preferredAttributes.frame.size, original = originalAttributes.frame.size
        guard preferred.width.isFinite, preferred.height.isFinite, preferred.width >= 0, preferred.height >= 0 else {
            Diagnostics.report("CollectionViewCompositionalLayout: preferred size \(preferred) of \(key.kind ?? "item") at \(key.indexPath) is unusable; the estimate stands")
            return false
        }
        var measured = measuredSizes[key] ?? original
        var changed = false
        if axes.contains(.width), abs(preferred.width - original.width) > Self.sizeTolerance {
            measured.width = preferred.width
            changed = true
        }
        if axes.contains(.height), abs(preferred.height - original.height) > Self.sizeTolerance {
            measured.height = preferred.height
            changed = true
        }
        guard changed else { return false }
        measuredSizes[key] = measured
        geometryIsStale = true
        return true
    }

    /// Data changed: the self-sized lengths, kept by index path, no longer hold.
    override func collectionViewDidChangeData() {
        invalidateMeasuredSizes()
    }

    /// A list layout's background (`listBackgroundColor`).
    override var preferredBackgroundColor: Color? { listBackgroundColor }

    /// Self-sized lengths closer than this to the layout's are taken as equal.
    static let sizeTolerance: CGFloat = 0.001
}
