import CX11

/// The window-manager protocols' data, as bytes and numbers: pure functions, so they are
/// tested without a display.
enum X11WindowManagerEncoding {
    /// Bytes of one `_NET_STARTUP_INFO` client message (format 8).
    static let startupChunkSize = 20
    /// Largest icon side sent in `_NET_WM_ICON` (bigger images are left out: the property of
    /// a 512² icon alone would be a megabyte, which some window managers refuse).
    static let maximumIconSide = 256
    /// `WM_STATE`'s value for an iconified window (ICCCM 4.1.3.1).
    static let iconicState: CLong = 3

    /// The startup-notification message that ends the launch of `id` (the freedesktop
    /// startup-notification spec): `remove: ID="…"` with `"` and `\` escaped, NUL-terminated,
    /// cut into 20-byte chunks (the last padded with NULs): the first is sent as
    /// `_NET_STARTUP_INFO_BEGIN`, the rest as `_NET_STARTUP_INFO`.
    static func startupRemoveChunks(id: String) -> [[UInt8]] {
        var escaped = ""
        for character in id {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        var bytes = Array("remove: ID=\"\(escaped)\"".utf8)
        bytes.append(0)
        var chunks: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            var chunk = Array(bytes[start..<min(start + startupChunkSize, bytes.count)])
            chunk += Array(repeating: 0, count: startupChunkSize - chunk.count)
            chunks.append(chunk)
            start += startupChunkSize
        }
        return chunks
    }

    /// `_NET_WM_ICON`'s CARDINAL array for `icons`: for each, width, height, then its pixels
    /// as straight (not premultiplied) 0xAARRGGBB, top row first. Empty icons and icons with a
    /// side over `maximumIconSide` are left out.
    static func iconCardinals(_ icons: [DesktopIcon]) -> [CLong] {
        var values: [CLong] = []
        for icon in icons
        where icon.width > 0 && icon.height > 0 && icon.width <= maximumIconSide && icon.height <= maximumIconSide
            && icon.pixels.count == icon.width * icon.height
        {
            values.append(CLong(icon.width))
            values.append(CLong(icon.height))
            values.append(contentsOf: icon.pixels.map { CLong(unpremultiplied($0)) })
        }
        return values
    }

    /// `pixel` (premultiplied 0xAARRGGBB) with its colour divided by its alpha.
    static func unpremultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha != 0 else { return 0 }
        guard alpha != 0xFF else { return pixel }
        func channel(_ shift: UInt32) -> UInt32 {
            min(0xFF, (((pixel >> shift) & 0xFF) * 0xFF + alpha / 2) / alpha) << shift
        }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }

    /// The state `_NET_WM_STATE`'s atoms and `WM_STATE`'s iconic flag describe: full screen;
    /// maximized only when both maximized atoms are there; minimized when iconic or hidden.
    static func desktopState(stateAtoms: [Atom], isIconic: Bool, atoms: X11WindowManagerAtoms) -> DesktopWindowState {
        DesktopWindowState(
            isFullScreen: stateAtoms.contains(atoms.netWMStateFullScreen),
            isMaximized: stateAtoms.contains(atoms.netWMStateMaximizedVertical)
                && stateAtoms.contains(atoms.netWMStateMaximizedHorizontal),
            isMinimized: isIconic || stateAtoms.contains(atoms.netWMStateHidden))
    }

    /// The 64-bit value of a `_NET_WM_SYNC_REQUEST` (data.l[2] low, data.l[3] high 32 bits).
    static func syncValue(low: CLong, high: CLong) -> Int64 {
        Int64(Int32(truncatingIfNeeded: high)) << 32 | Int64(UInt32(truncatingIfNeeded: low))
    }
}
