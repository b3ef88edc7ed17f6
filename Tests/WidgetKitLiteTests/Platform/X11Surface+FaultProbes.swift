import CX11
@testable import WidgetKitLite

/// Probes for fault tests: what another client or a buggy request can do to a window.
extension X11Surface {
    /// Destroys the window from a second connection, as another client (or `xkill -id`)
    /// would. Returns false when the second connection cannot be opened.
    @discardableResult
    func destroyFromAnotherClient() -> Bool {
        guard !isClosed, let other = XOpenDisplay(XDisplayString(host.display)) else { return false }
        XDestroyWindow(other, window)
        XSync(other, False)
        XCloseDisplay(other)
        return true
    }

    /// Sends `count` requests naming a window that does not exist: each fails with BadWindow.
    func sendRequestsToAMissingWindow(count: Int) {
        guard !isClosed else { return }
        let missing = window &+ 0x0F_0000
        for _ in 0..<count { XMapWindow(host.display, missing) }
        XSync(host.display, False)
    }
}
