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
    let titleLabel = Label()
    private let checkmark = Label()

    required init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.textColor = .white
        titleLabel.font = .boldSystemFont(ofSize: 15)
        titleLabel.numberOfLines = 2
        checkmark.text = "✓"
        checkmark.textColor = .white
        checkmark.font = .boldSystemFont(ofSize: 20)
        checkmark.isHidden = true
        contentView.addSubview(titleLabel)
        contentView.addSubview(checkmark)
    }

    /// A selected cover shows a check mark at its top right.
    override var isSelected: Bool {
        didSet { checkmark.isHidden = !isSelected }
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
