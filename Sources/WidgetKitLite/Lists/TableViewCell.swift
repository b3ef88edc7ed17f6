import Foundation

/// One row of a table view — UIKit's `UITableViewCell`.
///
/// A cell shows `textLabel` (and, by style, `detailTextLabel`) inside `contentView`, an
/// accessory at its trailing edge and a hairline separator at its bottom. Cells are created
/// from their registered class (`init(style:reuseIdentifier:)` is `required`) and reused:
/// `prepareForReuse()` runs before a cell is handed out again. Put custom content in
/// `contentView`: controls there and in `accessoryView` take clicks, as in UIKit. `imageView`, created on first use, shows an image at the leading edge with
/// the labels after it.
@MainActor
open class TableViewCell: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The layout of the built-in labels — UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// One label at the leading edge.
        case `default`
        /// A label with a smaller grey label under it.
        case subtitle
        /// A label at the leading edge and a grey one at the trailing edge.
        case value1
    }

    /// What a cell shows at its trailing edge — UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// Nothing.
        case none
        /// A grey chevron: selecting the row shows more.
        case disclosureIndicator
        /// A checkmark in the tint colour.
        case checkmark
    }

    /// The cell's layout of labels.
    public let style: CellStyle
    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The view holding the cell's content, inset from the accessory; add custom views here.
    /// It takes clicks (`isUserInteractionEnabled` is true, as in UIKit): a control inside
    /// it gets the click instead of the row, and a click elsewhere on it selects the row.
    /// The built-in labels and `imageView` inside it take none.
    public let contentView = View()
    /// The main text.
    public var textLabel: Label? { mainLabel }
    /// The secondary text (`.subtitle` and `.value1` styles; nil for `.default`).
    public var detailTextLabel: Label? { style == .default ? nil : detailLabel }

    /// The image at the leading edge, left of the labels — UIKit's `imageView`. Created (empty)
    /// the first time it is read; while it has no image the labels keep their place. A
    /// template image is painted in the tint colour and follows the appearance. The image is
    /// shown at its natural size, scaled down to fit the row with 4 pt above and below.
    public var imageView: ImageView? {
        if let cellImageView { return cellImageView }
        let view = ImageView(frame: .zero)
        view.isUserInteractionEnabled = false
        view.contentMode = .scaleAspectFit
        contentView.addSubview(view)
        cellImageView = view
        setNeedsLayout()
        return view
    }

    private var cellImageView: ImageView?
    private let mainLabel = Label()
    private let detailLabel = Label()

    /// The accessory drawn at the trailing edge.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { setNeedsDisplay(); setNeedsLayout() } }
    }

    /// A custom view shown at the trailing edge instead of `accessoryType`, at the size its
    /// `sizeThatFits` gives, centred vertically. It takes clicks as it would anywhere else
    /// (a `Switch` here toggles, and the row is not selected); set its
    /// `isUserInteractionEnabled` to false to let clicks on it select the row.
    open var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsDisplay()
            setNeedsLayout()
        }
    }

    /// Whether the row is selected (drawn highlighted).
    public private(set) var isSelected = false
    /// Whether the row is pressed (drawn highlighted).
    public private(set) var isHighlighted = false

    /// Room kept for the editing controls at the leading and trailing edges (editing mode).
    var editingInsets: (leading: CGFloat, trailing: CGFloat) = (0, 0) {
        didSet { if editingInsets != oldValue { setNeedsLayout() } }
    }

    /// How the cell sits in its section; set by the table view before it shows the cell.
    var position = Position(isFirst: true, isLast: true, isGrouped: false, isLastInTable: false) {
        didSet { if position != oldValue { setNeedsDisplay() } }
    }

    /// Where a cell lies in its section, which decides corners and separator.
    struct Position: Equatable {
        var isFirst: Bool
        var isLast: Bool
        var isGrouped: Bool
        var isLastInTable: Bool
        /// Rounded groups inset from the edges (`.insetGrouped`), else full-width groups.
        var isInset = true
    }

    /// The highlight's strength, 0…1 (animated when a row is deselected with animation).
    let highlight = AnimatedValue(value: 0)

    /// The content and background configurations (`TableViewCell+Configuration`).
    let configurations = CellConfigurations()

    /// Called with the cell and its state after ``updateConfiguration(using:)``, whenever the
    /// configurations are updated — UIKit's `configurationUpdateHandler`. Setting it asks
    /// for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The state the configurations are updated for: the cell's appearance, selection,
    /// highlight and focus. Subclasses may add their own states (custom keys).
    open var configurationState: CellConfigurationState { baseConfigurationState }

    /// Restyles the cell for `state`; called after the automatic updates of the
    /// configurations whenever the state changes (selection, highlight, reuse) or
    /// ``setNeedsUpdateConfiguration()`` asks. The default does nothing; never call it directly.
    open func updateConfiguration(using state: CellConfigurationState) {}

    /// Creates a cell of `style` reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Theme.light.lists.rowHeight))
        let theme = self.theme
        mainLabel.isUserInteractionEnabled = false
        detailLabel.isUserInteractionEnabled = false
        mainLabel.font = theme.bodyFont
        detailLabel.font = style == .subtitle ? theme.lists.subtitleFont : theme.bodyFont
        detailLabel.textColor = theme.secondaryLabelColor
        detailLabel.textAlignment = style == .value1 ? .right : .natural
        addSubview(contentView)
        contentView.addSubview(mainLabel)
        if style != .default { contentView.addSubview(detailLabel) }
        highlight.onChange = { [weak self] in self?.setNeedsDisplay() }
        highlight.owner = self
    }

    /// Resets the cell before it is handed out again by `dequeueReusableCell`. The default
    /// clears the selection highlight; subclasses reset their own content and call super.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false)
        setNeedsUpdateConfiguration()
    }

    /// Shows the cell as selected or not; animated, the highlight fades out.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != isSelected else { return }
        isSelected = selected
        updateHighlight(animated: animated)
        setNeedsUpdateConfiguration()
    }

    /// Shows the cell as pressed or not.
    func setHighlighted(_ highlighted: Bool) {
        guard highlighted != isHighlighted else { return }
        isHighlighted = highlighted
        updateHighlight(animated: false)
        setNeedsUpdateConfiguration()
    }

    private func updateHighlight(animated: Bool) {
        let target: CGFloat = isSelected || isHighlighted ? 1 : 0
        if animated && target == 0 {
            View.animate(withDuration: theme.lists.deselectAnimationDuration, animations: { self.highlight.value = target })
        } else {
            View.performWithoutAnimation { highlight.value = target }
        }
        setNeedsDisplay()
    }

    /// Width of the accessory area, 0 when there is none.
    var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.sizeThatFits(.zero).width + theme.lists.separatorInset }
        return accessoryType == .none ? 0 : theme.lists.accessoryWidth
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        let theme = self.theme.lists
        let b = bounds
        let inset = theme.separatorInset
        let editing = editingInsets
        let accessory = editing.trailing > 0 ? editing.trailing : accessoryWidth
        contentView.frame = CGRect(x: editing.leading, y: 0, width: max(0, b.width - accessory - editing.leading), height: b.height)
        if let accessoryView {
            let s = accessoryView.sizeThatFits(.zero)
            accessoryView.frame = CGRect(x: b.width - inset - s.width, y: (b.height - s.height) / 2, width: s.width, height: s.height)
        }
        // A content configuration's view replaces the built-in labels and image.
        let configured = configurations.contentView
        for view in [mainLabel, detailLabel, cellImageView] as [View?] { view?.isHidden = configured != nil }
        if let configured {
            configured.frame = contentView.bounds
            return
        }
        let c = contentView.bounds
        var leading = inset
        if let cellImageView {
            let size = imageSize(for: cellImageView.image, rowHeight: c.height)
            cellImageView.frame = CGRect(x: inset, y: ((c.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            if size.width > 0 { leading = inset + size.width + inset }
        }
        let width = max(0, c.width - leading - inset)
        switch style {
        case .default:
            mainLabel.frame = CGRect(x: leading, y: 0, width: width, height: c.height)
        case .subtitle:
            let t = mainLabel.sizeThatFits(.zero), d = detailLabel.sizeThatFits(.zero)
            let top = ((c.height - t.height - d.height) / 2).rounded()
            mainLabel.frame = CGRect(x: leading, y: top, width: width, height: t.height)
            detailLabel.frame = CGRect(x: leading, y: top + t.height, width: width, height: d.height)
        case .value1:
            let d = detailLabel.sizeThatFits(.zero)
            let detailWidth = min(d.width, width / 2)
            detailLabel.frame = CGRect(x: leading + width - detailWidth, y: 0, width: detailWidth, height: c.height)
            mainLabel.frame = CGRect(x: leading, y: 0, width: max(0, width - detailWidth - 8), height: c.height)
        }
    }

    /// The size `image` is shown at: its own, scaled down (keeping its aspect) to the row's
    /// height less 4 pt above and below; zero without an image.
    private func imageSize(for image: Image?, rowHeight: CGFloat) -> CGSize {
        guard let size = image?.size, size.width > 0, size.height > 0 else { return .zero }
        let limit = max(0, rowHeight - 8)
        let scale = min(1, limit / size.height)
        return CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
    }

    /// The height of a self-sizing row (`rowHeight` is `automaticDimension`): when
    /// constraints tie the content view to what it holds, the height they give it at the
    /// row's width (less the accessory), as UIKit's `systemLayoutSizeFitting` with a required
    /// width; otherwise `sizeThatFits(_:)`.
    func selfSizingHeight(fitting size: CGSize) -> CGFloat {
        guard contentView.usesConstraintsForItsContent else { return sizeThatFits(size).height }
        let width = max(0, size.width - accessoryWidth)
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return fitted.height
    }

    /// The height that fits the labels: at least the theme's row height.
    /// A sideways wheel run over the cell may swipe it (`TableView` swipe actions).
    @discardableResult
    open override func scrollWheel(dx: CGFloat, dy: CGFloat) -> Bool {
        if let table = superview as? TableView, table.swipeByWheel(over: self, dx: dx, dy: dy) { return true }
        return super.scrollWheel(dx: dx, dy: dy)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let height = configurations.contentHeight(fitting: max(0, size.width - accessoryWidth)) {
            return CGSize(width: size.width, height: max(theme.lists.rowHeight, height))
        }
        let t = mainLabel.sizeThatFits(.zero)
        let d = style == .subtitle ? detailLabel.sizeThatFits(.zero) : .zero
        return CGSize(width: size.width, height: max(theme.lists.rowHeight, t.height + d.height + 16))
    }

    /// Draws the background (rounded at the ends of an inset-grouped section), the
    /// selection highlight, the separator and the accessory.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        // The theme of the cell's appearance (light or dark).
        let theme = self.theme.lists
        let b = bounds
        let base = backgroundColor ?? (position.isGrouped ? theme.groupedCellBackgroundColor : theme.plainBackgroundColor)
        let configured = drawnBackgroundConfiguration
        let fill =
            configured?.resolvedBackgroundColor(for: self.tintColor)
            ?? Color.interpolate(base, theme.selectedBackgroundColor, highlight.presentedValue)
        if let configured, drawConfiguredBackground(configured, in: b, context: context) {
            // Drawn with the configuration's own insets, corners and outline.
        } else if position.isGrouped && position.isInset && (position.isFirst || position.isLast) {
            let r = theme.insetGroupedCornerRadius
            context.fill(b, color: fill, cornerRadius: r)
            // Square the corners that do not end the section.
            if !position.isFirst { context.fill(CGRect(x: 0, y: 0, width: b.width, height: min(b.height, r)), color: fill) }
            if !position.isLast { context.fill(CGRect(x: 0, y: max(0, b.height - r), width: b.width, height: min(b.height, r)), color: fill) }
        } else {
            context.fill(b, color: fill)
        }
        let hairline = 1 / max(1, context.scale)
        let separated = !(configured?.hidesSeparator ?? false)
        if position.isGrouped && !position.isInset {
            // Full-width groups have a hairline above and below.
            if position.isFirst { context.fill(CGRect(x: 0, y: 0, width: b.width, height: hairline), color: theme.separatorColor) }
            if position.isLast { context.fill(CGRect(x: 0, y: b.height - hairline, width: b.width, height: hairline), color: theme.separatorColor) }
        }
        if separated && (!position.isLast || (!position.isGrouped && !position.isLastInTable)) {
            let x = position.isLast ? 0 : theme.separatorInset
            context.fill(CGRect(x: x, y: b.height - hairline, width: b.width - x, height: hairline), color: theme.separatorColor)
        }
        guard accessoryView == nil else { return }
        let midY = b.height / 2
        let right = b.width - theme.separatorInset
        switch accessoryType {
        case .none:
            break
        case .disclosureIndicator:
            AccessoryGlyph.chevron(in: context, right: right, midY: midY, color: theme.disclosureColor)
        case .checkmark:
            AccessoryGlyph.checkmark(in: context, right: right, midY: midY, color: self.tintColor)
        }
    }

    /// A plain `View` has no content of its own; a cell always draws its background.
    override var drawsContentHint: Bool { true }
}

/// The accessory glyphs, drawn as strokes of small squares (crisp at any scale, as the
/// navigation bar's back chevron).
@MainActor
enum AccessoryGlyph {
    /// A "›" 8 pt wide, 13 pt tall, ending at `right`.
    static func chevron(in context: GraphicsContext, right: CGFloat, midY: CGFloat, color: Color) {
        stroke(in: context, from: CGPoint(x: right - 8, y: midY - 6.5), to: CGPoint(x: right - 1.5, y: midY), width: 2, color: color)
        stroke(in: context, from: CGPoint(x: right - 1.5, y: midY), to: CGPoint(x: right - 8, y: midY + 6.5), width: 2, color: color)
    }

    /// A "✓" 14 pt wide ending at `right`.
    static func checkmark(in context: GraphicsContext, right: CGFloat, midY: CGFloat, color: Color) {
        stroke(in: context, from: CGPoint(x: right - 14, y: midY), to: CGPoint(x: right - 9, y: midY + 5), width: 2.2, color: color)
        stroke(in: context, from: CGPoint(x: right - 9, y: midY + 5), to: CGPoint(x: right, y: midY - 6), width: 2.2, color: color)
    }

    /// A chevron 8 pt long and 13 pt across centred on `center`, pointing right turned by
    /// `angle` radians (π/2: down).
    static func chevron(in context: GraphicsContext, center: CGPoint, angle: CGFloat, color: Color) {
        let c = cos(angle), s = sin(angle)
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: center.x + x * c - y * s, y: center.y + x * s + y * c) }
        stroke(in: context, from: p(-3.25, -6.5), to: p(3.25, 0), width: 2, color: color)
        stroke(in: context, from: p(3.25, 0), to: p(-3.25, 6.5), width: 2, color: color)
    }

    static func stroke(in context: GraphicsContext, from a: CGPoint, to b: CGPoint, width: CGFloat, color: Color) {
        let steps = 24
        for i in 0...steps {
            let t = CGFloat(i) / CGFloat(steps)
            let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
            context.fill(CGRect(x: x - width / 2, y: y - width / 2, width: width, height: width), color: color)
        }
    }
}
