import Foundation

/// An object that adds its menus to the menu bar — UIKit's `UIResponder.buildMenu(with:)`,
/// which the app delegate overrides. Conform the app's root view controller (or any object
/// in the window's responder chain from the root view controller out: the window, the
/// application's delegate once it is in the chain) and edit the standard menus with the
/// builder. Objects further out build first, as the app delegate builds before the
/// controllers in UIKit.
@MainActor
public protocol MenuBuilding: AnyObject {
    /// Edits the menu bar: add, replace or remove menus with `builder`.
    func buildMenu(with builder: MenuBuilder)
}
