@preconcurrency import Glibc
import CX11
import Foundation

/// One top-level X window and its retained pixel buffer.
///
/// The window is created mapped, `size` × scale pixels, with a white background, the usual
/// window-manager properties (WM_NAME and UTF-8 _NET_WM_NAME, WM_CLASS from the program
/// name, _NET_WM_PID, WM_CLIENT_MACHINE, WM_PROTOCOLS with WM_DELETE_WINDOW, a minimum
/// size in WM_NORMAL_HINTS). Events reach `sink` through the host; the sink is held weakly.
/// Call `close()` when done: the window and its shared memory are released there.
@MainActor
final class X11Surface: WindowSurface {
    /// The X window id (for debugging and end-to-end probes); a new one after reconnection.
    private(set) var window: CX11.Window = 0
    /// Counts native windows made for this surface (a reconnection makes a new one).
    private(set) var nativeGeneration = 0
    /// The RENDER backend drawing this window, while one is in use.
    weak var serverBackend: XRenderBackend?
    private(set) var pixelWidth: Int
    private(set) var pixelHeight: Int
    private(set) var isClosed = false
    /// The pointer shape set last (`setCursor`), shown again when the pointer theme changes.
    var shownCursor: Cursor?
    /// Whether the line about a window larger than `maximumPixelSide` was printed.
    private var reportedOversize = false
    /// The window-manager protocols' state of a top-level window (`X11Surface+WindowManager.swift`).
    var desktop = X11SurfaceDesktop()

    /// The host that owns the display connection.
    let host: X11Host
    private(set) weak var sink: SurfaceEventSink?
    private var display: OpaquePointer { host.display }
    private var gc: GC?
    /// The pixel buffer of the in-memory path (pixman, then MIT-SHM or XPutImage), made on
    /// first use: a window drawn with RENDER needs none unless RENDER fails, which saves a
    /// window-sized buffer (4 MB at 1280×800) and its copy at every resize.
    private var presenter: X11Presenter?
    /// What `beginFrame` hands out once the surface is closed: a canvas with no pixels.
    private let closedBuffer = Bitmap(width: 0, height: 0)
    /// The last title set, and the minimum size hint: re-applied to a re-created window.
    private var title: String
    private let minimumSizeHint: CGSize
    /// For a popup (an open menu): the window it belongs to and where its top-left corner
    /// goes in that window, in points. Nil for a top-level window.
    private let popup: (parent: X11Surface, origin: CGPoint)?

    /// Fresh buffers are white, as the window background.
    static let background: UInt32 = 0xFFFF_FFFF
    /// Largest window side in pixels the toolkit draws: `requestSize` asks for no more, and a
    /// window another client makes larger (up to X's 65535) shows its top-left
    /// `maximumPixelSide` square, the rest in the window background (one line says so, once
    /// per window). The toolkit's window then measures `maximumPixelSide` ÷ scale points.
    static let maximumPixelSide = 8192
    /// Minimum size advertised to the window manager, in points (less if the window starts
    /// smaller).
    static let minimumSize = CGSize(width: 200, height: 150)
    private static let eventMask =
        ExposureMask | StructureNotifyMask | ButtonPressMask
        | ButtonReleaseMask | PointerMotionMask | KeyPressMask | FocusChangeMask
        | KeyReleaseMask | LeaveWindowMask | PropertyChangeMask
    private static let hostNameCapacity = 256
    private static let bitsPerByte: Int32 = 8
    private static let bitsPerCardinal: Int32 = 32

    /// Creates and maps the window; nil (after one line on stderr) if no buffer can be made.
    init?(host: X11Host, size: CGSize, title: String, sink: SurfaceEventSink, popupOver parent: X11Surface? = nil, at origin: CGPoint = .zero) {
        self.host = host
        self.sink = sink
        self.title = title
        popup = parent.map { ($0, origin) }
        minimumSizeHint = CGSize(
            width: min(Self.minimumSize.width, size.width.finite()),
            height: min(Self.minimumSize.height, size.height.finite()))
        pixelWidth = Self.pixels(size.width, scale: host.scale)
        pixelHeight = Self.pixels(size.height, scale: host.scale)
        guard createNativeWindow(keeping: nil) else { return nil }
    }

    /// Creates and maps the X window on the host's current connection, with its buffer when
    /// the host composites in memory or `pixels` are to be kept (copied into it). False
    /// (after one line) on failure.
    private func createNativeWindow(keeping pixels: Canvas?) -> Bool {
        let display = host.display
        let root = XRootWindow(display, host.screen)
        let window: CX11.Window
        if let popup {
            window = createPopupWindow(over: popup.parent, at: popup.origin, root: root)
        } else {
            window = XCreateSimpleWindow(
                display, root, 0, 0, UInt32(pixelWidth), UInt32(pixelHeight), 0,
                XBlackPixel(display, host.screen), XWhitePixel(display, host.screen))
        }
        var presenter: X11Presenter?
        if pixels != nil || !host.rendersOnServer {
            guard let made = host.makePresenter(width: pixelWidth, height: pixelHeight, background: Self.background)
            else {
                fputs("\(X11Host.programName): cannot create a \(pixelWidth)×\(pixelHeight) image for a window\n", stderr)
                XDestroyWindow(display, window)
                XFlush(display)
                return false
            }
            if let pixels { Self.copy(from: pixels, to: made.canvas) }
            presenter = made
        }
        self.window = window
        self.presenter = presenter
        nativeGeneration += 1
        gc = XCreateGC(display, window, 0, nil)
        XSelectInput(display, window, Self.eventMask | host.inputMethod.attach(window))
        setTitle(title)
        setIdentity()
        if let popup {
            XSetTransientForHint(display, window, popup.parent.window)
            var type = host.atoms.netWMWindowTypePopupMenu
            withUnsafeBytes(of: &type) { raw in
                _ = XChangeProperty(
                    display, window, host.atoms.netWMWindowType, XA_ATOM, Self.bitsPerCardinal, PropModeReplace,
                    raw.bindMemory(to: UInt8.self).baseAddress, 1)
            }
        } else {
            setMinimumSize(minimumSizeHint)
            var protocols = [host.atoms.wmDeleteWindow] + windowManagerProtocols
            XSetWMProtocols(display, window, &protocols, Int32(protocols.count))
            prepareForWindowManager(sink?.desktopRequest ?? DesktopWindowRequest())
            host.dnd.markAware(window)
        }
        XMapRaised(display, window)
        XFlush(display)
        return true
    }

    /// An override-redirect window (the window manager leaves it alone: no frame, no focus,
    /// placed exactly) with `origin` of `parent` as its top-left corner, on the root.
    private func createPopupWindow(over parent: X11Surface, at origin: CGPoint, root: CX11.Window) -> CX11.Window {
        var x: Int32 = 0, y: Int32 = 0
        var child: CX11.Window = 0
        let scale = host.scale
        XTranslateCoordinates(
            display, parent.window, root, Int32((origin.x * scale).rounded()), Int32((origin.y * scale).rounded()), &x, &y,
            &child)
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = True
        attributes.save_under = True
        attributes.background_pixel = XWhitePixel(display, host.screen)
        attributes.border_pixel = XBlackPixel(display, host.screen)
        let mask = UInt(CWOverrideRedirect | CWSaveUnder | CWBackPixel | CWBorderPixel)
        return XCreateWindow(
            display, root, x, y, UInt32(pixelWidth), UInt32(pixelHeight), 0, Int32(CopyFromParent),
            UInt32(InputOutput), nil, mask, &attributes)
    }

    /// Where the window's top-left corner is on the screen, in points (a round trip to the
    /// server); nil once closed.
    var originOnScreen: CGPoint? {
        guard !isClosed, !host.isDisconnected, !X11Errors.connectionLost else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        var child: CX11.Window = 0
        let root = XRootWindow(display, host.screen)
        guard XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child) != 0 else { return nil }
        return CGPoint(x: CGFloat(x) / host.scale, y: CGFloat(y) / host.scale)
    }

    /// Grabs the pointer for this window: every press, release and motion on the screen is
    /// reported to it, in its coordinates — over its popups and the app's other windows too
    /// (owner events off), so one window's menu session sees them all: an open menu's grab.
    /// False when another client holds it.
    func grabPointer() -> Bool {
        guard !isClosed, !host.isDisconnected, !X11Errors.connectionLost else { return false }
        let mask = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
        let result = XGrabPointer(display, window, False, mask, GrabModeAsync, GrabModeAsync, 0, 0, UInt(CurrentTime))
        XFlush(display)
        return result == GrabSuccess
    }

    /// Ends this client's pointer grab.
    func releasePointer() {
        guard !host.isDisconnected, !X11Errors.connectionLost, !host.isShutDown else { return }
        XUngrabPointer(display, UInt(CurrentTime))
        XFlush(display)
    }

    isolated deinit {
        close()
    }

    // MARK: WindowSurface

    /// The retained buffer, once the server has finished reading it (waits at most
    /// `X11Host.maximumCompletionWait`). It stays valid until the host next dispatches
    /// events (a resize or a MIT-SHM failure replaces it), so paint and present in one go.
    func beginFrame() -> Canvas {
        guard !isClosed else { return closedBuffer.canvas }
        if presenter == nil, !host.isDisconnected, !X11Errors.connectionLost {
            presenter = host.makePresenter(width: pixelWidth, height: pixelHeight, background: Self.background)
        }
        guard let presenter else { return closedBuffer.canvas }
        if presenter.pendingCompletions > 0 { host.waitForCompletions(of: presenter) }
        return self.presenter?.canvas ?? closedBuffer.canvas
    }

    func present(_ damage: [PixelRect]) {
        guard !isClosed, !host.isDisconnected, !X11Errors.connectionLost, let presenter, let gc else { return }
        let bounds = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let rects = damage.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        guard !rects.isEmpty else { return }
        presenter.put(rects, to: window, gc: gc)
        XFlush(display)
        host.drainSoonIfQueued()
    }

    func setTitle(_ title: String) {
        self.title = title
        guard !isClosed, !host.isDisconnected, !X11Errors.connectionLost else { return }
        // WM_NAME is Latin-1 for old window managers; _NET_WM_NAME carries the exact text.
        // Characters outside Latin-1 become "?" (Foundation's lossy conversion gives nothing).
        let latin1 = title.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
        setProperty(XA_WM_NAME, type: XA_STRING, bytes: latin1)
        setProperty(host.atoms.netWMName, type: host.atoms.utf8String, bytes: Array(title.utf8))
        XFlush(display)
    }

    func requestSize(_ size: CGSize) {
        guard !isClosed, !host.isDisconnected, !X11Errors.connectionLost else { return }
        let width = Self.pixels(size.width, scale: host.scale)
        let height = Self.pixels(size.height, scale: host.scale)
        XResizeWindow(display, window, UInt32(width), UInt32(height))
        XFlush(display)
    }

    /// The window becomes `size` × `scale` pixels (its minimum size too); the buffer, when
    /// there is one, is remade at that size. The ConfigureNotify that follows finds the size
    /// already known and reports no resize.
    func rescale(to scale: CGFloat, size: CGSize) {
        guard !isClosed else { return }
        let width = Self.pixels(size.width, scale: scale)
        let height = Self.pixels(size.height, scale: scale)
        if width != pixelWidth || height != pixelHeight { resizeBuffer(width: width, height: height) }
        guard !host.isDisconnected, !X11Errors.connectionLost else { return }
        if popup == nil { setMinimumSize(minimumSizeHint) }
        XResizeWindow(display, window, UInt32(width), UInt32(height))
        XFlush(display)
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        presenter?.release()
        presenter = nil
        host.forget(self)
        guard !X11Errors.connectionLost, !host.isShutDown else { return }
        if let gc { XFreeGC(display, gc) }
        gc = nil
        host.inputMethod.detach(window)
        releaseWindowManagerResources()
        XDestroyWindow(display, window)
        XFlush(display)
    }

    // MARK: Reconnection

    /// The connection is gone: keeps the pixels in client memory and forgets the X
    /// resources without any Xlib call on the dead display (SHM segments are only detached
    /// locally; they were marked for removal when attached).
    func connectionDidBreak() {
        // Its resources went with the connection: only client memory is released.
        serverBackend?.close()
        guard !isClosed else { return }
        gc = nil
        guard let old = presenter else { return }
        let kept = DetachedPresenter(copying: old.canvas)
        old.release()
        presenter = kept
    }

    /// Re-creates the window, same size, title and properties, on the host's new
    /// connection with the pixels kept; false if that failed (the surface is then closed).
    func reconnect() -> Bool {
        guard !isClosed else { return false }
        // A popup (an open menu) is not made again: its window is gone, and so is the menu.
        if popup != nil {
            presenter?.release()
            presenter = nil
            isClosed = true
            host.forget(self)
            deliver(.destroyed)
            return false
        }
        let kept = presenter
        presenter = nil
        guard createNativeWindow(keeping: kept?.canvas) else {
            kept?.release()
            isClosed = true
            deliver(.destroyed)
            return false
        }
        kept?.release()
        // Input focus comes back to the window (trapped: a window manager may not have
        // mapped it yet, which makes the request fail with BadMatch).
        _ = X11Errors.trapping {
            XSetInputFocus(display, window, RevertToParent, UInt(CurrentTime))
            XSync(display, False)
        }
        return true
    }

    /// After reconnection: shows the kept pixels and asks the toolkit to repaint everything.
    func connectionDidResume() {
        guard !isClosed else { return }
        let all = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        present([all])
        deliver(.exposed(all.cgRect))
    }

    // MARK: Events from the host

    /// Applies one translated event: resizes the buffer, re-presents exposed pixels,
    /// counts completions, and forwards what the toolkit must know to the sink.
    func handle(_ meaning: X11Translation) {
        guard !isClosed else { return }
        switch meaning {
        case .event(.destroyed):
            destroyedFromOutside()
        case .event(let event):
            deliver(event)
        case .configured(let windowWidth, let windowHeight):
            let width = min(windowWidth, Self.maximumPixelSide)
            let height = min(windowHeight, Self.maximumPixelSide)
            if width != windowWidth || height != windowHeight { reportOversize(width: windowWidth, height: windowHeight) }
            guard width != pixelWidth || height != pixelHeight else { return }
            resizeBuffer(width: width, height: height)
            deliver(.resized(CGSize(width: CGFloat(width) / host.scale, height: CGFloat(height) / host.scale)))
        case .exposed(let rect):
            // The buffer (or the server's back buffer) still holds the last frame: show it at
            // once, then tell the toolkit.
            if let backend = serverBackend, !backend.isBroken, !backend.isClosed {
                try? backend.present([rect])
            } else {
                present([rect])
            }
            deliver(.exposed(rect.cgRect))
        case .sharedMemoryCompletion:
            presenter?.completionArrived()
        case .ignored:
            break
        }
    }

    /// Moves to a fresh buffer from the host (after MIT-SHM failed), keeping the pixels and
    /// showing them again.
    func replacePresenter() {
        guard !isClosed, let old = presenter,
            let fresh = host.makePresenter(width: pixelWidth, height: pixelHeight, background: Self.background)
        else { return }
        Self.copy(from: old.canvas, to: fresh.canvas)
        old.release()
        presenter = fresh
        present([PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)])
    }

    private func reportOversize(width: Int, height: Int) {
        guard !reportedOversize else { return }
        reportedOversize = true
        let side = Self.maximumPixelSide
        fputs(
            "\(X11Host.programName): the window was made \(width)×\(height) pixels; its content is drawn "
                + "up to \(side)×\(side) (the largest the toolkit draws), the rest shows the window background\n",
            stderr)
    }

    private func deliver(_ event: PlatformEvent) {
        guard let tap = host.tap else { return sink?.surface(self, didReceive: event) ?? () }
        tap.deliver(event, to: self) { sink?.surface(self, didReceive: event) }
    }

    /// Tells the sink the window manager shows the window in `state`.
    func deliverDesktopState(_ state: DesktopWindowState) {
        deliver(.desktopStateChanged(state))
    }

    /// Whether this is a popup (an open menu), which the window manager leaves alone.
    var isPopup: Bool { popup != nil }

    private func destroyedFromOutside() {
        isClosed = true
        presenter?.release()
        presenter = nil
        if let gc, !X11Errors.connectionLost { XFreeGC(display, gc) }
        gc = nil
        releaseWindowManagerResources()
        host.forget(self)
        deliver(.destroyed)
    }

    /// A new buffer of the new size (none while the window has none) keeping the old pixels
    /// where they overlap (the rest is white). The old buffer may still be read by the
    /// server: it is only copied from.
    private func resizeBuffer(width: Int, height: Int) {
        guard presenter != nil else {
            pixelWidth = width
            pixelHeight = height
            return
        }
        guard let fresh = host.makePresenter(width: width, height: height, background: Self.background) else {
            return
        }
        if let old = presenter {
            Self.copy(from: old.canvas, to: fresh.canvas)
            old.release()
        }
        presenter = fresh
        pixelWidth = width
        pixelHeight = height
    }

    // MARK: Properties

    private func setIdentity() {
        let resourceName = X11Host.programName
        let resourceClass = resourceName.prefix(1).uppercased() + resourceName.dropFirst()
        let hint = XAllocClassHint()
        if let hint {
            hint.pointee.res_name = strdup(resourceName)
            hint.pointee.res_class = strdup(resourceClass)
            XSetClassHint(display, window, hint)
            free(hint.pointee.res_name)
            free(hint.pointee.res_class)
            XFree(hint)
        }
        var pid = CLong(getpid())
        withUnsafeBytes(of: &pid) { raw in
            _ = XChangeProperty(
                display, window, host.atoms.netWMPID, XA_CARDINAL, Self.bitsPerCardinal, PropModeReplace,
                raw.bindMemory(to: UInt8.self).baseAddress, 1)
        }
        var name = [CChar](repeating: 0, count: Self.hostNameCapacity)
        if gethostname(&name, Self.hostNameCapacity - 1) == 0 {
            let bytes = name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            setProperty(XA_WM_CLIENT_MACHINE, type: XA_STRING, bytes: bytes)
        }
    }

    private func setMinimumSize(_ size: CGSize) {
        guard let hints = XAllocSizeHints() else { return }
        hints.pointee.flags = PMinSize
        hints.pointee.min_width = Int32(Self.pixels(size.width, scale: host.scale))
        hints.pointee.min_height = Int32(Self.pixels(size.height, scale: host.scale))
        XSetWMNormalHints(display, window, hints)
        XFree(hints)
    }

    private func setProperty(_ property: Atom, type: Atom, bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(
                display, window, property, type, Self.bitsPerByte, PropModeReplace,
                buffer.baseAddress, Int32(buffer.count))
        }
    }

    // MARK: Helpers

    /// `points` × `scale` as a window side in pixels, within 1…`maximumPixelSide`
    /// (X rejects 0×0 with BadValue; NaN and infinities count as 1 and the maximum).
    static func pixels(_ points: CGFloat, scale: CGFloat) -> Int {
        let value = (points * scale).rounded()
        guard !value.isNaN else { return 1 }
        return Int(value.clamped(to: 1...CGFloat(maximumPixelSide)))
    }

    private static func copy(from source: Canvas, to destination: Canvas) {
        let width = min(source.width, destination.width)
        guard width > 0 else { return }
        for y in 0..<min(source.height, destination.height) {
            destination.row(y).update(from: source.row(y), count: width)
        }
    }
}
