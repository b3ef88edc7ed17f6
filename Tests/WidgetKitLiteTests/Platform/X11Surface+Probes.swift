import CX11
@testable import WidgetKitLite

/// Probes for tests and end-to-end checks: read what the server shows, and send the window
/// the events a window manager or keyboard would (Xvfb has neither).
extension X11Surface {
    /// ClientMessage data of WM_PROTOCOLS is a list of 32-bit values.
    private static let clientMessageFormat: Int32 = 32

    /// The pixel the server holds at (`x`, `y`) of the window as 0x00RRGGBB, or nil when it
    /// cannot be read (closed, unmapped or outside the window). A round trip.
    func readPixel(x: Int, y: Int) -> UInt32? {
        guard !isClosed, x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        guard let image = XGetImage(host.display, window, Int32(x), Int32(y), 1, 1, wkl_AllPlanes(), ZPixmap)
        else { return nil }
        let pixel = UInt32(truncatingIfNeeded: wkl_XGetPixel(image, 0, 0))
        _ = wkl_XDestroyImage(image)
        host.drainSoonIfQueued()
        return pixel
    }

    /// Sends the window the WM_DELETE_WINDOW message a window manager sends when the user
    /// clicks the close button.
    func sendCloseRequest() {
        guard !isClosed else { return }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = host.atoms.wmProtocols
        event.xclient.format = Self.clientMessageFormat
        event.xclient.data.l.0 = Int(bitPattern: host.atoms.wmDeleteWindow)
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(host.display, window, False, NoEventMask, &event)
        XFlush(host.display)
    }

    /// Sends the window a synthetic KeyPress of `keysym` with the X modifier `state`
    /// (ShiftMask = 1, ControlMask = 4); no-op if the keymap has no key for it.
    func sendKeyPress(keysym: UInt, state: UInt32 = 0) {
        guard !isClosed else { return }
        let keycode = XKeysymToKeycode(host.display, KeySym(keysym))
        guard keycode != 0 else { return }
        var event = XEvent()
        event.xkey.type = CX11.KeyPress
        event.xkey.display = host.display
        event.xkey.window = window
        event.xkey.root = XRootWindow(host.display, host.screen)
        event.xkey.subwindow = CX11.Window(None)
        event.xkey.time = Time(CurrentTime)
        event.xkey.same_screen = True
        event.xkey.keycode = UInt32(keycode)
        event.xkey.state = state
        XSendEvent(host.display, window, True, KeyPressMask, &event)
        XFlush(host.display)
    }

    /// Sends the window a synthetic ButtonPress (or ButtonRelease) of X `button` at pixel
    /// (`x`, `y`) with the X modifier `state`.
    func sendButton(_ button: UInt32, pressed: Bool, x: Int, y: Int, state: UInt32 = 0) {
        guard !isClosed else { return }
        var event = XEvent()
        event.xbutton.type = pressed ? ButtonPress : ButtonRelease
        event.xbutton.display = host.display
        event.xbutton.window = window
        event.xbutton.root = XRootWindow(host.display, host.screen)
        event.xbutton.time = Time(CurrentTime)
        event.xbutton.x = Int32(x)
        event.xbutton.y = Int32(y)
        event.xbutton.same_screen = True
        event.xbutton.button = button
        event.xbutton.state = state
        let mask = pressed ? ButtonPressMask : ButtonReleaseMask
        XSendEvent(host.display, window, True, mask, &event)
        XFlush(host.display)
    }
}
