/// An extra action an assistive technology offers on an element — UIKit's
/// `UIAccessibilityCustomAction` (the handler form).
///
/// The handler returns whether it did the action.
@MainActor
open class AccessibilityCustomAction {
    /// The name offered to the user ("Delete", "Archive").
    open var name: String
    /// What performing the action does; returns whether it succeeded.
    open var actionHandler: ((AccessibilityCustomAction) -> Bool)?

    /// Creates an action named `name` that runs `actionHandler`.
    public init(name: String, actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// Runs the handler; false when there is none.
    @discardableResult
    public func perform() -> Bool { actionHandler?(self) ?? false }
}
