import Foundation

/// A view that shows read-only text — UIKit's `UILabel`.
///
/// Text is rasterised with FreeType at the window's scale into the view's backing store
/// and composited from there while the label only moves. Lines break at words (or
/// characters, per `lineBreakMode`) when `numberOfLines` is not 1; the last line that fits
/// ends as `lineBreakMode` says (by default truncated with "…" at its tail). With
/// `adjustsFontSizeToFitWidth` the text is drawn smaller, down to `minimumScaleFactor`,
/// before it is cut. The text is centred vertically in the bounds, as `UILabel` does.
@MainActor
open class Label: View, FontAdjustingView {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The text shown; nil shows nothing.
    open var text: String? {
        didSet {
            if !isSettingAttributedText { attributedStorage = nil }
            if text != oldValue {
                contentChanged()
                Accessibility.changeObserver?.accessibilityStructureDidChange(in: self)
            }
        }
    }

    /// The styled text shown — UIKit's `attributedText`. Setting it keeps a copy and sets
    /// `text` to its string; ranges without a font, colour or paragraph style take the
    /// label's `font`, `textColor` and `textAlignment`. Setting `text` afterwards drops the
    /// styles; setting `font` or `textColor` applies to the whole string, as in UIKit.
    /// Reading it after only `text` was set gives the text with the label's attributes.
    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? text.map { NSAttributedString(string: $0, attributes: plainAttributes) } }
        set { setAttributedText(newValue) }
    }

    /// The copy `attributedText` keeps; nil while the label shows plain `text`.
    var attributedStorage: NSAttributedString?
    /// True while `attributedText` sets `text` (which then keeps the styles).
    var isSettingAttributedText = false

    /// The font of the text. With `adjustsFontForContentSizeCategory`, a font that follows
    /// Dynamic Type is resized for the label's content size as it is set.
    open var font: Font = Theme.light.bodyFont {
        didSet {
            guard font != oldValue else { return }
            applyToAttributedText(.font, font)
            adjustFontForContentSize()
            contentChanged()
        }
    }

    /// Whether a font that follows Dynamic Type (`Font.preferredFont(forTextStyle:)`,
    /// `FontMetrics.scaledFont(for:)`) is resized when the label's traits change text size
    /// (its window's `preferredContentSizeCategory`); the label then lays out again.
    /// Default: false, as in UIKit.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory != oldValue { adjustFontForContentSize() } }
    }

    /// The colour of the text.
    open var textColor: Color = .label {
        didSet {
            guard textColor != oldValue else { return }
            applyToAttributedText(.foregroundColor, textColor)
            setNeedsDisplay()
        }
    }

    /// Horizontal alignment of the lines.
    open var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The maximum number of lines; 0 means no limit. A negative value is reported in one
    /// line and becomes 0.
    open var numberOfLines: Int = 1 {
        didSet {
            if numberOfLines < 0 {
                Diagnostics.report("Label.numberOfLines: negative value \(numberOfLines); using 0 (no limit)")
                numberOfLines = 0
            }
            if numberOfLines != oldValue { contentChanged() }
        }
    }

    /// How lines wrap and how the last line that fits ends when text remains: wrapped by
    /// words or characters (cut where it wraps), clipped at the edge, or truncated with "…"
    /// at its tail, head or middle. Multi-line labels wrap by words in the clipping and
    /// truncating modes; only their last line is clipped or truncated. Default:
    /// `.byTruncatingTail`, as in UIKit.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { contentChanged() } }
    }

    /// Whether text that overflows the last line by a little (up to 1/20 em between two
    /// characters) is drawn with its characters closer together instead of truncated, in the
    /// truncating line break modes. Default: false, as in UIKit.
    open var allowsDefaultTighteningForTruncation = false {
        didSet { if allowsDefaultTighteningForTruncation != oldValue { setNeedsDisplay() } }
    }

    /// Whether text too wide for the label is drawn in a smaller font size, down to
    /// `font.pointSize × minimumScaleFactor`: a one-line label shrinks until its text fits
    /// its width, a label of several lines until its text fits its lines with no word broken
    /// across two (and, with no line limit, its height). Text that still does not fit is
    /// cut as `lineBreakMode` says. `font` keeps the font that was set, and the intrinsic
    /// size is measured with it. Default: false.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } }
    }

    /// The smallest scale of `font.pointSize` that `adjustsFontSizeToFitWidth` draws text at,
    /// in 0…1; 0 (the default) shrinks as far as `Label.smallestShrunkPointSize`. NaN or a
    /// negative value is reported in one line and becomes 0; a value above 1 becomes 1.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            if !minimumScaleFactor.isFinite || minimumScaleFactor < 0 || minimumScaleFactor > 1 {
                let used: CGFloat = minimumScaleFactor > 1 ? 1 : 0
                Diagnostics.report("Label.minimumScaleFactor: \(minimumScaleFactor) is outside 0…1; using \(used)")
                minimumScaleFactor = used
            }
            if minimumScaleFactor != oldValue { setNeedsDisplay() }
        }
    }

    /// The width a multi-line label's intrinsic size assumes; 0 (the default) lets Auto
    /// Layout measure the label at the width it gets (two passes, as UIKit). NaN, infinite
    /// or negative values are reported in one line and become 0.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            if !preferredMaxLayoutWidth.isFinite || preferredMaxLayoutWidth < 0 {
                Diagnostics.report("Label.preferredMaxLayoutWidth: \(preferredMaxLayoutWidth) is not a width; using 0")
                preferredMaxLayoutWidth = 0
            }
            if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The last size `adjustsFontSizeToFitWidth` fitted a font to, and the font.
    var shrunkFont: ShrunkFont?

    /// Creates a label with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a label showing `text`, sized to fit it.
    public convenience init(text: String, font: Font? = nil, color: Color? = nil) {
        self.init(frame: .zero)
        self.text = text
        if let font { self.font = font }
        if let color { textColor = color }
        sizeToFit()
    }

    /// Redraws, and resizes a Dynamic Type font for a new text size when the label adjusts it.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adjustFontForContentSize()
    }

    func contentChanged() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    var renderScale: CGFloat { window?.scale ?? 1 }

    /// Text is laid out for its window's scale: a new window may measure it differently.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        adjustFontForContentSize()
        contentChanged()
    }

    func layout(maxWidth: CGFloat?, font: Font? = nil, lineBreakMode: NSLineBreakMode? = nil) -> TextLayout {
        TextLayout.cached(
            text: text ?? "", font: font ?? self.font, scale: renderScale, maxWidth: maxWidth, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode ?? self.lineBreakMode,
            tightensBeforeTruncating: allowsDefaultTighteningForTruncation)
    }

    /// The layout `draw(_:in:)` draws: the text in its bounds' width, in the font
    /// `adjustsFontSizeToFitWidth` chose for the bounds.
    func drawnLayout() -> TextLayout {
        layout(maxWidth: bounds.width, font: drawingFont(for: bounds.size))
    }

    /// The size of the text laid out within `size.width` (unlimited when 0 or less).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        if attributedStorage != nil { return attributedSizeThatFits(size) }
        let limit: CGFloat? = size.width > 0 && numberOfLines != 1 ? size.width : nil
        let s = layout(maxWidth: limit).size
        return CGSize(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }

    /// The size of the text on one line (or its natural lines); a multi-line label with a
    /// `preferredMaxLayoutWidth` breaks its lines at that width.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: numberOfLines != 1 ? preferredMaxLayoutWidth : 0, height: 0))
    }

    override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize? {
        guard numberOfLines != 1, preferredMaxLayoutWidth <= 0, width > 0 else { return nil }
        let fitted = sizeThatFits(CGSize(width: width, height: 0))
        return CGSize(width: intrinsicContentSize.width, height: fitted.height)
    }

    override var defaultContentHuggingPriority: LayoutPriority { LayoutPriority(251) }

    override func layoutBaselineOffset(last: Bool) -> BaselineOffset {
        guard let text, !text.isEmpty else { return .bottom }
        if attributedStorage != nil { return attributedBaselineOffset(last: last) }
        // The text is centred vertically: a baseline is half the height plus its offset from
        // the text block's centre.
        let measured = bounds.width > 0 ? drawnLayout() : layout(maxWidth: nil)
        let scale = renderScale
        let textHeight = CGFloat(measured.lines.count * measured.lineHeight) / scale
        let firstBaseline = CGFloat(measured.ascender) / scale
        let lastBaseline = firstBaseline + CGFloat(max(0, measured.lines.count - 1) * measured.lineHeight) / scale
        return BaselineOffset(heightFactor: 0.5, constant: (last ? lastBaseline : firstBaseline) - textHeight / 2)
    }

    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        guard let text, !text.isEmpty else { return }
        if attributedStorage != nil { return drawAttributedText(in: context) }
        let layout = drawnLayout()
        let scale = context.scale
        let y = ((bounds.height - layout.size.height) / 2 * scale).rounded()
        context.draw(
            layout, at: CGPoint(x: context.origin.x, y: context.origin.y + y), width: bounds.width * scale,
            alignment: textAlignment, color: textColor)
    }
}
