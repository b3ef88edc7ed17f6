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
/// SIGINT, SIGTERM and SIGHUP close every window (releasing shared memory) and exit with
/// status 0, within `signalExitDeadline` whatever the load: the event drain yields to the
/// main queue after every `eventsPerTurn` events or `turnBudget`, and should the main queue
/// still not answer in time (the app blocking it), the process prints one line and ends by
/// the signal itself, as if it had not been caught (the server frees the windows; shared
/// memory was marked for removal at attach). SIGPIPE is ignored from the host's start on: a
/// closed stderr or trace pipe fails the write, never the app. Opening the display waits at
/// most `connectionTimeout` for the server's setup reply.
/// A lost connection goes through `X11Errors.connectionLostHandler` (one line, status 1),
/// unless `reconnectionTimeout` is set: then the host keeps every window's state, retries
/// the same display with backoff and, once a server answers, re-creates the windows.
@MainActor
final class X11Host: PlatformHost {
    let clock: FrameClock = MonotonicClock()
    private(set) var scale: CGFloat
    private(set) var screenSize: CGSize
    var frameHandler: (@MainActor () -> Void)?
    /// The pointer shapes loaded on this connection.
    let cursors = X11Cursors()
    /// The input method that turns this connection's key presses into text.
    var inputMethod: X11InputMethod
    /// Follows the XSETTINGS manager and the X resources, once `watchDesktopSettings` started it.
    var desktopSettingsWatcher: X11DesktopSettingsWatcher?
    /// The CLIPBOARD and PRIMARY selections of this connection, made on first use.
    var selections: X11Selections {
        get {
            if let madeSelections { return madeSelections }
            let selections = X11Selections(host: self)
            madeSelections = selections
            return selections
        }
        set { madeSelections = newValue }
    }
    private(set) var madeSelections: X11Selections?
    lazy var clipboard = Pasteboard(name: .general, store: X11PasteboardStore(host: self, name: .general))
    lazy var primarySelection = Pasteboard(name: .primary, store: X11PasteboardStore(host: self, name: .primary))
    /// Hears what the host hands the toolkit (a session recorder); nil unless recording.
    /// Set it before the first window is made.
    var tap: PlatformTap? {
        didSet {
            guard let tap else { return }
            clipboard = Pasteboard(name: .general, store: TappedPasteboardStore(X11PasteboardStore(host: self, name: .general), name: .general, tap: tap))
            primarySelection = Pasteboard(
                name: .primary, store: TappedPasteboardStore(X11PasteboardStore(host: self, name: .primary), name: .primary, tap: tap))
        }
    }
    /// Drag and drop with other clients (XDND).
    lazy var dnd = X11Dnd(host: self)

    /// The connection in use; replaced when the host reconnects.
    private(set) var connection: X11Connection
    /// The Xlib display; valid until `shutdown()` (replaced when the host reconnects).
    var display: OpaquePointer { connection.display }
    var screen: Int32 { connection.screen }
    var pixelFormat: X11PixelFormat { connection.pixelFormat }
    var atoms: X11Atoms { connection.atoms }
    var translator: X11EventTranslator { connection.translator }
    /// True when the server offers MIT-SHM (whether or not it is used).
    var serverSupportsSharedMemory: Bool { connection.serverSupportsSharedMemory }
    /// True while new buffers use MIT-SHM; false once it is missing, disabled or failed.
    var usesSharedMemory: Bool { sharedMemoryUnavailableReason == nil }
    /// Why buffers use XPutImage, for the trace; nil while MIT-SHM is in use.
    var sharedMemoryUnavailableReason: String?
    var presentingPath: String { rendersOnServer ? "xrender" : usesSharedMemory ? "shm" : "putimage" }
    /// Whether windows composite their layers on the server with RENDER
    /// (`X11Host+RendererChoice.swift`).
    private(set) var rendersOnServer = false
    /// Seconds to keep retrying the display after the connection broke; nil (the default)
    /// ends the process with one line and status 1 instead.
    var reconnectionTimeout: TimeInterval?
    /// True from a lost connection until reconnection: no Xlib call may be made then, and
    /// presenting does nothing (painting into the retained buffers goes on).
    var isDisconnected = false
    let displayName: String
    let configuration: Configuration
    var reconnectionDeadline: TimeInterval = 0
    var reconnectionDelay = X11Host.firstReconnectionDelay
    private(set) var isShutDown = false

    /// Frames per second of the frame timer.
    static let frameRate: Double = 60
    /// Longest wait for the server to release a shared-memory image before painting anyway.
    static let maximumCompletionWait: TimeInterval = 0.1
    private static let timerLeeway = DispatchTimeInterval.microseconds(500)
    private static let terminatingSignals = [SIGINT, SIGTERM, SIGHUP]
    /// Longest time from a terminating signal to the end of the process.
    nonisolated static let signalExitDeadline: TimeInterval = 0.75
    /// Most events one drain dispatches before the main queue gets a turn.
    static let eventsPerTurn = 64
    /// Longest one drain dispatches events before the main queue gets a turn (half a frame).
    static let turnBudget: TimeInterval = 0.008
    /// Longest wait for a display to accept the connection and send its setup reply.
    nonisolated static let connectionTimeout: TimeInterval = 5
    /// Where terminating signals arrive: off the main queue, so the deadline holds when the
    /// main queue is busy.
    nonisolated private static let signalQueue = DispatchQueue(label: "WidgetKitLite.signals")
    static let millisecondsPerSecond: Double = 1000
    /// Backoff between attempts to reopen a lost display: doubles up to the maximum.
    static let firstReconnectionDelay: TimeInterval = 0.1
    static let maximumReconnectionDelay: TimeInterval = 0.8

    var surfaces: [CX11.Window: WeakSurface] = [:]
    /// The icon and startup notification of the window-manager protocols.
    var windowManager = X11HostWindowManager()
    /// Xcursor's theme and size on this connection before any desktop setting changed them
    /// (`X11Host+DesktopSettings`): what a setting the desktop stops naming returns to.
    var ownPointerTheme: (name: String, size: Int)?
    var readSource: DispatchSourceRead?
    private var frameTimer: DispatchSourceTimer?
    private var signalSources: [DispatchSourceSignal] = []
    /// Events read while waiting for a completion, dispatched before anything newer.
    var deferredEvents: [XEvent] = []
    var isDrainScheduled = false
    var loggedPresentPath: Bool?

    /// The running program's name (basename of argv[0]), used in messages and WM_CLASS.
    nonisolated static var programName: String {
        let path = CommandLine.arguments.first ?? "widgetkitlite"
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Connects to `configuration.display`. The scale is `configuration.scale`, else the
    /// server's `Xft.dpi` ÷ 96 (rounded, at least 1). On failure the error's `description`
    /// is one line naming the display, for the caller to print before exiting with 1. A
    /// display that accepts the connection but sends no setup reply within
    /// `connectionTimeout` fails with `.displayDidNotAnswer`.
    static func open(
        configuration: Configuration, connectionTimeout: TimeInterval = X11Host.connectionTimeout
    ) -> Result<X11Host, X11HostError> {
        guard let name = configuration.display, !name.isEmpty else {
            return .failure(.displayNotSet)
        }
        let display: OpaquePointer
        switch X11Connection.openDisplay(name, timeout: connectionTimeout) {
        case .opened(let opened): display = opened
        case .refused: return .failure(.cannotOpenDisplay(name))
        case .timedOut: return .failure(.displayDidNotAnswer(name, seconds: connectionTimeout))
        }
        X11Errors.install(displayName: String(cString: XDisplayString(display)))
        X11Errors.installExitHandler(on: display)
        let host = X11Host(display: display, displayName: name, configuration: configuration)
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

    private init(display: OpaquePointer, displayName: String, configuration: Configuration) {
        self.displayName = displayName
        self.configuration = configuration
        reconnectionTimeout = configuration.reconnectionTimeout
        // The scale decides event coordinates, so it is known before the translator is made.
        let scale = configuration.scale ?? X11Connection.resourceDPI(of: display).map(Configuration.scale(forDPI:)) ?? 1
        self.scale = scale
        connection = X11Connection(display: display, scale: scale, configuration: configuration)
        let pixels = connection.screenPixelSize
        screenSize = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        sharedMemoryUnavailableReason = connection.sharedMemoryUnavailableReason
        inputMethod = X11InputMethod(display: display)
        rendersOnServer = Self.rendersOnServer(
            asked: configuration.renderer, displayName: displayName,
            serverSupportsSharedMemory: connection.serverSupportsSharedMemory)
        startReading()
        installSignalHandlers()
        scheduleDrain()
    }

    /// Switches to a new connection to the same server.
    func use(_ display: OpaquePointer) {
        connection = X11Connection(display: display, scale: scale, configuration: configuration)
        sharedMemoryUnavailableReason = connection.sharedMemoryUnavailableReason
        loggedPresentPath = nil
    }

    // MARK: PlatformHost

    /// Events are translated at the new scale from now on; the screen's size in points follows.
    func setScale(_ scale: CGFloat) {
        guard scale.isFinite, scale != self.scale else { return }
        let scale = min(max(scale, 1), 8)
        self.scale = scale
        connection.translator.scale = scale
        guard !isShutDown, !isDisconnected, !X11Errors.connectionLost else { return }
        let pixels = connection.screenPixelSize
        screenSize = CGSize(width: pixels.width / scale, height: pixels.height / scale)
    }

    func makeSurface(size: CGSize, title: String, sink: SurfaceEventSink) -> WindowSurface? {
        guard !isShutDown, !isDisconnected else {
            fputs("\(Self.programName): cannot create a window: the X display is closed\n", stderr)
            return nil
        }
        let surface = X11Surface(host: self, size: size, title: title, sink: sink)
        if let surface { surfaces[surface.window] = WeakSurface(surface) }
        if let surface { tap?.surfaceMade(surface, sink: sink, size: size, isPopup: false) }
        scheduleDrain()
        return surface
    }

    /// X has override-redirect windows for popups.
    var makesPopupSurfaces: Bool { true }

    func makePopupSurface(size: CGSize, at origin: CGPoint, over parent: WindowSurface, sink: SurfaceEventSink) -> WindowSurface? {
        guard !isShutDown, !isDisconnected, let parent = parent as? X11Surface, !parent.isClosed else { return nil }
        let surface = X11Surface(host: self, size: size, title: "", sink: sink, popupOver: parent, at: origin)
        if let surface { surfaces[surface.window] = WeakSurface(surface) }
        if let surface { tap?.surfaceMade(surface, sink: sink, size: size, isPopup: true) }
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
        // The display (and so its socket) is closed only once Dispatch has let go of the
        // descriptor: closed earlier, the number could be reused by a new connection whose
        // read source the old registration would then swallow.
        let source = readSource
        readSource = nil
        stopEventSources()
        for source in signalSources { source.cancel() }
        signalSources = []
        for signalNumber in Self.terminatingSignals { signal(signalNumber, SIG_DFL) }
        isShutDown = true
        deferredEvents = []
        // Pastes waiting for another client's text end without it.
        madeSelections?.abandonAll()
        guard !X11Errors.connectionLost else { return }
        inputMethod.close()
        guard let source else {
            XCloseDisplay(display)
            return
        }
        nonisolated(unsafe) let display = display
        source.setCancelHandler { XCloseDisplay(display) }
        source.cancel()
    }

    private func closeAllSurfaces() {
        for entry in Array(surfaces.values) { entry.surface?.close() }
        surfaces = [:]
    }

    private func installSignalHandlers() {
        signal(SIGPIPE, SIG_IGN)
        for signalNumber in Self.terminatingSignals {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: Self.signalQueue)
            source.setEventHandler(handler: Self.signalHandler(for: signalNumber, closing: self))
            source.resume()
            signalSources.append(source)
        }
    }

    /// What runs on the signal queue when `signalNumber` arrives: the main queue is asked to
    /// close `host` and exit 0, and the deadline is armed. Not isolated to the main actor:
    /// it runs on the signal queue.
    private nonisolated static func signalHandler(for signalNumber: Int32, closing host: X11Host)
        -> @Sendable () -> Void
    {
        { [weak host] in
            armExitDeadline(for: signalNumber)
            DispatchQueue.main.async { [weak host] in
                MainActor.assumeIsolated {
                    host?.shutdown()
                    exit(EXIT_SUCCESS)
                }
            }
        }
    }

    /// Ends the process by `signalNumber` itself, after one line, if the main queue has not
    /// exited `signalExitDeadline` after the signal arrived (once, at the first signal).
    private nonisolated static func armExitDeadline(for signalNumber: Int32) {
        guard !exitDeadlineArmed else { return }
        exitDeadlineArmed = true
        signalQueue.asyncAfter(deadline: .now() + signalExitDeadline) {
            let name = String(cString: strsignal(signalNumber))
            fputs("\(programName): \(name): the app did not close within \(signalExitDeadline) s; ending without closing its windows\n", stderr)
            // Dispatch may keep the signal blocked on its threads: unblocked, it ends the
            // process as the default action would; else the shell's status for it.
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, signalNumber)
            signal(signalNumber, SIG_DFL)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            raise(signalNumber)
            _exit(Self.signalExitStatusBase + signalNumber)
        }
    }

    /// A shell's exit status for a process ended by signal N is this + N.
    nonisolated private static let signalExitStatusBase: Int32 = 128
    /// Set on the signal queue only.
    private nonisolated(unsafe) static var exitDeadlineArmed = false
}

/// A surface the host routes events to without keeping it alive.
struct WeakSurface {
    weak var surface: X11Surface?
    init(_ surface: X11Surface) { self.surface = surface }
}
