import Foundation

/// A scrolling view of items in sections placed by a layout, showing only the items in view
/// — UIKit's `UICollectionView`.
///
/// A collection view is a `ScrollView`. Its `dataSource` says how many sections and items
/// there are and configures a cell for each item *as it comes into view*; its
/// `collectionViewLayout` says where every item and supplementary view (headers, footers)
/// goes. Each layout pass asks the layout only for the elements meeting the visible area plus
/// `Theme.lists.reuseMargin` on every side (`layoutAttributesForElements(in:)`), so only those
/// exist as views and the cost of a frame does not grow with the number of items. Cells and
/// supplementary views that leave go to a reuse pool shared in kind with `TableView`'s and
/// come back through `dequeueReusableCell(withReuseIdentifier:for:)`.
///
/// The counts are read from the data source once per `reloadData()` and kept: the layout
/// reads them through `numberOfSections` and `numberOfItems(inSection:)`. Changes go through
/// `performBatchUpdates(_:completion:)` (or `insertItems`, `deleteItems`, … alone), which
/// check the data source's new counts and animate the change.
///
/// Bad input has a defined outcome and one diagnostic line: a negative count counts as 0; a
/// cell the data source returns that it did not dequeue for that item (one shown elsewhere,
/// one made by hand) is replaced by a blank cell; an unregistered reuse identifier or kind
/// gets a blank view of the base class; an index path out of range is ignored; a layout's
/// NaN, infinite or negative frame becomes a finite, non-negative one; an update whose counts
/// do not add up reloads the data.
@MainActor
open class CollectionView: ScrollView {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The supplementary kind of section headers (UIKit's `elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The supplementary kind of section footers (UIKit's `elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout placing the items. Setting it lays the items out anew (the cells stay).
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            closeSwipe(animated: false)
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            applyLayoutBackground()
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Supplies the sections, items and cells (held weakly). Setting it reloads the data.
    open weak var dataSource: CollectionViewDataSource? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// A view behind the items, as large as the collection view, not scrolling (nil: none).
    open var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether clicks and keys select items. Default: true.
    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }

    /// Whether several items may be selected at once: a click toggles an item instead of
    /// selecting it alone. Default: false. Turning it off keeps the first selected item only.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selectedItems.count > 1 { keepOnlyFirstSelectedItem() } }
    }

    /// Whether moving the keyboard focus (the arrow keys) also selects the focused item.
    /// Default: false, as in UIKit: Return or Enter selects it.
    open var selectionFollowsFocus = false

    // MARK: Internal state

    /// Cell classes and pooled cells, by reuse identifier.
    /// Where drags of rows (items) out of the view get their items (`DragItem`s for
    /// `itemsForBeginning`); nil: rows are not dragged. Held weakly.
    public weak var dragDelegate: CollectionViewDragDelegate? {
        didSet {
            updateDragSource()
            updateDropTarget()
        }
    }
    /// The drag interaction serving `dragDelegate`.
    var listDragSource: ListDragSource?
    /// Takes drops on the collection (`CollectionViewDropDelegate.swift`), its own items
    /// moved by drag included; with none, a drag of the collection's own items reorders them
    /// through the data source's `moveItemAt` where `canMoveItemAt` allows (within a
    /// section). Held weakly.
    public weak var dropDelegate: CollectionViewDropDelegate? {
        didSet { updateDropTarget() }
    }
    /// Whether items can be dragged (with a `dragDelegate`). Default: true, as on iPad.
    public var dragInteractionEnabled = true {
        didSet { listDragSource?.interaction.isEnabled = dragInteractionEnabled }
    }
    /// The drop interaction serving `dropDelegate`, and the proposal it made last.
    var listDropTarget: ListDropTarget?
    var lastDropProposal: CollectionViewDropProposal?
    var cellPool = ReusePool<CollectionReusableView>()
    /// Supplementary classes and pooled views, by kind, then reuse identifier.
    var supplementaryPools: [String: ReusePool<CollectionReusableView>] = [:]
    /// The item counts per section, as last read from the data source (nil: read them again).
    var itemCounts: [Int]?
    /// The cells shown, by index path.
    var cellsByIndexPath: [IndexPath: CollectionViewCell] = [:]
    /// The supplementary views shown, by kind and index path.
    var supplementaryViews: [SupplementaryKey: CollectionReusableView] = [:]
    /// Views animating away after an update (pooled when they finish).
    var disappearingViews: [CollectionReusableView] = []
    /// The selected items.
    var selectedItems: Set<IndexPath> = []
    /// The item with the keyboard focus (drawn with a ring while the collection view has it).
    var focusedItem: IndexPath?
    /// The item under a press, drawn highlighted until the press ends.
    var pressedItem: IndexPath?
    /// Views handed out by a dequeue while the data source makes one element (a returned
    /// view must be one of them).
    var dequeuedViews: Set<ObjectIdentifier> = []
    /// Set while an update animates, so the layout pass animates what it changes.
    var pendingUpdate: CollectionViewUpdate?
    /// Elements whose bad layout attributes were reported (once each until a reload).
    var reportedLayoutProblems: Set<SupplementaryKey> = []
    /// The changes recorded inside `performBatchUpdates`, applied when its block returns.
    var batch: CollectionViewBatch?
    /// Whether the collection view is in editing mode (`isEditing`).
    var editingMode = false
    /// The cell `reconfigureItems` hands back from `dequeueReusableCell`.
    var reconfiguringCell: CollectionViewCell?
    /// The background the collection view chose itself (the theme's, or its layout's); it
    /// follows the layout while `backgroundColor` still is this.
    var automaticBackgroundColor: Color?
    /// Set by a data change: the cells kept in view are asked for their preferred sizes
    /// again in the next layout pass (the layout forgot the measured ones).
    var cellsNeedMeasuring = false
    /// The running input and motion of orthogonal bands (`CollectionView+Orthogonal`).
    var orthogonalScrolling = OrthogonalScrolling()
    /// Drags the band of an orthogonal section.
    let orthogonalPan = OrthogonalPanGestureRecognizer()
    /// The list row swiped open, the drag that swipes list rows, and the last row whose
    /// swipe configuration had no actions (`CollectionView+Swipe`).
    var swipe: ListSwipe?
    let swipePan = ListSwipePanGestureRecognizer()
    /// The item being moved by `beginInteractiveMovementForItem(at:)` or its reorder
    /// accessory (`CollectionView+InteractiveMovement`).
    var interactiveMovement: CollectionInteractiveMovement?
    var lastEmptySwipeReport: String?

    /// A supplementary view's identity: its kind and index path.
    struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    /// The delegate, as a collection view delegate.
    var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }

    // MARK: Life cycle

    /// Creates a collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        applyLayoutBackground()
        addGestureRecognizer(TapGestureRecognizer(target: self, action: CollectionView.tapped))
        orthogonalPan.addTarget(self, action: CollectionView.orthogonalPanChanged)
        orthogonalPan.onPress = { [weak self] point in self?.orthogonalPress(at: point) }
        orthogonalPan.onRelease = { [weak self] in self?.orthogonalPressEnded() }
        orthogonalPan.allowsDirection = { [weak self] translation in self?.orthogonalPanTakes(translation) ?? false }
        let scrollsContent = scrollPan.allowsDirection
        scrollPan.allowsDirection = { [weak self] translation in
            guard let self, !self.orthogonalPanTakes(translation) else { return false }
            return scrollsContent(translation)
        }
        addGestureRecognizer(orthogonalPan)
        installSwipePan()
    }

    // MARK: Counts

    /// The number of sections, from the data source (0 without one; a negative count is 0).
    public var numberOfSections: Int { loadedCounts.count }

    /// The number of items in `section` (0 for a section out of range).
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The counts, read from the data source if they were not yet.
    var loadedCounts: [Int] {
        if let itemCounts { return itemCounts }
        let counts = countsFromDataSource()
        itemCounts = counts
        return counts
    }

    /// The number of sections and items from the data source, checked.
    func countsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        return checkedDataSourceCounts(owner: "CollectionView", sections: dataSource.numberOfSections(in: self), countMethod: "numberOfItemsInSection") {
            dataSource.collectionView(self, numberOfItemsInSection: $0)
        }
    }

    /// Whether `indexPath` names an item that exists.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section) && indexPath.section >= 0
    }

    /// Whether `indexPath` names an existing item; if not, one diagnostic naming `api`.
    func checked(_ indexPath: IndexPath, _ api: String) -> Bool {
        guard isValid(indexPath) else {
            Diagnostics.report("CollectionView.\(api): index path \(Self.describe(indexPath)) is out of range; ignored")
            return false
        }
        return true
    }

    nonisolated static func describe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "[\(indexPath.section), \(indexPath.item)]" : "\(Array(indexPath))"
    }

    // MARK: Loading

    /// Reads the counts again and forgets every cell: visible cells and supplementary views
    /// go back to the pools, the selection and the focus are cleared, and the layout is
    /// invalidated.
    open func reloadData() {
        closeSwipe(animated: false)
        for (indexPath, cell) in cellsByIndexPath { endDisplaying(cell, at: indexPath) }
        cellsByIndexPath.removeAll()
        for (key, view) in supplementaryViews { enqueueSupplementary(view, kind: key.kind) }
        supplementaryViews.removeAll()
        selectedItems.removeAll()
        focusedItem = nil
        pressedItem = nil
        itemCounts = nil
        reportedLayoutProblems.removeAll()
        stopAllOrthogonalMotion()
        collectionViewLayout.collectionViewDidChangeData()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Sets the layout's preferred background (a list's), or the theme's, unless the app set
    /// a background of its own.
    func applyLayoutBackground() {
        guard automaticBackgroundColor == nil || backgroundColor == automaticBackgroundColor else { return }
        let color = collectionViewLayout.preferredBackgroundColor ?? theme.lists.plainBackgroundColor
        automaticBackgroundColor = color
        backgroundColor = color
    }

    // MARK: Geometry changes

    /// A change of size asks the layout whether to lay out anew (before the new size shows).
    open override var frame: CGRect {
        get { super.frame }
        set {
            if newValue.size != super.frame.size { boundsWillChange(to: CGRect(origin: bounds.origin, size: newValue.size)) }
            super.frame = newValue
        }
    }

    /// A change of size or offset asks the layout whether to lay out anew.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue != super.bounds { boundsWillChange(to: newValue) }
            super.bounds = newValue
        }
    }

    private func boundsWillChange(to newBounds: CGRect) {
        let layout = collectionViewLayout
        guard !layout.needsPrepare, layout.shouldInvalidateLayout(forBoundsChange: newBounds.sanitized) else { return }
        layout.invalidateLayout()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let backgroundView {
            let frame = bounds
            if backgroundView.frame != frame { backgroundView.frame = frame }
        }
        closeSwipeIfScrolled()
        layoutElements()
        layoutSwipe()
    }

    // MARK: Input

    /// A sideways wheel step over a list row with swipe actions swipes it; one across the
    /// layout's axis over an orthogonal section's band scrolls the band; the rest of the step
    /// scrolls the collection view.
    @discardableResult
    open override func scrollWheel(dx: CGFloat, dy: CGFloat) -> Bool {
        if swipeByWheel(dx: dx, dy: dy) { return true }
        let left = glideOrthogonalBand(dx: dx, dy: dy)
        if left.dx == dx && left.dy == dy { return super.scrollWheel(dx: dx, dy: dy) }
        if left.dx != 0 || left.dy != 0 { super.scrollWheel(dx: left.dx, dy: left.dy) }
        return true
    }

    /// Highlights the item under a press until it ends.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        beginPress(touches.first)
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        endPress()
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        endPress()
        super.touchesCancelled(touches, with: event)
    }

    /// The cells and supplementary views shown, top to bottom then left to right (cells are
    /// reused, so their subview order is not the items' order), unless the app set its own
    /// list: assistive technologies read the collection view as a "list" of "list item"s.
    open override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? CellAccessibility.readingOrder(of: subviews, visibleIn: bounds) }
        set { super.accessibilityElements = newValue }
    }

    /// A collection view with items takes the keyboard focus while it allows selection.
    open override var canBecomeFocused: Bool { allowsSelection && loadedCounts.contains { $0 > 0 } }

    /// The arrow keys move the focus through the items, Return and Enter select the focused
    /// one (see `handleKey`); Delete and Escape act on list rows' swipe actions (see
    /// `handleSwipeKey`); other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<KeyPress>, with event: Event?) {
        guard let press = presses.first, handleSwipeKey(press) || handleKey(press) else { return super.pressesBegan(presses, with: event) }
    }

    /// The focus ring shows while the collection view has the keyboard focus.
    override func interactionStateDidChange() {
        super.interactionStateDidChange()
        if let focusedItem { cellForItem(at: focusedItem)?.showsFocus = isFocused }
    }
}
