/// One call a sender makes when something happens: a method of a weakly held target, or a
/// closure. Controls (per `Control.Event`) and gesture recognizers (per state change) keep
/// lists of these; a call whose target is gone does nothing and is dropped.
@MainActor
struct TargetAction<Sender: AnyObject> {
    /// False once the target was released (closures stay alive).
    let isAlive: () -> Bool
    /// Whether `object` is this call's target (closures match nothing).
    let matches: (AnyObject) -> Bool
    /// Makes the call with `sender`.
    let call: (Sender) -> Void

    /// Calls `action` on `target`, held weakly, with the sender cast to `S` (a sender of
    /// another type is skipped).
    init<T: AnyObject, S>(target: T, action: @escaping (T) -> (S) -> Void) {
        isAlive = { [weak target] in target != nil }
        matches = { [weak target] other in target === other }
        call = { [weak target] sender in
            guard let target, let typed = sender as? S else { return }
            action(target)(typed)
        }
    }

    /// Calls `action` on `target`, held weakly, without the sender.
    init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        isAlive = { [weak target] in target != nil }
        matches = { [weak target] other in target === other }
        call = { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }

    /// Calls `handler` with the sender, for as long as the list keeps it.
    init(handler: @escaping (Sender) -> Void) {
        isAlive = { true }
        matches = { _ in false }
        call = handler
    }
}
