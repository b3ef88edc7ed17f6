import Foundation

/// The object that owns a view as its root view — a view controller (`ViewController`
/// conforms). The view layer calls it where UIKit calls a view's controller, and only there:
///
/// - Responder chain: it is a `Responder`, the next responder of its view (`View.next`);
///   touches and presses the view passes on unhandled go to it, and it passes them on to the
///   view's superview. Its `keyCommands` are matched against key presses while it is in the
///   chain.
/// - Layout: `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` bracket its view's
///   `layoutSubviews()`; its `additionalSafeAreaInsets` are added to the view's safe area,
///   and `viewSafeAreaInsetsDidChange()` follows every change of the view's insets.
/// - Appearance: `traitCollectionDidChange(_:)` follows its view's.
/// - As a window's root (`Window.rootViewOwner`): `isRootOfWindow` is set while it is one,
///   and installing its view is bracketed by `beginAppearanceTransition(true, animated:
///   false)` and `endAppearanceTransition()`.
/// - Keyboard, asked of the window's root: `frontmostOwner` (the owner in front, which gets
///   keys when no view has the focus), descending through `visibleChildOwners`, and
///   `focusScope`, the view focus is confined to while something is presented.
@MainActor
protocol ViewOwner: Responder {
    /// The owned view, loaded on first access.
    var view: View! { get }
    /// The owned view if it is loaded, without loading it.
    var viewIfLoaded: View? { get }

    func viewWillLayoutSubviews()
    func viewDidLayoutSubviews()
    /// Updates the constraints of the owner's view (the update-constraints pass calls it
    /// instead of the root view's `updateConstraints()`).
    func updateViewConstraints()
    /// The smallest layout margins the owner's root view keeps on each edge.
    var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { get }
    /// Whether the root view keeps at least `systemMinimumLayoutMargins`.
    var viewRespectsSystemMinimumLayoutMargins: Bool { get }
    /// Insets added to the safe area its view gets from its superview and container.
    var additionalSafeAreaInsets: EdgeInsets { get }
    func viewSafeAreaInsetsDidChange()
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)

    /// Whether the owner is a window's root (`Window.rootViewOwner`).
    var isRootOfWindow: Bool { get set }
    /// Starts an appearance change of the owner's view (calls its will-appear or
    /// will-disappear once).
    func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)
    /// Ends the appearance change begun last (calls its did-appear or did-disappear once).
    func endAppearanceTransition()

    /// The owner in front of this one: the last one presented over it, else itself.
    var frontmostOwner: ViewOwner { get }
    /// The child owners whose views are on screen when this owner's is.
    var visibleChildOwners: [ViewOwner] { get }
    /// The view keyboard focus is confined to while an owner is presented over this one
    /// (the front-most presentation's container); nil when nothing is presented.
    var focusScope: View? { get }
}
