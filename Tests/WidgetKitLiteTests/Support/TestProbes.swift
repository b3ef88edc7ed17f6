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
