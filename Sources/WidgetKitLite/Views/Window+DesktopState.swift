import Foundation

/// A window's state on the desktop: what the app asked for and what the window manager last
/// reported.
struct WindowDesktop {
    /// What the getters tell: the last request, until the window manager reports a state.
    var state = DesktopWindowState()
    /// The state the window manager reported last (normal until it reports one).
    var reported = DesktopWindowState()
    /// The window this one is a dialog of.
    weak var parentWindow: Window?
}

extension Window {
    /// Posted (object: the window) whenever the window manager shows the window in a new
    /// state: full screen, maximized, minimized or back to normal, whoever asked for it (the
    /// app, or the user through the window manager).
    nonisolated public static let didChangeDesktopStateNotification = Notification.Name("WindowDidChangeDesktopStateNotification")
    /// Posted (object: the window) when the window manager made the window full screen.
    nonisolated public static let didEnterFullScreenNotification = Notification.Name("WindowDidEnterFullScreenNotification")
    /// Posted (object: the window) when the window manager ended the window's full screen.
    nonisolated public static let didExitFullScreenNotification = Notification.Name("WindowDidExitFullScreenNotification")
    /// Posted (object: the window) when the window manager minimized (iconified) the window.
    nonisolated public static let didMiniaturizeNotification = Notification.Name("WindowDidMiniaturizeNotification")
    /// Posted (object: the window) when the window manager restored the minimized window.
    nonisolated public static let didDeminiaturizeNotification = Notification.Name("WindowDidDeminiaturizeNotification")

    /// Whether the window fills the screen without decorations (`_NET_WM_STATE_FULLSCREEN`).
    ///
    /// Setting it before the window is shown makes it start full screen; setting it while it
    /// is shown asks the window manager, which answers when it likes. The getter tells the
    /// last request until the window manager reports a state, then what it reported (with no
    /// window manager, requests go unanswered and the getter keeps the request).
    public var isFullScreen: Bool {
        get { desktop.state.isFullScreen }
        set { requestDesktopState { $0.isFullScreen = newValue } }
    }

    /// Enters or leaves full screen — AppKit's `toggleFullScreen(_:)`.
    public func toggleFullScreen(_ sender: Any? = nil) {
        isFullScreen = !isFullScreen
    }

    /// Whether the window fills the screen's work area, with its decorations (maximized both
    /// ways: `_NET_WM_STATE_MAXIMIZED_VERT` and `_HORZ`). Asked for and read back as
    /// ``isFullScreen`` is.
    public var isMaximized: Bool {
        get { desktop.state.isMaximized }
        set { requestDesktopState { $0.isMaximized = newValue } }
    }

    /// Whether the window is maximized — AppKit's name for ``isMaximized``.
    public var isZoomed: Bool { isMaximized }

    /// Maximizes the window, or restores a maximized one — AppKit's `zoom(_:)`.
    public func zoom(_ sender: Any? = nil) {
        isMaximized = !isMaximized
    }

    /// Whether the window is minimized (iconified): hidden, shown only in the task switcher.
    /// Asked for and read back as ``isFullScreen`` is.
    public var isMinimized: Bool { desktop.state.isMinimized }

    /// Minimizes (iconifies) the window — AppKit's `miniaturize(_:)`. Before the window is
    /// shown, it starts minimized.
    public func minimize() {
        requestDesktopState { $0.isMinimized = true }
    }

    /// Shows the minimized window again — AppKit's `deminiaturize(_:)`.
    public func deminimize() {
        requestDesktopState { $0.isMinimized = false }
    }

    /// The window this one is a dialog of: set before the window is shown, the window manager
    /// shows it as a dialog (`_NET_WM_WINDOW_TYPE_DIALOG`) kept above `parentWindow`
    /// (WM_TRANSIENT_FOR). Nil (the default): a normal window. Set later, it takes effect the
    /// next time the native window is made.
    public var parentWindow: Window? {
        get { desktop.parentWindow }
        set { desktop.parentWindow = newValue }
    }

    /// What the window asks of the window manager when its native window is made.
    var desktopRequest: DesktopWindowRequest {
        DesktopWindowRequest(state: desktop.state, dialogParent: desktop.parentWindow?.surface)
    }

    private func requestDesktopState(_ change: (inout DesktopWindowState) -> Void) {
        var state = desktop.state
        change(&state)
        guard state != desktop.state else { return }
        desktop.state = state
        surface?.requestDesktopState(state)
    }

    /// The window manager shows the window in `state`: the getters tell it, and the
    /// notifications go out when it differs from the last report.
    func windowManagerDidShow(_ state: DesktopWindowState) {
        let old = desktop.reported
        desktop.reported = state
        desktop.state = state
        guard state != old else { return }
        let center = NotificationCenter.default
        if state.isFullScreen != old.isFullScreen {
            center.post(name: state.isFullScreen ? Self.didEnterFullScreenNotification : Self.didExitFullScreenNotification, object: self)
        }
        if state.isMinimized != old.isMinimized {
            center.post(name: state.isMinimized ? Self.didMiniaturizeNotification : Self.didDeminiaturizeNotification, object: self)
        }
        center.post(name: Self.didChangeDesktopStateNotification, object: self)
    }
}
