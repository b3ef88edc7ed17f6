import Foundation

/// Behaviour attached to a view with `View.addInteraction(_:)` — UIKit's `UIInteraction`
/// (a context menu's `ContextMenuInteraction`).
@MainActor
public protocol Interaction: AnyObject {
    /// The view the interaction is attached to; nil while it is attached to none.
    var view: View? { get }
    /// Called before the interaction is attached to `view` (nil: before it is removed).
    func willMove(to view: View?)
    /// Called after the interaction was attached to `view` (nil: after it was removed).
    func didMove(to view: View?)
}
