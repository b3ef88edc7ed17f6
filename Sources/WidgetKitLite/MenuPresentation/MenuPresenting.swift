import Foundation

/// Where open menus are shown: popup windows of their own (`PopupMenuPresenter`) where the
/// platform has them, else an in-window overlay (`MenuOverlayView`). Frames and points are
/// in the anchoring window's coordinates.
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
    /// `point` (anchoring-window coordinates) in `menuView`'s coordinates.
    func convert(_ point: CGPoint, to menuView: MenuView) -> CGPoint
    /// `rect` (in `menuView`'s coordinates) in the anchoring window's coordinates.
    func convert(_ rect: CGRect, from menuView: MenuView) -> CGRect
}
