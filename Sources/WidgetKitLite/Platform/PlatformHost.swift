import Foundation

/// Receives a surface's events: implemented by `Window`.
@MainActor
protocol SurfaceEventSink: AnyObject {
    func surface(_ surface: WindowSurface, didReceive event: PlatformEvent)
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
}

extension WindowSurface {
    /// Surfaces in memory composite in the client.
    func makeServerBackend() -> RenderBackend? { nil }
    /// Surfaces in memory never remake their window.
    var nativeGeneration: Int { 0 }
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
    /// Logical size of the screen new windows default to.
    var screenSize: CGSize { get }
    /// Creates a window surface of `size` logical points, delivering events to `sink`.
    /// Returns nil (after one diagnostic line) when the platform cannot make one.
    func makeSurface(size: CGSize, title: String, sink: SurfaceEventSink) -> WindowSurface?
    /// The host's clipboard (`.general`) or primary selection (`.primary`).
    func pasteboard(named name: Pasteboard.Name) -> Pasteboard
    /// Hands `url` to the desktop's handler for it (a browser for a web link) without
    /// waiting; false (after one diagnostic line) when there is no way to.
    func open(_ url: URL) -> Bool
}
