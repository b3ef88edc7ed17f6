import Foundation

/// An alert or action sheet: a title, a message and buttons, presented over the dimmed
/// window — UIKit's `UIAlertController`.
///
/// An alert fades in at the centre; an action sheet slides up at the bottom, its cancel
/// action apart below the others. Choosing an action dismisses the alert, then runs the
/// action's handler. Keys: Return chooses `preferredAction` (else the first `.default`
/// action), Escape the `.cancel` action (an alert with a single action takes that one;
/// an action sheet with no cancel action is dismissed with no action); Tab moves the focus among the buttons and never leaves the alert. A click
/// outside an action sheet is Escape.
///
/// An alert can hold text fields (`addTextField(configurationHandler:)`), shown under the
/// message; the first one takes the keyboard focus when the alert appears, Return in a field
/// chooses the same action as Return in the alert and Escape cancels.
///
/// Misuse answered with one diagnostic line and a no-op: a second `.cancel` action,
/// adding actions while presented, a text field on an action sheet.
@MainActor
open class AlertController: ViewController {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The two looks — UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        /// Buttons at the bottom of the window, the cancel button apart.
        case actionSheet
        /// A box at the centre of the window.
        case alert
    }

    /// The look chosen at creation.
    public let preferredStyle: Style
    /// The text under the title.
    open var message: String?
    /// The actions, in the order added (the cancel action is shown last, or apart).
    public private(set) var actions: [AlertAction] = []
    /// The action Return chooses; it is drawn semibold. Must be one of `actions`.
    open var preferredAction: AlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                Diagnostics.report("AlertController: preferredAction is not one of its actions; ignored")
                self.preferredAction = nil
            }
        }
    }
    /// The text fields added with `addTextField(configurationHandler:)`, in order; nil when
    /// the alert has none — UIKit's `textFields`.
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }
    /// The text fields, in order.
    private(set) var fields: [TextField] = []
    /// Set once an action was chosen (later choices are ignored).
    private(set) var chosenAction: AlertAction?

    /// Creates an alert or action sheet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        self.message = message
        modalPresentationStyle = .overFullScreen
    }

    /// Adds a button. A second `.cancel` action, or an action added while the alert is on
    /// screen, is ignored with a diagnostic.
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return Diagnostics.report("AlertController: an alert can have only one cancel action; \"\(action.title ?? "")\" ignored")
        }
        if viewIfLoaded?.window != nil {
            return Diagnostics.report("AlertController: actions cannot be added while the alert is shown; ignored")
        }
        actions.append(action)
    }

    /// Adds a text field under the message and lets `configurationHandler` set it up
    /// (placeholder, secure entry, text) before it is shown — UIKit's
    /// `addTextField(configurationHandler:)`. Only alerts hold text fields: on an action sheet,
    /// or while the alert is on screen, the call is ignored with a diagnostic.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        if preferredStyle == .actionSheet {
            return Diagnostics.report("AlertController: text fields can only be added to an .alert, not an .actionSheet; ignored")
        }
        if viewIfLoaded?.window != nil {
            return Diagnostics.report("AlertController: text fields cannot be added while the alert is shown; ignored")
        }
        let field = TextField(frame: .zero)
        field.font = view.theme.presentation.alertTextFieldFont
        field.borderStyle = .roundedRect
        field.addAction(Action { [weak self] _ in self?.returnInTextField() }, for: .editingDidEndOnExit)
        configurationHandler?(field)
        fields.append(field)
    }

    /// Return in a text field: the action Return chooses in the alert, if any.
    private func returnInTextField() {
        if let action = returnAction { choose(action) }
    }

    /// The action Return chooses: `preferredAction`, else the first enabled `.default` one.
    var returnAction: AlertAction? {
        if let preferredAction, preferredAction.isEnabled { return preferredAction }
        return actions.first { $0.style == .default && $0.isEnabled }
    }

    /// The action Escape chooses.
    var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// Makes the alert's view: the whole window, clear, with the box (or the sheet's groups).
    open override func loadView() {
        view = AlertView(controller: self)
    }

    /// Once the alert is shown, its first text field takes the keyboard focus.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if chosenAction == nil { _ = fields.first?.becomeFirstResponder() }
    }

    /// Chooses `action`: the alert is dismissed, then its handler runs.
    func choose(_ action: AlertAction) {
        guard chosenAction == nil, action.isEnabled else { return }
        chosenAction = action
        dismiss(animated: true) { action.handler?(action) }
    }

    /// Escape: the cancel action; an alert with a single action takes that one; an action
    /// sheet without a cancel action just goes away.
    func cancelFromKeyboard() {
        if let cancel = cancelAction {
            choose(cancel)
        } else if preferredStyle == .alert, actions.count == 1, let only = actions.first {
            choose(only)
        } else if preferredStyle == .actionSheet, chosenAction == nil, presentingViewController != nil {
            chosenAction = AlertAction(title: nil, style: .cancel)
            dismiss(animated: true)
        }
    }
}
