import CX11
import Foundation

/// A top-level window's side of the window-manager protocols: what it asked for, its SYNC
/// counter and the last `_NET_WM_SYNC_REQUEST`, its urgency.
struct X11SurfaceDesktop {
    /// The state last asked for or last reported by the window manager: requests send only
    /// what differs from it.
    var state = DesktopWindowState()
    /// The counter named by `_NET_WM_SYNC_REQUEST_COUNTER` (0: none).
    var syncCounter: XSyncCounter = 0
    /// The value of the last sync request not yet answered.
    var pendingSyncValue: Int64?
    /// Whether the configure that followed the sync request changed the size: the counter is
    /// then set after the next frame, which draws the new size.
    var syncAwaitsFrame = false
    /// Whether the urgency hint is set.
    var demandsAttention = false
    /// Whether the line about a malformed `_NET_WM_STATE` was printed.
    var reportedMalformedState = false
}

extension X11Surface {
    private var wmAtoms: X11WindowManagerAtoms { host.connection.windowManagerAtoms }
    private var isUsable: Bool { !isClosed && !host.isDisconnected && !X11Errors.connectionLost }

    /// The protocols a top-level window takes part in besides WM_DELETE_WINDOW.
    var windowManagerProtocols: [Atom] {
        [wmAtoms.netWMPing] + (wmAtoms.hasSyncCounters ? [wmAtoms.netWMSyncRequest] : [])
    }

    /// Writes what the window manager reads when it maps a top-level window: the state and
    /// type the sink asks for (`_NET_WM_STATE`, WM_HINTS' initial state, DIALOG with
    /// WM_TRANSIENT_FOR), the icon, the startup id and a fresh SYNC counter. Called before
    /// the window is mapped.
    func prepareForWindowManager(_ request: DesktopWindowRequest) {
        let atoms = wmAtoms
        desktop.state = request.state
        var stateAtoms: [Atom] = []
        if request.state.isFullScreen { stateAtoms.append(atoms.netWMStateFullScreen) }
        if request.state.isMaximized {
            stateAtoms += [atoms.netWMStateMaximizedVertical, atoms.netWMStateMaximizedHorizontal]
        }
        setCardinals(atoms.netWMState, type: XA_ATOM, stateAtoms.map { CLong(bitPattern: $0) })
        writeHints(initiallyIconic: request.state.isMinimized)
        if let parent = request.dialogParent as? X11Surface, !parent.isClosed {
            XSetTransientForHint(host.display, window, parent.window)
            setCardinals(host.atoms.netWMWindowType, type: XA_ATOM, [CLong(bitPattern: atoms.netWMWindowTypeDialog)])
        } else {
            setCardinals(host.atoms.netWMWindowType, type: XA_ATOM, [CLong(bitPattern: atoms.netWMWindowTypeNormal)])
        }
        if !host.windowManager.iconCardinals.isEmpty {
            setCardinals(atoms.netWMIcon, type: XA_CARDINAL, host.windowManager.iconCardinals)
        }
        if let id = host.pendingStartupID {
            let bytes = Array(id.utf8)
            bytes.withUnsafeBufferPointer {
                _ = XChangeProperty(
                    host.display, window, atoms.netStartupID, host.atoms.utf8String, 8, PropModeReplace,
                    $0.baseAddress, Int32($0.count))
            }
        }
        desktop.pendingSyncValue = nil
        desktop.syncAwaitsFrame = false
        desktop.syncCounter = 0
        if atoms.hasSyncCounters {
            var zero = XSyncValue()
            XSyncIntToValue(&zero, 0)
            desktop.syncCounter = XSyncCreateCounter(host.display, zero)
            setCardinals(atoms.netWMSyncRequestCounter, type: XA_CARDINAL, [CLong(bitPattern: desktop.syncCounter)])
        }
    }

    /// Asks the window manager for `state` with the EWMH client messages to the root window
    /// (`_NET_WM_STATE` add/remove; XIconifyWindow to minimize, mapping again to restore),
    /// sending only what differs from the state last asked for or reported. Nothing waits for
    /// the answer: it arrives as a `_NET_WM_STATE`/`WM_STATE` change, if ever.
    func requestDesktopState(_ state: DesktopWindowState) {
        guard isUsable, !isPopup else { return }
        let atoms = wmAtoms
        let old = desktop.state
        desktop.state = state
        if state.isFullScreen != old.isFullScreen {
            sendStateMessage(add: state.isFullScreen, atoms.netWMStateFullScreen, 0)
        }
        if state.isMaximized != old.isMaximized {
            sendStateMessage(add: state.isMaximized, atoms.netWMStateMaximizedVertical, atoms.netWMStateMaximizedHorizontal)
        }
        if state.isMinimized != old.isMinimized {
            if state.isMinimized {
                XIconifyWindow(host.display, window, host.screen)
            } else {
                XMapRaised(host.display, window)
            }
        }
        XFlush(host.display)
    }

    /// Sets or clears the urgency hint in WM_HINTS.
    func setDemandsAttention(_ demands: Bool) {
        guard isUsable, !isPopup, demands != desktop.demandsAttention else { return }
        desktop.demandsAttention = demands
        writeHints(initiallyIconic: nil)
        XFlush(host.display)
    }

    /// Reads `_NET_WM_STATE` and `WM_STATE` after the window manager changed one, and tells
    /// the sink. A property of the wrong type or format is ignored (one line, once per window).
    func windowManagerStateDidChange() {
        guard isUsable, !isPopup else { return }
        let atoms = wmAtoms
        guard let stateAtoms = readCardinals(atoms.netWMState, type: XA_ATOM),
            let wmState = readCardinals(atoms.wmState, type: atoms.wmState)
        else { return }
        let reported = X11WindowManagerEncoding.desktopState(
            stateAtoms: stateAtoms.map { Atom(UInt(bitPattern: $0)) },
            isIconic: wmState.first == X11WindowManagerEncoding.iconicState, atoms: atoms)
        desktop.state = reported
        deliverDesktopState(reported)
    }

    /// Remembers a `_NET_WM_SYNC_REQUEST`'s value; the counter is set once the configure that
    /// follows has been drawn.
    func syncRequested(_ value: Int64) {
        guard !isClosed, desktop.syncCounter != 0 else { return }
        desktop.pendingSyncValue = value
        desktop.syncAwaitsFrame = false
    }

    /// A configure arrived (before it is applied): one that keeps the size answers a pending
    /// sync request at once, a new size after the frame that draws it. While a new size
    /// waits for its frame, a configure of that same size (the window manager's synthetic
    /// one after a move and resize) answers nothing: the frame still has to be drawn.
    func configureArrived(width: Int, height: Int) {
        guard desktop.pendingSyncValue != nil, !desktop.syncAwaitsFrame else { return }
        let newWidth = min(width, Self.maximumPixelSide), newHeight = min(height, Self.maximumPixelSide)
        if newWidth == pixelWidth, newHeight == pixelHeight {
            answerSyncRequest()
        } else {
            desktop.syncAwaitsFrame = true
        }
    }

    /// After a frame: sets the counter to the pending sync request's value if the frame drew
    /// the size it announced.
    func frameDidPresent() {
        guard desktop.syncAwaitsFrame else { return }
        answerSyncRequest()
    }

    /// Destroys the SYNC counter (the window is being destroyed).
    func releaseWindowManagerResources() {
        if desktop.syncCounter != 0, !X11Errors.connectionLost, !host.isShutDown {
            XSyncDestroyCounter(host.display, desktop.syncCounter)
        }
        desktop.syncCounter = 0
        desktop.pendingSyncValue = nil
    }

    /// Records the time of the user's last key or button press in `_NET_WM_USER_TIME` (the
    /// window manager's focus-stealing prevention compares it).
    func userInteracted(at time: Time) {
        guard isUsable, !isPopup else { return }
        setCardinals(wmAtoms.netWMUserTime, type: XA_CARDINAL, [CLong(bitPattern: time)])
    }

    // MARK: Helpers

    private func answerSyncRequest() {
        guard let value = desktop.pendingSyncValue, desktop.syncCounter != 0, isUsable else { return }
        desktop.pendingSyncValue = nil
        desktop.syncAwaitsFrame = false
        var syncValue = XSyncValue()
        XSyncIntsToValue(&syncValue, UInt32(truncatingIfNeeded: value), Int32(truncatingIfNeeded: value >> 32))
        XSyncSetCounter(host.display, desktop.syncCounter, syncValue)
        XFlush(host.display)
    }

    private func sendStateMessage(add: Bool, _ first: Atom, _ second: Atom) {
        let root = XRootWindow(host.display, host.screen)
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = wmAtoms.netWMState
        event.xclient.format = 32
        event.xclient.data.l.0 = add ? 1 : 0  // _NET_WM_STATE_ADD / _REMOVE
        event.xclient.data.l.1 = CLong(bitPattern: first)
        event.xclient.data.l.2 = CLong(bitPattern: second)
        event.xclient.data.l.3 = 1  // source: an application
        XSendEvent(host.display, root, False, SubstructureNotifyMask | SubstructureRedirectMask, &event)
    }

    /// WM_HINTS: input (the window takes the focus), the urgency flag, and the initial state
    /// when given (iconic or normal).
    private func writeHints(initiallyIconic: Bool?) {
        guard let hints = XAllocWMHints() else { return }
        hints.pointee.flags = InputHint
        hints.pointee.input = True
        if let initiallyIconic {
            hints.pointee.flags |= StateHint
            hints.pointee.initial_state = initiallyIconic ? IconicState : NormalState
        }
        if desktop.demandsAttention { hints.pointee.flags |= XUrgencyHint }
        XSetWMHints(host.display, window, hints)
        XFree(hints)
    }

    private func setCardinals(_ property: Atom, type: Atom, _ values: [CLong]) {
        values.withUnsafeBytes { raw in
            _ = XChangeProperty(
                host.display, window, property, type, 32, PropModeReplace,
                raw.bindMemory(to: UInt8.self).baseAddress, Int32(values.count))
        }
    }

    /// The 32-bit values of `property` ([] when it is absent), nil when it has another type
    /// or format (reported once per window).
    private func readCardinals(_ property: Atom, type: Atom) -> [CLong]? {
        var actualType: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let maximumLongs = 64
        let status = XGetWindowProperty(
            host.display, window, property, 0, maximumLongs, False, Atom(AnyPropertyType), &actualType, &format, &count,
            &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success else { return [] }
        if actualType == 0 { return [] }
        guard actualType == type, format == 32, let data else {
            if !desktop.reportedMalformedState {
                desktop.reportedMalformedState = true
                Diagnostics.report(
                    "ignored a window-manager state property of type \(actualType), format \(format) on window \(window)")
            }
            return nil
        }
        return data.withMemoryRebound(to: CLong.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
    }
}
