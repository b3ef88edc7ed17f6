import CX11

/// The X cursors of one display connection, loaded once per shape: from the user's Xcursor
/// theme by freedesktop name (then by its legacy X name), else from the core cursor font.
@MainActor
final class X11Cursors {
    /// Legacy theme names and the core cursor font glyph for each freedesktop name.
    private static let fallbacks: [String: (legacy: String, glyph: Int32)] = [
        "default": ("left_ptr", XC_left_ptr),
        "text": ("xterm", XC_xterm),
        "pointer": ("hand2", XC_hand2),
        "ew-resize": ("sb_h_double_arrow", XC_sb_h_double_arrow),
        "ns-resize": ("sb_v_double_arrow", XC_sb_v_double_arrow),
        "crosshair": ("crosshair", XC_crosshair),
        "grab": ("hand1", XC_hand1),
        "grabbing": ("fleur", XC_fleur),
        "not-allowed": ("crossed_circle", XC_X_cursor),
    ]

    private var loaded: [String: CX11.Cursor] = [:]
    private var display: OpaquePointer?

    /// Frees the cursors loaded on `display` (the pointer theme changed): the next `cursor(for:on:)`
    /// loads each from the theme again. Windows showing a freed cursor keep it until they
    /// are given another.
    func reload(on display: OpaquePointer) {
        if self.display == display {
            for handle in loaded.values { XFreeCursor(display, handle) }
        }
        loaded = [:]
        self.display = display
    }

    /// The X cursor for `cursor` on `display` (loaded on first use; the arrow for unknown names).
    func cursor(for cursor: Cursor, on display: OpaquePointer) -> CX11.Cursor {
        if self.display != display {
            // A new connection (after reconnection): the old cursors died with the old one.
            loaded = [:]
            self.display = display
        }
        if let known = loaded[cursor.name] { return known }
        let fallback = Self.fallbacks[cursor.name] ?? Self.fallbacks["default"]!
        var handle = XcursorLibraryLoadCursor(display, cursor.name)
        if handle == 0 { handle = XcursorLibraryLoadCursor(display, fallback.legacy) }
        if handle == 0 { handle = XCreateFontCursor(display, UInt32(fallback.glyph)) }
        loaded[cursor.name] = handle
        return handle
    }
}
