import Foundation

/// A titled closure a control or a menu runs — UIKit's `UIAction`.
///
/// An action is an object (a `MenuElement`): a menu shows its image, title, state (a check
/// mark for `.on`) and attributes (`.destructive` in red, `.disabled` greyed out, `.hidden`
/// not shown). While its handler runs, `sender` is what ran it (the control, or nil for a
/// menu row) and is nil again afterwards.
@MainActor
public final class Action: MenuElement {
    /// Identifies the action for `Control.removeAction(identifiedBy:for:)`.
    public var identifier: String
    /// A longer title for search and discoverability; nil uses `title`.
    public var discoverabilityTitle: String?
    /// How the action's row looks and behaves.
    public var attributes: Attributes
    /// Whether the action's row shows a check mark.
    public var state: State
    /// What ran the action while its handler runs (a control); nil otherwise.
    public internal(set) var sender: Any?
    let handler: (Action) -> Void

    /// Creates an action running `handler`; a unique identifier is made when none is given.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: String? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping (Action) -> Void
    ) {
        self.identifier = identifier ?? UUID().uuidString
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the action's sender, then clears it.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
