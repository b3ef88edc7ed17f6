import Foundation

/// A keyboard shortcut a view controller answers while it is in the responder chain —
/// UIKit's `UIKeyCommand`. `input` is a key name as `KeyPress.name` gives it ("p", "1",
/// "Escape", "Return", "Left", …; letters compare case-insensitively), and then
/// `modifierFlags` must match exactly; or the character the key types ("?", "A", "é" from a
/// dead key), and then Shift, which produced the character, is not compared
/// (`KeyPress.matches(_:modifiers:)`). While a text field edits, the keys it uses (typing,
/// arrows, Backspace, its Ctrl shortcuts) reach it before any key command.
@MainActor
public final class KeyCommand {
    /// The key name that triggers the command.
    public let input: String
    /// The modifiers that must be held, exactly.
    public let modifierFlags: KeyModifiers
    /// A name for menus and discoverability.
    public var title: String
    private let perform: (KeyCommand) -> Void

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

    /// A command that calls `handler`.
    public init(input: String, modifierFlags: KeyModifiers = [], title: String = "", handler: @escaping (KeyCommand) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.title = title
        perform = handler
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

    /// Whether `press` triggers this command.
    func matches(_ press: KeyPress) -> Bool { press.matches(input, modifiers: modifierFlags) }

    /// Runs the command's action.
    func run() { perform(self) }
}
