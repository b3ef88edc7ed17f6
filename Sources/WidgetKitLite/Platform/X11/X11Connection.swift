import CX11
import Foundation

/// What the host knows about one connection to an X server: made once per connection
/// (at start and at every reconnection), so a new fact about the server is one new field.
@MainActor
struct X11Connection {
    /// The Xlib display; valid until the host shuts down or the connection breaks.
    let display: OpaquePointer
    let screen: Int32
    let pixelFormat: X11PixelFormat
    let atoms: X11Atoms
    /// The window-manager protocols' atoms (`X11WindowManagerAtoms`).
    let windowManagerAtoms: X11WindowManagerAtoms
    /// Its `scale` follows the host's.
    var translator: X11EventTranslator
    /// True when the server offers MIT-SHM (whether or not it is used).
    let serverSupportsSharedMemory: Bool
    /// Why buffers cannot use MIT-SHM on this connection; nil when they can.
    let sharedMemoryUnavailableReason: String?

    /// Queries `display`'s screen, visual, atoms, MIT-SHM support and `Xft.dpi`.
    /// `scale` maps device pixels to points for event coordinates.
    init(display: OpaquePointer, scale: CGFloat, configuration: Configuration) {
        self.display = display
        screen = XDefaultScreen(display)
        pixelFormat = X11PixelFormat(display: display, screen: screen)
        atoms = X11Atoms(display: display)
        windowManagerAtoms = X11WindowManagerAtoms(display: display)
        var major: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        let hasExtension =
            XQueryExtension(display, "MIT-SHM", &major, &firstEvent, &firstError) != 0
            && XShmQueryExtension(display) != 0
        X11Errors.sharedMemoryMajorOpcode = hasExtension ? major : nil
        X11Errors.sharedMemoryRequestFailed = false
        serverSupportsSharedMemory = hasExtension
        if configuration.renderer == .putimage {
            sharedMemoryUnavailableReason = "the putimage renderer was asked for"
        } else if !hasExtension {
            sharedMemoryUnavailableReason = "the server has no MIT-SHM"
        } else if !pixelFormat.allowsSharedMemory {
            sharedMemoryUnavailableReason = "the visual is not 24-bit TrueColor 0xRRGGBB in the client's byte order"
        } else {
            sharedMemoryUnavailableReason = nil
        }
        translator = X11EventTranslator(
            scale: scale, wmProtocols: atoms.wmProtocols, wmDeleteWindow: atoms.wmDeleteWindow,
            sharedMemoryCompletionType: hasExtension ? XShmGetEventBase(display) + ShmCompletion : nil)
    }

    /// How opening a display ended.
    enum Opening {
        case opened(OpaquePointer)
        /// Xlib failed at once (no server, connection refused, bad name, no authorisation).
        case refused
        /// The server accepted the connection but sent no setup reply in time.
        case timedOut
    }

    /// `XOpenDisplay(name)`, waiting at most `timeout` for it: Xlib itself waits forever for
    /// a setup reply. It runs on a thread of its own; one that times out is abandoned (it
    /// closes the display should the server answer later).
    nonisolated static func openDisplay(_ name: String, timeout: TimeInterval) -> Opening {
        final class Attempt: @unchecked Sendable {
            let lock = NSLock()
            var display: OpaquePointer?
            var isFinished = false
            var isAbandoned = false
        }
        let attempt = Attempt()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            let display = XOpenDisplay(name)
            attempt.lock.lock()
            attempt.display = display
            attempt.isFinished = true
            let abandoned = attempt.isAbandoned
            attempt.lock.unlock()
            if abandoned, let display { XCloseDisplay(display) }
            finished.signal()
        }
        thread.name = "WidgetKitLite.openDisplay"
        thread.start()
        _ = finished.wait(timeout: .now() + max(0, timeout))
        attempt.lock.lock()
        defer { attempt.lock.unlock() }
        guard attempt.isFinished else {
            attempt.isAbandoned = true
            return .timedOut
        }
        return attempt.display.map { .opened($0) } ?? .refused
    }

    /// The screen's size in device pixels.
    var screenPixelSize: CGSize {
        CGSize(width: CGFloat(XDisplayWidth(display, screen)), height: CGFloat(XDisplayHeight(display, screen)))
    }

    /// Reads `Xft.dpi` from the RESOURCE_MANAGER property (what `xrdb` sets), as GTK and Qt do.
    static func resourceDPI(of display: OpaquePointer) -> Double? {
        XrmInitialize()
        guard let text = XResourceManagerString(display), let database = XrmGetStringDatabase(text) else { return nil }
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>?
        var value = XrmValue()
        guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0, let address = value.addr else { return nil }
        let entry = String(cString: address).trimmingCharacters(in: .whitespaces)
        guard let dpi = Double(entry), dpi.isFinite, dpi > 0 else { return nil }
        return dpi
    }
}
