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
/// Requester: reading asks the owner for UTF8_STRING (`XConvertSelection`) and waits for
/// the answer, also in INCR chunks, at most `Pasteboard.transferTimeout` between two steps;
/// other events stay queued meanwhile. Defined outcomes, each with one line on stderr: an
/// owner that does not answer → nil; more than `Pasteboard.maximumLength` bytes → nil;
/// invalid UTF-8 → the text with U+FFFD in place of the bad bytes. Reading a selection this
/// process owns needs no round trip.
@MainActor
final class X11Selections {
    private unowned let host: X11Host
    private let display: OpaquePointer
    /// The window that owns our selections and receives transfers.
    let window: CX11.Window
    private let clipboard: Atom
    private let targets: Atom
    private let utf8String: Atom
    private let textTarget: Atom
    private let incr: Atom
    /// The property transfers land in, on `window`.
    private let transferProperty: Atom
    /// The text of each selection this process owns.
    private var owned: [Atom: String] = [:]

    init(host: X11Host) {
        self.host = host
        display = host.display
        func intern(_ name: String) -> Atom { XInternAtom(host.display, name, False) }
        clipboard = intern("CLIPBOARD")
        targets = intern("TARGETS")
        utf8String = intern("UTF8_STRING")
        textTarget = intern("TEXT")
        incr = intern("INCR")
        transferProperty = intern("WKL_SELECTION")
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
        case SelectionNotify, PropertyNotify:
            // Late answers to a read that already ended.
            return event.xany.window == window
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
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = display
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = stored ? property : UInt(None)
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

    // MARK: Requester

    /// The text of `selection`; nil when nobody owns it, the owner offers no text, does not
    /// answer in time, or sends too much.
    func read(_ selection: Atom) -> String? {
        guard !host.isDisconnected, !X11Errors.connectionLost else { return nil }
        let owner = XGetSelectionOwner(display, selection)
        if owner == window { return owned[selection] }
        guard owner != UInt(None) else { return nil }
        defer { host.drainSoonIfQueued() }
        XDeleteProperty(display, window, transferProperty)
        XConvertSelection(display, selection, utf8String, transferProperty, window, UInt(CurrentTime))
        XFlush(display)
        guard let notify = waitForEvent(SelectionNotify, where: { $0.xselection.selection == selection }) else {
            Diagnostics.report(
                "the owner of the \(name(of: selection)) selection did not answer within \(Pasteboard.transferTimeout) s; nothing was pasted")
            return nil
        }
        guard notify.xselection.property != UInt(None) else { return nil }
        guard let (type, first) = takeProperty() else { return nil }
        var bytes = first
        if type == incr {
            guard let all = receiveIncrementally(selection) else { return nil }
            bytes = all
        }
        return decode(bytes, type: type == incr ? utf8String : type, selection: selection)
    }

    /// Reads the INCR chunks that follow (each a new value of the transfer property, the
    /// last one empty).
    private func receiveIncrementally(_ selection: Atom) -> [UInt8]? {
        var bytes: [UInt8] = []
        while true {
            let chunk = waitForEvent(PropertyNotify) { event in
                event.xproperty.atom == self.transferProperty && event.xproperty.state == PropertyNewValue
            }
            guard chunk != nil else {
                Diagnostics.report(
                    "the owner of the \(name(of: selection)) selection stopped sending after \(bytes.count) bytes; nothing was pasted")
                return nil
            }
            guard let (type, part) = takeProperty() else { return nil }
            // A notification older than the last read (the INCR marker's own, our deletes)
            // finds no property: keep waiting for the next chunk.
            if type == UInt(None) { continue }
            if part.isEmpty { return bytes }
            bytes += part
            guard bytes.count <= Pasteboard.maximumLength else {
                PasteboardDiagnostics.reportTooLong(bytes.count)
                // Let the owner finish into the void: delete each chunk as it comes.
                return nil
            }
        }
    }

    /// Reads and deletes the transfer property: its type and bytes.
    private func takeProperty() -> (Atom, [UInt8])? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display, window, transferProperty, 0, Int(Int32.max) / 4, True, Atom(AnyPropertyType), &type, &format, &count,
            &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success else { return nil }
        let unit = format == 32 ? MemoryLayout<UInt>.size : Int(format) / 8
        guard let data, count > 0, unit > 0 else { return (type, []) }
        return (type, Array(UnsafeBufferPointer(start: data, count: Int(count) * unit)))
    }

    private func decode(_ bytes: [UInt8], type: Atom, selection: Atom) -> String? {
        guard bytes.count <= Pasteboard.maximumLength else {
            PasteboardDiagnostics.reportTooLong(bytes.count)
            return nil
        }
        if type == Atom(XA_STRING) {
            return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if !text.utf8.elementsEqual(bytes) {
            Diagnostics.report("the \(name(of: selection)) selection held invalid UTF-8; bad bytes were replaced by U+FFFD")
        }
        return text
    }

    /// Waits for an event of `type` on the selection window that `matches`, for at most
    /// `Pasteboard.transferTimeout`; other events stay queued for the host.
    private func waitForEvent(_ type: Int32, where matches: (XEvent) -> Bool) -> XEvent? {
        let deadline = host.clock.now + Pasteboard.transferTimeout
        let fd = XConnectionNumber(display)
        while !X11Errors.connectionLost {
            var event = XEvent()
            if XCheckTypedWindowEvent(display, window, type, &event) != 0 {
                if matches(event) { return event }
                continue
            }
            let remaining = deadline - host.clock.now
            guard remaining > 0 else { return nil }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32((remaining * 1000).rounded(.up)))
        }
        return nil
    }

    private func name(of atom: Atom) -> String {
        guard let name = XGetAtomName(display, atom) else { return "unknown" }
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

    func writeString(_ string: String?) {
        let selections = host.selections
        selections.write(string, to: selections.atom(for: name))
    }
}
