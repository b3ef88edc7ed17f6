import Foundation

/// The view that shows a ``ListContentConfiguration`` — UIKit's `UIListContentView`: an
/// image view and two labels, laid out by frame from the configuration.
///
/// Its height fits the content at its width (`sizeThatFits(_:)`), which is how a cell
/// showing it sizes itself. Numbers in the configuration that cannot be used (NaN sizes,
/// negative line counts) are reported once, when the configuration is set, and replaced.
@MainActor
open class ListContentView: View, ContentView {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    private let imageView = ImageView(frame: .zero)
    private let textLabel = Label()
    private let secondaryTextLabel = Label()
    private var listConfiguration: ListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        listConfiguration = configuration.checked()
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [View] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        imageView.contentMode = .scaleAspectFit
        apply()
    }

    /// The configuration shown. Setting one that is not a ``ListContentConfiguration`` is
    /// reported and changes nothing.
    open var configuration: ContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? ListContentConfiguration else {
                Diagnostics.report("ListContentView: cannot show a \(type(of: newValue)); the configuration is unchanged")
                return
            }
            let checked = list.checked()
            guard checked != listConfiguration else { return }
            listConfiguration = checked
            apply()
        }
    }

    /// The configuration shown, as a list configuration — UIKit's `listContentConfiguration`.
    public var listContentConfiguration: ListContentConfiguration {
        get { listConfiguration }
        set { configuration = newValue }
    }

    /// Whether `configuration` is a ``ListContentConfiguration``.
    public func supports(_ configuration: ContentConfiguration) -> Bool { configuration is ListContentConfiguration }

    private func apply() {
        let c = listConfiguration
        style(textLabel, c.text, c.textProperties)
        style(secondaryTextLabel, c.secondaryText, c.secondaryTextProperties)
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        imageView.cornerRadius = c.imageProperties.cornerRadius
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func style(_ label: Label, _ text: String?, _ properties: ListContentConfiguration.TextProperties) {
        label.text = text.map(properties.transformed)
        label.isHidden = text?.isEmpty ?? true
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.textAlignment =
            switch properties.alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
    }

    /// The height that fits the content within the margins at `size.width` (the view's own
    /// width when 0 or less).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: layout(width: width, height: nil).height)
    }

    /// Where the text stands, in the view's coordinates (a list cell's separator starts
    /// under it).
    var textFrame: CGRect { textLabel.frame }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = layout(width: bounds.width, height: bounds.height)
        imageView.frame = frames.image
        textLabel.frame = frames.text
        secondaryTextLabel.frame = frames.secondaryText
    }

    /// Where the image and the texts go in a view `width` wide and, when given, `height`
    /// tall (the content centred vertically in it), and the height that fits the content.
    private func layout(width: CGFloat, height: CGFloat?) -> (image: CGRect, text: CGRect, secondaryText: CGRect, height: CGFloat) {
        let c = listConfiguration
        let m = c.directionalLayoutMargins
        let imageSize = c.image == nil ? .zero : c.imageProperties.displayedSize(of: c.image)
        let reserved = c.image == nil ? .zero : c.imageProperties.reservedLayoutSize
        let slot = CGSize(width: max(imageSize.width, reserved.width), height: max(imageSize.height, reserved.height))
        let textX = m.leading + (slot.width > 0 ? slot.width + c.imageToTextPadding : 0)
        let textWidth = max(0, width - textX - m.trailing)
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden

        var t = measure(textLabel, width: textWidth, shown: hasText)
        var s = measure(secondaryTextLabel, width: textWidth, shown: hasSecondary)
        var sideBySide = false
        if c.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary {
            let oneLineT = textLabel.sizeThatFits(.zero), oneLineS = secondaryTextLabel.sizeThatFits(.zero)
            if oneLineT.width + c.textToSecondaryTextHorizontalPadding + oneLineS.width <= textWidth {
                sideBySide = true
                t = oneLineT
                s = oneLineS
            }
        }
        let textBlock =
            sideBySide
            ? max(t.height, s.height)
            : t.height + s.height + (hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0)
        let fitted = (m.top + max(textBlock, slot.height) + m.bottom).rounded(.up)
        let box = height ?? fitted
        let middle = m.top + (box - m.top - m.bottom) / 2

        let image = CGRect(
            x: (m.leading + (slot.width - imageSize.width) / 2).rounded(), y: (middle - imageSize.height / 2).rounded(),
            width: imageSize.width, height: imageSize.height)
        let top = (middle - textBlock / 2).rounded()
        let text: CGRect, secondary: CGRect
        if sideBySide {
            let rowHeight = max(t.height, s.height)
            secondary = CGRect(x: textX + textWidth - s.width, y: top, width: s.width, height: rowHeight)
            text = CGRect(x: textX, y: top, width: max(0, textWidth - s.width - c.textToSecondaryTextHorizontalPadding), height: rowHeight)
        } else {
            text = CGRect(x: textX, y: top, width: textWidth, height: t.height)
            let below = top + t.height + (hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0)
            secondary = CGRect(x: textX, y: below, width: textWidth, height: s.height)
        }
        return (image, text, secondary, fitted)
    }

    /// The size of `label`'s text wrapped (or truncated) to `width`; zero when not shown.
    private func measure(_ label: Label, width: CGFloat, shown: Bool) -> CGSize {
        guard shown, width > 0 else { return .zero }
        let size = label.sizeThatFits(CGSize(width: width, height: 0))
        return CGSize(width: min(size.width, width), height: size.height)
    }
}
