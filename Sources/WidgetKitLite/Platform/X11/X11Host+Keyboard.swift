import CX11

extension X11Host {
    /// Key presses and releases through the input method, and the pointer leaving a window;
    /// nil for every other event (the translator's).
    func translateInput(_ event: inout XEvent) -> (window: CX11.Window, meaning: X11Translation)? {
        let time = clock.now
        switch event.type {
        case CX11.KeyPress:
            let (keysym, text) = inputMethod.lookup(&event.xkey)
            let modifiers = X11Keys.modifiers(fromState: event.xkey.state).union(X11Keys.impliedModifiers(forKeysym: keysym))
            let typed = text.flatMap(Self.printable)
            // A composed character (é after a dead key) arrives with no keysym of its own.
            guard let name = X11Keys.name(forKeysym: keysym) ?? typed else { return (event.xkey.window, .ignored) }
            return (event.xkey.window, .event(.keyDown(key: name, text: typed, modifiers: modifiers, time: time)))
        case KeyRelease:
            var keysym: KeySym = 0
            XLookupString(&event.xkey, nil, 0, &keysym, nil)
            guard let name = X11Keys.name(forKeysym: UInt(keysym)) else { return (event.xkey.window, .ignored) }
            let modifiers = X11Keys.modifiers(fromState: event.xkey.state)
            return (event.xkey.window, .event(.keyUp(key: name, modifiers: modifiers, time: time)))
        case LeaveNotify:
            return (event.xcrossing.window, .event(.pointerExited(time: time)))
        default:
            return nil
        }
    }

    /// The typed text, or nil when it is empty or holds control characters (Return, Tab,
    /// Escape, Ctrl+letter: those are conveyed by the key name).
    static func printable(_ text: String) -> String? {
        guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return nil
        }
        return text
    }
}
