import Foundation

/// An image drawn inline with text — UIKit's `NSTextAttachment`, the value of the
/// `.attachment` attribute (put it on an U+FFFC character, as
/// `NSAttributedString(attachment:)` does).
///
/// The image is drawn at `bounds` relative to the baseline: `bounds.origin.y` raises it
/// (negative lowers it), `bounds.size` scales it; a zero size uses the image's size in points.
/// Without an image the attachment takes `bounds.size` of empty space. Lines grow to hold it.
public class NSTextAttachment {
    /// The image drawn; nil draws nothing.
    public var image: Image?
    /// Where the image sits: origin from the pen position on the baseline (y up), size in
    /// points (zero = the image's own size).
    public var bounds: CGRect = .zero

    /// An attachment without an image.
    public init() {}

    /// An attachment that draws `image`.
    public convenience init(image: Image) {
        self.init()
        self.image = image
    }

    /// The size the attachment takes in points: `bounds.size`, or the image's size when that is zero.
    var size: CGSize {
        if bounds.size != .zero { return CGSize(width: max(0, bounds.width.finite()), height: max(0, bounds.height.finite())) }
        guard let image else { return .zero }
        return CGSize(width: CGFloat(image.width) / image.scale, height: CGFloat(image.height) / image.scale)
    }

    /// `bounds` with a finite origin and `size`.
    var checkedBounds: CGRect {
        CGRect(origin: CGPoint(x: bounds.origin.x.finite(), y: bounds.origin.y.finite()), size: size)
    }
}

extension NSAttributedString {
    /// The object replacement character that stands for an attachment in the text — UIKit's
    /// `NSTextAttachment.character`.
    static let attachmentCharacter = "\u{FFFC}"

    /// A one-character string (U+FFFC) carrying `attachment` — UIKit's `NSAttributedString(attachment:)`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: Self.attachmentCharacter, attributes: [.attachment: attachment])
    }
}
