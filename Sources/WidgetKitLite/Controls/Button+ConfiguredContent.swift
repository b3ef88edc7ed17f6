import Foundation

/// Showing a ``Button/Configuration``: the title, subtitle, image or spinner, their frames,
/// and the fill.
extension Button {
    /// The label showing a configuration's subtitle (empty and hidden without one).
    var subtitleLabel: Label {
        if let label = subtitleLabelStorage { return label }
        let label = Label(frame: .zero)
        label.isUserInteractionEnabled = false
        label.isHidden = true
        addSubview(label)
        subtitleLabelStorage = label
        return label
    }

    /// The spinner of a configuration that shows an activity indicator.
    var activityIndicator: ActivityIndicatorView {
        if let spinner = activityIndicatorStorage { return spinner }
        let spinner = ActivityIndicatorView(style: .medium)
        addSubview(spinner)
        activityIndicatorStorage = spinner
        return spinner
    }

    /// The configuration changed: bad numbers are replaced (one line each), the content
    /// restyled, and an update requested.
    func configurationDidChange() {
        if let configuration {
            let checked = configuration.checked()
            if checked != configuration { self.configuration = checked }
            applyConfiguration()
        } else {
            subtitleLabelStorage?.isHidden = true
            activityIndicatorStorage?.stopAnimating()
            titleLabel.font = Theme.light.bodyFont
            shownTitle = nil
            shownSubtitle = nil
            stateDidChange()
        }
        setNeedsUpdateConfiguration()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Shows the configuration in the current state. Titles, attributed titles and images
    /// set for the state with `setTitle(_:for:)`, `setAttributedTitle(_:for:)` and
    /// `setImage(_:for:)` win over the configuration's, as in UIKit.
    func applyConfiguration() {
        guard let configuration else { return }
        let theme = self.theme.buttons
        let look = ButtonConfigurationLook(
            configuration, enabled: isEnabled, highlighted: isHighlighted, tint: tintColor, theme: theme)
        let state = displayState
        let before = (titleLabel.text, subtitleLabelStorage?.text, imageView.image, titleLabel.font)

        let font = Self.titleFont(for: configuration.buttonSize, in: theme)
        let titleText = ShownText(
            text: attributedTitle(for: state).map(AttributedText.legacy) ?? title(for: state).map(AttributedText.plain)
                ?? configuration.attributedTitle.map(AttributedText.swift),
            font: font, color: look.foreground)
        if titleText != shownTitle {
            show(titleText, in: titleLabel)
            shownTitle = titleText
        }
        if configuration.attributedSubtitle != nil || subtitleLabelStorage != nil {
            let label = subtitleLabel
            let subtitleText = ShownText(
                text: configuration.attributedSubtitle.map(AttributedText.swift),
                font: Self.subtitleFont(for: configuration.buttonSize, in: theme), color: look.foreground)
            if subtitleText != shownSubtitle {
                show(subtitleText, in: label)
                shownSubtitle = subtitleText
            }
            label.isHidden = (label.text ?? "").isEmpty
            label.alpha = look.contentAlpha
        }
        titleLabel.alpha = look.contentAlpha

        var image = image(for: state) ?? configuration.image
        if let symbol = image, symbol.isSymbolImage {
            // Symbols made without a size stand beside the title at its size, as in UIKit.
            let sized = symbol.symbolConfiguration?.pointSize == nil ? Image.SymbolConfiguration(pointSize: font.pointSize) : nil
            if let symbols = configuration.preferredSymbolConfigurationForImage ?? sized {
                image = symbol.applyingSymbolConfiguration(symbols) ?? symbol
            }
        }
        let shown = image.map { $0.withRenderingMode($0.isTemplate(byDefault: true) ? .alwaysTemplate : .alwaysOriginal) }
        if imageView.image != shown { imageView.image = shown }
        imageView.tintColor = look.foreground
        imageView.alpha = look.contentAlpha
        imageView.isHidden = configuration.showsActivityIndicator || (shown?.isEmpty ?? true)

        if configuration.showsActivityIndicator {
            let spinner = activityIndicator
            spinner.color = look.foreground
            spinner.alpha = look.contentAlpha
            spinner.startAnimating()
        } else {
            activityIndicatorStorage?.stopAnimating()
        }
        if before != (titleLabel.text, subtitleLabelStorage?.text, imageView.image, titleLabel.font) {
            invalidateIntrinsicContentSize()
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// A title in one of its three forms.
    enum AttributedText: Equatable {
        case plain(String)
        case legacy(NSAttributedString)
        case swift(AttributedString)
    }

    /// A text as a label shows it: in `font` and `color` where the text sets neither.
    struct ShownText: Equatable {
        var text: AttributedText?
        var font: Font
        var color: Color
    }

    /// Shows `shown` in `label`.
    private func show(_ shown: ShownText, in label: Label) {
        label.text = nil
        label.font = shown.font
        label.textColor = shown.color
        label.textAlignment = .center
        switch shown.text {
        case nil: break
        case let .plain(string): label.text = string
        case let .legacy(attributed): label.attributedText = attributed
        case let .swift(attributed):
            if attributed == AttributedString(String(attributed.characters)) {
                label.text = String(attributed.characters)
            } else {
                label.attributedText = NSAttributedString(attributed)
            }
        }
    }

    static func titleFont(for size: Configuration.Size, in theme: ButtonTheme) -> Font {
        switch size {
        case .mini: theme.miniTitleFont
        case .small: theme.smallTitleFont
        case .medium, .large: theme.titleFont
        }
    }

    static func subtitleFont(for size: Configuration.Size, in theme: ButtonTheme) -> Font {
        switch size {
        case .mini: theme.miniSubtitleFont
        case .small: theme.smallSubtitleFont
        case .medium, .large: theme.subtitleFont
        }
    }

    // MARK: Layout

    /// The layout of the configuration's content at the natural sizes of its parts.
    func configuredLayout() -> ButtonContentLayout {
        guard let configuration else { return ButtonContentLayout() }
        var layout = ButtonContentLayout()
        if configuration.showsActivityIndicator {
            layout.imageSize = activityIndicator.intrinsicContentSize
        } else if !imageView.isHidden, let image = imageView.image {
            layout.imageSize = image.size
        }
        if !(titleLabel.text ?? "").isEmpty { layout.titleSize = titleLabel.intrinsicContentSize }
        if let subtitle = subtitleLabelStorage, !subtitle.isHidden { layout.subtitleSize = subtitle.intrinsicContentSize }
        let placement = configuration.imagePlacement
        layout.imagePlacement = [.leading, .trailing, .top, .bottom].contains(placement) ? placement : .leading
        layout.imagePadding = configuration.imagePadding
        layout.titlePadding = configuration.titlePadding
        layout.textAlignment =
            switch configuration.titleAlignment {
            case .leading: .left
            case .center: .center
            case .trailing: .right
            case .automatic:
                layout.imageSize == .zero ? .center : layout.imagePlacement == .leading ? .left : layout.imagePlacement == .trailing ? .right : .center
            }
        let insets = configuration.resolvedContentInsets(in: theme.buttons)
        layout.insets = EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        layout.horizontal = contentHorizontalAlignment
        layout.vertical = contentVerticalAlignment
        return layout
    }

    /// Places the configuration's content in the bounds.
    func layoutConfiguredContent() {
        let layout = configuredLayout()
        let frames = layout.frames(in: bounds)
        titleLabel.frame = frames.title
        subtitleLabelStorage?.frame = frames.subtitle
        if let configuration, configuration.showsActivityIndicator {
            activityIndicator.frame = frames.image
        } else {
            imageView.frame = frames.image
        }
    }

    /// The title's baselines where the configuration places it.
    func configuredBaselineOffset(last: Bool) -> BaselineOffset {
        let layout = configuredLayout()
        let frames = layout.frames(in: CGRect(origin: .zero, size: layout.fittingSize))
        let text = titleLabel.layoutBaselineOffset(last: last)
        let height = layout.fittingSize.height
        // The title's centre line, relative to the button's centre, stays when it grows.
        return BaselineOffset(heightFactor: 0.5, constant: text.constant + frames.title.minY + frames.title.height / 2 - height / 2)
    }

    // MARK: Drawing

    /// Draws the configuration's fill and outline, and the hover plate.
    func drawConfiguredBackground(in context: GraphicsContext) {
        guard let configuration else { return }
        let theme = self.theme
        let look = ButtonConfigurationLook(
            configuration, enabled: isEnabled, highlighted: isHighlighted, tint: tintColor, theme: theme.buttons)
        let radius = ButtonConfigurationLook.cornerRadius(of: configuration, height: bounds.height, theme: theme.buttons)
        if let fill = look.background { context.fill(bounds, color: fill, cornerRadius: radius) }
        if look.strokeWidth > 0 {
            let w = look.strokeWidth
            context.stroke(bounds.insetBy(dx: w / 2, dy: w / 2), color: look.stroke, width: w, cornerRadius: max(0, radius - w / 2))
        }
        if isHovered, !isHighlighted {
            let plate = look.background != nil ? theme.hoverDarkeningColor : tintColor.withAlphaComponent(theme.hoverTintAlpha)
            context.fill(bounds, color: plate, cornerRadius: radius)
        }
    }
}

extension Button.Configuration {
    /// The configuration with every number usable: a bad one is reported and replaced by 0.
    @MainActor
    func checked() -> Button.Configuration {
        let check = ConfigurationCheck(owner: "Button.Configuration")
        var c = self
        c.imagePadding = check.spacing(imagePadding, "imagePadding")
        c.titlePadding = check.spacing(titlePadding, "titlePadding")
        c.background.cornerRadius = check.length(background.cornerRadius, "background.cornerRadius")
        c.background.strokeWidth = check.length(background.strokeWidth, "background.strokeWidth")
        if let insets = customContentInsets { c.contentInsets = check.insets(insets, "contentInsets") }
        return c
    }
}
