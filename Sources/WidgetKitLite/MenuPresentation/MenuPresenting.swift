import Foundation

/// Where open menus are shown: an in-window overlay (`MenuOverlayView`) today; an
/// override-redirect popup window of the platform layer can take its place. Frames are in
/// the anchoring window's coordinates.
@MainActor
protocol MenuPresenting: AnyObject {
    /// The area menus must stay inside (the window's bounds; the screen for popups).
    var menuArea: CGRect { get }
    /// Shows `menuView` at `frame`, in front of the menus already shown.
    func present(_ menuView: MenuView, in frame: CGRect)
    /// Takes `menuView` away.
    func dismiss(_ menuView: MenuView)
    /// The session ended: every menu is gone and input goes back to the window.
    func sessionDidEnd()
}
