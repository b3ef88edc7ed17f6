import Foundation

/// A control with a title that performs an action when clicked — UIKit's `UIButton`.
///
/// The plain style shows a tinted title; the filled style a white title on a tinted,
/// rounded fill (`Theme.buttonCornerRadius`). While pressed the button dims; disabled it
/// is drawn grey and ignores presses and keys. Its natural size is its title's plus
/// `contentInsets` (8 pt above and below, 16 pt at the sides). An image set with
/// `setImage(_:for:)` sits left of the title, `imagePadding` (6 pt) apart, the pair centred;
/// images are templates painted in the title's colour unless made with
/// `withRenderingMode(.alwaysOriginal)`.
///
/// A button made with a type (`Button(type:)`, see ``Button/ButtonType``) shows that
/// type's symbol; a button with a ``Button/configuration`` is drawn from it instead of
/// `style`, its title colours and insets (see ``Button/Configuration``).
@MainActor
open class Button: Control, SizesToSubviews {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// How a button is drawn — UIKit's button configurations, reduced to two looks.
    public struct Style: Hashable, Sendable {
        let isFilled: Bool
        /// A tinted title with no background (UIKit's system button).
        public static let plain = Style(isFilled: false)
        /// A white title on a tinted, rounded fill.
        public static let filled = Style(isFilled: true)
    }

    /// The look of the button while it has no `configuration`.
    open var style: Style {
        didSet { if style != oldValue { stateDidChange() } }
    }

    /// The label showing the title; change its font here (a configuration sets its own).
    public let titleLabel = Label(frame: .zero)

    /// The kind of button (`Button(type:)`); `.system` for buttons made otherwise.
    public internal(set) var buttonType: ButtonType = .system

    /// How the button looks; nil (the default) draws it from `style`, its titles, title
    /// colours and images. Setting it restyles the button at once and asks for a
    /// configuration update (`setNeedsUpdateConfiguration()`).
    open var configuration: Configuration? {
        didSet {
            guard configuration != oldValue else { return }
            configurationDidChange()
        }
    }

    /// Called when the button's state changes (highlighted, selected, disabled, focused) and
    /// on `setNeedsUpdateConfiguration()`, before the next layout: set the button's
    /// `configuration` for its new state here (`button.configuration = updated`).
    open var configurationUpdateHandler: ((Button) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether state changes ask for a configuration update (and so call the update
    /// handler). Default: true.
    open var automaticallyUpdatesConfiguration = true

    /// Whether a configuration update is pending.
    var needsConfigurationUpdate = false
    /// Whether `updateConfiguration()` is running (a configuration set by the handler
    /// asks for no further update).
    var isUpdatingConfiguration = false
    /// The subtitle of a configuration; made when one first shows.
    var subtitleLabelStorage: Label?
    /// The spinner of a configuration with `showsActivityIndicator`; made when first shown.
    var activityIndicatorStorage: ActivityIndicatorView?
    /// What the configuration last put in the title and subtitle labels (unchanged text is
    /// not set again, so state changes do not re-measure the labels).
    var shownTitle: ShownText?, shownSubtitle: ShownText?

    /// The view showing the image (empty until `setImage(_:for:)`).
    public let imageView = ImageView(frame: .zero)

    /// Space between the image and the title: 6 pt.
    open var imagePadding: CGFloat = 6 {
        didSet {
            guard imagePadding != oldValue else { return }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// Space between the title and the edges.
    open var contentInsets = Button.defaultContentInsets {
        didSet {
            guard contentInsets != oldValue else { return }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// The tint (``View/tintColor``, inherited) colours the title (plain) or the fill (filled).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        stateDidChange()
    }

    private var titles: [Control.State: String] = [:]
    private var titleColors: [Control.State: Color] = [:]
    /// Attributed titles by state (`setAttributedTitle(_:for:)`); they win over plain titles.
    var attributedTitles: [Control.State: NSAttributedString] = [:]
    var menuState = ButtonMenuState()
    private var images: [Control.State: Image] = [:]

    /// Default content insets: 8 pt vertically, 16 pt horizontally.
    public static let defaultContentInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    /// Opacity of the content while pressed.
    static let highlightedAlpha: CGFloat = 0.4
    /// Opacity of a filled button's fill while disabled.
    static let disabledFillAlpha: CGFloat = 0.3

    /// Creates an empty plain button.
    public override init(frame: CGRect) {
        style = .plain
        super.init(frame: frame)
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        imageView.isUserInteractionEnabled = false
        imageView.contentMode = .scaleAspectFit
        addSubview(imageView)
        addSubview(titleLabel)
        cornerRadius = theme.buttonCornerRadius
        stateDidChange()
    }

    /// Creates a button showing `title` in `style`, sized to fit, that runs `primaryAction`
    /// (if any) when triggered.
    public convenience init(title: String, style: Style = .plain, primaryAction: Action? = nil) {
        self.init(frame: .zero)
        self.style = style
        setTitle(title, for: .normal)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        sizeToFit()
    }

    // MARK: Title

    /// The title for the normal state (a shortcut for `setTitle(_:for: .normal)`).
    open var title: String? {
        get { title(for: .normal) }
        set { setTitle(newValue, for: .normal) }
    }

    /// Sets the title shown in `state`; states without one show the normal title.
    open func setTitle(_ title: String?, for state: Control.State) {
        titles[state] = title
        stateDidChange()
        Accessibility.changeObserver?.accessibilityStructureDidChange(in: self)
    }

    /// The title set for `state`, falling back to the normal title.
    open func title(for state: Control.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// Sets the title colour used in `state`; states without one use the style's colour.
    open func setTitleColor(_ color: Color?, for state: Control.State) {
        titleColors[state] = color
        stateDidChange()
    }

    /// The title colour set for `state`, if any.
    open func titleColor(for state: Control.State) -> Color? {
        titleColors[state]
    }

    /// Sets the image shown in `state`; states without one show the normal image.
    open func setImage(_ image: Image?, for state: Control.State) {
        images[state] = image
        stateDidChange()
        setNeedsLayout()
    }

    /// The image set for `state`, falling back to the normal image.
    open func image(for state: Control.State) -> Image? {
        images[state] ?? images[.normal]
    }

    /// The image shown now.
    public var currentImage: Image? { image(for: displayState) }

    /// The title shown now.
    public var currentTitle: String? { title(for: displayState) }

    /// The state whose title and colour are shown: disabled, then highlighted, then selected.
    var displayState: Control.State {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        if isSelected { return .selected }
        return .normal
    }

    // MARK: Configuration updates

    /// Asks for `updateConfiguration()` before the next layout (several requests make one
    /// update). State changes ask for it while `automaticallyUpdatesConfiguration`; a
    /// configuration set by the update itself asks for none.
    public func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration, configuration != nil || configurationUpdateHandler != nil else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the button's state: the default calls
    /// `configurationUpdateHandler`. Subclasses override it to set `configuration` and call super.
    open func updateConfiguration() {
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        configurationUpdateHandler?(self)
    }

    /// Runs a pending configuration update.
    func updateConfigurationIfNeeded() {
        if needsConfigurationUpdate { updateConfiguration() }
    }

    // MARK: Appearance

    open override func stateDidChange() {
        super.stateDidChange()
        if configuration != nil || configurationUpdateHandler != nil {
            if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
            if configuration != nil { return applyConfiguration() }
        }
        let display = displayState
        let newTitle = attributedTitle(for: display)?.string ?? title(for: display)
        if titleLabel.text != newTitle {
            titleLabel.text = newTitle
            invalidateIntrinsicContentSize()
        }
        let theme = self.theme
        let styleColor: Color
        if style.isFilled {
            styleColor = .white
        } else if !isEnabled {
            styleColor = theme.secondaryLabelColor
        } else {
            styleColor = buttonType == .custom ? theme.buttons.customTitleColor : tintColor
        }
        titleLabel.textColor = titleColors[display] ?? titleColors[.normal].map { isEnabled ? $0 : theme.secondaryLabelColor } ?? styleColor
        if let attributed = attributedTitle(for: display) { titleLabel.attributedText = attributed }
        titleLabel.alpha = isHighlighted ? Self.highlightedAlpha : 1
        let newImage = currentImage.map { $0.withRenderingMode($0.isTemplate(byDefault: true) ? .alwaysTemplate : .alwaysOriginal) }
        if imageView.image != newImage {
            imageView.image = newImage
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
        imageView.tintColor = buttonType == .close ? theme.buttons.closeButtonGlyphColor : titleLabel.textColor
        imageView.alpha = titleLabel.alpha
        imageView.isHidden = newImage?.isEmpty ?? true
    }

    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        if configuration != nil {
            drawConfiguredBackground(in: context)
            return super.draw(rect, in: context)
        }
        if buttonType == .close {
            let circle = theme.buttons.closeButtonBackgroundColor
            let fill = isHighlighted ? circle.withAlphaComponent(circle.alpha * Self.highlightedAlpha) : circle
            context.fill(bounds, color: fill, cornerRadius: min(bounds.width, bounds.height) / 2)
        }
        if style.isFilled {
            var fill: Color = isEnabled ? tintColor : theme.secondaryLabelColor.withAlphaComponent(Self.disabledFillAlpha)
            if isHighlighted { fill = fill.withAlphaComponent(fill.alpha * Self.highlightedAlpha) }
            context.fill(bounds, color: fill, cornerRadius: cornerRadius)
        }
        if isHovered, !isHighlighted {
            // Under the pointer: a filled button darkens, a plain one gets a faint tinted plate.
            let plate = style.isFilled ? theme.hoverDarkeningColor : tintColor.withAlphaComponent(theme.hoverTintAlpha)
            let radius = buttonType == .close ? min(bounds.width, bounds.height) / 2 : cornerRadius
            context.fill(bounds, color: plate, cornerRadius: radius)
        }
        super.draw(rect, in: context)
    }

    // MARK: Layout

    /// The title's and the image's natural size (side by side) plus the content insets.
    override var defaultContentHuggingPriority: LayoutPriority { LayoutPriority(251) }

    /// The title's baselines: the title fills the height inside `contentInsets` and
    /// centres its text there.
    override func layoutBaselineOffset(last: Bool) -> BaselineOffset {
        guard let title = titleLabel.text, !title.isEmpty else { return .bottom }
        if configuration != nil { return configuredBaselineOffset(last: last) }
        let text = titleLabel.layoutBaselineOffset(last: last)
        return BaselineOffset(heightFactor: 0.5, constant: text.constant + (contentInsets.top - contentInsets.bottom) / 2)
    }

    open override var intrinsicContentSize: CGSize {
        if configuration != nil { return configuredLayout().fittingSize }
        let content = contentSize
        let size = CGSize(width: content.width + contentInsets.left + contentInsets.right, height: content.height + contentInsets.top + contentInsets.bottom)
        let side: CGFloat
        switch buttonType {
        case .close: side = theme.buttons.closeButtonDiameter
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd: side = theme.buttons.typeButtonMinimumSide
        case .custom, .system, .plain: return size
        }
        return CGSize(width: max(size.width, side), height: max(size.height, side))
    }

    /// The image's size in points, or zero when there is none.
    private var shownImageSize: CGSize { imageView.isHidden ? .zero : (imageView.image?.size ?? .zero) }

    /// The title (when not empty) and the image side by side.
    private var contentSize: CGSize {
        let label = (titleLabel.text ?? "").isEmpty ? .zero : titleLabel.intrinsicContentSize
        let image = shownImageSize
        let gap = label.width > 0 && image.width > 0 ? imagePadding : 0
        return CGSize(width: image.width + gap + label.width, height: max(image.height, label.height))
    }

    /// The natural size (`intrinsicContentSize`), whatever `size` is offered; a pending
    /// configuration update runs first.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        updateConfigurationIfNeeded()
        return intrinsicContentSize
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        if configuration != nil { return layoutConfiguredContent() }
        let inner = bounds.inset(by: contentInsets)
        let image = shownImageSize
        let content = contentSize
        let horizontal = effectiveContentHorizontalAlignment, vertical = contentVerticalAlignment
        let label = (titleLabel.text ?? "").isEmpty ? .zero : titleLabel.intrinsicContentSize
        guard image.width > 0 else {
            // Centred and filling alignments give the title the whole inside (its text is centred).
            var frame = inner
            if horizontal == .left || horizontal == .right {
                frame.size.width = min(label.width, inner.width)
                if horizontal == .right { frame.origin.x = inner.maxX - frame.width }
            }
            if vertical == .top || vertical == .bottom {
                frame.size.height = min(label.height, inner.height)
                if vertical == .bottom { frame.origin.y = inner.maxY - frame.height }
            }
            titleLabel.frame = frame
            return
        }
        let x: CGFloat =
            switch horizontal {
            case .left, .leading, .fill: inner.minX
            case .right, .trailing: inner.maxX - content.width
            case .center: max(inner.minX, inner.midX - content.width / 2)
            }
        let fitted = CGSize(width: min(image.width, inner.width), height: min(image.height, inner.height))
        let imageY: CGFloat =
            switch vertical {
            case .top: inner.minY
            case .bottom: inner.maxY - fitted.height
            case .center, .fill: inner.midY - fitted.height / 2
            }
        imageView.frame = CGRect(x: x, y: imageY, width: fitted.width, height: fitted.height)
        let labelX = imageView.frame.maxX + (content.width > image.width ? imagePadding : 0)
        let labelWidth = horizontal == .fill ? inner.maxX - labelX : max(0, content.width - (labelX - x))
        var labelFrame = CGRect(x: labelX, y: inner.minY, width: max(0, min(labelWidth, inner.maxX - labelX)), height: inner.height)
        if vertical == .top || vertical == .bottom {
            labelFrame.size.height = min(label.height, inner.height)
            if vertical == .bottom { labelFrame.origin.y = inner.maxY - labelFrame.height }
        }
        titleLabel.frame = labelFrame
    }
}
