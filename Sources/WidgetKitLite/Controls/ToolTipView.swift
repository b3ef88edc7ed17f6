import Foundation

/// The bubble of a tool tip: a small rounded box of text (`Theme.toolTips`) at the top of
/// its window's views, which takes no input. One per window at most; the interaction
/// showing it is its `owner`.
@MainActor
final class ToolTipView: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    required init?(coder: NSCoder) { nil }

    /// The text.
    let label = Label(frame: .zero)
    /// The interaction the bubble shows the tool tip of.
    weak var owner: ToolTipInteraction?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "tool-tip"
        label.numberOfLines = 0
        label.isUserInteractionEnabled = false
        addSubview(label)
    }

    /// The window's bubble, made when it has none.
    static func bubble(in window: Window) -> ToolTipView {
        window.subviews.lazy.compactMap { $0 as? ToolTipView }.first ?? ToolTipView(frame: .zero)
    }

    /// Shows `text` for `owner` near `pointer` (window coordinates), in front of the
    /// window's other views and inside its bounds.
    func show(_ text: String, for owner: ToolTipInteraction, near pointer: CGPoint, in window: Window) {
        self.owner = owner
        let theme = window.theme.toolTips
        backgroundColor = theme.backgroundColor
        cornerRadius = theme.cornerRadius
        label.font = theme.font
        label.textColor = theme.textColor
        label.text = text
        let insets = theme.contentInsets
        let room = window.bounds.width - 2 * theme.windowMargin - insets.left - insets.right
        let width = max(0, min(theme.maximumTextWidth, room))
        let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        let text = CGSize(width: min(ceil(fitted.width), width), height: ceil(fitted.height))
        let size = CGSize(width: text.width + insets.left + insets.right, height: text.height + insets.top + insets.bottom)
        frame = ToolTipPlacement.frame(
            size: size, pointer: pointer, in: window.bounds, pointerOffset: theme.pointerOffset, margin: theme.windowMargin)
        label.frame = CGRect(x: insets.left, y: insets.top, width: text.width, height: text.height)
        window.addSubview(self)
    }

    /// Hides the bubble if `owner` shows it.
    func hide(for owner: ToolTipInteraction) {
        guard self.owner === owner else { return }
        self.owner = nil
        removeFromSuperview()
    }
}
