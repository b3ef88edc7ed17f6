@preconcurrency import Glibc
import CX11
import Foundation

/// Another X client that owns a selection, on a thread and a display connection of its own,
/// answering every conversion request the way it was told to — a well-behaved owner, or a
/// hostile one (binary types, a trickle of INCR chunks, a held answer).
final class SelectionOwnerThread: @unchecked Sendable {
    /// How the owner answers a conversion request, whatever target it names.
    enum Answer {
        /// One property of `type` (an atom name) and `format` (8, 16 or 32) holding `bytes`
        /// (for format 32, little-endian groups of 4).
        case property(type: String, format: Int32, bytes: [UInt8])
        /// Announces INCR, then writes `chunks` of `type` one at a time, each `interval` after
        /// the requestor deleted the previous one, and ends with an empty chunk.
        case incremental(type: String, chunks: [[UInt8]], interval: TimeInterval)
    }

    private let display: OpaquePointer
    private let window: CX11.Window
    private let selection: Atom
    private let answer: Answer
    private let lock = NSLock()
    private var stopping = false
    private var thread: Thread?
    private let held = DispatchSemaphore(value: 0)
    private let holdsAnswer: Bool
    private var finishedFlag = false
    private var requestsFlag = 0
    private let done = DispatchSemaphore(value: 0)

    /// Takes `selection` ("CLIPBOARD" or "PRIMARY") on a new connection to `$DISPLAY`.
    /// With `holdingAnswer`, each request waits for `release()` before it is answered.
    init?(selection name: String, answer: Answer, holdingAnswer: Bool = false) {
        guard let display = XOpenDisplay(nil) else { return nil }
        self.display = display
        self.answer = answer
        holdsAnswer = holdingAnswer
        selection = XInternAtom(display, name, False)
        let root = XRootWindow(display, XDefaultScreen(display))
        window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
        XSetSelectionOwner(display, selection, window, UInt(CurrentTime))
        XSync(display, False)
        guard XGetSelectionOwner(display, selection) == window else {
            XCloseDisplay(display)
            return nil
        }
        let thread = Thread { [self] in run() }
        self.thread = thread
        thread.start()
    }

    /// True once the last (empty) chunk of an INCR answer was written, or a property answer sent.
    var finished: Bool { lock.withLock { finishedFlag } }
    /// How many conversion requests arrived.
    var requests: Int { lock.withLock { requestsFlag } }

    /// Lets one held request be answered.
    func release() { held.signal() }

    /// Ends the thread (within about 20 ms) and closes its connection.
    func stop() {
        lock.withLock { stopping = true }
        held.signal()
        done.wait()
        XCloseDisplay(display)
    }

    private var isStopping: Bool { lock.withLock { stopping } }

    // MARK: The thread

    /// An INCR transfer under way: where it writes, and what is left.
    private struct Incremental {
        var requestor: CX11.Window
        var property: Atom
        var type: Atom
        var chunks: [[UInt8]]
    }

    private var transfer: Incremental?

    private func run() {
        let fd = XConnectionNumber(display)
        while !isStopping {
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                handle(event)
                if isStopping { break }
            }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 20)
        }
        done.signal()
    }

    private func handle(_ event: XEvent) {
        switch event.type {
        case SelectionRequest:
            lock.withLock { requestsFlag += 1 }
            if holdsAnswer {
                held.wait()
                if isStopping { return }
            }
            answer(event.xselectionrequest)
        case PropertyNotify:
            guard var incremental = transfer, event.xproperty.window == incremental.requestor,
                event.xproperty.atom == incremental.property, event.xproperty.state == PropertyDelete
            else { return }
            if case .incremental(_, _, let interval) = answer, interval > 0 {
                usleep(UInt32(interval * 1_000_000))
            }
            let chunk = incremental.chunks.isEmpty ? [] : incremental.chunks.removeFirst()
            write(chunk, type: incremental.type, format: 8, to: incremental.requestor, property: incremental.property)
            XFlush(display)
            if chunk.isEmpty {
                transfer = nil
                lock.withLock { finishedFlag = true }
            } else {
                transfer = incremental
            }
        default:
            break
        }
    }

    private func answer(_ request: XSelectionRequestEvent) {
        let property = request.property == UInt(None) ? request.target : request.property
        switch answer {
        case let .property(type, format, bytes):
            write(bytes, type: intern(type), format: format, to: request.requestor, property: property)
            notify(request, property: property)
            lock.withLock { finishedFlag = true }
        case let .incremental(type, chunks, _):
            XSelectInput(display, request.requestor, PropertyChangeMask)
            let total = UInt32(chunks.reduce(0) { $0 + $1.count })
            write(withUnsafeBytes(of: total) { Array($0) }, type: intern("INCR"), format: 32, to: request.requestor, property: property)
            transfer = Incremental(requestor: request.requestor, property: property, type: intern(type), chunks: chunks)
            notify(request, property: property)
        }
        XFlush(display)
    }

    /// Writes `bytes` (32-bit items packed as 4 bytes each for format 32) as the property.
    private func write(_ bytes: [UInt8], type: Atom, format: Int32, to requestor: CX11.Window, property: Atom) {
        if format == 32 {
            // Xlib takes format-32 data as C longs.
            var longs: [Int] = stride(from: 0, to: bytes.count, by: 4).map { i in
                Int(bytes[i]) | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2]) << 16 | Int(bytes[i + 3]) << 24
            }
            let count = Int32(longs.count)
            longs.withUnsafeMutableBytes { raw in
                _ = XChangeProperty(
                    display, requestor, property, type, 32, PropModeReplace, raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
                    count)
            }
        } else {
            let count = Int32(bytes.count / Int(format / 8))
            bytes.withUnsafeBufferPointer { buffer in
                _ = XChangeProperty(display, requestor, property, type, format, PropModeReplace, buffer.baseAddress, count)
            }
        }
    }

    private func notify(_ request: XSelectionRequestEvent, property: Atom) {
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = display
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = property
        reply.xselection.time = request.time
        XSendEvent(display, request.requestor, False, 0, &reply)
    }

    private func intern(_ name: String) -> Atom { XInternAtom(display, name, False) }
}
