import Foundation

/// A command's action: a method reference `(T) -> (Sender) -> Void`, the Linux stand-in for
/// UIKit's selector. It is sent to the first object of type `T` in a responder chain; a
/// chain with no such object has no target for it.
@MainActor
struct CommandAction {
    /// Whether `object` is of the action's type.
    let accepts: (AnyObject) -> Bool
    /// Calls the method on `object` with `command` as the sender; false when `object` is not
    /// of the action's type.
    let send: (AnyObject, Command) -> Bool

    /// An action taking any sender (`func copy(_ sender: Any?)`).
    init<T>(_ action: @escaping (T) -> (Any?) -> Void) {
        accepts = { $0 is T }
        send = { object, command in
            guard let target = object as? T else { return false }
            action(target)(command)
            return true
        }
    }

    /// An action taking the command itself (`func open(_ command: KeyCommand)`): sent only
    /// when the command is of that class.
    init<T, C: Command>(commandAction action: @escaping (T) -> (C) -> Void) {
        accepts = { $0 is T }
        send = { object, command in
            guard let target = object as? T, let command = command as? C else { return false }
            action(target)(command)
            return true
        }
    }

    /// The object of `responders` (nearest first) the action goes to; nil when none fits.
    func target(in responders: [AnyObject]) -> AnyObject? {
        responders.first(where: accepts)
    }
}
