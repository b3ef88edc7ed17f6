import Foundation

/// The view of an `AlertController`: clear over the whole window, holding the alert's box
/// (centred) or the action sheet's groups (at the bottom), built from its actions.
@MainActor
final class AlertView: View {
    required init?(coder: NSCoder) { nil }

    /// Weak: a touch that began on the alert keeps its view alive after the controller was
    /// dismissed and released; its end then finds no controller and does nothing.
    private weak var controller: AlertController?
    private let card = View()
    private let cancelCard = View()
    private let titleLabel = Label()
    private let messageLabel = Label()
    private(set) var buttons: [(AlertAction, Button)] = []
    private var separators: [View] = []
    private let isSheet: Bool

    init(controller: AlertController) {
        self.controller = controller
        isSheet = controller.preferredStyle == .actionSheet
        super.init(frame: .zero)
        let theme = self.theme.presentation
        for c in [card, cancelCard] {
            c.backgroundColor = theme.alertBackgroundColor
            c.cornerRadius = theme.alertCornerRadius
            c.clipsToBounds = true
        }
        titleLabel.font = isSheet ? theme.alertMessageFont : theme.alertTitleFont
        titleLabel.textColor = isSheet ? Color.secondaryLabel : Color.label
        messageLabel.font = theme.alertMessageFont
        messageLabel.textColor = isSheet ? Color.secondaryLabel : Color.label
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
        }
        addSubview(card)
        card.addSubview(titleLabel)
        card.addSubview(messageLabel)
        accessibilityIdentifier = "alert"
        addGestureRecognizer(TapGestureRecognizer(target: self, action: AlertView.tappedOutside))
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, buttons.isEmpty { makeButtons() }
    }

    /// The actions in display order: the cancel action last (action sheets show it apart).
    private var orderedActions: [AlertAction] {
        let actions = controller?.actions ?? []
        return actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
    }

    private func makeButtons() {
        guard let controller else { return }
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        let theme = self.theme
        for field in controller.fields { card.addSubview(field) }
        for action in orderedActions {
            let button = Button(title: action.title ?? "", style: .plain, primaryAction: Action { [weak self] _ in self?.controller?.choose(action) })
            button.cornerRadius = 0
            button.accessibilityIdentifier = action.title
            button.tintColor = action.style == .destructive ? theme.presentation.destructiveColor : nil
            if action.style == .cancel || action === controller.preferredAction {
                button.titleLabel.font = Font.systemFont(ofSize: 17, weight: .semibold)
            }
            button.isEnabled = action.isEnabled
            action.onEnabledChange = { [weak button, weak action] in button?.isEnabled = action?.isEnabled ?? false }
            let parent = isSheet && action.style == .cancel ? cancelCard : card
            parent.addSubview(button)
            buttons.append((action, button))
        }
        if isSheet, controller.cancelAction != nil { addSubview(cancelCard) }
        setNeedsLayout()
    }

    private func separator(in parent: View, _ rect: CGRect) {
        let line = View(frame: rect)
        line.backgroundColor = theme.presentation.alertSeparatorColor
        line.isUserInteractionEnabled = false
        parent.addSubview(line)
        separators.append(line)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for line in separators { line.removeFromSuperview() }
        separators.removeAll()
        let theme = self.theme.presentation
        let b = bounds
        let hairline = 1 / max(1, window?.scale ?? 1)
        let width = isSheet ? min(theme.actionSheetMaximumWidth, b.width - 2 * theme.actionSheetMargin) : min(theme.alertWidth, b.width - 20)
        let textWidth = width - 32
        var y: CGFloat = 0
        let hasText = (controller?.title?.isEmpty == false) || (controller?.message?.isEmpty == false)
        if hasText {
            y = isSheet ? 14 : 20
            for label in [titleLabel, messageLabel] where label.text?.isEmpty == false {
                let s = label.sizeThatFits(CGSize(width: textWidth, height: 0))
                label.frame = CGRect(x: 16, y: y, width: textWidth, height: s.height)
                y += s.height + 4
            }
            y += isSheet ? 10 : 16
        }
        let fields = controller?.fields ?? []
        if !fields.isEmpty {
            if !hasText { y = 16 }
            for field in fields {
                field.frame = CGRect(x: 16, y: y, width: textWidth, height: theme.alertTextFieldHeight)
                y += theme.alertTextFieldHeight + 6
            }
            y += 10
        }
        let hasAbove = hasText || !fields.isEmpty
        let main = buttons.filter { !(isSheet && $0.0.style == .cancel) }
        let buttonHeight = isSheet ? theme.actionSheetButtonHeight : theme.alertButtonHeight
        if !isSheet, main.count == 2 {
            if hasAbove { separator(in: card, CGRect(x: 0, y: y - hairline, width: width, height: hairline)) }
            // Two buttons side by side: the cancel action on the left, as UIKit does.
            let pair = main.sorted { a, _ in a.0.style == .cancel }
            pair[0].1.frame = CGRect(x: 0, y: y, width: width / 2, height: buttonHeight)
            pair[1].1.frame = CGRect(x: width / 2, y: y, width: width / 2, height: buttonHeight)
            separator(in: card, CGRect(x: width / 2, y: y, width: hairline, height: buttonHeight))
            y += buttonHeight
        } else {
            for (index, (_, button)) in main.enumerated() {
                if hasAbove || index > 0 { separator(in: card, CGRect(x: 0, y: y - hairline, width: width, height: hairline)) }
                button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
                y += buttonHeight
            }
        }
        let cardHeight = y
        if isSheet {
            let bottom = b.height - theme.actionSheetMargin - safeAreaInsets.bottom
            var cardBottom = bottom
            if let cancel = buttons.first(where: { $0.0.style == .cancel })?.1 {
                cancelCard.frame = CGRect(x: (b.width - width) / 2, y: bottom - buttonHeight, width: width, height: buttonHeight)
                cancel.frame = cancelCard.bounds
                cardBottom = cancelCard.frame.minY - 8
            }
            card.frame = CGRect(x: (b.width - width) / 2, y: cardBottom - cardHeight, width: width, height: cardHeight)
        } else {
            card.frame = CGRect(x: ((b.width - width) / 2).rounded(), y: ((b.height - cardHeight) / 2).rounded(), width: width, height: cardHeight)
        }
    }

    /// Return chooses the default action, Escape the cancel action; other keys go on.
    override func pressesBegan(_ presses: Set<KeyPress>, with event: Event?) {
        guard let press = presses.first, press.modifiers.isEmpty else { return super.pressesBegan(presses, with: event) }
        switch press.name.lowercased() {
        case "return", "kp_enter":
            if let controller, let action = controller.returnAction { controller.choose(action) }
        case "escape":
            controller?.cancelFromKeyboard()
        default:
            super.pressesBegan(presses, with: event)
        }
    }

    /// A click outside an action sheet's groups is Escape.
    private func tappedOutside(_ tap: TapGestureRecognizer) {
        guard isSheet else { return }
        let p = tap.location(in: self)
        guard !card.frame.contains(p), !(cancelCard.superview != nil && cancelCard.frame.contains(p)) else { return }
        controller?.cancelFromKeyboard()
    }

    override var drawsContentHint: Bool { false }

    /// Assistive technologies read the alert as one "alert" container named by its title,
    /// holding its texts, fields and buttons (the cancel group last).
    override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? [card, cancelCard] }
        set { super.accessibilityElements = newValue }
    }

    /// The alert's box (an action sheet's groups), in window coordinates, unless set.
    override var accessibilityFrame: CGRect {
        get {
            if let frame = accessibilityStorage.frame { return frame }
            let box = card.convert(card.bounds, to: nil)
            return cancelCard.superview == nil ? box : box.union(cancelCard.convert(cancelCard.bounds, to: nil))
        }
        set { super.accessibilityFrame = newValue }
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? controller?.title }
        set { super.accessibilityLabel = newValue }
    }
}
