import Foundation

@testable import WidgetKitLite

extension HeadlessScreen {
    /// A full repaint of the front window at the current time, ignoring damage (for checking
    /// that incremental frames are identical).
    func fullRepaint() -> Image {
        guard let window = windows.last else { return Image(width: 0, height: 0, pixels: []) }
        let (w, h) = (window.pixelSize.width, window.pixelSize.height)
        let bitmap = Bitmap(width: w, height: h)
        Renderer.paintAll(window, into: bitmap.canvas, clearColor: Pixel.opaqueBlack)
        return Image(copying: bitmap.canvas)
    }
}

extension X11Host {
    /// Opens `displayName` (nil: `$DISPLAY`) at `scale`, with the process's other settings.
    static func open(displayName: String?, scale: CGFloat) -> Result<X11Host, X11HostError> {
        var configuration = Configuration(environment: ProcessInfo.processInfo.environment)
        if let displayName { configuration.display = displayName }
        configuration.scale = scale
        return open(configuration: configuration)
    }
}

extension Renderer {
    /// Paints all of `window` into `canvas` with a renderer and stores of its own (to check
    /// that incremental frames equal a full repaint); the renderer is discarded after.
    static func paintAll(_ window: Window, into canvas: Canvas, clearColor: UInt32) {
        let renderer = Renderer(window: window, scale: window.scale)
        // The backend holds its surface unowned: the surface lives until the frame is done.
        let surface = CanvasSurface(canvas: canvas)
        withExtendedLifetime(surface) {
            let backend = renderer.backend(for: surface)
            let bounds = canvas.bounds
            let lists = renderer.buildFrame(root: window, damage: [bounds], copies: [], bounds: bounds, clearColor: clearColor)
            for builder in lists { try? backend.execute(builder.list, into: builder.target) }
            renderer.layers.removeAll()
        }
    }
}

/// A surface over a canvas the caller owns: frames are composited into it in memory and
/// presenting does nothing.
@MainActor
private final class CanvasSurface: WindowSurface {
    let canvas: Canvas
    init(canvas: Canvas) { self.canvas = canvas }
    var pixelWidth: Int { canvas.width }
    var pixelHeight: Int { canvas.height }
    func beginFrame() -> Canvas { canvas }
    func present(_ damage: [PixelRect]) {}
    func setTitle(_ title: String) {}
    func requestSize(_ size: CGSize) {}
    func rescale(to scale: CGFloat, size: CGSize) {}
    func close() {}
    func setCursor(_ cursor: Cursor) {}
}
