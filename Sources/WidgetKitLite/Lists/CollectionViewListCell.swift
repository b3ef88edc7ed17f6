import Foundation

/// A collection view cell that looks like a row of a list — UIKit's `UICollectionViewListCell`:
/// a plain list background (``defaultBackgroundConfiguration()``), ``accessories`` beside the
/// content, indentation (set from the item's level when a diffable data source's section is
/// an outline), and a separator at the bottom starting under the text (none under
/// the last item of a section).
///
/// Accessories stand at the trailing edge (a delete control at the leading one) and the
/// content view shrinks to make room; those shown only in or out of editing mode follow the
/// collection view's `isEditing`. A click on a delete, detail or outline disclosure
/// accessory calls its action handler instead of selecting the item (a delete accessory
/// without one reveals the row's trailing swipe actions).
@MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The accessories, in order from the content outwards at each edge.
    open var accessories: [CellAccessory] = [] {
        didSet { syncAccessoryViews() }
    }

    /// How many steps the content (and leading accessories) stand in from the leading edge,
    /// each ``indentationWidth`` wide. Default: 0. A negative level is reported and 0 used.
    open var indentationLevel = 0 {
        didSet {
            if indentationLevel < 0 {
                Diagnostics.report("CollectionViewListCell.indentationLevel: negative value \(indentationLevel); using 0")
                indentationLevel = 0
            }
            setNeedsLayout()
        }
    }

    /// The width of one indentation step: 10 pt by default. A negative, NaN or infinite
    /// width is reported and 0 used.
    open var indentationWidth: CGFloat = 10 {
        didSet {
            if !indentationWidth.isFinite || indentationWidth < 0 {
                Diagnostics.report("CollectionViewListCell.indentationWidth: unusable value \(indentationWidth); using 0")
                indentationWidth = 0
            }
            setNeedsLayout()
        }
    }

    /// Turns an outline disclosure (animated) when the item expands or collapses.
    override var showsExpanded: Bool {
        didSet {
            guard showsExpanded != oldValue else { return }
            let target: CGFloat = showsExpanded ? 1 : 0
            View.animate(withDuration: theme.lists.deselectAnimationDuration) {
                for view in self.accessoryViews { view.expansion.value = target }
            }
        }
    }

    /// The views showing `accessories`, in the same order.
    private(set) var accessoryViews: [CellAccessoryView] = []
    /// Whether the bottom separator is left out (the last item of its section).
    private var hidesBottomSeparator = false {
        didSet { if hidesBottomSeparator != oldValue { setNeedsDisplay() } }
    }

    /// Creates a cell with the plain list background.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundConfiguration = defaultBackgroundConfiguration()
    }

    /// A list content configuration with nothing set: `.cell()`.
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// The plain list background: the theme's list colour, the selection colour when
    /// selected or pressed.
    open override func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }

    private func syncAccessoryViews() {
        for (i, accessory) in accessories.enumerated() {
            if i < accessoryViews.count {
                accessoryViews[i].accessory = accessory
            } else {
                let view = CellAccessoryView(accessory)
                view.expansion.value = configurationState.isExpanded ? 1 : 0
                addSubview(view)
                accessoryViews.append(view)
            }
        }
        while accessoryViews.count > accessories.count { accessoryViews.removeLast().removeFromSuperview() }
        setNeedsLayout()
    }

    /// Where the accessories shown in editing mode (or not) go in `bounds`, and the content
    /// view's frame between them.
    private func arrangement(in b: CGRect, editing: Bool) -> (content: CGRect, slots: [CGRect?]) {
        let margin = theme.lists.separatorInset, spacing: CGFloat = 12
        var leading = CGFloat(indentationLevel) * indentationWidth
        var trailing = b.width
        var slots = [CGRect?](repeating: nil, count: accessoryViews.count)
        for (i, view) in accessoryViews.enumerated() where view.accessory.isLeading && view.accessory.isShown(editing: editing) {
            let w = view.slotWidth
            leading += i == 0 || slots[..<i].allSatisfy({ $0 == nil }) ? margin : spacing
            slots[i] = CGRect(x: leading, y: 0, width: w, height: b.height)
            leading += w
        }
        for i in accessoryViews.indices.reversed() {
            let view = accessoryViews[i]
            guard !view.accessory.isLeading, view.accessory.isShown(editing: editing) else { continue }
            let w = view.slotWidth
            trailing -= trailing == b.width ? margin : spacing
            slots[i] = CGRect(x: trailing - w, y: 0, width: w, height: b.height)
            trailing -= w
        }
        let content = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: b.height)
        return (content, slots)
    }

    override func contentFrame(in bounds: CGRect) -> CGRect {
        arrangement(in: bounds, editing: collectionView?.isEditing ?? false).content
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let (_, slots) = arrangement(in: b, editing: configurationState.isEditing)
        let expanded: CGFloat = configurationState.isExpanded ? 1 : 0
        for (view, slot) in zip(accessoryViews, slots) {
            if let slot {
                view.frame = slot
                view.alpha = 1
            } else {
                // Hidden where it would stand, so it slides and fades in from there.
                let w = view.slotWidth
                let x = view.accessory.isLeading ? -w : b.width
                view.frame = CGRect(x: x, y: 0, width: w, height: b.height)
                view.alpha = 0
            }
            if view.expansion.value != expanded { View.performWithoutAnimation { view.expansion.value = expanded } }
        }
        if let collectionView, let indexPath = collectionView.indexPath(for: self) {
            hidesBottomSeparator = indexPath.item == collectionView.numberOfItems(inSection: indexPath.section) - 1
        }
    }

    /// Draws the background, the focus ring and the separator.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        guard !hidesBottomSeparator, !(backgroundConfiguration?.hidesSeparator ?? false) else { return }
        let b = bounds
        let hairline = 1 / max(1, context.scale)
        let textX = (configurations.contentView as? ListContentView)?.textFrame.minX ?? theme.lists.separatorInset
        let x = contentView.frame.minX + textX
        context.fill(CGRect(x: x, y: b.height - hairline, width: max(0, b.width - x), height: hairline), color: theme.lists.separatorColor)
    }

    /// The action of the shown accessory under `point` (the cell's coordinates): a delete
    /// or detail accessory's handler (by default, a delete accessory reveals the row's
    /// trailing swipe actions, as UIKit's does), an outline disclosure's (by default expanding
    /// or collapsing the item through the diffable data source); nil elsewhere.
    func accessoryAction(at point: CGPoint) -> (@MainActor () -> Void)? {
        for view in accessoryViews where view.alpha > 0 {
            // A slot widened by 8 pt on each side: the glyphs are small.
            guard view.frame.insetBy(dx: -8, dy: 0).contains(point) else { continue }
            switch view.accessory.kind {
            case .delete:
                return view.accessory.actionHandler ?? { [weak self] in self?.revealTrailingSwipeActions() }
            case .detail:
                return view.accessory.actionHandler ?? {}
            case .outlineDisclosure:
                return view.accessory.actionHandler ?? { [weak self] in self?.toggleExpansion() }
            default:
                continue
            }
        }
        return nil
    }

    /// The outline disclosure's default action: the data source expands or collapses the
    /// cell's item (nothing outside an outline).
    private func toggleExpansion() {
        guard let collectionView, let indexPath = collectionView.indexPath(for: self),
            let outline = collectionView.dataSource as? OutlineDataSource
        else { return }
        outline.toggleExpansion(at: indexPath)
    }

    /// Slides the row open over its trailing swipe actions (in editing mode too).
    private func revealTrailingSwipeActions() {
        (superview as? CollectionView)?.revealTrailingSwipeActions(of: self)
    }
}
