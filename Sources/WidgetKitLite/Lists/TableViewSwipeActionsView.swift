import Foundation

/// The buttons behind a swiped row: one per action, revealed as the cell slides away.
@MainActor
final class TableViewSwipeActionsView: View {
    let buttons: [SwipeActionButton]
    /// Whether the actions sit at the trailing edge (the cell slides left).
    let isTrailing: Bool

    init(actions: [ContextualAction], isTrailing: Bool) {
        self.isTrailing = isTrailing
        buttons = actions.map { SwipeActionButton(action: $0) }
        super.init(frame: .zero)
        clipsToBounds = true
        // Trailing actions run from the edge inwards: the first is the rightmost.
        for button in isTrailing ? buttons.reversed() : buttons { addSubview(button) }
    }

    /// The width the buttons need side by side.
    var naturalWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }

    /// Lays the buttons out over `revealed` points: scaled together while the row opens; past
    /// their width, the first action takes the extra when `expandsFirst` (a full swipe), else
    /// every button stretches.
    func layout(revealed: CGFloat, height: CGFloat, expandsFirst: Bool) {
        let natural = naturalWidth
        guard natural > 0 else { return }
        var widths = buttons.map { $0.naturalWidth * min(1, revealed / natural) }
        if revealed > natural {
            if expandsFirst {
                widths[0] += revealed - natural
            } else {
                widths = buttons.map { $0.naturalWidth * revealed / natural }
            }
        }
        var x: CGFloat = 0
        let order = isTrailing ? Array(buttons.indices.reversed()) : Array(buttons.indices)
        for i in order {
            buttons[i].frame = CGRect(x: x, y: 0, width: widths[i], height: height)
            x += widths[i]
        }
    }

    override var drawsContentHint: Bool { false }
}

/// One action's button: its colour, with its image and title in white.
@MainActor
final class SwipeActionButton: Control {
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
        let x = (superview as? TableViewSwipeActionsView)?.isTrailing == false ? b.width - width : 0
        let t = titleLabel.sizeThatFits(.zero)
        let i = action.image == nil ? CGSize.zero : imageView.sizeThatFits(.zero)
        let gap: CGFloat = i.height > 0 && t.height > 0 ? 4 : 0
        let top = ((b.height - t.height - i.height - gap) / 2).rounded()
        imageView.frame = CGRect(x: x, y: top, width: width, height: i.height)
        titleLabel.frame = CGRect(x: x, y: top + i.height + gap, width: width, height: t.height)
    }
}
