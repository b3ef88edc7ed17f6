import Foundation

extension Application {
    /// Sends `action` — UIKit's `sendAction(_:to:from:for:)`. With a `target`, the action is
    /// performed on it when it is of the action's type. With no target, it goes to the first
    /// responder — of the sender's window when the sender is a view in one (a menu item in a
    /// window, a button), else of the key window — and up the responder chain to the first
    /// responder that can perform it (``Responder/target(forAction:withSender:)``): "Edit →
    /// Copy" reaches the focused text field. Returns whether a responder performed it; when
    /// none could, nothing happens.
    @discardableResult
    public func sendAction(_ action: ResponderAction, to target: Responder?, from sender: Any?, for event: Event?) -> Bool {
        if let target { return action.perform(on: target, sender: sender) }
        let start = firstResponder(for: sender)
        guard let responder = start.target(forAction: action, withSender: sender) else { return false }
        return action.perform(on: responder, sender: sender)
    }

    /// Where a nil-targeted action starts: the first responder of the sender's window, else
    /// of the key window, else the application itself.
    private func firstResponder(for sender: Any?) -> Responder {
        let window = (sender as? View)?.window ?? keyWindow
        return window?.eventDispatcher.firstResponder ?? self
    }
}
