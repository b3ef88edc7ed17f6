@preconcurrency import Glibc
import CX11
import Foundation

/// The host's side of the window-manager protocols: the icon every window shows and the
/// startup notification still to be ended.
struct X11HostWindowManager {
    /// `_NET_WM_ICON`'s value for every top-level window (empty: no icon).
    var iconCardinals: [CLong] = []
    /// Whether the launch's startup notification was ended (or there was none).
    var endedStartup = false
}

extension X11Host {
    /// The `DESKTOP_STARTUP_ID` the launcher gave, until the first window maps.
    var pendingStartupID: String? {
        windowManager.endedStartup ? nil : configuration.startupNotificationID
    }

    /// Handles the window-manager traffic in `event`: answers `_NET_WM_PING` at once (so the
    /// window is never marked unresponsive while the main queue is busy elsewhere), takes
    /// `_NET_WM_SYNC_REQUEST`, reads the state back when `_NET_WM_STATE` or `WM_STATE`
    /// changes, ends the startup notification when the first window maps, and records
    /// key and button presses' times in `_NET_WM_USER_TIME`. True when the event is used up.
    func handleWindowManagerEvent(_ event: inout XEvent) -> Bool {
        let atoms = connection.windowManagerAtoms
        switch event.type {
        case ClientMessage:
            guard event.xclient.message_type == self.atoms.wmProtocols, event.xclient.format == 32 else { return false }
            let kind = Atom(UInt(bitPattern: event.xclient.data.l.0))
            if kind == atoms.netWMPing {
                answerPing(&event)
                return true
            }
            guard kind == atoms.netWMSyncRequest else { return false }
            let value = X11WindowManagerEncoding.syncValue(low: event.xclient.data.l.2, high: event.xclient.data.l.3)
            surfaces[event.xclient.window]?.surface?.syncRequested(value)
            return true
        case PropertyNotify:
            let property = event.xproperty.atom
            guard property == atoms.netWMState || property == atoms.wmState else { return false }
            guard let surface = surfaces[event.xproperty.window]?.surface else { return true }
            surface.windowManagerStateDidChange()
            // A window shown minimized is never mapped: the window manager's WM_STATE on it
            // (Iconic) says it is managed, which ends the launch as a map would.
            if property == atoms.wmState, event.xproperty.state == PropertyNewValue, !surface.isPopup {
                endStartupNotification(from: surface)
            }
            return true
        case ConfigureNotify:
            surfaces[event.xconfigure.window]?.surface?
                .configureArrived(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height))
        case MapNotify:
            if let surface = surfaces[event.xmap.window]?.surface, !surface.isPopup { endStartupNotification(from: surface) }
        case CX11.KeyPress:
            surfaces[event.xkey.window]?.surface?.userInteracted(at: event.xkey.time)
        case ButtonPress:
            surfaces[event.xbutton.window]?.surface?.userInteracted(at: event.xbutton.time)
        default:
            break
        }
        return false
    }

    /// After a frame: windows waiting to answer a sync request with the new size drawn do.
    func windowsDidPresentFrame() {
        for entry in surfaces.values { entry.surface?.frameDidPresent() }
    }

    /// Sets `_NET_WM_ICON` on every top-level window, now and when made.
    func setApplicationIcons(_ icons: [DesktopIcon]) {
        windowManager.iconCardinals = X11WindowManagerEncoding.iconCardinals(icons)
        guard !isShutDown, !isDisconnected, !X11Errors.connectionLost else { return }
        let property = connection.windowManagerAtoms.netWMIcon
        for entry in surfaces.values {
            guard let surface = entry.surface, !surface.isPopup, !surface.isClosed else { continue }
            if windowManager.iconCardinals.isEmpty {
                XDeleteProperty(display, surface.window, property)
            } else {
                windowManager.iconCardinals.withUnsafeBytes { raw in
                    _ = XChangeProperty(
                        display, surface.window, property, XA_CARDINAL, 32, PropModeReplace,
                        raw.bindMemory(to: UInt8.self).baseAddress, Int32(windowManager.iconCardinals.count))
                }
            }
        }
        XFlush(display)
    }

    /// The ping comes back to the root window, as EWMH says, with the window field set to it.
    private func answerPing(_ event: inout XEvent) {
        guard !isDisconnected, !X11Errors.connectionLost else { return }
        let root = XRootWindow(display, screen)
        event.xclient.window = root
        XSendEvent(display, root, False, SubstructureNotifyMask | SubstructureRedirectMask, &event)
        XFlush(display)
    }

    /// Sends the `remove:` message of the launch's startup id to the root window (so the
    /// launcher stops its busy cursor) and takes `DESKTOP_STARTUP_ID` out of the environment
    /// of programs the app starts. Once per process.
    private func endStartupNotification(from surface: X11Surface) {
        guard let id = pendingStartupID else { return }
        windowManager.endedStartup = true
        unsetenv(Configuration.startupNotificationVariable)
        let atoms = connection.windowManagerAtoms
        let root = XRootWindow(display, screen)
        for (index, chunk) in X11WindowManagerEncoding.startupRemoveChunks(id: id).enumerated() {
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = surface.window
            event.xclient.message_type = index == 0 ? atoms.netStartupInfoBegin : atoms.netStartupInfo
            event.xclient.format = 8
            withUnsafeMutableBytes(of: &event.xclient.data) { raw in
                for (offset, byte) in chunk.enumerated() { raw[offset] = byte }
            }
            XSendEvent(display, root, False, PropertyChangeMask, &event)
        }
        XDeleteProperty(display, surface.window, atoms.netStartupID)
        XFlush(display)
    }
}
