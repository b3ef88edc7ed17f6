import Foundation

/// A vertical list of rows in sections that creates views only for the rows in view —
/// UIKit's `UITableView`.
///
/// A table view is a `ScrollView`. Its `dataSource` says how many sections and rows there
/// are and configures a cell for each row *as it comes into view*; cells that scroll out
/// go to a reuse pool and come back through `dequeueReusableCell(withIdentifier:for:)`.
/// Only the rows in the visible area plus `Theme.lists.reuseMargin` above and below exist
/// as views, so memory and the cost of a frame do not grow with the number of rows, and
/// creating a 10,000-row table costs what a screenful costs.
///
/// Row heights come from the delegate (`tableView(_:heightForRowAt:)`), else `rowHeight`,
/// else the cell's own size (self-sizing, when `rowHeight` is `automaticDimension`): the
/// height its content view's constraints give it at the row's width (UIKit's
/// `systemLayoutSizeFitting` with a required width), or its `sizeThatFits` when no constraint
/// ties the content view to its subviews.
/// They are asked for lazily, in order, the first time a row (or a row below it) is
/// needed; rows not asked yet count at `estimatedRowHeight`, so `contentSize` is exact for
/// the rows seen and estimated beyond them. Self-sizing rows are measured with their cell
/// at the table's row width (again when the width changes or the rows are reloaded), so
/// jumping far ahead (`scrollToRow`) configures the cells of the rows jumped over once.
///
/// Selection: a click selects a row (drawn highlighted), gives the table the keyboard
/// focus and calls `tableView(_:didSelectRowAt:)`. With the focus, Up and Down move the
/// selection (scrolling it into view) and Return activates the selected row (the same
/// delegate call). `deselectRow(at:animated:)` fades the highlight out.
///
/// Bad input has a defined outcome and one diagnostic line: a negative row or section count
/// counts as 0; a cell the data source returns that is already shown for another row (or
/// belongs to another table) is replaced by a blank cell; an unregistered reuse identifier
/// gets a default cell; an index path out of range is ignored; an update whose counts do
/// not add up reloads the table.
@MainActor
open class TableView: ScrollView {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The look of a table — UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows edge to edge on white, grey section headers pinned at the top while their
        /// section scrolls.
        case plain
        /// Sections as full-width groups on a grey background, with the section titles
        /// (headers in capitals) above and below each group.
        case grouped
        /// Sections as rounded groups inset from the edges, on a grey background.
        case insetGrouped
    }

    /// How inserted and deleted rows animate — UIKit's `UITableView.RowAnimation`. Every
    /// animated kind fades the rows while the others slide to their new places.
    public enum RowAnimation: Int, Sendable {
        /// Fade in or out.
        case fade
        /// As `.fade` (rows slide from or to the right in UIKit).
        case right
        /// As `.fade`.
        case left
        /// As `.fade`.
        case top
        /// As `.fade`.
        case bottom
        /// No animation: rows appear and vanish at once; the others still slide.
        case none
        /// As `.fade`.
        case middle
        /// The table's choice: `.fade`.
        case automatic
    }

    /// Where `scrollToRow` puts the row — UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows the whole row.
        case none
        /// At the top of the visible area.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }

    /// A height that means "the default": `rowHeight`, or the cell's own size.
    public static let automaticDimension: CGFloat = -1

    /// The table's look.
    public let style: Style

    /// Supplies the rows and cells (held weakly). Setting it reloads the table.
    open weak var dataSource: TableViewDataSource? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// The height of rows the delegate gives no height for; `automaticDimension` sizes
    /// each cell to fit. Default: `Theme.lists.rowHeight` (44 pt).
    open var rowHeight: CGFloat = Theme.light.lists.rowHeight {
        didSet { if rowHeight != oldValue { reloadData() } }
    }

    /// The height rows count at before they are first needed; `automaticDimension` uses
    /// `rowHeight` (or the theme's row height when that is automatic too).
    open var estimatedRowHeight: CGFloat = TableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { reloadData() } }
    }

    /// A view shown above the first section, as wide as the table, as tall as its frame
    /// when set (set it again after changing its height).
    open var tableHeaderView: View? {
        didSet {
            guard tableHeaderView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            if geometry != nil { reloadGeometryKeepingCells() }
        }
    }

    /// A view shown below the last section, as wide as the table, as tall as its frame
    /// when set (set it again after changing its height).
    open var tableFooterView: View? {
        didSet {
            guard tableFooterView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            if geometry != nil { reloadGeometryKeepingCells() }
        }
    }

    /// The height of section headers the delegate gives no height for;
    /// `automaticDimension` (the default) fits the header: a title's height from the theme,
    /// a view's own height. Negative and non-finite heights count as `automaticDimension`,
    /// with a diagnostic.
    open var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue, geometry != nil { reloadGeometryKeepingCells() } }
    }

    /// The height of section footers the delegate gives no height for, as
    /// `sectionHeaderHeight`.
    open var sectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue, geometry != nil { reloadGeometryKeepingCells() } }
    }

    /// Told which rows are about to come into view (held weakly).
    /// Where drags of rows (items) out of the view get their items (`DragItem`s for
    /// `itemsForBeginning`); nil: rows are not dragged. Held weakly.
    public weak var dragDelegate: TableViewDragDelegate? {
        didSet {
            updateDragSource()
            updateDropTarget()
        }
    }
    /// The drag interaction serving `dragDelegate`.
    var listDragSource: ListDragSource?
    /// Takes drops on the table (`TableViewDropDelegate.swift`); with none, a drag of the
    /// table's own rows reorders them through the data source's `moveRowAt` where
    /// `canMoveRowAt` allows (within a section). Held weakly.
    public weak var dropDelegate: TableViewDropDelegate? {
        didSet { updateDropTarget() }
    }
    /// Whether rows can be dragged (with a `dragDelegate`). Default: true, as on iPad.
    public var dragInteractionEnabled = true {
        didSet { listDragSource?.interaction.isEnabled = dragInteractionEnabled }
    }
    /// The drop interaction serving `dropDelegate` and reordering, and the proposal it made last.
    var listDropTarget: ListDropTarget?
    var lastDropProposal: TableViewDropProposal?
    open weak var prefetchDataSource: TableViewDataSourcePrefetching? {
        didSet { if prefetchDataSource !== oldValue { prefetchedRows = 0..<0 } }
    }

    /// Whether the table is in editing mode (setting it is `setEditing(_:animated: false)`).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: rows that can be edited show a delete control at
    /// their leading edge, rows that can move a reorder control at their trailing edge;
    /// animated, the controls slide in and out with the content. An open swipe closes.
    open func setEditing(_ editing: Bool, animated: Bool) {
        applyEditing(editing, animated: animated)
    }

    /// Whether clicks and keys select rows. Default: true.
    open var allowsSelection = true

    /// The row selected, if any.
    public internal(set) var indexPathForSelectedRow: IndexPath?

    // MARK: Internal state

    var reusePool = ReusePool<TableViewCell>()
    /// Where everything lies; nil until the first layout or `reloadData()`.
    var geometry: TableViewGeometry?
    /// The cells shown, by global row.
    var visibleCellsByRow: [Int: TableViewCell] = [:]
    /// Section header and footer views shown, by section: the table's own title views or
    /// the delegate's views.
    var headerViews: [Int: View] = [:]
    var footerViews: [Int: View] = [:]
    var spareTitleViews: [TableViewSectionTitleView] = []
    /// Reusable header and footer views by identifier, and the delegate's views asked while
    /// loading the geometry, waiting to be shown.
    var headerFooterPool = ReusePool<TableViewHeaderFooterView>()
    var preparedSectionViews: [SectionViewKey: View] = [:]
    /// Cells configured to measure self-sizing rows, waiting to be shown.
    var measuredCells: [Int: TableViewCell] = [:]
    /// The row width self-sizing rows were measured at (they are measured again when it changes).
    var measuredRowWidth: CGFloat?
    /// Rows whose cells animate away after a deletion (removed when they finish).
    var disappearingCells: [TableViewCell] = []
    /// The cell under a press, drawn highlighted until the press ends.
    weak var pressedCell: TableViewCell?
    /// Set while an update animates, so layout moves kept cells inside the animation.
    var pendingUpdate: TableViewUpdate?
    /// The changes of the batch being gathered (`performBatchUpdates`, `beginUpdates`).
    var openBatch: TableViewBatch?
    var batchDepth = 0
    var batchCompletions: [(Bool) -> Void] = []
    /// The cell `reconfigureRows` hands back from `dequeueReusableCell`.
    var reconfiguringCell: TableViewCell?

    /// The row swiped open, the drag that swipes rows, the last row whose swipe
    /// configuration had no actions, editing mode and the row being reordered
    /// (`TableView+Swipe.swift`, `TableView+Editing.swift`).
    var swipe: ListSwipe?
    let swipePan = ListSwipePanGestureRecognizer()
    var lastEmptySwipeReport: String?
    var editingState = false
    var reorder: TableViewReorder?
    /// The global rows prefetched last, and the offset of the last prefetch.
    var prefetchedRows = 0..<0
    var lastPrefetchOffsetY: CGFloat?

    /// The delegate, as a table view delegate.
    var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    // MARK: Life cycle

    /// Creates a table view of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        let theme = self.theme.lists
        backgroundColor = style == .plain ? theme.plainBackgroundColor : theme.groupedBackgroundColor
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
        addGestureRecognizer(TapGestureRecognizer(target: self, action: TableView.tapped))
        installSwipePan()
    }

    /// Creates a plain table view.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Cells

    /// Registers the class cells of `identifier` are made from (nil unregisters).
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        reusePool.register(cellClass, for: identifier)
    }

    /// A cell for `indexPath`: a pooled one prepared for reuse, else a new one of the class
    /// registered for `identifier`. An unregistered identifier gets a `.default`
    /// `TableViewCell` and one diagnostic line.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        if let cell = reusePool.dequeue(identifier) { return cell }
        guard let cellClass = reusePool.registered[identifier] else {
            Diagnostics.report("TableView: no cell class registered for \"\(identifier)\"; using a default TableViewCell")
            reusePool.register(TableViewCell.self, for: identifier)
            return TableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// A pooled cell for `identifier`, or nil when the pool has none.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        reusePool.dequeue(identifier)
    }

    /// The cell shown for `indexPath`, or nil when the row is not in view.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard let g = geometry?.globalRow(indexPath) else { return nil }
        return visibleCellsByRow[g]
    }

    /// The cells shown, top to bottom.
    public var visibleCells: [TableViewCell] {
        visibleCellsByRow.keys.sorted().compactMap { visibleCellsByRow[$0] }
    }

    /// The index paths of the rows shown, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] {
        guard let geometry else { return [] }
        return visibleCellsByRow.keys.sorted().map { geometry.indexPath(ofRow: $0) }
    }

    /// The index path of the row `cell` shows, if it is shown.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        guard let geometry, let g = visibleCellsByRow.first(where: { $0.value === cell })?.key else { return nil }
        return geometry.indexPath(ofRow: g)
    }

    // MARK: Counts and geometry

    /// The number of sections (after loading the data).
    public var numberOfSections: Int { loadedGeometry.sections.count }

    /// The number of rows in `section` (0 for a section out of range).
    public func numberOfRows(inSection section: Int) -> Int {
        let sections = loadedGeometry.sections
        return sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    /// The rectangle of the row at `indexPath` in content coordinates (`.zero` and a
    /// diagnostic for an index path out of range).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let g = checkedRow(indexPath, "rectForRow(at:)") else { return .zero }
        return rowFrame(g)
    }

    /// The index path of the row at `point` (content coordinates), if any. Self-sizing
    /// rows above the point that were not measured yet are measured first.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.y >= 0, point.y.isFinite else { return nil }
        if geometry == nil { loadGeometry() }
        resolveHeights(above: point.y)
        let geometry = loadedGeometry
        guard !geometry.sections.isEmpty else { return nil }
        let s = geometry.firstSection(endingBelow: point.y)
        guard let g = geometry.firstRow(inSection: s, endingBelow: point.y) else { return nil }
        let span = geometry.rowSpan(g)
        guard point.y >= span.y, point.y < span.y + span.height else { return nil }
        return geometry.indexPath(ofRow: g)
    }

    /// The geometry, loaded from the data source if it was not yet.
    var loadedGeometry: TableViewGeometry {
        if geometry == nil { loadGeometry() }
        return geometry ?? TableViewGeometry(estimate: 0)
    }

    /// The global row of `indexPath`, or nil with a diagnostic naming `api`.
    func checkedRow(_ indexPath: IndexPath, _ api: String) -> Int? {
        guard let g = loadedGeometry.globalRow(indexPath) else {
            Diagnostics.report("TableView.\(api): index path \(Self.describe(indexPath)) is out of range; ignored")
            return nil
        }
        return g
    }

    nonisolated static func describe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "[\(indexPath.section), \(indexPath.row)]" : "\(Array(indexPath))"
    }

    /// The frame of global row `g`, resolving heights through it.
    func rowFrame(_ g: Int) -> CGRect {
        resolveHeights(through: g)
        guard let geometry else { return .zero }
        let span = geometry.rowSpan(g)
        let (x, width) = rowColumn
        return CGRect(x: x, y: span.y, width: width, height: span.height)
    }

    /// The horizontal extent of rows.
    var rowColumn: (x: CGFloat, width: CGFloat) {
        let w = bounds.width
        guard style == .insetGrouped else { return (0, w) }
        let m = min(theme.lists.insetGroupedMargin, w / 4)
        return (m, max(0, w - 2 * m))
    }

    // MARK: Loading

    /// Forgets every row and asks the data source again; visible cells go back to the pool
    /// and the selection is cleared.
    open func reloadData() {
        for (_, cell) in visibleCellsByRow { reusePool.enqueue(cell) }
        visibleCellsByRow.removeAll()
        recycleMeasuredCells()
        for view in headerViews.values { recycleSectionView(view) }
        for view in footerViews.values { recycleSectionView(view) }
        recyclePreparedSectionViews()
        headerViews.removeAll()
        footerViews.removeAll()
        indexPathForSelectedRow = nil
        closeSwipe(animated: false)
        reorder = nil
        prefetchedRows = 0..<0
        geometry = nil
        setNeedsLayout()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if geometry == nil { loadGeometry() }
        remeasureRowsIfTheWidthChanged()
        updateContentSize()
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = tableFooterView, let geometry {
            let height = footer.frame.height
            let frame = CGRect(x: 0, y: geometry.contentHeight - height, width: bounds.width, height: height)
            if footer.frame != frame { footer.frame = frame }
        }
        closeSwipeIfScrolled()
        layoutRows()
        layoutSwipe()
    }

    /// A sideways wheel run over the open row's buttons goes on swiping it; other steps
    /// scroll.
    @discardableResult
    open override func scrollWheel(dx: CGFloat, dy: CGFloat) -> Bool {
        if swipe != nil, swipeByWheel(over: nil, dx: dx, dy: dy) { return true }
        return super.scrollWheel(dx: dx, dy: dy)
    }

    // MARK: Scrolling to rows

    /// Scrolls so the row at `indexPath` shows at `position` (clamped to the content).
    /// An index path out of range is ignored with a diagnostic.
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let g = checkedRow(indexPath, "scrollToRow(at:at:animated:)") else { return }
        let rect = rowFrame(g)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        }
        y = y.clamped(to: offsetLimits.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Accessibility

    /// The rows, headers and footers shown, top to bottom (cells are reused, so their
    /// subview order is not the rows' order), unless the app set its own list: assistive
    /// technologies read the table as a "list" of "list item"s.
    open override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? CellAccessibility.readingOrder(of: subviews, visibleIn: bounds) }
        set { super.accessibilityElements = newValue }
    }

    // MARK: Keyboard

    /// A table with rows takes the keyboard focus while it allows selection.
    open override var canBecomeFocused: Bool { allowsSelection && loadedGeometry.totalRows > 0 }

    /// Up and Down move the selection (into view); Return and Enter activate the selected
    /// row; other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<KeyPress>, with event: Event?) {
        if let press = presses.first, handleListKey(press) { return }
        guard allowsSelection, let press = presses.first, press.modifiers.isEmpty else { return super.pressesBegan(presses, with: event) }
        switch press.name.lowercased() {
        case "up": moveSelection(by: -1)
        case "down": moveSelection(by: 1)
        case "return", "kp_enter":
            guard let selected = indexPathForSelectedRow else { return super.pressesBegan(presses, with: event) }
            activateRow(at: selected, select: false)
        default:
            super.pressesBegan(presses, with: event)
        }
    }

    // MARK: Touches

    private func tapped(_ tap: TapGestureRecognizer) {
        guard tap.state == .ended, allowsSelection else { return }
        let point = tap.location(in: self)
        if closeSwipeOnPress(at: point) { return }
        // A click on a section title (a pinned header covers rows) selects nothing.
        if headerViews.values.contains(where: { $0.frame.contains(point) }) { return }
        guard let indexPath = indexPathForRow(at: point) else { return }
        window?.focus(self)
        activateRow(at: indexPath, select: true)
    }

    /// Highlights the row under a press until it ends (the tap or the drag takes over).
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if allowsSelection, let touch = touches.first, let indexPath = indexPathForRow(at: touch.location(in: self)), let cell = cellForRow(at: indexPath) {
            pressedCell = cell
            cell.setHighlighted(true)
        }
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

    private func endPress() {
        pressedCell?.setHighlighted(false)
        pressedCell = nil
    }
}
