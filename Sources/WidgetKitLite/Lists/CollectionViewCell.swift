import Foundation

/// One item of a collection view — UIKit's `UICollectionViewCell`. Put content in
/// `contentView`.
///
/// A cell shows, back to front: `backgroundView`, `selectedBackgroundView` while it is
/// selected or highlighted (pressed), then `contentView`. With neither background view a
/// selected cell looks the same as any other, as in UIKit: subclasses draw their state from
/// `isSelected` and `isHighlighted`, which call `setNeedsDisplay` and `setNeedsLayout` when
/// they change. A ``contentConfiguration`` and a ``backgroundConfiguration`` describe the
/// content and background instead, updated for the cell's ``configurationState``
/// (`CollectionViewCell+Configuration`).
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The view holding the cell's content, as large as the cell.
    public let contentView = View()

    /// A view behind the content, as large as the cell (nil: none).
    open var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.isUserInteractionEnabled = false
                insertSubview(backgroundView, at: 0)
            }
            setNeedsLayout()
        }
    }

    /// A view shown over `backgroundView` while the cell is selected or highlighted (nil: none).
    open var selectedBackgroundView: View? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                selectedBackgroundView.isUserInteractionEnabled = false
                insertSubview(selectedBackgroundView, belowSubview: contentView)
            }
            updateSelectedBackground()
            setNeedsLayout()
        }
    }

    /// Whether the item is selected. The collection view sets it; setting it by hand changes
    /// the look only, not the collection view's selection.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether the item is pressed. The collection view sets it while a press lasts.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// Whether the cell shows the collection view's keyboard focus (a ring in the tint colour).
    var showsFocus = false {
        didSet { if showsFocus != oldValue { stateDidChange() } }
    }

    /// Whether the cell's item is expanded in its section's outline, for `isExpanded` of the
    /// configuration state; a diffable data source sets it.
    var showsExpanded = false {
        didSet { if showsExpanded != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The content and background configurations (`CollectionViewCell+Configuration`).
    let configurations = CellConfigurations()

    /// Called with the cell and its state after ``updateConfiguration(using:)``, whenever the
    /// configurations are updated — UIKit's `configurationUpdateHandler`. Setting it asks
    /// for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The state the configurations are updated for: the cell's appearance, selection,
    /// highlight, focus, its collection view's editing mode, and whether its item is
    /// expanded in an outline. Subclasses may add their
    /// own states (custom keys).
    open var configurationState: CellConfigurationState { baseConfigurationState }

    /// The background configuration a cell of this kind starts from — UIKit's
    /// `defaultBackgroundConfiguration()`: `.clear()` for a plain cell, `.listPlainCell()`
    /// for a ``CollectionViewListCell``.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .clear() }

    /// The content view's frame in a cell of `bounds` (list cells keep room for their
    /// accessories).
    func contentFrame(in bounds: CGRect) -> CGRect { bounds }

    /// Restyles the cell for `state`; called after the automatic updates of the
    /// configurations whenever the state changes (selection, highlight, focus, editing,
    /// reuse) or ``setNeedsUpdateConfiguration()`` asks. The default does nothing; never
    /// call it directly.
    open func updateConfiguration(using state: CellConfigurationState) {}

    /// Creates a cell.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Clears the selection and the highlight; subclasses reset their content and call super.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
        showsFocus = false
        setNeedsUpdateConfiguration()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let content = contentFrame(in: b)
        if contentView.frame != content { contentView.frame = content }
        if let backgroundView, backgroundView.frame != b { backgroundView.frame = b }
        if let selectedBackgroundView, selectedBackgroundView.frame != b { selectedBackgroundView.frame = b }
        updateConfigurationIfNeeded()
        if let configured = configurations.contentView, configured.frame != contentView.bounds { configured.frame = contentView.bounds }
    }

    /// Draws the background configuration, if any, then the focus ring over the content
    /// while the cell has the keyboard focus.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        drawBackgroundConfiguration(in: context)
        guard showsFocus else { return }
        let w = theme.lists.focusRingWidth, b = bounds
        let color: Color = tintColor
        context.fill(CGRect(x: 0, y: 0, width: b.width, height: w), color: color)
        context.fill(CGRect(x: 0, y: b.height - w, width: b.width, height: w), color: color)
        context.fill(CGRect(x: 0, y: 0, width: w, height: b.height), color: color)
        context.fill(CGRect(x: b.width - w, y: 0, width: w, height: b.height), color: color)
    }

    /// With a content configuration: the layout's attributes at the height its view needs
    /// at the layout's width (self-sizing); otherwise as ``CollectionReusableView``.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let width = layoutAttributes.size.width
        guard let height = configurations.contentHeight(fitting: contentFrame(in: CGRect(origin: .zero, size: layoutAttributes.size)).width) else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        let fitted = CGSize(width: width, height: height.rounded(.up))
        guard fitted != layoutAttributes.size else { return layoutAttributes }
        let preferred = layoutAttributes.copy()
        preferred.size = fitted
        return preferred
    }

    override var fittingContent: View { contentView }

    private func stateDidChange() {
        setNeedsUpdateConfiguration()
        updateSelectedBackground()
        setNeedsDisplay()
        setNeedsLayout()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
