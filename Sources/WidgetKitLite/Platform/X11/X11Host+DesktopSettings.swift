import CX11
import Foundation

/// The desktop's settings on X11: XSETTINGS and the X resources (`X11DesktopSettingsWatcher`),
/// and the pointer theme (Xcursor).
extension X11Host {
    /// Starts the watcher on this connection; it reports both sources at once, then on change.
    func watchDesktopSettings(_ handler: @escaping @MainActor (DesktopSettings, DesktopSettingsSource) -> Void) {
        guard !isShutDown else { return }
        let watcher = X11DesktopSettingsWatcher(host: self, report: handler)
        desktopSettingsWatcher = watcher
        watcher.start()
    }

    /// Sets Xcursor's theme and size on the display (nil: the theme Xcursor finds by itself,
    /// the size from the resources), reloads the cursors and shows each window's pointer again.
    func usePointerTheme(name: String?, size: Int?) {
        guard !isShutDown, !isDisconnected, !X11Errors.connectionLost else { return }
        let theme = name ?? ""
        let currentName = XcursorGetTheme(display).map { String(cString: $0) } ?? ""
        let currentSize = Int(XcursorGetDefaultSize(display))
        let themeChanges = !theme.isEmpty && theme != currentName
        let sizeChanges = size.map { $0 > 0 && $0 != currentSize } ?? false
        guard themeChanges || sizeChanges else { return }
        if themeChanges { XcursorSetTheme(display, theme) }
        if sizeChanges, let size { XcursorSetDefaultSize(display, Int32(size)) }
        cursors.reload(on: display)
        for entry in surfaces.values {
            guard let surface = entry.surface, let cursor = surface.shownCursor else { continue }
            surface.setCursor(cursor)
        }
        XFlush(display)
    }
}
