import CX11

/// The atoms the host uses, interned once per display.
struct X11Atoms {
    let wmProtocols: Atom
    let wmDeleteWindow: Atom
    let netWMName: Atom
    let netWMPID: Atom
    let utf8String: Atom
    let netWMWindowType: Atom
    let netWMWindowTypePopupMenu: Atom

    init(display: OpaquePointer) {
        func intern(_ name: String) -> Atom { XInternAtom(display, name, False) }
        wmProtocols = intern("WM_PROTOCOLS")
        wmDeleteWindow = intern("WM_DELETE_WINDOW")
        netWMName = intern("_NET_WM_NAME")
        netWMPID = intern("_NET_WM_PID")
        utf8String = intern("UTF8_STRING")
        netWMWindowType = intern("_NET_WM_WINDOW_TYPE")
        netWMWindowTypePopupMenu = intern("_NET_WM_WINDOW_TYPE_POPUP_MENU")
    }
}
