@preconcurrency import Glibc
import CX11
import Foundation

/// The requester side: transfers of another client's selection, advanced by the event loop.
extension X11Selections {
    /// The most transfers at once (each lands in a property of its own).
    static let maximumTransfers = 8

    /// Asks the owner of `selection` for its text and returns; `completion` gets the text
    /// when the transfer ends (nil when it fails, with one line). It runs before this returns
    /// when nobody owns the selection or this process does.
    func request(_ selection: Atom, completion: @escaping @MainActor (String?) -> Void) {
        startTransfer(of: selection, target: utf8String, ownText: { completion($0) }) { property, now in
            X11SelectionTransfer(selection: selection, property: property, startedAt: now, completion: completion)
        }
    }

    /// Asks the owner of `selection` for its value as `target` and returns; `completion`
    /// gets the bytes, of whatever 8-bit type the owner answers, when the transfer ends (nil
    /// when it fails, with one line, or when nobody or this process owns the selection).
    /// Same limits as `request`, INCR included.
    func requestData(_ selection: Atom, target: Atom, completion: @escaping @MainActor ([UInt8]?) -> Void) {
        startTransfer(of: selection, target: target, ownText: { _ in completion(nil) }) { property, now in
            X11SelectionTransfer(selection: selection, target: target, property: property, startedAt: now, completion: completion)
        }
    }

    private func startTransfer(
        of selection: Atom, target: Atom, ownText: @MainActor (String?) -> Void,
        make: (Atom, TimeInterval) -> X11SelectionTransfer
    ) {
        guard !host.isDisconnected, !X11Errors.connectionLost else {
            ownText(nil)
            return
        }
        let owner = XGetSelectionOwner(display, selection)
        // XGetSelectionOwner was a round trip: events may wait in Xlib's buffer.
        defer { host.drainSoonIfQueued() }
        if owner == window {
            ownText(owned[selection])
            return
        }
        guard owner != UInt(None) else {
            ownText(nil)
            return
        }
        guard let property = freeTransferProperty() else {
            Diagnostics.report("\(Self.maximumTransfers) selection transfers are already under way; nothing was pasted")
            ownText(nil)
            return
        }
        XDeleteProperty(display, window, property)
        XConvertSelection(display, selection, target, property, window, UInt(CurrentTime))
        XFlush(display)
        let transfer = make(property, host.clock.now)
        transfers.append(transfer)
        scheduleCheck(of: transfer)
    }

    /// The text of `selection`, waiting for the owner's transfer within the same limits;
    /// other events stay queued for the host meanwhile.
    func read(_ selection: Atom) -> String? {
        var result: String?
        var done = false
        request(selection) { text in
            result = text
            done = true
        }
        let fd = XConnectionNumber(display)
        while !done {
            guard !X11Errors.connectionLost else {
                abandonAll()
                break
            }
            var event = XEvent()
            if takeSelectionWindowEvent(&event) {
                _ = handle(&event)
                continue
            }
            let now = host.clock.now
            checkTransfers(at: now)
            guard !done else { break }
            let next = transfers.map(\.nextCheck).min() ?? now
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32((max(0, next - now) * 1000).rounded(.up)))
        }
        host.drainSoonIfQueued()
        return result
    }

    /// Ends every transfer without text, quietly (the connection is going away).
    func abandonAll() {
        let pending = transfers
        transfers = []
        for transfer in pending {
            transfer.wakeup?.cancel()
            transfer.complete(with: nil)
        }
    }

    // MARK: Events

    /// The owner's answer (`SelectionNotify` on the selection window).
    func answerArrived(_ notify: XSelectionEvent) {
        let now = host.clock.now
        guard notify.property != UInt(None) else {
            // A refusal names no property: it answers the oldest request of that selection.
            // The owner offers no text, which needs no line.
            if let transfer = transfers.first(where: { $0.selection == notify.selection && $0.phase == .awaitingAnswer }) {
                finish(transfer, with: nil)
            }
            return
        }
        guard let transfer = transfers.first(where: { $0.property == notify.property }) else { return }
        switch transfer.phase {
        case .draining:
            XDeleteProperty(display, window, transfer.property)
            transfer.noteLateStep(at: now)
            return
        case .receivingChunks:
            return
        case .awaitingAnswer:
            break
        }
        guard let answer = takeProperty(transfer.property, upTo: Pasteboard.maximumLength) else {
            fail(transfer, "the answer of the owner of the \(name(of: transfer.selection)) selection could not be read; nothing was pasted")
            return
        }
        if answer.type == incr {
            // INCR's value is a lower bound of the size.
            if let size = answer.firstLong, size > Pasteboard.maximumLength {
                PasteboardDiagnostics.reportTooLong(size)
                fail(transfer, nil, drain: true)
                return
            }
            transfer.beginChunks(at: now)
            scheduleCheck(of: transfer)
            return
        }
        guard refuseUnlessText(answer, for: transfer) else { return }
        guard answer.isComplete else {
            PasteboardDiagnostics.reportTooLong(answer.bytes.count + 1)
            fail(transfer, nil)
            return
        }
        transfer.append(answer.bytes, type: answer.type, at: now)
        finishReceived(transfer)
    }

    /// A new value of `property` on the selection window: the next chunk of an INCR answer.
    func chunkArrived(in property: Atom) {
        guard let transfer = transfers.first(where: { $0.property == property }) else { return }
        let now = host.clock.now
        switch transfer.phase {
        case .awaitingAnswer:
            // The owner writing its answer: the notification follows.
            return
        case .draining:
            XDeleteProperty(display, window, property)
            transfer.noteLateStep(at: now)
            return
        case .receivingChunks:
            break
        }
        let allowance = Pasteboard.maximumLength - transfer.bytes.count
        guard let chunk = takeProperty(property, upTo: allowance) else {
            fail(transfer, "a chunk from the owner of the \(name(of: transfer.selection)) selection could not be read; nothing was pasted", drain: true)
            return
        }
        // A notification older than the last read (our own deletes) finds no property.
        if chunk.type == UInt(None) { return }
        if chunk.bytes.isEmpty {
            finishReceived(transfer)
            return
        }
        guard refuseUnlessText(chunk, for: transfer, drain: true) else { return }
        guard chunk.isComplete, chunk.bytes.count <= allowance else {
            PasteboardDiagnostics.reportTooLong(transfer.bytes.count + chunk.bytes.count + (chunk.isComplete ? 0 : 1))
            fail(transfer, nil, drain: true)
            return
        }
        transfer.append(chunk.bytes, type: chunk.type, at: now)
        check(transfer, at: now)
    }

    // MARK: Limits

    /// Checks every transfer against the limits at `now`.
    func checkTransfers(at now: TimeInterval) {
        for transfer in transfers { check(transfer, at: now) }
    }

    /// Ends `transfer` if it broke a limit at `now`, else makes sure it is looked at again.
    func check(_ transfer: X11SelectionTransfer, at now: TimeInterval) {
        guard transfers.contains(where: { $0 === transfer }) else { return }
        guard !host.isDisconnected, !X11Errors.connectionLost else {
            abandonAll()
            return
        }
        if transfer.isDraining {
            if transfer.drainHasEnded(at: now) { remove(transfer) } else { scheduleCheck(of: transfer) }
            return
        }
        guard let failure = transfer.progress.failure(at: now) else {
            scheduleCheck(of: transfer)
            return
        }
        let owner = "the owner of the \(name(of: transfer.selection)) selection"
        switch failure {
        case .stalled where transfer.phase == .awaitingAnswer:
            fail(transfer, "\(owner) did not answer within \(Pasteboard.transferTimeout) s; nothing was pasted", drain: true)
        case .stalled(let bytes):
            fail(transfer, "\(owner) stopped sending after \(bytes) bytes; nothing was pasted", drain: true)
        case let .tooSlow(bytes, seconds):
            let rate = Pasteboard.minimumTransferRate >> 10
            fail(
                transfer,
                "\(owner) sent \(bytes) bytes in \(String(format: "%.1f", seconds)) s, slower than \(rate) KiB/s; nothing was pasted",
                drain: true)
        }
    }

    /// A wakeup at `transfer`'s next check, unless one is due no later.
    private func scheduleCheck(of transfer: X11SelectionTransfer) {
        let due = transfer.nextCheck
        if transfer.wakeup != nil, transfer.wakeupDue <= due { return }
        transfer.wakeup?.cancel()
        transfer.wakeupDue = due
        transfer.wakeup = host.scheduleWakeup(at: due) { [weak self, weak transfer] in
            guard let self, let transfer else { return }
            transfer.wakeup = nil
            // A chunk that came while the main queue was busy is not the owner's delay.
            self.host.processPendingEvents()
            self.check(transfer, at: self.host.clock.now)
        }
    }

    // MARK: Ending a transfer

    /// Ends `transfer` with what it received: bytes for a transfer of bytes, else text.
    private func finishReceived(_ transfer: X11SelectionTransfer) {
        guard transfer.wantsData else {
            finish(transfer, with: decode(transfer))
            return
        }
        remove(transfer)
        transfer.completeWithBytes()
    }

    private func finish(_ transfer: X11SelectionTransfer, with text: String?) {
        remove(transfer)
        transfer.complete(with: text)
    }

    /// Reports `message` (if any) and ends `transfer` without text; with `drain`, late
    /// answers and chunks are deleted for a while before its property is used again.
    private func fail(_ transfer: X11SelectionTransfer, _ message: String?, drain: Bool = false) {
        if let message { Diagnostics.report(message) }
        guard drain else {
            finish(transfer, with: nil)
            return
        }
        transfer.abandon(at: host.clock.now)
        scheduleCheck(of: transfer)
    }

    private func remove(_ transfer: X11SelectionTransfer) {
        transfer.wakeup?.cancel()
        transfer.wakeup = nil
        transfers.removeAll { $0 === transfer }
    }

    /// A property for a new transfer: one no transfer uses, made the first time it is needed.
    private func freeTransferProperty() -> Atom? {
        let inUse = Set(transfers.map(\.property))
        if let free = transferProperties.first(where: { !inUse.contains($0) }) { return free }
        guard transferProperties.count < Self.maximumTransfers else { return nil }
        let index = transferProperties.count
        let atom = intern(index == 0 ? "WKL_SELECTION" : "WKL_SELECTION_\(index)")
        transferProperties.append(atom)
        return atom
    }

    // MARK: Properties and text

    /// A property's value as read (and deleted).
    struct PropertyValue {
        var type: Atom
        var format: Int32
        /// The items as Xlib returns them (format 32: one C long each).
        var bytes: [UInt8]
        /// False when the property held more than was asked for.
        var isComplete: Bool

        /// The first item of a format-32 value.
        var firstLong: Int? {
            guard format == 32, bytes.count >= MemoryLayout<Int>.size else { return nil }
            return bytes.withUnsafeBytes { $0.loadUnaligned(as: Int.self) }
        }
    }

    /// Reads and deletes `property` of the selection window, at most about `limit` bytes.
    private func takeProperty(_ property: Atom, upTo limit: Int) -> PropertyValue? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let words = min(Int(Int32.max) / 4, max(0, limit) / 4 + 1)
        let status = XGetWindowProperty(
            display, window, property, 0, words, True, Atom(AnyPropertyType), &type, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success else { return nil }
        // The read deletes the property only when it took all of it.
        if remaining > 0 { XDeleteProperty(display, window, property) }
        let unit = format == 32 ? MemoryLayout<CLong>.size : Int(format) / 8
        var bytes: [UInt8] = []
        if let data, count > 0, unit > 0 { bytes = Array(UnsafeBufferPointer(start: data, count: Int(count) * unit)) }
        return PropertyValue(type: type, format: format, bytes: bytes, isComplete: remaining == 0)
    }

    /// The types whose 8-bit values are taken as text.
    private var textTypes: [Atom] { [utf8String, plainTextUTF8, textTarget, Atom(XA_STRING), compoundText] }

    /// True when `value` is text; otherwise reports the type and fails `transfer`.
    private func refuseUnlessText(_ value: PropertyValue, for transfer: X11SelectionTransfer, drain: Bool = false) -> Bool {
        if value.format == 8, transfer.wantsData || textTypes.contains(value.type),
            transfer.textType == nil || transfer.textType == value.type
        {
            return true
        }
        fail(
            transfer,
            "the owner of the \(name(of: transfer.selection)) selection answered with \(name(of: value.type)) "
                + "(format \(value.format)), not text; nothing was pasted",
            drain: drain)
        return false
    }

    /// The text of a finished transfer's bytes, by their type.
    private func decode(_ transfer: X11SelectionTransfer) -> String? {
        let bytes = transfer.bytes
        switch transfer.textType {
        case Atom(XA_STRING):
            return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        case compoundText:
            return decodeCompoundText(bytes, selection: transfer.selection)
        default:
            let text = String(decoding: bytes, as: UTF8.self)
            if !text.utf8.elementsEqual(bytes) {
                Diagnostics.report(
                    "the \(name(of: transfer.selection)) selection held invalid UTF-8; bad bytes were replaced by U+FFFD")
            }
            return text
        }
    }

    /// COMPOUND_TEXT (ISO 2022) converted by Xlib; nil with one line when it cannot be.
    private func decodeCompoundText(_ bytes: [UInt8], selection: Atom) -> String? {
        var bytes = bytes
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var count: Int32 = 0
        let status = bytes.withUnsafeMutableBufferPointer { buffer in
            var property = XTextProperty(value: buffer.baseAddress, encoding: compoundText, format: 8, nitems: UInt(buffer.count))
            return Xutf8TextPropertyToTextList(display, &property, &list, &count)
        }
        defer { if let list { XFreeStringList(list) } }
        guard status >= 0, let list else {
            Diagnostics.report("the \(name(of: selection)) selection held COMPOUND_TEXT Xlib cannot convert; nothing was pasted")
            return nil
        }
        return (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }.joined()
    }

    /// Takes the oldest queued answer or property change on the selection window, reading
    /// the connection without blocking.
    private func takeSelectionWindowEvent(_ event: inout XEvent) -> Bool {
        var target = window
        return withUnsafeMutablePointer(to: &target) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout<CX11.Window>.size) { argument in
                XCheckIfEvent(
                    display, &event,
                    { _, event, argument in
                        guard let event, let argument else { return False }
                        let window = argument.withMemoryRebound(to: CX11.Window.self, capacity: 1) { $0.pointee }
                        switch event.pointee.type {
                        case SelectionNotify: return event.pointee.xselection.requestor == window ? True : False
                        case PropertyNotify: return event.pointee.xproperty.window == window ? True : False
                        default: return False
                        }
                    }, argument) != 0
            }
        }
    }
}
