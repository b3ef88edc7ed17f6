import CX11

/// The atoms of the window-manager protocols (EWMH and ICCCM) the host speaks, interned once
/// per connection, and whether the server has the SYNC extension (for `_NET_WM_SYNC_REQUEST`).
struct X11WindowManagerAtoms {
    let netWMPing: Atom
    let netWMSyncRequest: Atom
    let netWMSyncRequestCounter: Atom
    let netWMState: Atom
    let netWMStateFullScreen: Atom
    let netWMStateMaximizedVertical: Atom
    let netWMStateMaximizedHorizontal: Atom
    let netWMStateHidden: Atom
    let wmState: Atom
    let netWMIcon: Atom
    let netWMUserTime: Atom
    let netWMWindowTypeNormal: Atom
    let netWMWindowTypeDialog: Atom
    let netStartupID: Atom
    let netStartupInfoBegin: Atom
    let netStartupInfo: Atom
    /// Whether the server has SYNC 3.0 or later and Xlib's side of it is initialised.
    let hasSyncCounters: Bool

    init(display: OpaquePointer) {
        func intern(_ name: String) -> Atom { XInternAtom(display, name, False) }
        netWMPing = intern("_NET_WM_PING")
        netWMSyncRequest = intern("_NET_WM_SYNC_REQUEST")
        netWMSyncRequestCounter = intern("_NET_WM_SYNC_REQUEST_COUNTER")
        netWMState = intern("_NET_WM_STATE")
        netWMStateFullScreen = intern("_NET_WM_STATE_FULLSCREEN")
        netWMStateMaximizedVertical = intern("_NET_WM_STATE_MAXIMIZED_VERT")
        netWMStateMaximizedHorizontal = intern("_NET_WM_STATE_MAXIMIZED_HORZ")
        netWMStateHidden = intern("_NET_WM_STATE_HIDDEN")
        wmState = intern("WM_STATE")
        netWMIcon = intern("_NET_WM_ICON")
        netWMUserTime = intern("_NET_WM_USER_TIME")
        netWMWindowTypeNormal = intern("_NET_WM_WINDOW_TYPE_NORMAL")
        netWMWindowTypeDialog = intern("_NET_WM_WINDOW_TYPE_DIALOG")
        netStartupID = intern("_NET_STARTUP_ID")
        netStartupInfoBegin = intern("_NET_STARTUP_INFO_BEGIN")
        netStartupInfo = intern("_NET_STARTUP_INFO")
        var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        hasSyncCounters =
            XSyncQueryExtension(display, &eventBase, &errorBase) != 0
            && XSyncInitialize(display, &major, &minor) != 0 && major >= 3
    }
}
