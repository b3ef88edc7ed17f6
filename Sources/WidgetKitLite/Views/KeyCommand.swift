import Foundation

/// A keyboard shortcut — UIKit's `UIKeyCommand`: answered while a view controller that
/// lists it is in the responder chain, and shown with its key in menus (the menu bar's
/// commands work by their keys while the menus are closed).
///
/// `input` is a key name as `KeyPress.name` gives it ("p", "1", "Escape", "Return", "Left",
/// …; letters compare case-insensitively), and then `modifierFlags` must match exactly; or
/// the character the key types ("?", "A", "é" from a dead key), and then Shift, which
/// produced the character, is not compared (`KeyPress.matches(_:modifiers:)`). `.command`
/// in `modifierFlags` is the Control key, as GTK's `<Primary>`: a command declared for
/// Command-C answers Ctrl+C. While a text field edits, the keys it uses (typing, arrows,
/// Backspace, its Ctrl shortcuts) reach it before any key command.
///
/// A command made with `action:` sends it along the responder chain to the first object of
/// its type (see `Command`); one made with a handler or a target runs that.
@MainActor
public final class KeyCommand: Command {
    /// The key name that triggers the command.
    public let input: String
    /// The modifiers that must be held, exactly (`.command` standing for Control).
    public let modifierFlags: KeyModifiers
    private let handler: ((KeyCommand) -> Void)?

    /// The Escape key's name.
    public static let inputEscape = "Escape"
    /// The Up arrow's name.
    public static let inputUpArrow = "Up"
    /// The Down arrow's name.
    public static let inputDownArrow = "Down"
    /// The Left arrow's name.
    public static let inputLeftArrow = "Left"
    /// The Right arrow's name.
    public static let inputRightArrow = "Right"
    /// The Home key's name.
    public static let inputHome = "Home"
    /// The End key's name.
    public static let inputEnd = "End"
    /// The Page Up key's name.
    public static let inputPageUp = "Prior"
    /// The Page Down key's name.
    public static let inputPageDown = "Next"
    /// The Delete key's name.
    public static let inputDelete = "Delete"

    /// A command that calls `handler`.
    public init(input: String, modifierFlags: KeyModifiers = [], title: String = "", handler: @escaping (KeyCommand) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.handler = handler
        super.init(
            title: title, image: nil, commandAction: nil, propertyList: nil, discoverabilityTitle: nil, attributes: [], state: .off)
    }

    /// A command that calls `action` on `target` (held weakly), e.g.
    /// `KeyCommand(input: "p", modifierFlags: .control, target: self, action: MyController.play)`
    /// with `func play(_ command: KeyCommand)`.
    public convenience init<T: AnyObject>(
        input: String, modifierFlags: KeyModifiers = [], title: String = "", target: T, action: @escaping (T) -> (KeyCommand) -> Void
    ) {
        self.init(input: input, modifierFlags: modifierFlags, title: title) { [weak target] command in
            guard let target else { return }
            action(target)(command)
        }
    }

    /// A command sending `action` (a method taking any sender, such as
    /// `AppDelegate.openWindow` for `func openWindow(_ sender: Any?)`) along the responder
    /// chain to the first object of its type — UIKit's
    /// `UIKeyCommand(title:image:action:input:modifierFlags:…)`.
    public convenience init<T>(
        title: String = "", image: Image? = nil, action: @escaping (T) -> (Any?) -> Void, input: String, modifierFlags: KeyModifiers = [],
        propertyList: Any? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off
    ) {
        self.init(
            title: title, image: image, commandAction: CommandAction(action), input: input, modifierFlags: modifierFlags,
            propertyList: propertyList, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A command sending `action` (a method taking the key command) along the responder
    /// chain to the first object of its type.
    public convenience init<T>(
        title: String = "", image: Image? = nil, action: @escaping (T) -> (KeyCommand) -> Void, input: String,
        modifierFlags: KeyModifiers = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
        state: State = .off
    ) {
        self.init(
            title: title, image: image, commandAction: CommandAction(commandAction: action), input: input, modifierFlags: modifierFlags,
            propertyList: propertyList, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    private init(
        title: String, image: Image?, commandAction: CommandAction, input: String, modifierFlags: KeyModifiers, propertyList: Any?,
        discoverabilityTitle: String?, attributes: Attributes, state: State
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        handler = nil
        super.init(
            title: title, image: image, commandAction: commandAction, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// The modifiers a press must hold: `.command` is the Control key on Linux.
    var effectiveModifiers: KeyModifiers {
        guard modifierFlags.contains(.command) else { return modifierFlags }
        return modifierFlags.subtracting(.command).union(.control)
    }

    /// Whether `press` triggers this command.
    func matches(_ press: KeyPress) -> Bool { press.matches(input, modifiers: effectiveModifiers) }

    /// Whether the command can run with `responders` as the chain: a handler always can; an
    /// action needs a target there.
    override func canPerform(in responders: [AnyObject]) -> Bool {
        handler != nil || super.canPerform(in: responders)
    }

    /// Runs the handler, or sends the action to its target in `responders`; false when it
    /// has none.
    @discardableResult
    override func perform(in responders: [AnyObject]) -> Bool {
        if let handler {
            handler(self)
            return true
        }
        return super.perform(in: responders)
    }

    /// The key equivalent as a menu shows it: "Ctrl+Shift+Z", "F5", "Escape".
    public var keyEquivalentText: String {
        var parts: [String] = []
        let modifiers = effectiveModifiers
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alternate) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(input.count == 1 ? input.uppercased() : input)
        return parts.joined(separator: "+")
    }
}
