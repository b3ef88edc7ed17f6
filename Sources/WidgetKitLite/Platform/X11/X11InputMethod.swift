@preconcurrency import Glibc
import CX11

/// Keyboard text through the X input method (XIM) of one display connection: dead keys,
/// Compose sequences and input-method servers (ibus, fcitx) turn key presses into text.
///
/// Every event passes `filter` first (`XFilterEvent`): the input method swallows the keys
/// of an unfinished sequence (a dead acute) and later hands over the composed character.
/// Each window gets an input context (pre-edit and status drawn by the method itself); its
/// key presses are read with `Xutf8LookupString`. When no input method opens (`XMODIFIERS`
/// names a server that is not running) Xlib's built-in one (`@im=none`, which still
/// composes dead keys) is used; when even that fails, keys are read with `XLookupString`
/// (Latin-1, no composing). The locale's character type is set from the environment once
/// (C.UTF-8 when that is "C"), as Xlib needs it to pick the Compose table.
@MainActor
final class X11InputMethod {
    private let display: OpaquePointer
    private var method: XIM?
    private var contexts: [CX11.Window: XIC] = [:]
    /// Starting size of the lookup buffer; grown when Xlib reports an overflow.
    private static let bufferSize = 64

    init(display: OpaquePointer) {
        self.display = display
        Self.prepareLocale()
        // Key releases only when a key really goes up, not between auto-repeats.
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display, 1, &supported)
        _ = XSetLocaleModifiers("")
        method = XOpenIM(display, nil, nil, nil)
        if method == nil {
            _ = XSetLocaleModifiers("@im=none")
            method = XOpenIM(display, nil, nil, nil)
        }
    }

    private static var localeIsPrepared = false

    private static func prepareLocale() {
        guard !localeIsPrepared else { return }
        localeIsPrepared = true
        let chosen = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? "C"
        if chosen == "C" || chosen == "POSIX" { _ = setlocale(LC_CTYPE, "C.UTF-8") }
        if XSupportsLocale() == 0 { _ = setlocale(LC_CTYPE, "C") }
    }

    /// Creates the input context of `window`; returns the extra events it needs selected.
    func attach(_ window: CX11.Window) -> Int {
        guard let method, contexts[window] == nil, let context = wkl_XCreateIC(method, window) else { return 0 }
        contexts[window] = context
        return wkl_XICFilterEvents(context)
    }

    /// Destroys the input context of `window`.
    func detach(_ window: CX11.Window) {
        guard let context = contexts.removeValue(forKey: window) else { return }
        XDestroyIC(context)
    }

    /// Gives `event` to the input method first; true when it consumed it (the rest of the
    /// toolkit must not see it). Focus changes are forwarded to the window's context.
    func filter(_ event: inout XEvent) -> Bool {
        if event.type == FocusIn || event.type == FocusOut, let context = contexts[event.xfocus.window] {
            if event.type == FocusIn { XSetICFocus(context) } else { XUnsetICFocus(context) }
        }
        return XFilterEvent(&event, 0) != 0
    }

    /// The keysym and the text of a key press: UTF-8 from the window's input context, or
    /// Latin-1 from `XLookupString` when it has none.
    func lookup(_ key: inout XKeyEvent) -> (keysym: UInt, text: String?) {
        var keysym: KeySym = 0
        guard let context = contexts[key.window] else {
            var buffer = [CChar](repeating: 0, count: Self.bufferSize)
            let count = XLookupString(&key, &buffer, Int32(buffer.count), &keysym, nil)
            let latin1 = buffer.prefix(Int(max(0, count))).map { Unicode.Scalar(UInt8(bitPattern: $0)) }
            return (UInt(keysym), latin1.isEmpty ? nil : String(String.UnicodeScalarView(latin1)))
        }
        var size = Self.bufferSize
        while true {
            var buffer = [CChar](repeating: 0, count: size)
            var status: Int32 = 0
            let count = Xutf8LookupString(context, &key, &buffer, Int32(size), &keysym, &status)
            if status == XBufferOverflow {
                size = Int(count) + 1
                continue
            }
            let hasText = status == XLookupChars || status == XLookupBoth
            let hasKeysym = status == XLookupKeySym || status == XLookupBoth
            let bytes = buffer.prefix(Int(max(0, count))).map { UInt8(bitPattern: $0) }
            let text = hasText && !bytes.isEmpty ? String(decoding: bytes, as: UTF8.self) : nil
            return (hasKeysym ? UInt(keysym) : 0, text)
        }
    }

    /// Closes every context and the method (the display is about to close).
    func close() {
        for window in Array(contexts.keys) { detach(window) }
        if let method { XCloseIM(method) }
        method = nil
    }
}
