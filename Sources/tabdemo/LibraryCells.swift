import Foundation
import WidgetKitLite

/// The Library's first item: the page's buttons, flowing across the width and wrapping.
final class ControlsCell: CollectionViewCell {
    /// The buttons shown (the page's; they move into the cell that shows them).
    var buttons: [Button] = [] {
        didSet {
            for button in buttons where button.superview !== contentView { contentView.addSubview(button) }
            setNeedsLayout()
        }
    }

    /// The buttons' frames at `width`, `margin` from the edges and `spacing` apart, and the
    /// height they need.
    static func flow(_ buttons: [Button], width: CGFloat) -> (frames: [CGRect], height: CGFloat) {
        let margin = DemoPage.margin, spacing = DemoPage.spacing
        var x = margin, y = margin, rowHeight: CGFloat = 0
        var frames: [CGRect] = []
        for button in buttons {
            let size = button.sizeThatFits(.zero)
            if x > margin, x + size.width > width - margin {
                x = margin
                y += rowHeight + spacing
                rowHeight = 0
            }
            frames.append(CGRect(x: x, y: y, width: size.width, height: size.height))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return (frames, y + rowHeight + margin)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let frames = Self.flow(buttons, width: contentView.bounds.width).frames
        for (button, frame) in zip(buttons, frames) { button.frame = frame }
    }
}

/// A cover: a colour with a title at the bottom (a featured book, an album).
final class CoverCell: CollectionViewCell {
    required init?(coder: NSCoder) { nil }

    let titleLabel = Label()
    private let checkmark = Label()

    required init(frame: CGRect) {
        super.init(frame: frame)
        // Black: at least 4.8:1 on every cover colour (white is under 4.5:1 on most).
        titleLabel.textColor = .black
        titleLabel.font = .boldSystemFont(ofSize: 15)
        titleLabel.numberOfLines = 2
        checkmark.text = "✓"
        checkmark.textColor = .black
        checkmark.font = .boldSystemFont(ofSize: 20)
        checkmark.isHidden = true
        contentView.addSubview(titleLabel)
        contentView.addSubview(checkmark)
        // A card: rounded corners that clip the cover's colour and title, and a soft shadow
        // (rasterised once by the renderer, however the band scrolls).
        contentView.layer.cornerRadius = 10
        contentView.layer.masksToBounds = true
        layer.cornerRadius = 10
        layer.shadowColor = Color.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 4
        layer.shadowOffset = CGSize(width: 0, height: 2)
    }

    /// A selected cover shows a check mark at its top right, which pops in: it grows from a
    /// third of its size as it fades in (a transform animation: the mark is not drawn again).
    override var isSelected: Bool {
        didSet {
            guard isSelected != oldValue else { return }
            checkmark.isHidden = !isSelected
            guard isSelected, window != nil else { return }
            checkmark.transform = CGAffineTransform(scaleX: 0.3, y: 0.3)
            checkmark.alpha = 0
            View.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: []) {
                self.checkmark.transform = .identity
                self.checkmark.alpha = 1
            }
        }
    }

    /// The colour of cover `number`: six hues in turn.
    static func colour(of number: Int) -> Color {
        let hues: [(Int, Int, Int)] = [(232, 93, 74), (242, 169, 59), (90, 178, 105), (64, 145, 220), (140, 99, 210), (220, 90, 160)]
        let h = hues[number % hues.count]
        return Color(rgb: h.0, h.1, h.2)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        titleLabel.frame = CGRect(x: 10, y: b.height - 50, width: max(0, b.width - 20), height: 44)
        checkmark.frame = CGRect(x: b.width - 30, y: 6, width: 24, height: 24)
    }
}
