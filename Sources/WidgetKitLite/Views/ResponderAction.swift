import Foundation

/// An action sent along the responder chain — the stand-in for UIKit's selectors, which Swift
/// on Linux does not have: a name, which tells actions apart, and a method reference, which
/// performs it on a responder of the method's type.
///
/// ```
/// extension ResponderAction {
///     static let newDocument = ResponderAction("newDocument", DocumentsController.newDocument)
/// }
/// Application.shared.sendAction(.newDocument, to: nil, from: self, for: nil)
/// ```
///
/// Sent to no target, the action reaches the first responder of the key window and goes up
/// the chain to the first responder that can perform it (``Responder/target(forAction:withSender:)``):
/// by default one of the method's type, as UIKit's nil-targeted actions reach the first
/// responder that implements the selector. Two actions are equal when their names are.
/// The standard edit actions (``copy``, ``cut``, ``paste``, ``selectAll``, ``delete``,
/// ``undo``, ``redo``) are predefined.
public struct ResponderAction: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The action's name: what tells it apart from others ("copy", "newDocument").
    public let name: String
    /// Performs the action on a responder; false when it is not of the method's type.
    private let invoke: @MainActor (Responder, Any?) -> Bool
    /// Whether a responder is of the method's type (false for the standard edit actions,
    /// which every responder has).
    private let implements: @MainActor (Responder) -> Bool

    /// An action named `name` that calls `method` with the sender on a responder of type `T`,
    /// e.g. `ResponderAction("openWindow", AppDelegate.openWindow)` with
    /// `func openWindow(_ sender: Any?)`.
    public init<T>(_ name: String, _ method: @escaping (T) -> (Any?) -> Void) {
        self.name = name
        // Called only on the main actor, where the method reference was made.
        nonisolated(unsafe) let method = method
        invoke = { responder, sender in
            guard let target = responder as? T else { return false }
            method(target)(sender)
            return true
        }
        implements = { $0 is T }
    }

    /// An action named `name` that calls `method`, which takes no sender, on a responder of
    /// type `T`.
    public init<T>(_ name: String, _ method: @escaping (T) -> () -> Void) {
        self.name = name
        nonisolated(unsafe) let method = method
        invoke = { responder, _ in
            guard let target = responder as? T else { return false }
            method(target)()
            return true
        }
        implements = { $0 is T }
    }

    /// A standard action every responder has: `perform` calls it; a responder that performs
    /// it says so in `canPerformAction(_:withSender:)`.
    init(standard name: String, perform: @escaping @MainActor (Responder, Any?) -> Void) {
        self.name = name
        invoke = { responder, sender in
            perform(responder, sender)
            return true
        }
        implements = { _ in false }
    }

    /// Whether `responder` is of the type whose method the action calls: the default answer
    /// of ``Responder/canPerformAction(_:withSender:)``. False for the standard edit actions.
    @MainActor
    public func isImplemented(by responder: Responder) -> Bool { implements(responder) }

    /// Calls the action's method on `responder` with `sender`; returns false (and calls
    /// nothing) when `responder` is not of the method's type.
    @MainActor
    @discardableResult
    public func perform(on responder: Responder, sender: Any?) -> Bool { invoke(responder, sender) }

    /// The name.
    public var description: String { name }

    /// Equal names.
    public static func == (a: ResponderAction, b: ResponderAction) -> Bool { a.name == b.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension ResponderAction {
    /// Copy (`Responder.copy(_:)`): a text field or text view copies its selection.
    public static let copy = ResponderAction(standard: "copy") { $0.copy($1) }
    /// Cut (`Responder.cut(_:)`).
    public static let cut = ResponderAction(standard: "cut") { $0.cut($1) }
    /// Paste (`Responder.paste(_:)`).
    public static let paste = ResponderAction(standard: "paste") { $0.paste($1) }
    /// Select All (`Responder.selectAll(_:)`).
    public static let selectAll = ResponderAction(standard: "selectAll") { $0.selectAll($1) }
    /// Delete (`Responder.delete(_:)`): deletes the selection.
    public static let delete = ResponderAction(standard: "delete") { $0.delete($1) }
    /// Undo: a text field or text view undoes its last edit (UIKit sends `undo:` to the
    /// first responder's undo manager).
    public static let undo = ResponderAction(standard: "undo") { responder, _ in (responder as? UndoRedoResponder)?.undoEdit() }
    /// Redo: a text field or text view redoes the last undone edit.
    public static let redo = ResponderAction(standard: "redo") { responder, _ in (responder as? UndoRedoResponder)?.redoEdit() }
}

/// A responder that undoes and redoes its own edits (text fields and text views), for the
/// ``ResponderAction/undo`` and ``ResponderAction/redo`` actions.
@MainActor
protocol UndoRedoResponder: AnyObject {
    func undoEdit()
    func redoEdit()
}
