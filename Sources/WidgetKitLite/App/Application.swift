@preconcurrency import Glibc
import Foundation

/// The running app: owns the X11 host and the frame loop — UIKit's `UIApplication`.
///
/// `run()` never returns: it runs Dispatch's main queue (`dispatchMain()`). Under it
/// Foundation `Timer`s do not fire; schedule work with `DispatchQueue.main` instead.
@MainActor
public final class Application {
    /// The application, created on first use; opening the X display happens here. When the
    /// display cannot be opened the process prints one line naming it and exits with code 1.
    public static let shared = Application()

    let host: PlatformHost
    let frameLoop: FrameLoop

    /// Multiplies the speed of every animation (1 = normal; 0.1 = ten times slower).
    /// Defaults to `WKL_ANIMATION_SPEED` when set.
    public var animationSpeed: Double {
        get { Application.animationSpeed }
        set { Application.animationSpeed = newValue }
    }

    /// The animation speed of the process, usable without opening a display (headless
    /// screens): the same value as `shared.animationSpeed`. Invalid values become 1.
    public static var animationSpeed: Double {
        get { AnimationSpeed.current }
        set {
            if !newValue.isFinite { BadValue.report("Application.animationSpeed", newValue, using: 1) }
            AnimationSpeed.current = newValue.isFinite && newValue > 0 ? newValue : 1
        }
    }

    /// Seconds to keep retrying the same X display after the connection to it broke; nil
    /// (the default unless `WKL_RECONNECT=SECONDS` is set) ends the process with one line on
    /// stderr and status 1 instead. While reconnecting every window keeps its state (views,
    /// controllers, running animations, which go on to their ends); when a server answers,
    /// the windows are re-created with the same size and title and painted again.
    public var reconnectionTimeout: TimeInterval? {
        get { (host as? X11Host)?.reconnectionTimeout }
        set {
            if let value = newValue, !value.isFinite || value <= 0 {
                BadValue.report("Application.reconnectionTimeout", value, using: "nil")
                (host as? X11Host)?.reconnectionTimeout = nil
                return
            }
            (host as? X11Host)?.reconnectionTimeout = newValue
        }
    }

    private init() {
        let scale = Application.environmentScale
        switch X11Host.open(displayName: ProcessInfo.processInfo.environment["DISPLAY"], scale: scale) {
        case let .success(host):
            self.host = host
        case let .failure(error):
            fputs("\(error)\n", stderr)  // the description already names the program
            exit(1)
        }
        (host as? X11Host)?.reconnectionTimeout = Application.environmentReconnectionTimeout
        frameLoop = FrameLoop(clock: host.clock, host: host)
        HostRegistry.current = host
        Application.existing = self
    }

    /// The application if `shared` was already created (headless screens never create it).
    static weak var existing: Application?

    /// The windows shown by this application.
    public private(set) var windows: [Window] = []

    /// Runs the main loop; never returns. The process exits when the last window closes.
    public func run() -> Never {
        dispatchMain()
    }

    /// Ends the process after closing every window (releasing native resources).
    public func terminate(exitCode: Int32 = 0) -> Never {
        for window in windows { window.close() }
        exit(exitCode)
    }

    func windowDidOpen(_ window: Window) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    func windowDidClose(_ window: Window) {
        windows.removeAll { $0 === window }
        if windows.isEmpty { exit(0) }
    }

    static var processName: String {
        (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? "app"
    }

    /// `WKL_SCALE` when valid (1…8), else 1.
    nonisolated static var environmentScale: CGFloat {
        guard let text = ProcessInfo.processInfo.environment["WKL_SCALE"], let v = Double(text), v.isFinite, v >= 1, v <= 8 else { return 1 }
        return CGFloat(v)
    }

    /// `WKL_RECONNECT` in seconds when it is a positive number, else nil (no reconnection).
    nonisolated static var environmentReconnectionTimeout: TimeInterval? {
        guard let text = ProcessInfo.processInfo.environment["WKL_RECONNECT"], let v = Double(text), v.isFinite, v > 0 else { return nil }
        return v
    }

    nonisolated static var environmentAnimationSpeed: Double {
        guard let text = ProcessInfo.processInfo.environment["WKL_ANIMATION_SPEED"], let v = Double(text), v.isFinite, v > 0 else { return 1 }
        return v
    }
}
