import CX11

extension X11Surface {
    /// Shows `cursor` over the window (`XDefineCursor`); with `WKL_TRACE` set, says so on stderr.
    func setCursor(_ cursor: Cursor) {
        shownCursor = cursor
        guard !isClosed, !host.isDisconnected, !X11Errors.connectionLost else { return }
        XDefineCursor(host.display, window, host.cursors.cursor(for: cursor, on: host.display))
        XFlush(host.display)
        host.trace("cursor \(cursor.name)")
    }
}
