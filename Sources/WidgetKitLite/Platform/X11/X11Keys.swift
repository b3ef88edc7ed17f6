import CX11

/// Maps X keysyms and modifier masks to the toolkit's key names and modifiers.
enum X11Keys {
    /// Keysyms whose toolkit name differs from Xlib's `XKeysymToString`.
    private static let renamed: [UInt: String] = [
        UInt(XK_space): "Space",
        UInt(XK_Return): "Return",
        UInt(XK_KP_Enter): "Return",
        UInt(XK_Escape): "Escape",
        UInt(XK_BackSpace): "BackSpace",
        UInt(XK_Tab): "Tab",
        UInt(XK_ISO_Left_Tab): "Tab",
        UInt(XK_Left): "Left",
        UInt(XK_Right): "Right",
        UInt(XK_Up): "Up",
        UInt(XK_Down): "Down",
    ]

    /// The stable key name of `keysym`: letters and digits as their lowercase character
    /// ("a", "1", also for "A"), "Space", "Return", "Escape", "BackSpace", "Tab" (also for
    /// Shift+Tab's ISO_Left_Tab), "Left", "Right", "Up", "Down", and Xlib's keysym name
    /// ("F1", "Home", "comma", …) for everything else; nil for NoSymbol.
    static func name(forKeysym keysym: UInt) -> String? {
        if let name = renamed[keysym] { return name }
        if (UInt(XK_a)...UInt(XK_z)).contains(keysym) || (UInt(XK_0)...UInt(XK_9)).contains(keysym) {
            return String(UnicodeScalar(UInt8(keysym)))
        }
        if (UInt(XK_A)...UInt(XK_Z)).contains(keysym) {
            return String(UnicodeScalar(UInt8(keysym))).lowercased()
        }
        guard keysym != UInt(NoSymbol), let cName = XKeysymToString(KeySym(keysym)) else { return nil }
        return String(cString: cName)
    }

    /// Modifiers implied by the keysym itself: Shift+Tab arrives as ISO_Left_Tab, and some
    /// keymaps report it without ShiftMask in the state.
    static func impliedModifiers(forKeysym keysym: UInt) -> KeyModifiers {
        keysym == UInt(XK_ISO_Left_Tab) ? .shift : []
    }

    /// The toolkit modifiers held in an X event's `state` mask: Shift, Control, Mod1 (Alt)
    /// as `.alternate` and Mod4 (Super) as `.command`.
    static func modifiers(fromState state: UInt32) -> KeyModifiers {
        var result: KeyModifiers = []
        if state & UInt32(ShiftMask) != 0 { result.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { result.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { result.insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { result.insert(.command) }
        return result
    }
}
