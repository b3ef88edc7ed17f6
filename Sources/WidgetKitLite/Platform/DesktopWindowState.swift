import Foundation

/// How the window manager shows a top-level window: full screen, maximized (both ways),
/// minimized (iconified). All false: a normal window.
struct DesktopWindowState: Equatable {
    var isFullScreen = false
    var isMaximized = false
    var isMinimized = false
}

/// What a top-level window asks of the window manager before it is first shown (and again
/// when its native window is made anew after a reconnection).
@MainActor
struct DesktopWindowRequest {
    /// The state to show the window in.
    var state = DesktopWindowState()
    /// For a dialog: the surface it belongs to (the window manager keeps it above that one
    /// and may centre it there). Nil for a normal window.
    weak var dialogParent: WindowSurface?
}

/// The application's icon at one size: `width` × `height` premultiplied 0xAARRGGBB pixels,
/// top row first.
struct DesktopIcon: Equatable {
    let width: Int
    let height: Int
    let pixels: [UInt32]
}

extension SurfaceEventSink {
    /// A normal window in the normal state, unless the sink says otherwise.
    var desktopRequest: DesktopWindowRequest { DesktopWindowRequest() }
}

extension WindowSurface {
    /// Hosts without a window manager ignore the request.
    func requestDesktopState(_ state: DesktopWindowState) {}
    /// Hosts without a window manager ignore the request.
    func setDemandsAttention(_ demands: Bool) {}
}

extension PlatformHost {
    /// Hosts without a window manager show no icon.
    func setApplicationIcons(_ icons: [DesktopIcon]) {}
}
