import Foundation

/// One item of a collection view — UIKit's `UICollectionViewCell`. Put content in
/// `contentView`.
///
/// A cell shows, back to front: `backgroundView`, `selectedBackgroundView` while it is
/// selected or highlighted (pressed), then `contentView`. With neither background view a
/// selected cell looks the same as any other, as in UIKit: subclasses draw their state from
/// `isSelected` and `isHighlighted`, which call `setNeedsDisplay` and `setNeedsLayout` when
/// they change.
@MainActor
open class CollectionViewCell: CollectionReusableView {
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
        didSet { if showsFocus != oldValue { setNeedsDisplay() } }
    }

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
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        if contentView.frame != b { contentView.frame = b }
        if let backgroundView, backgroundView.frame != b { backgroundView.frame = b }
        if let selectedBackgroundView, selectedBackgroundView.frame != b { selectedBackgroundView.frame = b }
    }

    /// Draws the focus ring over the content while the cell has the keyboard focus.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        guard showsFocus else { return }
        let w = theme.lists.focusRingWidth, b = bounds
        let color = theme.tintColor
        context.fill(CGRect(x: 0, y: 0, width: b.width, height: w), color: color)
        context.fill(CGRect(x: 0, y: b.height - w, width: b.width, height: w), color: color)
        context.fill(CGRect(x: 0, y: 0, width: w, height: b.height), color: color)
        context.fill(CGRect(x: b.width - w, y: 0, width: w, height: b.height), color: color)
    }

    override var fittingContent: View { contentView }

    private func stateDidChange() {
        updateSelectedBackground()
        setNeedsDisplay()
        setNeedsLayout()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
