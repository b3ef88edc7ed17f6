import Foundation

/// Opens a context menu on its view — UIKit's `UIContextMenuInteraction`: a secondary
/// (right) click on the view, or the Menu key or Shift+F10 while the view (or a view inside
/// it) has the keyboard focus (then at the focused view's centre), asks the delegate for a
/// configuration and opens its menu down-right of the point, kept inside the window.
/// The menu is navigable with the keyboard and closes with Escape or a click outside.
@MainActor
public final class ContextMenuInteraction: Interaction, SecondaryClickHandling {
    /// Gives the menus and hears them open and close.
    public private(set) weak var delegate: ContextMenuInteractionDelegate?
    /// The view the interaction is attached to.
    public private(set) weak var view: View?
    /// Where the open menu was asked for, in window coordinates.
    private var menuLocation: CGPoint?
    private weak var session: MenuSession?

    /// An interaction asking `delegate` for its menus; attach it with `View.addInteraction(_:)`.
    public init(delegate: ContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// Does nothing.
    public func willMove(to view: View?) {}

    /// Records the view.
    public func didMove(to view: View?) {
        self.view = view
    }

    /// Where the current (or last) menu was asked for, in `view`'s coordinates (window
    /// coordinates for nil).
    public func location(in view: View?) -> CGPoint {
        let point = menuLocation ?? .zero
        return view?.convert(point, from: nil) ?? point
    }

    /// Closes the menu if it is open (no action runs).
    public func dismissMenu() {
        session?.end()
    }

    /// The secondary button, the Menu key or Shift+F10 at `location` (window coordinates).
    func secondaryClick(at location: CGPoint) -> Bool {
        guard let view, let window = view.window, let delegate else { return false }
        menuLocation = location
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: view.convert(location, from: nil)) else {
            return false
        }
        session = window.presentContextMenu(
            configuration, at: location,
            willDisplay: { [weak self] animator in
                guard let self else { return }
                self.delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
            },
            willEnd: { [weak self] animator in
                guard let self else { return }
                self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
            })
        return true
    }
}

extension Window {
    /// Opens the menu of `configuration` at `location` (window coordinates), calling
    /// `willDisplay` just before it shows and `willEnd` when it closes (before a chosen
    /// action runs). Returns the session; nil when the configuration makes no menu or the
    /// menu has nothing to show.
    func presentContextMenu(
        _ configuration: ContextMenuConfiguration, at location: CGPoint, willDisplay: (ContextMenuAnimator) -> Void,
        willEnd: @escaping (ContextMenuAnimator) -> Void
    ) -> MenuSession? {
        guard let menu = configuration.makeMenu() else { return nil }
        let showing = ContextMenuAnimator()
        willDisplay(showing)
        guard let session = presentMenu(menu, anchor: CGRect(origin: location, size: .zero)) else { return nil }
        session.onEnd = {
            let ending = ContextMenuAnimator()
            willEnd(ending)
            ending.finish()
        }
        showing.finish()
        return session
    }
}
