import Foundation

/// Receives a surface's events: implemented by `Window`.
@MainActor
protocol SurfaceEventSink: AnyObject {
    func surface(_ surface: WindowSurface, didReceive event: PlatformEvent)
    /// What the window asks of the window manager when its native window is made
    /// (`DesktopWindowState.swift`).
    var desktopRequest: DesktopWindowRequest { get }
}

/// A host's drawable for one window. Its frames reach the screen one of two ways: through
/// the backend `makeServerBackend()` returns, which composites on the display server (X
/// RENDER) and needs no pixels in the client; or, when that is nil, composited by the toolkit
/// into a retained pixel buffer in memory (`beginFrame()`, made on first use) and shown with
/// `present(_:)`. Either way the previous frame is kept, so only damage is repainted.
@MainActor
protocol WindowSurface: AnyObject {
    /// Size of the window (and of its pixel buffer, when it has one) in device pixels.
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// The buffer to paint the next frame into, made on first use (a surface composited on
    /// the server is never asked). The host guarantees the memory is not in use by a
    /// display server while the canvas is being written (it waits or buffers).
    func beginFrame() -> Canvas
    /// Shows the pixels inside `damage` (device pixels) on screen.
    func present(_ damage: [PixelRect])
    /// Changes the title shown by the window manager.
    func setTitle(_ title: String)
    /// Requests a new size in logical points (the host answers with `.resized`).
    func requestSize(_ size: CGSize)
    /// Destroys the native window and releases its buffers; idempotent.
    func close()
    /// Shows `cursor` while the pointer is over the window.
    func setCursor(_ cursor: Cursor)
    /// A backend that composites this surface's frames on the display server, or nil: the
    /// renderer then composites into `beginFrame()`'s buffer in memory and calls `present`.
    func makeServerBackend() -> RenderBackend?
    /// Changes whenever the native window is made again (after a reconnection): backends
    /// and layers made for the old one are gone.
    var nativeGeneration: Int { get }
    /// Where the window's top-left corner is on the screen, in points; nil when the platform
    /// cannot tell (then menus stay inside the window).
    var originOnScreen: CGPoint? { get }
    /// Sends every press, release and motion on the screen to this window (outside it, in
    /// its coordinates) until `releasePointer()`, while still reporting those over the app's
    /// other windows to them: an open popup menu's grab. False when the platform refused.
    func grabPointer() -> Bool
    /// Ends `grabPointer()`'s grab; harmless without one.
    func releasePointer()
    /// Asks the window manager to show the window full screen, maximized or minimized; its
    /// answer arrives as `.desktopStateChanged` (never, without a window manager).
    func requestDesktopState(_ state: DesktopWindowState)
    /// Sets or clears the window's urgency hint (the taskbar flashes it).
    func setDemandsAttention(_ demands: Bool)
    /// Redraws at `scale` device pixels per point, keeping `size` points: the native window
    /// and its buffer become `size` × `scale` pixels (no `.resized` event: the size in points
    /// did not change).
    func rescale(to scale: CGFloat, size: CGSize)
}

extension WindowSurface {
    /// Surfaces in memory composite in the client.
    func makeServerBackend() -> RenderBackend? { nil }
    /// Surfaces in memory never remake their window.
    var nativeGeneration: Int { 0 }
    /// Unknown unless the surface says.
    var originOnScreen: CGPoint? { nil }
    /// No grab unless the surface makes one.
    func grabPointer() -> Bool { false }
    /// Nothing to release.
    func releasePointer() {}
}

/// A platform: makes surfaces, owns the clock, and turns a frame timer on and off.
/// Two implementations exist: `X11Host` (a real X server) and `HeadlessHost` (memory and
/// a manual clock, behind `HeadlessScreen`).
@MainActor
protocol PlatformHost: FrameHost {
    /// How frames reach the screen now ("shm", "putimage", "memory"), for traces and benchmarks.
    var presentingPath: String { get }
    /// Seconds to keep retrying after the connection broke; nil ends the process instead.
    /// Hosts that cannot reconnect (the headless host) keep nil and ignore what is set.
    var reconnectionTimeout: TimeInterval? { get set }
    /// Device pixels per logical point.
    var scale: CGFloat { get }
    /// Makes `scale` the host's device pixels per point (1…8): new surfaces, event
    /// coordinates and `screenSize` follow; the windows shown are rescaled by the caller
    /// (`Window.changeScale(to:)`).
    func setScale(_ scale: CGFloat)
    /// Logical size of the screen new windows default to.
    var screenSize: CGSize { get }
    /// Creates a window surface of `size` logical points, delivering events to `sink`.
    /// Returns nil (after one diagnostic line) when the platform cannot make one.
    func makeSurface(size: CGSize, title: String, sink: SurfaceEventSink) -> WindowSurface?
    /// Creates a popup surface of `size` points whose top-left corner is at `origin` in
    /// `parent`'s coordinates (it may lie outside `parent`): a borderless window above every
    /// other, which the window manager neither decorates, moves nor focuses (an open menu).
    /// Nil when the platform has none (menus are then drawn inside the window).
    func makePopupSurface(size: CGSize, at origin: CGPoint, over parent: WindowSurface, sink: SurfaceEventSink) -> WindowSurface?
    /// Whether `makePopupSurface` makes popup surfaces on this host.
    var makesPopupSurfaces: Bool { get }
    /// Reports what the desktop says through this host's own sources (XSETTINGS and the X
    /// resources on X11) to `handler`: once for each source now, then each time one changes,
    /// with no wakeup while nothing changes. A source that is absent reports empty settings.
    func watchDesktopSettings(_ handler: @escaping @MainActor (DesktopSettings, DesktopSettingsSource) -> Void)
    /// Shows pointers from the theme `name` at `size` pixels (nil: the platform's default
    /// theme or size), on every window now and from now on.
    func usePointerTheme(name: String?, size: Int?)
    /// The host's clipboard (`.general`) or primary selection (`.primary`).
    func pasteboard(named name: Pasteboard.Name) -> Pasteboard
    /// Hands `url` to the desktop's handler for it (a browser for a web link) without
    /// waiting; false (after one diagnostic line) when there is no way to.
    func open(_ url: URL) -> Bool
    /// Shows `icons` (one per size) as every window's icon in the task switcher.
    func setApplicationIcons(_ icons: [DesktopIcon])
    /// Starts carrying a drag of `items` out of `surface`'s window to other applications;
    /// nil when the platform cannot (the drag then only reaches the app's own windows).
    func beginExternalDrag(_ items: [DragItem], from surface: WindowSurface) -> ExternalDrag?
    /// Shows what `surface`'s window shows inside `rect` (its points) as a drag image whose
    /// top-left corner is at `origin` (its points), at `alpha`; nil when the platform cannot
    /// (the drag then has no image).
    func showDragImage(of rect: CGRect, in surface: WindowSurface, at origin: CGPoint, alpha: CGFloat) -> DragImage?
}

extension PlatformHost {
    /// No desktop sources unless the host has some.
    func watchDesktopSettings(_ handler: @escaping @MainActor (DesktopSettings, DesktopSettingsSource) -> Void) {}
    /// No pointer themes unless the host has them.
    func usePointerTheme(name: String?, size: Int?) {}
    /// No popup windows unless the host makes them.
    var makesPopupSurfaces: Bool { false }
    /// No popup windows unless the host makes them.
    func makePopupSurface(size: CGSize, at origin: CGPoint, over parent: WindowSurface, sink: SurfaceEventSink) -> WindowSurface? {
        nil
    }
}
