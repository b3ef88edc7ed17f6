import Foundation

/// An object that responds to and handles events — UIKit's `UIResponder`, the base of
/// ``View`` (and so ``Window``), ``ViewController`` and ``Application``.
///
/// Responders form the responder chain through ``next``: a view → its view controller when it
/// is the controller's root view, else its superview; a view controller → its view's
/// superview (for a presented one, the presentation's container: UIKit names the presenting
/// controller, but here a sheet confines the chain); a window → its scene, else its
/// application; the application → its delegate when that is a responder. Touches and
/// key presses a responder does not handle travel up the chain, key commands
/// (``keyCommands``) are looked up along it, and actions sent with
/// ``Application/sendAction(_:to:from:for:)`` to no target reach the first responder in it
/// that can perform them (``target(forAction:withSender:)``).
///
/// Swift on Linux has no selectors: an action is a ``ResponderAction``, a name and a method
/// reference. The standard edit actions (``copy(_:)``, ``cut(_:)``, ``paste(_:)``,
/// ``selectAll(_:)``, ``delete(_:)``) are methods of every responder, as in UIKit; text
/// fields and text views perform them on their text.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    // MARK: The chain

    /// The next responder in the chain; nil at its end. The base class returns nil; views,
    /// view controllers, windows and the application return the links listed in the
    /// class's overview.
    open var next: Responder? { nil }

    // MARK: First responder

    /// Whether this responder is the first responder (for a view: it has its window's
    /// keyboard focus). The base class returns false.
    open var isFirstResponder: Bool { false }

    /// Whether this responder can become the first responder. The base class returns false.
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become the first responder; returns whether it did. The base class returns
    /// false: only views take the keyboard focus.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Whether this responder gives up first-responder status when asked. True by default.
    open var canResignFirstResponder: Bool { true }

    /// Gives up first-responder status; returns whether it did (true also when it was not the
    /// first responder). The base class returns `canResignFirstResponder`.
    @discardableResult
    open func resignFirstResponder() -> Bool { canResignFirstResponder }

    // MARK: Touches and presses

    /// A touch began. The default passes it to ``next``.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { next?.touchesBegan(touches, with: event) }

    /// A touch moved. The default passes it to ``next``.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { next?.touchesMoved(touches, with: event) }

    /// A touch ended. The default passes it to ``next``.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { next?.touchesEnded(touches, with: event) }

    /// A touch was cancelled. The default passes it to ``next``.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { next?.touchesCancelled(touches, with: event) }

    /// A key went down. The default passes it to ``next``.
    open func pressesBegan(_ presses: Set<KeyPress>, with event: Event?) { next?.pressesBegan(presses, with: event) }

    /// A key went up. The default passes it to ``next``.
    open func pressesEnded(_ presses: Set<KeyPress>, with event: Event?) { next?.pressesEnded(presses, with: event) }

    /// The key commands this responder answers while it is in the responder chain of the
    /// first responder (nil: none, the default). The first command along the chain that
    /// matches a key press runs; a focused text field's own keys come first.
    open var keyCommands: [KeyCommand]? { nil }

    // MARK: Actions

    /// Whether this responder performs `action` now. The default returns whether the
    /// responder is of the type whose method the action calls
    /// (``ResponderAction/isImplemented(by:)``); for the standard edit actions, which every
    /// responder has, it returns false: a responder that performs one overrides this method
    /// (a text field answers for its selection: `copy` is false with nothing selected).
    open func canPerformAction(_ action: ResponderAction, withSender sender: Any?) -> Bool {
        action.isImplemented(by: self)
    }

    /// The responder that performs `action`: this one when ``canPerformAction(_:withSender:)``
    /// says so, else the answer of ``next``; nil when no responder up the chain can.
    open func target(forAction action: ResponderAction, withSender sender: Any?) -> Responder? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    // MARK: Standard edit actions (UIKit's `UIResponderStandardEditActions`)

    /// Copies the selection to the general pasteboard. The default does nothing.
    open func copy(_ sender: Any?) {}

    /// Copies the selection to the general pasteboard and deletes it. The default does
    /// nothing.
    open func cut(_ sender: Any?) {}

    /// Replaces the selection with the general pasteboard's contents. The default does
    /// nothing.
    open func paste(_ sender: Any?) {}

    /// Selects all content. The default does nothing.
    open func selectAll(_ sender: Any?) {}

    /// Deletes the selection. The default does nothing.
    open func delete(_ sender: Any?) {}
}
