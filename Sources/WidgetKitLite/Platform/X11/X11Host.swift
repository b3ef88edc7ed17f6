@preconcurrency import Glibc
import CX11
import Dispatch
import Foundation

/// The platform host for a real X server: one display connection, its windows, the event
/// loop on the main dispatch queue and the 60 Hz frame timer.
///
/// Everything runs on the main queue. The connection's fd is a read source; Xlib may also
/// read events into its own buffer during any round trip without the fd becoming readable
/// again, so the host drains that buffer after every round trip and every present. When
/// nothing animates the host makes no wakeups at all: the frame timer exists only while
/// `setFrameTimerActive(true)`.
///
/// SIGINT and SIGTERM close every window (releasing shared memory) and exit with status 0.
/// A lost connection goes through `X11Errors.connectionLostHandler` (one line, status 1),
/// unless `reconnectionTimeout` is set: then the host keeps every window's state, retries
/// the same display with backoff and, once a server answers, re-creates the windows.
@MainActor
final class X11Host: PlatformHost {
    let clock: FrameClock = MonotonicClock()
    let scale: CGFloat
    let screenSize: CGSize
    var frameHandler: (@MainActor () -> Void)?
    /// The pointer shapes loaded on this connection.
    let cursors = X11Cursors()
    /// The input method that turns this connection's key presses into text.
    private(set) var inputMethod: X11InputMethod
    /// The CLIPBOARD and PRIMARY selections of this connection.
    lazy var selections = X11Selections(host: self)
    lazy var clipboard = Pasteboard(name: .general, store: X11PasteboardStore(host: self, name: .general))
    lazy var primarySelection = Pasteboard(name: .primary, store: X11PasteboardStore(host: self, name: .primary))

    /// The Xlib display; valid until `shutdown()` (replaced when the host reconnects).
    private(set) var display: OpaquePointer
    private(set) var screen: Int32
    private(set) var pixelFormat: X11PixelFormat
    private(set) var atoms: X11Atoms
    private(set) var translator: X11EventTranslator
    /// True while new buffers use MIT-SHM; false once it is missing, disabled or failed.
    private(set) var usesSharedMemory: Bool
    /// True when the server offers MIT-SHM (whether or not it is used).
    private(set) var serverSupportsSharedMemory: Bool
    /// Seconds to keep retrying the display after the connection broke; nil (the default)
    /// ends the process with one line and status 1 instead.
    var reconnectionTimeout: TimeInterval?
    /// True from a lost connection until reconnection: no Xlib call may be made then, and
    /// presenting does nothing (painting into the retained buffers goes on).
    private(set) var isDisconnected = false
    private let displayName: String
    private var reconnectionDeadline: TimeInterval = 0
    private var reconnectionDelay = X11Host.firstReconnectionDelay
    /// Why buffers use XPutImage, for the trace; nil while MIT-SHM is in use.
    private var sharedMemoryUnavailableReason: String?
    private(set) var isShutDown = false

    /// Frames per second of the frame timer.
    static let frameRate: Double = 60
    /// Longest wait for the server to release a shared-memory image before painting anyway.
    static let maximumCompletionWait: TimeInterval = 0.1
    private static let timerLeeway = DispatchTimeInterval.microseconds(500)
    private static let terminatingSignals = [SIGINT, SIGTERM]
    private static let millisecondsPerSecond: Double = 1000
    /// Backoff between attempts to reopen a lost display: doubles up to the maximum.
    private static let firstReconnectionDelay: TimeInterval = 0.1
    private static let maximumReconnectionDelay: TimeInterval = 0.8

    private var surfaces: [CX11.Window: WeakSurface] = [:]
    private var readSource: DispatchSourceRead?
    private var frameTimer: DispatchSourceTimer?
    private var signalSources: [DispatchSourceSignal] = []
    /// Events read while waiting for a completion, dispatched before anything newer.
    private var deferredEvents: [XEvent] = []
    private var isDrainScheduled = false
    private var loggedPresentPath: Bool?
    private let traceEnabled = ProcessInfo.processInfo.environment["WKL_TRACE"] != nil

    /// The running program's name (basename of argv[0]), used in messages and WM_CLASS.
    nonisolated static var programName: String {
        let path = CommandLine.arguments.first ?? "widgetkitlite"
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Connects to `displayName` (nil: `$DISPLAY`) with `scale` device pixels per point
    /// (non-finite or non-positive values mean 1). On failure the error's `description`
    /// is one line naming the display, for the caller to print before exiting with 1.
    static func open(displayName: String? = nil, scale: CGFloat = 1) -> Result<X11Host, X11HostError> {
        let environmentName = ProcessInfo.processInfo.environment["DISPLAY"]
        guard let name = displayName ?? environmentName, !name.isEmpty else {
            return .failure(.displayNotSet)
        }
        guard let display = XOpenDisplay(name) else { return .failure(.cannotOpenDisplay(name)) }
        X11Errors.install(displayName: String(cString: XDisplayString(display)))
        X11Errors.installExitHandler(on: display)
        let host = X11Host(display: display, displayName: name, scale: scale)
        X11Errors.connectionLostHandler = { [weak host] message in
            MainActor.assumeIsolated {
                guard let host, host.reconnectionTimeout != nil, !host.isShutDown else {
                    X11Errors.exitOnConnectionLoss(message)
                }
                host.connectionDidBreak(message)
            }
        }
        return .success(host)
    }

    isolated deinit {
        shutdown()
    }

    private init(display: OpaquePointer, displayName: String, scale: CGFloat) {
        self.displayName = displayName
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        let connection = Self.describe(display, scale: self.scale)
        self.display = display
        screen = connection.screen
        screenSize = CGSize(
            width: CGFloat(XDisplayWidth(display, screen)) / self.scale,
            height: CGFloat(XDisplayHeight(display, screen)) / self.scale)
        pixelFormat = connection.pixelFormat
        atoms = connection.atoms
        translator = connection.translator
        serverSupportsSharedMemory = connection.serverSupportsSharedMemory
        sharedMemoryUnavailableReason = connection.sharedMemoryUnavailableReason
        usesSharedMemory = connection.sharedMemoryUnavailableReason == nil
        inputMethod = X11InputMethod(display: display)

        startReading()
        installSignalHandlers()
        scheduleDrain()
    }

    /// What the host needs to know about one connection.
    private struct Connection {
        let screen: Int32
        let pixelFormat: X11PixelFormat
        let atoms: X11Atoms
        let translator: X11EventTranslator
        let serverSupportsSharedMemory: Bool
        let sharedMemoryUnavailableReason: String?
    }

    /// Queries `display`'s screen, visual, atoms and MIT-SHM support.
    private static func describe(_ display: OpaquePointer, scale: CGFloat) -> Connection {
        let screen = XDefaultScreen(display)
        let pixelFormat = X11PixelFormat(display: display, screen: screen)
        let atoms = X11Atoms(display: display)
        var major: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        let hasExtension =
            XQueryExtension(display, "MIT-SHM", &major, &firstEvent, &firstError) != 0
            && XShmQueryExtension(display) != 0
        X11Errors.sharedMemoryMajorOpcode = hasExtension ? major : nil
        X11Errors.sharedMemoryRequestFailed = false
        let reason: String?
        if ProcessInfo.processInfo.environment["WKL_NO_SHM"] == "1" {
            reason = "WKL_NO_SHM=1"
        } else if !hasExtension {
            reason = "the server has no MIT-SHM"
        } else if !pixelFormat.allowsSharedMemory {
            reason = "the visual is not 24-bit TrueColor 0xRRGGBB in the client's byte order"
        } else {
            reason = nil
        }
        let translator = X11EventTranslator(
            scale: scale, wmProtocols: atoms.wmProtocols, wmDeleteWindow: atoms.wmDeleteWindow,
            sharedMemoryCompletionType: hasExtension ? XShmGetEventBase(display) + ShmCompletion : nil)
        return Connection(
            screen: screen, pixelFormat: pixelFormat, atoms: atoms, translator: translator,
            serverSupportsSharedMemory: hasExtension, sharedMemoryUnavailableReason: reason)
    }

    // MARK: PlatformHost

    func makeSurface(size: CGSize, title: String, sink: SurfaceEventSink) -> WindowSurface? {
        guard !isShutDown, !isDisconnected else {
            fputs("\(Self.programName): cannot create a window: the X display is closed\n", stderr)
            return nil
        }
        let surface = X11Surface(host: self, size: size, title: title, sink: sink)
        if let surface { surfaces[surface.window] = WeakSurface(surface) }
        scheduleDrain()
        return surface
    }

    func setFrameTimerActive(_ active: Bool) {
        if active {
            guard frameTimer == nil, !isShutDown else { return }
            let timer = DispatchSource.makeTimerSource(queue: .main)
            let interval = DispatchTimeInterval.nanoseconds(Int(1e9 / Self.frameRate))
            timer.schedule(deadline: .now(), repeating: interval, leeway: Self.timerLeeway)
            timer.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.runFrame() }
            }
            timer.resume()
            frameTimer = timer
        } else {
            // A resumed source may be cancelled and released; never release a suspended one.
            frameTimer?.cancel()
            frameTimer = nil
        }
    }

    // MARK: Event loop

    /// Dispatches every event Xlib has queued or can read without blocking. Call after
    /// anything that made a round trip; also runs on the fd's read source.
    func processPendingEvents() {
        guard !isShutDown else { return }
        while !deferredEvents.isEmpty, !X11Errors.connectionLost {
            var event = deferredEvents.removeFirst()
            dispatch(&event)
        }
        while !X11Errors.connectionLost, XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            compressMotion(&event)
            dispatch(&event)
        }
        if X11Errors.sharedMemoryRequestFailed { abandonSharedMemory() }
        if X11Errors.connectionLost, !isDisconnected { stopEventSources() }
    }

    /// A round trip: returns when the server has processed every request sent so far,
    /// after dispatching the events that arrived meanwhile.
    func sync() {
        guard !isShutDown, !X11Errors.connectionLost else { return }
        XSync(display, False)
        processPendingEvents()
    }

    /// Drains on the next turn of the main queue if Xlib holds unread events (for callers
    /// that must not dispatch re-entrantly, such as `present`).
    func drainSoonIfQueued() {
        guard !isShutDown, !X11Errors.connectionLost else { return }
        // A failed SHM put is handled on the next turn too: switching buffers now could free
        // a canvas another window is painting into during this frame.
        if !deferredEvents.isEmpty || X11Errors.sharedMemoryRequestFailed
            || XEventsQueued(display, QueuedAlready) > 0
        {
            scheduleDrain()
        }
    }

    /// Blocks until `presenter`'s shared-memory puts are consumed, for at most
    /// `maximumCompletionWait`. Other events read meanwhile are kept, in order, for the
    /// next drain; completions for other windows are applied at once.
    func waitForCompletions(of presenter: X11Presenter) {
        let deadline = clock.now + Self.maximumCompletionWait
        let fd = XConnectionNumber(display)
        while presenter.pendingCompletions > 0, !X11Errors.connectionLost,
            !X11Errors.sharedMemoryRequestFailed
        {
            if XEventsQueued(display, QueuedAfterFlush) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if event.type == translator.sharedMemoryCompletionType {
                    dispatch(&event)
                } else {
                    deferredEvents.append(event)
                }
                continue
            }
            let remaining = deadline - clock.now
            guard remaining > 0 else {
                trace("no ShmCompletion within \(Self.maximumCompletionWait) s; painting anyway")
                presenter.completionsAbandoned()
                break
            }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32((remaining * Self.millisecondsPerSecond).rounded(.up)))
        }
        if !deferredEvents.isEmpty { scheduleDrain() }
    }

    private func dispatch(_ event: inout XEvent) {
        if inputMethod.filter(&event) { return }
        if handleSelectionEvent(&event) { return }
        let (window, meaning) = translateInput(&event) ?? translator.translate(&event, time: clock.now)
        guard meaning != .ignored, let surface = surfaces[window]?.surface else { return }
        surface.handle(meaning)
    }

    /// Replaces a motion event by the newest of the motion events queued right behind it
    /// for the same window: only the latest position matters.
    private func compressMotion(_ event: inout XEvent) {
        guard event.type == MotionNotify else { return }
        while XEventsQueued(display, QueuedAfterReading) > 0 {
            var next = XEvent()
            XPeekEvent(display, &next)
            guard next.type == MotionNotify, next.xmotion.window == event.xmotion.window else { return }
            XNextEvent(display, &event)
        }
    }

    private func runFrame() {
        frameHandler?()
        if !isShutDown, !X11Errors.connectionLost, XEventsQueued(display, QueuedAlready) > 0 {
            processPendingEvents()
        }
    }

    private func scheduleDrain() {
        guard !isDrainScheduled else { return }
        isDrainScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isDrainScheduled = false
                self.processPendingEvents()
            }
        }
    }

    private func startReading() {
        let source = DispatchSource.makeReadSource(fileDescriptor: XConnectionNumber(display), queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.processPendingEvents() }
        }
        source.resume()
        readSource = source
    }

    // MARK: Reconnection

    /// The connection broke (called from inside whichever Xlib call noticed it) and
    /// reconnection is on: stop reading the dead socket at once, let the Xlib call unwind,
    /// then release the dead connection's resources and start retrying.
    private func connectionDidBreak(_ message: String) {
        guard !isDisconnected else { return }
        isDisconnected = true
        // The dead Display is never closed (that would write to it), but its socket is,
        // once Dispatch has let go of it: each reconnection would leak a descriptor.
        let fd = XConnectionNumber(display)
        readSource?.setCancelHandler { close(fd) }
        readSource?.cancel()
        readSource = nil
        let timeout = reconnectionTimeout ?? 0
        fputs("\(message); reconnecting for up to \(Self.seconds(timeout)) s\n", stderr)
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.abandonDeadConnection(timeout: timeout) }
        }
    }

    /// Drops every X resource of the dead connection without an Xlib call on it (the
    /// Display itself is leaked: closing it would write to the dead socket).
    private func abandonDeadConnection(timeout: TimeInterval) {
        guard isDisconnected, !isShutDown else { return }
        deferredEvents = []
        for entry in surfaces.values { entry.surface?.connectionDidBreak() }
        reconnectionDeadline = clock.now + timeout
        reconnectionDelay = Self.firstReconnectionDelay
        attemptReconnection()
    }

    private func attemptReconnection() {
        guard isDisconnected, !isShutDown else { return }
        if let display = XOpenDisplay(displayName) {
            adopt(display)
            return
        }
        let remaining = reconnectionDeadline - clock.now
        guard remaining > 0 else {
            fputs(
                "\(Self.programName): lost connection to X display \"\(displayName)\"; "
                    + "no server within \(Self.seconds(reconnectionTimeout ?? 0)) s\n", stderr)
            exit(X11Errors.exitStatusOnConnectionLoss)
        }
        let delay = min(reconnectionDelay, remaining)
        reconnectionDelay = min(reconnectionDelay * 2, Self.maximumReconnectionDelay)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated { self?.attemptReconnection() }
        }
    }

    /// Switches to a new connection and re-creates every open window on it.
    private func adopt(_ display: OpaquePointer) {
        let name = String(cString: XDisplayString(display))
        X11Errors.install(displayName: name)
        X11Errors.connectionRestored(displayName: name)
        X11Errors.installExitHandler(on: display)
        let connection = Self.describe(display, scale: scale)
        self.display = display
        screen = connection.screen
        pixelFormat = connection.pixelFormat
        atoms = connection.atoms
        translator = connection.translator
        serverSupportsSharedMemory = connection.serverSupportsSharedMemory
        sharedMemoryUnavailableReason = connection.sharedMemoryUnavailableReason
        usesSharedMemory = connection.sharedMemoryUnavailableReason == nil
        loggedPresentPath = nil
        inputMethod = X11InputMethod(display: display)
        selections = X11Selections(host: self)
        isDisconnected = false
        let open = surfaces.values.compactMap(\.surface)
        surfaces = [:]
        for surface in open where surface.reconnect() {
            surfaces[surface.window] = WeakSurface(surface)
        }
        fputs("\(Self.programName): reconnected to X display \"\(name)\"\n", stderr)
        startReading()
        for surface in open { surface.connectionDidResume() }
        scheduleDrain()
    }

    private static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private func stopEventSources() {
        readSource?.cancel()
        readSource = nil
        setFrameTimerActive(false)
    }

    // MARK: Buffers

    /// A buffer for a window of `width`×`height` pixels cleared to `background`: MIT-SHM
    /// while it works, XPutImage otherwise. Nil only if Xlib cannot describe the image.
    func makePresenter(width: Int, height: Int, background: UInt32) -> X11Presenter? {
        if usesSharedMemory {
            if let presenter = SharedMemoryPresenter(
                display: display, format: pixelFormat, width: width, height: height, background: background)
            {
                tracePresentPath()
                return presenter
            }
            stopUsingSharedMemory(because: "the server refused a shared-memory segment")
        }
        tracePresentPath()
        return PutImagePresenter(
            display: display, format: pixelFormat, width: width, height: height, background: background)
    }

    /// Moves every window to XPutImage after a MIT-SHM request failed mid-run.
    private func abandonSharedMemory() {
        X11Errors.sharedMemoryRequestFailed = false
        guard usesSharedMemory else { return }
        stopUsingSharedMemory(because: "a shared-memory request failed")
        for entry in surfaces.values { entry.surface?.replacePresenter() }
    }

    private func stopUsingSharedMemory(because reason: String) {
        usesSharedMemory = false
        sharedMemoryUnavailableReason = reason
    }

    /// Logs (with WKL_TRACE set) the path new buffers take, each time it changes.
    private func tracePresentPath() {
        guard loggedPresentPath != usesSharedMemory else { return }
        loggedPresentPath = usesSharedMemory
        trace(
            usesSharedMemory
                ? "presenting with MIT-SHM"
                : "presenting with XPutImage (\(sharedMemoryUnavailableReason ?? "no reason"))")
    }

    func trace(_ message: String) {
        if traceEnabled { fputs("\(Self.programName): \(message)\n", stderr) }
    }

    // MARK: Windows and shutdown

    /// Stops routing events to `surface` (it was closed or destroyed).
    func forget(_ surface: X11Surface) {
        surfaces[surface.window] = nil
    }

    /// Closes every window, stops all event sources and closes the display; idempotent.
    /// The host is unusable afterwards.
    func shutdown() {
        guard !isShutDown else { return }
        closeAllSurfaces()
        stopEventSources()
        for source in signalSources { source.cancel() }
        signalSources = []
        for signalNumber in Self.terminatingSignals { signal(signalNumber, SIG_DFL) }
        isShutDown = true
        deferredEvents = []
        if !X11Errors.connectionLost {
            inputMethod.close()
            XCloseDisplay(display)
        }
    }

    private func closeAllSurfaces() {
        for entry in Array(surfaces.values) { entry.surface?.close() }
        surfaces = [:]
    }

    private func installSignalHandlers() {
        for signalNumber in Self.terminatingSignals {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    self?.shutdown()
                    exit(EXIT_SUCCESS)
                }
            }
            source.resume()
            signalSources.append(source)
        }
    }
}

/// A surface the host routes events to without keeping it alive.
private struct WeakSurface {
    weak var surface: X11Surface?
    init(_ surface: X11Surface) { self.surface = surface }
}
