import Foundation

/// A view that shows an image — UIKit's `UIImageView`.
///
/// The image is placed by `contentMode` (default `.scaleToFill`) and scaled with bilinear
/// filtering; what falls outside the bounds is clipped (`clipsToBounds` starts true here,
/// where UIKit's starts false and apps set it for `.scaleAspectFill`). A template image
/// (`Image.RenderingMode.alwaysTemplate`, and symbol images unless `.alwaysOriginal`) is
/// painted in `tintColor`. Its natural size is the image's size in points.
@MainActor
open class ImageView: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The image shown; nil (or an empty image) shows nothing.
    open var image: Image? {
        didSet {
            if image != oldValue {
                setNeedsDisplay()
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// The configuration a symbol image is drawn at — UIKit's `preferredSymbolConfiguration`:
    /// its specified values are applied over the image's own (`applyingSymbolConfiguration`),
    /// for drawing and for the intrinsic size. Other images ignore it.
    open var preferredSymbolConfiguration: Image.SymbolConfiguration? {
        didSet {
            if preferredSymbolConfiguration != oldValue, image?.isSymbolImage == true {
                setNeedsDisplay()
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// How the image is placed in the bounds.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// Creates an image view showing `image`, as large as the image.
    public init(image: Image?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        clipsToBounds = true
    }

    /// Creates an empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// The image's size in points (no intrinsic size without an image).
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage, !image.isEmpty else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return image.size
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    /// The image as drawn: a symbol image at `preferredSymbolConfiguration`.
    private var displayedImage: Image? {
        guard let image, let preferred = preferredSymbolConfiguration, image.isSymbolImage else { return image }
        return image.applyingSymbolConfiguration(preferred) ?? image
    }

    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        guard let image = displayedImage, !image.isEmpty else { return }
        let placed = contentMode.rect(for: image.size, in: bounds)
        context.draw(image, in: placed, tint: image.isTemplate(byDefault: false) ? tintColor : nil)
    }
}
