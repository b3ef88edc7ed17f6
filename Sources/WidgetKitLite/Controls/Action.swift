import Foundation

/// A titled closure a control runs — UIKit's `UIAction`.
@MainActor
public struct Action {
    /// A name for menus and accessibility.
    public var title: String
    /// Identifies the action for `Control.removeAction(identifiedBy:for:)`.
    public var identifier: String
    /// The control that sent the action while its handler runs; nil otherwise.
    public internal(set) weak var sender: Control?
    let handler: (Action) -> Void

    /// Creates an action running `handler`; a unique identifier is made when none is given.
    public init(title: String = "", identifier: String? = nil, handler: @escaping (Action) -> Void) {
        self.title = title
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
    }
}
