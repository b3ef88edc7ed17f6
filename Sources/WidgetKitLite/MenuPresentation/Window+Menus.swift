import Foundation

extension Window {
    /// The menu session running in this window, if any.
    var menuSession: MenuSession? {
        (runningMenu as? MenuSession).flatMap { $0.isActive ? $0 : nil }
    }

    /// Opens `menu` at `anchor` (window coordinates) in popup windows where the platform
    /// has them (placed within the screen), else over the window's content (within it); ending any
    /// menu session already running: commands go along the chain of the current first
    /// responder, actions run with `sender`. `highlightFirst` highlights the first enabled
    /// row (a menu opened from the keyboard). Returns the session; nil, opening nothing,
    /// when the menu has no rows to show.
    @discardableResult
    func presentMenu(
        _ menu: Menu, anchor: CGRect, style: MenuPlacement.Style = .below, sender: Any? = nil, highlightFirst: Bool = false
    ) -> MenuSession? {
        menuSession?.end()
        var anchor = anchor
        if anchor.isNonFinite {
            let sanitized = anchor.sanitized
            BadValue.report("Menu anchor", anchor, using: sanitized)
            anchor = sanitized
        }
        let presenter: MenuPresenting
        let popups = PopupMenuPresenter(window: self)
        if let popups {
            presenter = popups
        } else {
            let overlay = MenuOverlayView(frame: bounds)
            addSubview(overlay)
            presenter = overlay
        }
        let session = MenuSession(
            presenter: presenter, responders: responderObjects(from: eventDispatcher.firstResponder), theme: theme.menus,
            clock: { [weak self] in self?.frameLoop?.now ?? 0 })
        session.sender = sender
        popups?.session = session
        (presenter as? MenuOverlayView)?.session = session
        runningMenu = session
        guard session.openRoot(menu, anchor: anchor, style: style) else {
            presenter.sessionDidEnd()
            return nil
        }
        eventDispatcher.keyboardCapture = session
        if highlightFirst { session.highlightFirstRow() }
        return session
    }
}
