import Foundation

/// A button of an alert or action sheet — UIKit's `UIAlertAction`.
@MainActor
public final class AlertAction {
    /// What the action does, which decides its look and its key — UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        /// An ordinary choice (tinted). The first one is what Return picks when the alert
        /// has no `preferredAction`.
        case `default`
        /// Backs out without change (semibold); Escape picks it. At most one per alert.
        case cancel
        /// Destroys or deletes something (red).
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// The action's role.
    public let style: Style
    /// Whether the button can be chosen. Default: true.
    public var isEnabled = true {
        didSet { onEnabledChange?() }
    }
    let handler: ((AlertAction) -> Void)?
    var onEnabledChange: (() -> Void)?

    /// Creates an action; `handler` runs after the alert is dismissed when it is chosen.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
