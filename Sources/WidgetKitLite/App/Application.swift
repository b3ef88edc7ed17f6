@preconcurrency import Glibc
import Foundation

/// The running app: owns the X11 host and the frame loop — UIKit's `UIApplication`.
///
/// Nothing is opened when `shared` is created: the X display is opened by `run()` or when
/// the first window is shown, with `configuration` as it is then. `run()` never returns:
/// it runs the main thread's run loop (`RunLoop.main`), which drains Dispatch's main queue
/// too, so Foundation `Timer`s (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`),
/// `DispatchQueue.main` and main-actor tasks all run on the main thread, as in UIKit.
///
/// An app written as UIKit apps are starts with `@main` on its ``ApplicationDelegate``
/// (see ``ApplicationMain(delegateClass:)``); its scenes (``WindowScene``) are its windows.
@MainActor
public final class Application: Responder {
    /// The application. Creating it opens nothing. While an application launched on a
    /// headless screen lives (the tests of an app's launch), it is that one.
    public static var shared: Application { launched ?? standard }
    /// The application of the process.
    private static let standard = Application()
    /// The application launched last on a headless screen, while it lives.
    static weak var launched: Application?

    /// The settings the display is opened with: `Configuration.process` (the environment
    /// and command line) unless the app sets its own before the first window is shown.
    /// Set later, only `animationSpeed` and `reconnectionTimeout` still take effect.
    public var configuration: Configuration = .process {
        didSet {
            let speed = configuration.animationSpeed
            if !(speed.isFinite && speed > 0) {
                BadValue.report("Application.animationSpeed", speed, using: 1)
                configuration.animationSpeed = 1
            }
            frameLoop?.animationSpeed = configuration.animationSpeed
            host?.reconnectionTimeout = configuration.reconnectionTimeout
            if desktopSettings.hasReports { applyDesktopSettings() }
        }
    }

    /// What the desktop's sources said last (see `desktopSettingsChanged(_:from:)`).
    let desktopSettings = DesktopSettingsCenter()
    /// The settings portal's client on the session bus, while the app follows it (from
    /// `connect()`; nil with no session bus or `WKL_SETTINGS_PORTAL=0`).
    private(set) var settingsPortal: SettingsPortal?
    /// The scale windows fall back to when neither the app nor the desktop says one: the
    /// screen's own (1 on X11).
    var baseScale: CGFloat?

    /// The X11 host, once the display is open.
    private(set) var host: PlatformHost?
    /// Records the session (`Configuration.recordingURL`), from the launch (or, without
    /// `ApplicationMain`, from when the display opens).
    private(set) var recorder: SessionRecorder?

    /// Starts the recording `configuration.recordingURL` asks for (X11 only).
    func startRecording() {
        guard case .x11 = display, !hasTriedRecording else { return }
        hasTriedRecording = true
        recorder = SessionRecorder.start(
            configuration: configuration, windowThemes: ThemePalette(light: configuration.theme, dark: configuration.darkTheme))
    }
    /// Whether `startRecording()` ran (a file that cannot be made is reported once).
    private var hasTriedRecording = false
    /// Whether the application replays a recorded session on its headless screen: windows
    /// draw with the configuration's environment, as on X11.
    var isReplay = false
    private(set) var frameLoop: FrameLoop?

    /// Multiplies the speed of every animation in the app's X11 windows (1 = normal; 0.1 =
    /// ten times slower): `configuration.animationSpeed`, so `WKL_ANIMATION_SPEED` when set.
    /// Each animation takes the speed when it starts; running ones keep theirs. Invalid
    /// values (not finite, or ≤ 0) become 1 with one diagnostic line. A `HeadlessScreen`
    /// has its own speed (`HeadlessScreen.animationSpeed`) and is not affected.
    public var animationSpeed: Double {
        get { configuration.animationSpeed }
        set { configuration.animationSpeed = newValue }
    }

    /// Seconds to keep retrying the same X display after the connection to it broke; nil
    /// (the default unless `WKL_RECONNECT=SECONDS` is set) ends the process with one line on
    /// stderr and status 1 instead. While reconnecting every window keeps its state (views,
    /// controllers, running animations, which go on to their ends); when a server answers,
    /// the windows are re-created with the same size and title and painted again.
    public var reconnectionTimeout: TimeInterval? {
        get { configuration.reconnectionTimeout }
        set {
            if let value = newValue, !value.isFinite || value <= 0 {
                BadValue.report("Application.reconnectionTimeout", value, using: "nil")
                configuration.reconnectionTimeout = nil
                return
            }
            configuration.reconnectionTimeout = newValue
        }
    }

    /// Where the application's windows are shown: the X display, or a headless screen (the
    /// tests of the launch sequence).
    enum Display {
        case x11
        case headless(HeadlessScreen)
    }

    let display: Display
    /// Ends the process: `exit` (a test records the code instead).
    let endProcess: (Int32) -> Void

    /// The application that shows on `display`, ending the process with `endProcess`.
    init(display: Display = .x11, endProcess: @escaping (Int32) -> Void = { exit($0) }) {
        self.display = display
        self.endProcess = endProcess
        super.init()
    }

    /// The application's delegate — UIKit's `delegate`: the one ``ApplicationMain(delegateClass:)``
    /// made, kept by the application (UIKit's reference is weak, but the delegate UIKit
    /// makes lives as long as the app).
    public var delegate: ApplicationDelegate?

    /// Whether ``ApplicationMain(delegateClass:)`` ran (a second call does nothing).
    var hasLaunched = false
    /// The app's state: inactive while launching, active while one of its windows has the
    /// keyboard focus.
    public internal(set) var applicationState: State = .inactive
    /// A check of whether the app lost the focus, scheduled when a window lost it (another of
    /// the app's windows may get it in the same moment).
    var pendingActivityCheck: FrameLoopTimer?
    /// The application whose delegate is being called (a window shown from a delegate method
    /// joins it); nil outside those calls, and then windows join `shared`.
    static var callingDelegate: Application?

    /// Whether the process ends when the last window closes (after
    /// `applicationWillTerminate(_:)`); true by default. When false the app keeps running
    /// without windows until ``terminate(exitCode:)``.
    public var terminatesAfterLastWindowClosed = true

    /// The sessions of the connected scenes.
    public var openSessions: Set<SceneSession> { Set(scenes.map(\.session)) }
    /// The connected scenes (one per window scene).
    public var connectedScenes: Set<Scene> { Set(scenes) }
    /// The connected scenes in the order they connected.
    var scenes: [Scene] = []
    /// How many sessions were made (names them).
    var sessionCount = 0
    /// The window with the keyboard focus, if it is one of the app's.
    weak var focusedWindow: Window?
    /// The scene of `focusedWindow`, while it is active.
    weak var activeScene: Scene?

    /// The icon images and attention requests (`Application+DesktopIntegration.swift`).
    var desktop = ApplicationDesktop()

    /// The windows shown by this application.
    public private(set) var windows: [Window] = []

    /// The key window: the window made key last (`Window.makeKeyAndVisible()`), or clicked or
    /// typed in last; nil when no window is key.
    public var keyWindow: Window? { windows.first { $0.isKeyWindow } }

    /// The next responder: the delegate, when it is a responder (an app delegate declared
    /// `class AppDelegate: Responder, ApplicationDelegate`).
    public override var next: Responder? { delegate as? Responder }

    /// Runs the main loop — the main thread's run loop, which also drains Dispatch's main
    /// queue (where the frame loop and the display's events run) — and never returns. Opens
    /// the display if no window did. The process exits when the last window closes.
    public func run() -> Never {
        _ = connect()
        while true { RunLoop.main.run() }
    }

    /// Ends the process after telling the delegate (`applicationWillTerminate(_:)`) and
    /// closing every window (releasing native resources).
    public func terminate(exitCode: Int32 = 0) -> Never {
        if let replayTermination { replayTermination(exitCode) }
        end(exitCode: exitCode)
        exit(exitCode)
    }

    /// A replay's own end when the replayed app quits where the recording does not say it
    /// ended (the recording was cut inside the quit, or the app's current code quits
    /// elsewhere): it reports and writes what it was asked for, and ends the process.
    var replayTermination: ((Int32) -> Never)?

    /// `applicationWillTerminate(_:)`, every window closed, then the process ends.
    func end(exitCode: Int32) {
        callDelegate { $0.applicationWillTerminate(self) }
        recorder?.recordFinalState()
        for window in windows { window.close() }
        recorder?.finish()
        endProcess(exitCode)
    }

    /// Calls `body` with the delegate, if there is one; windows shown meanwhile join this
    /// application.
    func callDelegate(_ body: (ApplicationDelegate) -> Void) {
        guard let delegate else { return }
        let outer = Self.callingDelegate
        Self.callingDelegate = self
        defer { Self.callingDelegate = outer }
        body(delegate)
    }

    /// Attaches `window` to this application's host, opening the display on first use.
    func adopt(_ window: Window) {
        switch display {
        case let .headless(screen):
            screen.adopt(window)
            if desktopSettings.hasReports || isReplay { follow(window) }
        case .x11:
            let (host, loop) = connect()
            window.environment = followedEnvironment(from: configuration.windowEnvironment)
            window.attach(to: host, loop: loop)
        }
        window.closeObserver = self
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    /// The frame loop of the windows, if the host is open (a headless screen's always is).
    var openLoop: FrameLoop? {
        switch display {
        case let .headless(screen): screen.frameLoop
        case .x11: frameLoop
        }
    }

    /// The host windows are shown on, if it is open (a headless screen's always is).
    var openHost: PlatformHost? {
        switch display {
        case let .headless(screen): screen.host
        case .x11: host
        }
    }

    /// The host and loop, opening the display on first use. When the display cannot be
    /// opened the process prints one line naming it and exits with code 1.
    func connect() -> (PlatformHost, FrameLoop) {
        if let host, let frameLoop { return (host, frameLoop) }
        switch X11Host.open(configuration: configuration) {
        case let .success(opened):
            if recorder == nil { startRecording() }
            let loop = FrameLoop(host: opened, clock: recorder?.clock, isTracing: configuration.isTracing)
            if let recorder { recorder.attach(host: opened, loop: loop) }
            loop.animationSpeed = configuration.animationSpeed
            host = opened
            frameLoop = loop
            baseScale = 1
            opened.watchDesktopSettings { [weak self] settings, source in
                self?.desktopSettingsChanged(settings, from: source)
            }
            settingsPortal = SettingsPortal.start(settings: configuration.settingsPortal) { [weak self] settings in
                self?.desktopSettingsChanged(settings, from: .portal)
            }
            Pasteboard.applicationHost = opened
            opened.setApplicationIcons(desktopIcons)
            AtSpiBridge.start(
                windows: { [weak self] in self?.windows ?? [] }, rootWindowProperty: opened.rootWindowText("AT_SPI_BUS"),
                settings: configuration.accessibilityBridge)
            return (opened, loop)
        case let .failure(error):
            fputs("\(error)\n", stderr)  // the description already names the program
            exit(1)
        }
    }

}

extension Application: WindowCloseObserver {
    /// A window closed: it leaves `windows` and its scene (which disconnects after its last
    /// window), and the process ends after the last one (`terminatesAfterLastWindowClosed`).
    func windowDidClose(_ window: Window) {
        windows.removeAll { $0 === window }
        window.isKeyWindow = false
        if let scene = window.windowScene {
            scene.detach(window)
            if scene.windows.isEmpty { disconnect(scene) }
        }
        if windows.isEmpty, terminatesAfterLastWindowClosed { end(exitCode: 0) }
    }

}

extension Window {
    /// Shows the window (creates the native window when needed) and lays it out. A window
    /// with no host yet (one not made by a `HeadlessScreen`) joins `Application.shared`
    /// first, which opens the display on first use.
    public func makeKeyAndVisible() {
        if host == nil { (windowScene?.application ?? Application.callingDelegate ?? Application.shared).adopt(self) }
        makeKey()
        show()
    }

    /// Makes the window its application's key window (the others stop being key); nil-targeted
    /// actions start at its first responder. A window of no application (a `HeadlessScreen`'s)
    /// only marks itself key.
    public func makeKey() {
        let application = closeObserver as? Application
        for window in application?.windows ?? [] where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
    }
}
