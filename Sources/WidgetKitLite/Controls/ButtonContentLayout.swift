import Foundation

/// Where a configured button's image, title and subtitle go: a pure function of their
/// natural sizes, the configuration's placement and paddings, the content insets and the
/// control's content alignments.
///
/// The title and subtitle form a text block (subtitle under title, `titlePadding` apart,
/// each aligned in the block by the title alignment); the image sits beside (leading,
/// trailing) or over and under (top, bottom) that block, `imagePadding` apart. The whole
/// is placed inside the bounds less the insets by the alignments; `.fill` gives the text
/// block the room the image leaves.
struct ButtonContentLayout {
    /// The image's (or the activity indicator's) size; zero when there is none.
    var imageSize: CGSize = .zero
    /// The title's natural size; zero when there is none.
    var titleSize: CGSize = .zero
    /// The subtitle's natural size; zero when there is none.
    var subtitleSize: CGSize = .zero
    /// Which side of the text the image is on (one edge; `.leading` when not one).
    var imagePlacement: NSDirectionalRectEdge = .leading
    var imagePadding: CGFloat = 0
    var titlePadding: CGFloat = 0
    /// How the title and the subtitle align with each other.
    var textAlignment: TextAlignment = .center
    var insets: EdgeInsets = .zero
    var horizontal: Control.ContentHorizontalAlignment = .center
    var vertical: Control.ContentVerticalAlignment = .center

    /// The frames of the image, the title and the subtitle.
    struct Frames: Equatable {
        var image: CGRect
        var title: CGRect
        var subtitle: CGRect
    }

    private var hasImage: Bool { imageSize.width > 0 && imageSize.height > 0 }
    private var hasTitle: Bool { titleSize.width > 0 || titleSize.height > 0 }
    private var hasSubtitle: Bool { subtitleSize.width > 0 || subtitleSize.height > 0 }
    private var isVertical: Bool { imagePlacement == .top || imagePlacement == .bottom }

    /// The text block: the title over the subtitle.
    private var textSize: CGSize {
        let gap = hasTitle && hasSubtitle ? titlePadding : 0
        return CGSize(width: max(titleSize.width, subtitleSize.width), height: titleSize.height + gap + subtitleSize.height)
    }

    private var imageGap: CGFloat { hasImage && (hasTitle || hasSubtitle) ? imagePadding : 0 }

    /// The content's natural size, without the insets.
    var contentSize: CGSize {
        let text = textSize
        let image = hasImage ? imageSize : .zero
        if isVertical {
            return CGSize(width: max(image.width, text.width), height: image.height + imageGap + text.height)
        }
        return CGSize(width: image.width + imageGap + text.width, height: max(image.height, text.height))
    }

    /// The natural size: the content plus the insets.
    var fittingSize: CGSize {
        let content = contentSize
        return CGSize(width: content.width + insets.left + insets.right, height: content.height + insets.top + insets.bottom)
    }

    /// The frames in `bounds`.
    func frames(in bounds: CGRect) -> Frames {
        let inner = bounds.inset(by: insets)
        var content = contentSize
        if horizontal == .fill { content.width = max(0, inner.width) }
        if vertical == .fill { content.height = max(0, inner.height) }
        let x: CGFloat =
            switch horizontal {
            case .left, .leading, .fill: inner.minX
            case .right, .trailing: inner.maxX - content.width
            case .center: inner.midX - content.width / 2
            }
        let y: CGFloat =
            switch vertical {
            case .top, .fill: inner.minY
            case .bottom: inner.maxY - content.height
            case .center: inner.midY - content.height / 2
            }
        let box = CGRect(x: x, y: y, width: content.width, height: content.height)
        let image = hasImage ? imageSize : .zero
        var imageFrame: CGRect, textBox: CGRect
        switch imagePlacement {
        case .trailing:
            imageFrame = CGRect(x: box.maxX - image.width, y: box.midY - image.height / 2, width: image.width, height: image.height)
            textBox = CGRect(x: box.minX, y: box.minY, width: max(0, box.width - image.width - imageGap), height: box.height)
        case .top:
            imageFrame = CGRect(x: box.midX - image.width / 2, y: box.minY, width: image.width, height: image.height)
            textBox = CGRect(x: box.minX, y: imageFrame.maxY + imageGap, width: box.width, height: max(0, box.height - image.height - imageGap))
        case .bottom:
            imageFrame = CGRect(x: box.midX - image.width / 2, y: box.maxY - image.height, width: image.width, height: image.height)
            textBox = CGRect(x: box.minX, y: box.minY, width: box.width, height: max(0, box.height - image.height - imageGap))
        default:
            imageFrame = CGRect(x: box.minX, y: box.midY - image.height / 2, width: image.width, height: image.height)
            textBox = CGRect(x: imageFrame.maxX + imageGap, y: box.minY, width: max(0, box.width - image.width - imageGap), height: box.height)
        }
        if !hasImage { imageFrame = CGRect(origin: CGPoint(x: box.midX, y: box.midY), size: .zero) }
        // The text block sits centred across the box's height (beside an image) and the
        // lines align in it.
        let text = textSize
        let textTop = isVertical ? textBox.minY : textBox.midY - text.height / 2
        let titleFrame = line(titleSize, top: textTop, in: textBox)
        let subtitleTop = textTop + titleSize.height + (hasTitle && hasSubtitle ? titlePadding : 0)
        let subtitleFrame = line(subtitleSize, top: subtitleTop, in: textBox)
        return Frames(image: imageFrame, title: titleFrame, subtitle: subtitleFrame)
    }

    /// A line of `size` at `top`, aligned in `box` (never wider than it).
    private func line(_ size: CGSize, top: CGFloat, in box: CGRect) -> CGRect {
        let width = min(size.width, box.width)
        let x: CGFloat =
            switch textAlignment {
            case .left, .natural, .justified: box.minX
            case .right: box.maxX - width
            default: box.midX - width / 2
            }
        return CGRect(x: x, y: top, width: width, height: size.height)
    }
}
