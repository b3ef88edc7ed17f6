import Foundation

extension Window {
    /// The menu session running in this window, if any.
    var menuSession: MenuSession? {
        subviews.lazy.compactMap { ($0 as? MenuOverlayView)?.session }.first
    }

    /// Opens `menu` at `anchor` (window coordinates) over the window's content, ending any
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
        let overlay = MenuOverlayView(frame: bounds)
        let session = MenuSession(
            presenter: overlay, responders: responderObjects(from: eventDispatcher.firstResponder), theme: theme.menus,
            clock: { [weak self] in self?.frameLoop?.now ?? 0 })
        session.sender = sender
        overlay.session = session
        addSubview(overlay)
        guard session.openRoot(menu, anchor: anchor, style: style) else {
            overlay.sessionDidEnd()
            return nil
        }
        eventDispatcher.keyboardCapture = session
        if highlightFirst { session.highlightFirstRow() }
        return session
    }
}
