@preconcurrency import Glibc
import CX11
import Foundation

/// The X CLIPBOARD and PRIMARY selections of one display connection, as owner and as
/// requester (ICCCM), through a hidden window of their own.
///
/// Owner: setting a pasteboard's text takes the selection; `SelectionRequest`s are answered
/// with TARGETS, UTF8_STRING, TEXT or STRING (Latin-1, "?" for other characters); another
/// client taking the selection (`SelectionClear`) drops the text. Replies larger than one
/// X request (16 MiB with BIG-REQUESTS) are refused with one line.
///
/// Requester (`X11Selections+Requesting.swift`): a request asks the owner for UTF8_STRING
/// (`XConvertSelection`) and returns; the answer, and for an INCR answer each chunk, comes
/// as an event of the ordinary loop and advances an `X11SelectionTransfer`, so input and
/// frames go on during a transfer. Limits (`PasteboardTransferProgress`): a step at least
/// every `Pasteboard.transferTimeout`, past `Pasteboard.transferDeadline` an average of at
/// least `Pasteboard.minimumTransferRate`, at most `Pasteboard.maximumLength` bytes. Only
/// text is taken: UTF8_STRING, text/plain;charset=utf-8 and TEXT as UTF-8 (invalid bytes
/// become U+FFFD), STRING as Latin-1, COMPOUND_TEXT through Xlib; anything else (INTEGER,
/// PIXMAP, a format other than 8) is refused. Every failure is one line on stderr and no
/// text. Reading a selection this process owns needs no transfer.
@MainActor
final class X11Selections {
    unowned let host: X11Host
    let display: OpaquePointer
    /// The window that owns our selections and receives transfers.
    let window: CX11.Window
    private let clipboard: Atom
    private let targets: Atom
    let utf8String: Atom
    let textTarget: Atom
    let compoundText: Atom
    let plainTextUTF8: Atom
    let incr: Atom
    /// The text of each selection this process owns.
    private(set) var owned: [Atom: String] = [:]

    init(host: X11Host) {
        self.host = host
        display = host.display
        func intern(_ name: String) -> Atom { XInternAtom(host.display, name, False) }
        clipboard = intern("CLIPBOARD")
        targets = intern("TARGETS")
        utf8String = intern("UTF8_STRING")
        textTarget = intern("TEXT")
        compoundText = intern("COMPOUND_TEXT")
        plainTextUTF8 = intern("text/plain;charset=utf-8")
        incr = intern("INCR")
        let root = XRootWindow(display, XDefaultScreen(display))
        window = XCreateSimpleWindow(display, root, -10, -10, 1, 1, 0, 0, 0)
        XSelectInput(display, window, PropertyChangeMask)
    }

    /// The X atom of a pasteboard.
    func atom(for name: Pasteboard.Name) -> Atom { name == .general ? clipboard : Atom(XA_PRIMARY) }

    // MARK: Owner

    /// Takes `selection` with `text`, or gives it up (nil).
    func write(_ text: String?, to selection: Atom) {
        guard !host.isDisconnected, !X11Errors.connectionLost else { return }
        guard let text else {
            if owned.removeValue(forKey: selection) != nil, XGetSelectionOwner(display, selection) == window {
                XSetSelectionOwner(display, selection, UInt(None), UInt(CurrentTime))
                XFlush(display)
            }
            return
        }
        guard text.utf8.count <= Pasteboard.maximumLength else {
            PasteboardDiagnostics.reportTooLong(text.utf8.count)
            return
        }
        owned[selection] = text
        XSetSelectionOwner(display, selection, window, UInt(CurrentTime))
        if XGetSelectionOwner(display, selection) != window {
            owned[selection] = nil
            Diagnostics.report("the X server did not give this window the \(name(of: selection)) selection; nothing was copied")
        }
        XFlush(display)
    }

    /// Handles the selection traffic of `event`; true when it was selection traffic.
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case SelectionRequest:
            answer(event.xselectionrequest)
            return true
        case SelectionClear:
            guard event.xselectionclear.window == window else { return false }
            owned[event.xselectionclear.selection] = nil
            return true
        case SelectionNotify:
            guard event.xselection.requestor == window else { return false }
            answerArrived(event.xselection)
            return true
        case PropertyNotify:
            guard event.xproperty.window == window else { return false }
            if event.xproperty.state == PropertyNewValue { chunkArrived(in: event.xproperty.atom) }
            return true
        default:
            return false
        }
    }

    private func answer(_ request: XSelectionRequestEvent) {
        // Obsolete clients name no property: answer in the one named after the target.
        let property = request.property == UInt(None) ? request.target : request.property
        var stored = false
        if request.owner == window, let text = owned[request.selection] {
            stored = store(text, for: request.target, in: property, of: request.requestor)
        }
        Self.notify(request, answeredIn: stored ? property : nil, on: display)
    }

    /// Tells the requestor of `request` that its answer is in `property`, or (nil) that
    /// there is none: the SelectionNotify every selection owner sends.
    static func notify(_ request: XSelectionRequestEvent, answeredIn property: Atom?, on display: OpaquePointer) {
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = display
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = property ?? UInt(None)
        reply.xselection.time = request.time
        _ = X11Errors.trapping {
            XSendEvent(display, request.requestor, False, 0, &reply)
            XSync(display, False)
        }
    }

    /// Writes `text` converted to `target` into the requestor's property; false when the
    /// target is not offered or the text is too large for one request.
    private func store(_ text: String, for target: Atom, in property: Atom, of requestor: CX11.Window) -> Bool {
        let bytes: [UInt8]
        let type: Atom
        switch target {
        case targets:
            var offered: [Atom] = [targets, utf8String, textTarget, Atom(XA_STRING)]
            let count = Int32(offered.count)
            let error = X11Errors.trapping {
                offered.withUnsafeMutableBytes { raw in
                    _ = XChangeProperty(
                        display, requestor, property, Atom(XA_ATOM), 32, PropModeReplace,
                        raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count)
                }
                XSync(display, False)
            }
            return error == nil
        case utf8String, textTarget:
            bytes = Array(text.utf8)
            type = utf8String
        case Atom(XA_STRING):
            bytes = text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
            type = Atom(XA_STRING)
        default:
            return false
        }
        let requestLimit = Int(max(XExtendedMaxRequestSize(display), XMaxRequestSize(display))) * 4 - Self.requestOverhead
        guard bytes.count <= requestLimit else {
            Diagnostics.report(
                "\(bytes.count) bytes of \(name(of: target)) are more than one X request carries (\(requestLimit)); the paste was refused")
            return false
        }
        let error = bytes.withUnsafeBufferPointer { buffer in
            X11Errors.trapping {
                _ = XChangeProperty(
                    display, requestor, property, type, 8, PropModeReplace, buffer.baseAddress, Int32(bytes.count))
                XSync(display, False)
            }
        }
        return error == nil
    }

    /// Bytes of a ChangeProperty request besides the data.
    private static let requestOverhead = 64

    // MARK: Requester (X11Selections+Requesting.swift)

    /// Transfers under way or draining, oldest first.
    var transfers: [X11SelectionTransfer] = []
    /// The properties transfers land in, on `window`; one per transfer at a time.
    var transferProperties: [Atom] = []

    /// Transfers still waiting for their text (draining ones not counted).
    var transfersUnderWay: Int { transfers.count { !$0.isDraining } }

    func intern(_ name: String) -> Atom { XInternAtom(display, name, False) }

    func name(of atom: Atom) -> String {
        guard atom != UInt(None), let name = XGetAtomName(display, atom) else { return "None" }
        defer { XFree(name) }
        return String(cString: name)
    }
}

/// A pasteboard backed by an X selection.
@MainActor
final class X11PasteboardStore: PasteboardStore {
    private unowned let host: X11Host
    private let name: Pasteboard.Name

    init(host: X11Host, name: Pasteboard.Name) {
        self.host = host
        self.name = name
    }

    func readString() -> String? {
        let selections = host.selections
        return selections.read(selections.atom(for: name))
    }

    func requestString(completion: @escaping @MainActor (String?) -> Void) {
        let selections = host.selections
        selections.request(selections.atom(for: name), completion: completion)
    }

    func writeString(_ string: String?) {
        let selections = host.selections
        selections.write(string, to: selections.atom(for: name))
    }
}
