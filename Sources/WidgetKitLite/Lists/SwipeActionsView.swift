import Foundation

/// The buttons behind a swiped list row: one per action, revealed as the cell slides away.
@MainActor
final class SwipeActionsView: View {
    required init?(coder: NSCoder) { nil }

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
