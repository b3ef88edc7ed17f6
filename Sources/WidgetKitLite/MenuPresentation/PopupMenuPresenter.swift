import Foundation

/// The host of open menus in popup windows: each open menu (the root one and every
/// submenu) is a borderless window of its own above every other (X11: override-redirect),
/// placed anywhere on the screen, so a menu opened near the window's edge reaches past it
/// and is only kept inside the screen.
///
/// While menus are open, the anchoring window grabs the pointer: presses, releases and
/// motion anywhere on the screen — over the menus, the app's other windows or other
/// programs — reach the session through the anchoring window, in its coordinates, so a
/// press outside every menu ends the session. (A popup's own pointer events, should a
/// platform send any, are forwarded the same way.) A popup destroyed from outside, or the
/// anchoring window's, ends the session too. Keys go to the session
/// from the anchoring window, which keeps the focus (a window manager never gives it to a
/// popup), and from the popups (without one, the focus follows the pointer onto them). The session's coordinates are the anchoring window's throughout.
@MainActor
final class PopupMenuPresenter: MenuPresenting, PointerCapturing {
    /// The session whose menus are shown.
    weak var session: MenuSession?
    private weak var window: Window?
    private let host: PlatformHost
    private let loop: FrameLoop
    private let parentSurface: WindowSurface
    private let screenArea: CGRect
    private var popups: [Popup] = []
    private var isGrabbing = false

    /// One open menu's window, and what carries its pointer events to the session.
    private struct Popup {
        let view: MenuView
        let window: Window
        let frame: CGRect
        let forwarder: PopupPointerForwarder
    }

    /// A presenter for menus anchored in `window`; nil when the theme keeps menus in the
    /// window, or the window's platform has no popup windows or cannot tell where the
    /// window is on the screen.
    init?(window: Window) {
        guard window.theme.menus.showsPopupWindows, let host = window.host, host.makesPopupSurfaces,
            let loop = window.frameLoop, let surface = window.surface, let origin = surface.originOnScreen
        else { return nil }
        self.window = window
        self.host = host
        self.loop = loop
        parentSurface = surface
        screenArea = CGRect(origin: CGPoint(x: -origin.x, y: -origin.y), size: host.screenSize)
    }

    /// The open menus' windows, root first (for tests).
    var popupWindows: [Window] { popups.map(\.window) }

    // MARK: MenuPresenting

    /// The screen, in the anchoring window's coordinates.
    var menuArea: CGRect { screenArea }

    func present(_ menuView: MenuView, in frame: CGRect) {
        guard let anchor = window else { return }
        let popup = Window(size: frame.size)
        popup.popupPlacement = (parentSurface, frame.origin)
        popup.environment = anchor.environment
        popup.overrideUserInterfaceStyle = anchor.traitCollection.userInterfaceStyle
        popup.backgroundColor = menuView.backgroundColor
        menuView.cornerRadius = 0
        menuView.frame = popup.bounds
        popup.addSubview(menuView)
        let forwarder = PopupPointerForwarder(offset: frame.origin, presenter: self)
        popup.eventDispatcher.pointerCapture = forwarder
        // Without a window manager the focus follows the pointer, onto the popup: its keys
        // go to the session too.
        popup.eventDispatcher.keyboardCapture = session
        // A popup destroyed from outside (the connection broke) ends the session.
        popup.onClose = { [weak self] in self?.session?.end() }
        popup.attach(to: host, loop: loop)
        popup.show()
        if popup.surface == nil {
            Diagnostics.report("Menu: no popup window could be made for the menu; it is closed")
            NextTurn.schedule { [weak self] in self?.session?.end() }
        }
        popups.append(Popup(view: menuView, window: popup, frame: frame, forwarder: forwarder))
        if !isGrabbing {
            isGrabbing = true
            if !parentSurface.grabPointer() {
                Diagnostics.report("Menu: the pointer could not be grabbed (another program holds it); a click outside the window leaves the menu open")
            }
            anchor.eventDispatcher.pointerCapture = self
        }
        loop.requestFrame()
    }

    func dismiss(_ menuView: MenuView) {
        guard let index = popups.firstIndex(where: { $0.view === menuView }) else { return }
        let popup = popups.remove(at: index)
        popup.window.onClose = nil
        popup.window.eventDispatcher.pointerCapture = nil
        menuView.removeFromSuperview()
        popup.window.close()
    }

    func sessionDidEnd() {
        for popup in popups.reversed() { dismiss(popup.view) }
        if isGrabbing {
            parentSurface.releasePointer()
            isGrabbing = false
        }
        if let window {
            if window.eventDispatcher.pointerCapture === self { window.eventDispatcher.pointerCapture = nil }
            if window.eventDispatcher.keyboardCapture === session { window.eventDispatcher.keyboardCapture = nil }
            if window.runningMenu === session { window.runningMenu = nil }
        }
        session = nil
    }

    func convert(_ point: CGPoint, to menuView: MenuView) -> CGPoint {
        guard let frame = popups.first(where: { $0.view === menuView })?.frame else { return menuView.convert(point, from: nil) }
        return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    }

    func convert(_ rect: CGRect, from menuView: MenuView) -> CGRect {
        guard let frame = popups.first(where: { $0.view === menuView })?.frame else { return menuView.convert(rect, to: nil) }
        return rect.offsetBy(dx: frame.minX, dy: frame.minY)
    }

    // MARK: PointerCapturing (anchor-window coordinates)

    func capturedPointerDown(at location: CGPoint, button: Int) {
        guard let session else { return }
        // A secondary click while menus are open closes them, as in the window.
        if button == EventDispatcher.secondaryButton { return session.end() }
        guard button == EventDispatcher.primaryButton else { return }
        session.pointerDown(at: location)
    }

    func capturedPointerUp(at location: CGPoint, button: Int) {
        guard button == EventDispatcher.primaryButton else { return }
        session?.pointerUp(at: location)
    }

    func capturedPointerMoved(to location: CGPoint) {
        session?.pointerMoved(to: location)
    }

    func capturedScroll(at location: CGPoint, dy: CGFloat) {
        session?.scroll(at: location, dy: dy)
    }
}

/// Carries a popup window's pointer events to its presenter, moved into the anchoring
/// window's coordinates.
@MainActor
private final class PopupPointerForwarder: PointerCapturing {
    let offset: CGPoint
    weak var presenter: PopupMenuPresenter?

    init(offset: CGPoint, presenter: PopupMenuPresenter) {
        self.offset = offset
        self.presenter = presenter
    }

    private func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + offset.x, y: point.y + offset.y) }

    func capturedPointerDown(at location: CGPoint, button: Int) {
        presenter?.capturedPointerDown(at: moved(location), button: button)
    }

    func capturedPointerUp(at location: CGPoint, button: Int) {
        presenter?.capturedPointerUp(at: moved(location), button: button)
    }

    func capturedPointerMoved(to location: CGPoint) {
        presenter?.capturedPointerMoved(to: moved(location))
    }

    func capturedScroll(at location: CGPoint, dy: CGFloat) {
        presenter?.capturedScroll(at: moved(location), dy: dy)
    }
}
