@preconcurrency import Glibc
import CX11
import Foundation

/// Drag and drop with other X clients: XDND version 5 (freedesktop.org). Top-level windows
/// carry `XdndAware` (`markAware`); the target side (`X11Dnd+Target.swift`) turns a source's
/// XdndEnter/Position/Leave/Drop into calls to the window's `DragDestination` and loads the
/// dropped data from `XdndSelection` with the clipboard's transfer code (INCR included); the
/// source side (`X11Dnd+Source.swift`) drives another client's window the same way.
///
/// Limits: a source whose window is destroyed mid-drag (seen by its DestroyNotify, or by a
/// check every `idleTimeout` while it sends nothing) ends the drag (one line; the view under
/// it gets `sessionDidExit`); a source that is only quiet (the user holds the pointer still)
/// keeps it. Data loads end within the pasteboard's transfer limits.
@MainActor
final class X11Dnd {
    /// The XDND version spoken (and the lowest accepted is 3).
    static let protocolVersion = 5
    static let oldestVersion = 3
    /// A drag over one of our windows ends when its source sends nothing for this long.
    static let idleTimeout: TimeInterval = 5

    unowned let host: X11Host
    private(set) var atoms: X11DndAtoms
    /// The display `atoms` were interned on (a reconnection interns them again).
    private var atomsDisplay: OpaquePointer
    /// A dropped drag of ours waits this long for the target's XdndFinished.
    static let finishTimeout: TimeInterval = 5
    /// The drag from another client over one of our windows, if any.
    var incoming: X11DndIncoming?
    /// Drops still loading their data when a new drag entered: kept until their
    /// XdndFinished has gone.
    var finishing: [X11DndIncoming] = []
    /// Our drag over other clients' windows, if any.
    var outgoing: X11DndOutgoing?
    /// Our drag images on the screen: the walk for the window under the pointer looks
    /// through them.
    var imageWindows: Set<CX11.Window> = []

    init(host: X11Host) {
        self.host = host
        atomsDisplay = host.display
        atoms = X11DndAtoms(display: host.display)
    }

    var display: OpaquePointer {
        if atomsDisplay != host.display {
            atomsDisplay = host.display
            atoms = X11DndAtoms(display: host.display)
            incoming = nil
        }
        return host.display
    }

    /// Sets `XdndAware` (version 5) on a top-level window.
    func markAware(_ window: CX11.Window) {
        var version = CLong(Self.protocolVersion)
        withUnsafeBytes(of: &version) { raw in
            _ = XChangeProperty(
                display, window, atoms.aware, Atom(XA_ATOM), 32, PropModeReplace, raw.bindMemory(to: UInt8.self).baseAddress, 1)
        }
    }

    /// Handles the XDND traffic of `event`; true when it was XDND traffic.
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case ClientMessage:
            _ = display
            let message = event.xclient
            guard message.format == 32 else { return false }
            let type = message.message_type
            if type == atoms.enter || type == atoms.position || type == atoms.leave || type == atoms.drop {
                handleTargetMessage(message)
                return true
            }
            if type == atoms.status || type == atoms.finished {
                if type == atoms.status { outgoing?.statusArrived(Self.values(of: message)) }
                if type == atoms.finished { outgoing?.finishedArrived(Self.values(of: message)) }
                return true
            }
            return false
        case SelectionRequest:
            _ = display
            guard event.xselectionrequest.selection == atoms.selection else { return false }
            answer(event.xselectionrequest)
            return true
        case DestroyNotify:
            guard let incoming, event.xdestroywindow.window == incoming.source, !incoming.isOurs else { return false }
            sourceVanished("its window was destroyed")
            return true
        default:
            return false
        }
    }

    // MARK: Messages

    /// A 32-bit client message of `type` to `window` (naming `named`, by default `window`
    /// itself: a proxy gets messages naming the window it stands for), its data `values`
    /// (up to five). A window gone meanwhile is no error.
    func send(_ type: Atom, to window: CX11.Window, values: [CLong], naming named: CX11.Window? = nil) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.display = display
        event.xclient.window = named ?? window
        event.xclient.message_type = type
        event.xclient.format = 32
        withUnsafeMutableBytes(of: &event.xclient.data.l) { raw in
            let longs = raw.bindMemory(to: CLong.self)
            for (index, value) in values.prefix(longs.count).enumerated() { longs[index] = value }
        }
        _ = X11Errors.trapping {
            XSendEvent(display, window, False, NoEventMask, &event)
            XSync(display, False)
        }
    }

    /// Answers a request for `XdndSelection` with our drag's data (or refuses it).
    private func answer(_ request: XSelectionRequestEvent) {
        let property = request.property == UInt(None) ? request.target : request.property
        var stored = false
        if let outgoing, let data = outgoing.data(for: request.target) {
            let unit = data.format == 32 ? MemoryLayout<CLong>.size : 1
            let limit = Int(max(XExtendedMaxRequestSize(display), XMaxRequestSize(display))) * 4 - 64
            if data.bytes.count <= limit {
                let error = data.bytes.withUnsafeBufferPointer { buffer in
                    X11Errors.trapping {
                        _ = XChangeProperty(
                            display, request.requestor, property, data.type, data.format, PropModeReplace, buffer.baseAddress,
                            Int32(data.bytes.count / unit))
                        XSync(display, False)
                    }
                }
                stored = error == nil
            } else {
                Diagnostics.report("\(data.bytes.count) bytes of dragged \(name(of: request.target)) are more than one X request carries; the drop gets none")
            }
        }
        X11Selections.notify(request, answeredIn: stored ? property : nil, on: display)
    }

    /// The XDND-aware window under the root point (`x`, `y`), found from the root down
    /// (the first window with `XdndAware`, at least version 3), with the window its messages
    /// go to (its `XdndProxy` when that proxy names itself) and the version to speak.
    func awareWindow(at x: Int32, _ y: Int32) -> (window: CX11.Window, proxy: CX11.Window, version: Int)? {
        let root = XRootWindow(display, host.screen)
        var window = root
        for _ in 0..<Self.maximumDepth {
            var child: CX11.Window = 0
            var childX: Int32 = 0, childY: Int32 = 0
            let error = X11Errors.trapping { XTranslateCoordinates(display, root, window, x, y, &childX, &childY, &child) }
            guard error == nil, child != UInt(None) else { return nil }
            if window == root, imageWindows.contains(child) {
                guard let below = topLevel(at: x, y, under: root) else { return nil }
                child = below
            }
            window = child
            if let version = atomList(atoms.aware, of: window, limit: 1)?.first, Int(version) >= Self.oldestVersion {
                var proxy = window
                if let named = windowList(atoms.proxy, of: window)?.first, windowList(atoms.proxy, of: named)?.first == named {
                    proxy = named
                }
                return (window, proxy, min(Int(version), Self.protocolVersion))
            }
        }
        return nil
    }

    /// The topmost mapped child of `root` containing the root point, drag images left out.
    private func topLevel(at x: Int32, _ y: Int32, under root: CX11.Window) -> CX11.Window? {
        var rootReturn: CX11.Window = 0, parent: CX11.Window = 0
        var children: UnsafeMutablePointer<CX11.Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children else { return nil }
        defer { XFree(children) }
        for index in stride(from: Int(count) - 1, through: 0, by: -1) {
            let candidate = children[index]
            guard !imageWindows.contains(candidate) else { continue }
            var attributes = XWindowAttributes()
            let error = X11Errors.trapping { XGetWindowAttributes(display, candidate, &attributes) }
            guard error == nil, attributes.map_state == IsViewable else { continue }
            let right = attributes.x + attributes.width + 2 * attributes.border_width
            let bottom = attributes.y + attributes.height + 2 * attributes.border_width
            if x >= attributes.x, x < right, y >= attributes.y, y < bottom { return candidate }
        }
        return nil
    }

    /// How deep `awareWindow` looks below the root.
    static let maximumDepth = 16

    /// A format-32 WINDOW property (XdndProxy); nil when absent or unreadable.
    private func windowList(_ property: Atom, of window: CX11.Window) -> [CX11.Window]? {
        guard let read = X11WindowProperty.read(property, of: window, on: display, type: Atom(XA_WINDOW), maximumLongs: 1),
            read.format == 32, let first = read.longs.first
        else { return nil }
        return [CX11.Window(UInt32(truncatingIfNeeded: first))]
    }

    /// The five longs of a client message.
    static func values(of message: XClientMessageEvent) -> [CLong] {
        let l = message.data.l
        return [l.0, l.1, l.2, l.3, l.4]
    }

    /// The name of an atom (for lines).
    func name(of atom: Atom) -> String {
        guard atom != UInt(None), let name = XGetAtomName(display, atom) else { return "None" }
        defer { XFree(name) }
        return String(cString: name)
    }

    /// A format-32 atom list property of another client's window; nil when it cannot be read
    /// (the window is gone) or is not an atom list.
    func atomList(_ property: Atom, of window: CX11.Window, limit: Int = 4096) -> [Atom]? {
        guard let read = X11WindowProperty.read(property, of: window, on: display, type: Atom(XA_ATOM), maximumLongs: limit),
            read.format == 32, read.type == Atom(XA_ATOM)
        else { return nil }
        return read.longs.map { Atom(UInt32(truncatingIfNeeded: $0)) }
    }
}

/// The atoms of XDND, interned once per display.
struct X11DndAtoms {
    let aware, proxy, enter, position, status, leave, drop, finished: Atom
    let selection, typeList, actionCopy, actionMove, actionPrivate, actionList: Atom

    init(display: OpaquePointer) {
        func intern(_ name: String) -> Atom { XInternAtom(display, name, False) }
        aware = intern("XdndAware")
        proxy = intern("XdndProxy")
        enter = intern("XdndEnter")
        position = intern("XdndPosition")
        status = intern("XdndStatus")
        leave = intern("XdndLeave")
        drop = intern("XdndDrop")
        finished = intern("XdndFinished")
        selection = intern("XdndSelection")
        typeList = intern("XdndTypeList")
        actionCopy = intern("XdndActionCopy")
        actionMove = intern("XdndActionMove")
        actionPrivate = intern("XdndActionPrivate")
        actionList = intern("XdndActionList")
    }
}
