import Foundation

/// A view that shows read-only text — UIKit's `UILabel`.
///
/// Text is rasterised with FreeType at the window's scale into the view's backing store
/// and composited from there while the label only moves. Lines break at words when
/// `numberOfLines` is not 1; text that does not fit is truncated with "…". The text is
/// centred vertically in the bounds, as `UILabel` does.
@MainActor
open class Label: View {
    /// The text shown; nil shows nothing.
    open var text: String? {
        didSet { if text != oldValue { contentChanged() } }
    }

    /// The font of the text.
    open var font: Font = Theme.light.bodyFont {
        didSet { if font != oldValue { contentChanged() } }
    }

    /// The colour of the text.
    open var textColor: Color = .label {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }

    /// Horizontal alignment of the lines.
    open var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The maximum number of lines; 0 means no limit.
    open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { contentChanged() } }
    }

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

    private func contentChanged() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    private var renderScale: CGFloat { window?.scale ?? 1 }

    /// Text is laid out for its window's scale: a new window may measure it differently.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        contentChanged()
    }

    func layout(maxWidth: CGFloat?) -> TextLayout {
        TextLayout.cached(text: text ?? "", font: font, scale: renderScale, maxWidth: maxWidth, numberOfLines: numberOfLines)
    }

    /// The size of the text laid out within `size.width` (unlimited when 0 or less).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let limit: CGFloat? = size.width > 0 && numberOfLines != 1 ? size.width : nil
        let s = layout(maxWidth: limit).size
        return CGSize(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }

    /// The size of the text on one line (or its natural lines).
    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: 0, height: 0)) }

    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        guard let text, !text.isEmpty else { return }
        let layout = layout(maxWidth: bounds.width)
        let scale = context.scale
        let y = ((bounds.height - layout.size.height) / 2 * scale).rounded()
        context.draw(
            layout, at: CGPoint(x: context.origin.x, y: context.origin.y + y), width: bounds.width * scale,
            alignment: textAlignment, color: textColor)
    }
}
