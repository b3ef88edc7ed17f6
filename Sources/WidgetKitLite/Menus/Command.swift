import Foundation

/// A menu element that sends an action along the responder chain — UIKit's `UICommand`.
///
/// The action is a method reference such as `DocumentController.save` for
/// `func save(_ sender: Any?)` (or one taking the command): when chosen, the command goes
/// to the first object of that type in the responder chain of the first responder (the
/// focused view, its superviews and view controllers, the window, the front-most view
/// controller), called with the command as sender. While no object of that type is in the
/// chain, the command is greyed out and does nothing.
@MainActor
open class Command: MenuElement {
    /// A longer title for search and discoverability; nil uses `title`.
    public var discoverabilityTitle: String?
    /// How the command's row looks and behaves.
    public var attributes: Attributes
    /// Whether the command's row shows a check mark.
    public var state: State
    /// Any value the app attaches to tell commands of one action apart.
    public let propertyList: Any?
    /// The action sent along the chain; nil for a key command made with a handler or target.
    let commandAction: CommandAction?

    /// A command sending `action` (a method taking any sender) along the responder chain.
    public convenience init<T>(
        title: String, image: Image? = nil, action: @escaping (T) -> (Any?) -> Void, propertyList: Any? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off
    ) {
        self.init(
            title: title, image: image, commandAction: CommandAction(action), propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A command sending `action` (a method taking the command) along the responder chain.
    public convenience init<T>(
        title: String, image: Image? = nil, action: @escaping (T) -> (Command) -> Void, propertyList: Any? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off
    ) {
        self.init(
            title: title, image: image, commandAction: CommandAction(commandAction: action), propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// The designated initialiser.
    init(
        title: String, image: Image?, commandAction: CommandAction?, propertyList: Any?, discoverabilityTitle: String?,
        attributes: Attributes, state: State
    ) {
        self.commandAction = commandAction
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: nil, image: image)
    }

    /// Whether the command can run with `responders` as the chain: its action has a target
    /// there.
    func canPerform(in responders: [AnyObject]) -> Bool {
        guard let commandAction else { return true }
        return commandAction.target(in: responders) != nil
    }

    /// Runs the command with `responders` as the chain; false when its action has no target.
    @discardableResult
    func perform(in responders: [AnyObject]) -> Bool {
        guard let commandAction, let target = commandAction.target(in: responders) else { return false }
        return commandAction.send(target, self)
    }
}
