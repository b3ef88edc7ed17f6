@preconcurrency import Glibc
import Foundation

/// The running app: owns the X11 host and the frame loop — UIKit's `UIApplication`.
///
/// Nothing is opened when `shared` is created: the X display is opened by `run()` or when
/// the first window is shown, with `configuration` as it is then. `run()` never returns:
/// it runs Dispatch's main queue (`dispatchMain()`). Under it Foundation `Timer`s do not
/// fire; schedule work with `DispatchQueue.main` instead.
@MainActor
public final class Application {
    /// The application. Creating it opens nothing.
    public static let shared = Application()

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
        }
    }

    /// The X11 host, once the display is open.
    private(set) var host: PlatformHost?
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

    private init() {}

    /// The windows shown by this application.
    public private(set) var windows: [Window] = []

    /// Runs the main loop; never returns. Opens the display if no window did. The process
    /// exits when the last window closes.
    public func run() -> Never {
        _ = connect()
        dispatchMain()
    }

    /// Ends the process after closing every window (releasing native resources).
    public func terminate(exitCode: Int32 = 0) -> Never {
        for window in windows { window.close() }
        exit(exitCode)
    }

    /// Attaches `window` to this application's host, opening the display on first use.
    func adopt(_ window: Window) {
        let (host, loop) = connect()
        window.environment = configuration.windowEnvironment
        window.attach(to: host, loop: loop)
        window.closeObserver = self
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    /// The host and loop, opening the display on first use. When the display cannot be
    /// opened the process prints one line naming it and exits with code 1.
    private func connect() -> (PlatformHost, FrameLoop) {
        if let host, let frameLoop { return (host, frameLoop) }
        switch X11Host.open(configuration: configuration) {
        case let .success(opened):
            let loop = FrameLoop(host: opened, isTracing: configuration.isTracing)
            loop.animationSpeed = configuration.animationSpeed
            host = opened
            frameLoop = loop
            Pasteboard.applicationHost = opened
            return (opened, loop)
        case let .failure(error):
            fputs("\(error)\n", stderr)  // the description already names the program
            exit(1)
        }
    }

}

extension Application: WindowCloseObserver {
    /// A window closed: it leaves `windows`, and the process ends after the last one.
    func windowDidClose(_ window: Window) {
        windows.removeAll { $0 === window }
        if windows.isEmpty { exit(0) }
    }
}

extension Window {
    /// Shows the window (creates the native window when needed) and lays it out. A window
    /// with no host yet (one not made by a `HeadlessScreen`) joins `Application.shared`
    /// first, which opens the display on first use.
    public func makeKeyAndVisible() {
        if host == nil { Application.shared.adopt(self) }
        show()
    }
}
