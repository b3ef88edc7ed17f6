import Foundation

/// One action's button: its colour, with its image and title in white.
@MainActor
final class SwipeActionButton: Control {
    required init?(coder: NSCoder) { nil }

    let action: ContextualAction
    private let titleLabel = Label()
    private let imageView = ImageView(frame: .zero)

    init(action: ContextualAction) {
        self.action = action
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        titleLabel.text = action.title
        titleLabel.textColor = .white
        titleLabel.font = theme.lists.swipeActionFont
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        imageView.image = action.image?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = .white
        imageView.contentMode = .center
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
        addSubview(titleLabel)
    }

    /// The title's width plus padding, at least `Theme.lists.swipeActionMinimumWidth`.
    var naturalWidth: CGFloat {
        let theme = self.theme.lists
        return max(theme.swipeActionMinimumWidth, titleLabel.sizeThatFits(.zero).width + 2 * theme.separatorInset).rounded(.up)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        // The content stays on the cell's side while the button widens (as UIKit's).
        let width = min(b.width, naturalWidth)
        let x = (superview as? SwipeActionsView)?.isTrailing == false ? b.width - width : 0
        let t = titleLabel.sizeThatFits(.zero)
        let i = action.image == nil ? CGSize.zero : imageView.sizeThatFits(.zero)
        let gap: CGFloat = i.height > 0 && t.height > 0 ? 4 : 0
        let top = ((b.height - t.height - i.height - gap) / 2).rounded()
        imageView.frame = CGRect(x: x, y: top, width: width, height: i.height)
        titleLabel.frame = CGRect(x: x, y: top + i.height + gap, width: width, height: t.height)
    }
}
