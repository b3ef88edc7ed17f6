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

    /// Sets Xcursor's theme and size on the display, reloads the cursors and shows each
    /// window's pointer again. Nil, or a size of 0 or less, is "not said": the theme and size
    /// Xcursor chose on this connection by itself (`XCURSOR_THEME`, the X resources, its
    /// default), so a theme the desktop stops naming goes back to that one.
    func usePointerTheme(name: String?, size: Int?) {
        guard !isShutDown, !isDisconnected, !X11Errors.connectionLost else { return }
        let (currentName, currentSize) = pointerTheme
        let own = ownPointerTheme ?? (currentName, currentSize)
        ownPointerTheme = own
        let theme = name.flatMap { $0.isEmpty ? nil : $0 } ?? own.name
        let wantedSize = size.flatMap { $0 > 0 ? $0 : nil } ?? own.size
        let themeChanges = theme != currentName
        let sizeChanges = wantedSize > 0 && wantedSize != currentSize
        guard themeChanges || sizeChanges else { return }
        if themeChanges {
            if theme.isEmpty { XcursorSetTheme(display, nil) } else { XcursorSetTheme(display, theme) }
        }
        if sizeChanges { XcursorSetDefaultSize(display, Int32(wantedSize)) }
        cursors.reload(on: display)
        for entry in surfaces.values {
            guard let surface = entry.surface, let cursor = surface.shownCursor else { continue }
            surface.setCursor(cursor)
        }
        XFlush(display)
    }

    /// Xcursor's theme and size on the display now.
    var pointerTheme: (name: String, size: Int) {
        (XcursorGetTheme(display).map { String(cString: $0) } ?? "", Int(XcursorGetDefaultSize(display)))
    }
}
