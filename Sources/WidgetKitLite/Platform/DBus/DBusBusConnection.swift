import CDBus
import Dispatch
import Foundation

/// A private connection to a D-Bus message bus, driven by Dispatch sources on the main
/// queue: libdbus's watches become read and write sources on the socket, its timeouts
/// become timers, and received messages are dispatched on the next turn of the main queue.
/// No other main loop is involved, and nothing runs while the bus is quiet.
///
/// Open it anywhere with ``open(address:)`` (it blocks while it says hello to the bus), then
/// hand it to the main actor and ``start(objectsUnder:handler:signals:closed:)`` it.
@MainActor
final class DBusBusConnection {
    /// The libdbus connection; nil once closed. Set before the connection reaches the main
    /// actor, used only there afterwards.
    nonisolated(unsafe) private(set) var raw: OpaquePointer?
    /// This connection's unique name on the bus (":1.42").
    nonisolated let uniqueName: String

    /// Method calls to objects under the path given to `start`: return whether handled.
    private var methodHandler: ((OpaquePointer) -> Bool)?
    /// Every signal received.
    private var signalHandler: ((OpaquePointer) -> Void)?
    /// Called once when the bus goes away.
    private var closedHandler: (() -> Void)?

    private var watches: [UnsafeMutableRawPointer: WatchSources] = [:]
    private var timeouts: [UnsafeMutableRawPointer: DispatchSourceTimer] = [:]
    private var dispatchScheduled = false
    private var pendingReplies: [Int: (OpaquePointer?) -> Void] = [:]
    private var nextReplyToken = 0

    /// The read and write sources of one libdbus watch.
    private struct WatchSources {
        var read: DispatchSourceRead?
        var write: DispatchSourceWrite?
    }

    nonisolated private init(raw: OpaquePointer, uniqueName: String) {
        self.raw = raw
        self.uniqueName = uniqueName
    }

    /// Opens a private connection to the bus at `address` and registers with it (the
    /// `Hello` call, which blocks); the error says why not.
    nonisolated static func open(address: String) -> Result<DBusBusConnection, DBusFailure> {
        openRaw(address: address).flatMap { connection in
            guard let name = dbus_bus_get_unique_name(connection) else {
                close(raw: connection)
                return .failure(DBusFailure(doing: "register with the bus at \(address)", reason: "no unique name"))
            }
            return .success(DBusBusConnection(raw: connection, uniqueName: String(cString: name)))
        }
    }

    /// A private libdbus connection to the bus at `address`, registered (`Hello`, which
    /// blocks), that does not end the process when the bus goes away. Close it with
    /// `close(raw:)`.
    nonisolated static func openRaw(address: String) -> Result<OpaquePointer, DBusFailure> {
        dbus_threads_init_default()
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            return .failure(DBusFailure(error: &error, doing: "connect to \(address)"))
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0 else {
            let failure = DBusFailure(error: &error, doing: "register with the bus at \(address)")
            close(raw: connection)
            return .failure(failure)
        }
        return .success(connection)
    }

    /// Closes and releases a connection from `openRaw(address:)`.
    nonisolated static func close(raw connection: OpaquePointer) {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// Starts receiving: method calls to objects at `root` or below go to `handler`, every
    /// signal to `signals`, and `closed` is called once if the bus goes away. A client that
    /// serves no objects passes a nil `root`.
    func start(
        objectsUnder root: String?, handler: @escaping (OpaquePointer) -> Bool,
        signals: @escaping (OpaquePointer) -> Void, closed: @escaping () -> Void
    ) -> Bool {
        guard let raw else { return false }
        methodHandler = handler
        signalHandler = signals
        closedHandler = closed
        let me = Unmanaged.passUnretained(self).toOpaque()
        if let root {
            var vtable = DBusObjectPathVTable()
            vtable.message_function = { _, message, data in
                guard let message, let data else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
                let connection = Unmanaged<DBusBusConnection>.fromOpaque(data).takeUnretainedValue()
                let handled = MainActor.assumeIsolated { connection.methodHandler?(message) ?? false }
                return handled ? DBUS_HANDLER_RESULT_HANDLED : DBUS_HANDLER_RESULT_NOT_YET_HANDLED
            }
            guard dbus_connection_register_fallback(raw, root, &vtable, me) != 0 else { return false }
        }
        dbus_connection_add_filter(
            raw,
            { _, message, data in
                guard let message, let data else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
                let connection = Unmanaged<DBusBusConnection>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { connection.filter(message) }
                return DBUS_HANDLER_RESULT_NOT_YET_HANDLED
            }, me, nil)
        dbus_connection_set_watch_functions(
            raw,
            { watch, data in
                guard let watch, let data else { return 0 }
                let connection = Unmanaged<DBusBusConnection>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { connection.update(watch) }
                return 1
            },
            { watch, data in
                guard let watch, let data else { return }
                let connection = Unmanaged<DBusBusConnection>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { connection.remove(watch) }
            },
            { watch, data in
                guard let watch, let data else { return }
                let connection = Unmanaged<DBusBusConnection>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { connection.update(watch) }
            }, me, nil)
        dbus_connection_set_timeout_functions(
            raw,
            { timeout, data in
                guard let timeout, let data else { return 0 }
                let connection = Unmanaged<DBusBusConnection>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { connection.updateTimeout(timeout) }
                return 1
            },
            { timeout, data in
                guard let timeout, let data else { return }
                let connection = Unmanaged<DBusBusConnection>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { connection.removeTimeout(timeout) }
            },
            { timeout, data in
                guard let timeout, let data else { return }
                let connection = Unmanaged<DBusBusConnection>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { connection.updateTimeout(timeout) }
            }, me, nil)
        dbus_connection_set_dispatch_status_function(
            raw,
            { _, status, data in
                guard status == DBUS_DISPATCH_DATA_REMAINS, let data else { return }
                let connection = Unmanaged<DBusBusConnection>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { connection.scheduleDispatch() }
            }, me, nil)
        scheduleDispatch()
        return true
    }

    // MARK: Sending

    /// Sends `message` (and releases it); false when the connection is closed.
    @discardableResult
    func send(_ message: OpaquePointer) -> Bool {
        defer { dbus_message_unref(message) }
        guard let raw, dbus_connection_get_is_connected(raw) != 0 else { return false }
        return dbus_connection_send(raw, message, nil) != 0
    }

    /// Calls `method` and passes the reply (nil when there was none in time, or an error
    /// reply's message) to `reply` on the main actor.
    func call(
        destination: String, path: String, interface: String, method: String, arguments: [DBusValue],
        timeoutMilliseconds: Int32 = 5_000, reply: @escaping (OpaquePointer?) -> Void
    ) {
        send(
            destination: destination, path: path, interface: interface, method: method, arguments: arguments,
            timeoutMilliseconds: timeoutMilliseconds
        ) { message in
            if let message, dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_RETURN {
                reply(message)
            } else {
                reply(nil)
            }
        }
    }

    /// Calls `method` and passes what came of it to `outcome` on the main actor: the reply's
    /// arguments, or the error's name and text (libdbus's `NoReply` when none came within
    /// `timeoutMilliseconds`; a reply after that is dropped), or `.closed` when the
    /// connection was closed first.
    func call(
        destination: String, path: String, interface: String, method: String, arguments: [DBusValue],
        timeoutMilliseconds: Int32, outcome: @escaping (DBusCallOutcome) -> Void
    ) {
        send(
            destination: destination, path: path, interface: interface, method: method, arguments: arguments,
            timeoutMilliseconds: timeoutMilliseconds
        ) { message in
            outcome(message.map(DBusCallOutcome.init(reply:)) ?? .closed)
        }
    }

    /// Sends a method call and hands the reply message, of whatever type, to `reply`; nil
    /// when the connection closed (or was closed) before one came.
    private func send(
        destination: String, path: String, interface: String, method: String, arguments: [DBusValue],
        timeoutMilliseconds: Int32, reply: @escaping (OpaquePointer?) -> Void
    ) {
        guard let raw, let message = dbus_message_new_method_call(destination, path, interface, method) else {
            reply(nil)
            return
        }
        defer { dbus_message_unref(message) }
        DBusValue.append(arguments, to: message)
        var pending: OpaquePointer?
        guard dbus_connection_send_with_reply(raw, message, &pending, timeoutMilliseconds) != 0, let pending else {
            reply(nil)
            return
        }
        nextReplyToken += 1
        let token = nextReplyToken
        pendingReplies[token] = reply
        let box = Unmanaged.passRetained(ReplyToken(connection: self, token: token)).toOpaque()
        dbus_pending_call_set_notify(
            pending,
            { pending, data in
                guard let pending, let data else { return }
                let box = Unmanaged<ReplyToken>.fromOpaque(data).takeUnretainedValue()
                let message = dbus_pending_call_steal_reply(pending)
                MainActor.assumeIsolated { box.connection?.deliverReply(box.token, message) }
                if let message { dbus_message_unref(message) }
            }, box,
            { data in
                guard let data else { return }
                Unmanaged<ReplyToken>.fromOpaque(data).release()
            })
        dbus_pending_call_unref(pending)
    }

    private final class ReplyToken {
        weak var connection: DBusBusConnection?
        let token: Int
        init(connection: DBusBusConnection, token: Int) {
            self.connection = connection
            self.token = token
        }
    }

    private func deliverReply(_ token: Int, _ message: OpaquePointer?) {
        guard let handler = pendingReplies.removeValue(forKey: token) else { return }
        handler(message)
    }

    /// Asks the bus to route signals matching `rule` to this connection (no reply awaited).
    func addMatch(_ rule: String) {
        guard let raw else { return }
        dbus_bus_add_match(raw, rule, nil)
    }

    /// Whether the connection is open and the bus still there.
    var isConnected: Bool { raw.map { dbus_connection_get_is_connected($0) != 0 } ?? false }

    /// The Dispatch sources the connection holds: one per enabled direction of each libdbus
    /// watch, one per libdbus timeout. A quiet connection holds one read source and no timer.
    var sourceCounts: (watches: Int, timers: Int) {
        let watching = watches.values.reduce(0) { $0 + ($1.read == nil ? 0 : 1) + ($1.write == nil ? 0 : 1) }
        return (watching, timeouts.count)
    }

    // MARK: Closing

    /// Closes the connection: sources cancelled, handlers dropped. Safe to call twice.
    func close() {
        guard let raw else { return }
        self.raw = nil
        // The socket is closed only once Dispatch has let go of its sources: closed at once,
        // its number could be reused by a new connection (another bus client of the process)
        // whose read source the old registration, still being torn down, would leave deaf.
        let sources = watches.values.flatMap { [$0.read as DispatchSourceProtocol?, $0.write as DispatchSourceProtocol?].compactMap { $0 } }
        watches.removeAll()
        for (_, timer) in timeouts { timer.cancel() }
        timeouts.removeAll()
        dbus_connection_set_watch_functions(raw, nil, nil, nil, nil, nil)
        dbus_connection_set_timeout_functions(raw, nil, nil, nil, nil, nil)
        dbus_connection_set_dispatch_status_function(raw, nil, nil, nil)
        // The sources run on the main queue: their cancel handlers count down there.
        let closing = ClosingConnection(raw: raw, sources: sources.count)
        for source in sources {
            source.setCancelHandler { closing.sourceReleased() }
            source.cancel()
        }
        if sources.isEmpty { Self.close(raw: raw) }
        methodHandler = nil
        signalHandler = nil
        let pending = pendingReplies
        pendingReplies.removeAll()
        for (_, reply) in pending { reply(nil) }
        let closed = closedHandler
        closedHandler = nil
        closed?()
    }

    // MARK: Driving libdbus

    private func filter(_ message: OpaquePointer) {
        guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL else { return }
        if dbus_message_is_signal(message, "org.freedesktop.DBus.Local", "Disconnected") != 0 {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.close() } }
            return
        }
        signalHandler?(message)
    }

    private func scheduleDispatch() {
        guard !dispatchScheduled else { return }
        dispatchScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.dispatchScheduled = false
                self.dispatchAll()
            }
        }
    }

    private func dispatchAll() {
        var rounds = 0
        while let raw, dbus_connection_dispatch(raw) == DBUS_DISPATCH_DATA_REMAINS {
            rounds += 1
            // Leave the rest for the next turn so one busy client cannot starve the frames.
            if rounds >= 256 {
                scheduleDispatch()
                return
            }
        }
    }

    private func update(_ watch: OpaquePointer) {
        let key = UnsafeMutableRawPointer(watch)
        var sources = watches[key] ?? WatchSources()
        let enabled = dbus_watch_get_enabled(watch) != 0
        let flags = dbus_watch_get_flags(watch)
        let fd = dbus_watch_get_unix_fd(watch)
        let wantsRead = enabled && fd >= 0 && flags & DBUS_WATCH_READABLE.rawValue != 0
        let wantsWrite = enabled && fd >= 0 && flags & DBUS_WATCH_WRITABLE.rawValue != 0
        if wantsRead, sources.read == nil {
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.handle(watch, flags: DBUS_WATCH_READABLE.rawValue) }
            }
            source.resume()
            sources.read = source
        } else if !wantsRead, let source = sources.read {
            source.cancel()
            sources.read = nil
        }
        if wantsWrite, sources.write == nil {
            let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.handle(watch, flags: DBUS_WATCH_WRITABLE.rawValue) }
            }
            source.resume()
            sources.write = source
        } else if !wantsWrite, let source = sources.write {
            source.cancel()
            sources.write = nil
        }
        watches[key] = sources
    }

    private func remove(_ watch: OpaquePointer) {
        guard let sources = watches.removeValue(forKey: UnsafeMutableRawPointer(watch)) else { return }
        sources.read?.cancel()
        sources.write?.cancel()
    }

    private func handle(_ watch: OpaquePointer, flags: UInt32) {
        guard raw != nil, watches[UnsafeMutableRawPointer(watch)] != nil else { return }
        dbus_watch_handle(watch, flags)
        dispatchAll()
    }

    /// Reads whatever the bus has already sent, without waiting (the socket is non-blocking).
    private func readWaitingInput() {
        for (key, sources) in watches where sources.read != nil {
            guard raw != nil, watches[key] != nil else { return }
            dbus_watch_handle(OpaquePointer(key), DBUS_WATCH_READABLE.rawValue)
        }
    }

    private func updateTimeout(_ timeout: OpaquePointer) {
        let key = UnsafeMutableRawPointer(timeout)
        timeouts.removeValue(forKey: key)?.cancel()
        guard dbus_timeout_get_enabled(timeout) != 0 else { return }
        let interval = max(Int(dbus_timeout_get_interval(timeout)), 1)
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + .milliseconds(interval), repeating: .milliseconds(interval))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.timeouts[key] != nil else { return }
                // An answer already on the socket beats its deadline: when the main queue
                // was busy, the timer and the read source are ready together and Dispatch
                // may run either first. Reading first takes in a reply, which removes the
                // call's timeout (and with it this timer's key).
                self.readWaitingInput()
                guard self.timeouts[key] != nil else {
                    self.dispatchAll()
                    return
                }
                dbus_timeout_handle(timeout)
                self.dispatchAll()
            }
        }
        timer.resume()
        timeouts[key] = timer
    }

    private func removeTimeout(_ timeout: OpaquePointer) {
        timeouts.removeValue(forKey: UnsafeMutableRawPointer(timeout))?.cancel()
    }
}

/// What came of a method call.
enum DBusCallOutcome {
    /// The reply's arguments.
    case returned([DBusValue])
    /// An error reply: its name ("org.freedesktop.DBus.Error.ServiceUnknown") and text.
    case errorReply(name: String, text: String)
    /// The connection closed before an answer came.
    case closed

    /// The outcome a reply message carries.
    init(reply message: OpaquePointer) {
        let arguments = DBusValue.readArguments(of: message)
        if dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_ERROR {
            let name = dbus_message_get_error_name(message).map { String(cString: $0) } ?? "unnamed error"
            self = .errorReply(name: name, text: arguments.first?.stringValue ?? "")
        } else {
            self = .returned(arguments)
        }
    }
}

/// Why a D-Bus step failed: libdbus's error name and message.
struct DBusFailure: Error, CustomStringConvertible {
    /// What was being done ("connect to unix:path=…").
    let doing: String
    /// libdbus's explanation.
    let reason: String

    init(doing: String, reason: String) {
        self.doing = doing
        self.reason = reason
    }

    init(error: inout DBusError, doing: String) {
        self.doing = doing
        if dbus_error_is_set(&error) != 0, let message = error.message {
            reason = String(cString: message)
        } else {
            reason = "no reason given"
        }
    }

    var description: String { "could not \(doing): \(reason)" }
}

/// A libdbus connection waiting for Dispatch to release its sources, closed after the last.
private final class ClosingConnection: @unchecked Sendable {
    private let raw: OpaquePointer
    private var remaining: Int

    init(raw: OpaquePointer, sources: Int) {
        self.raw = raw
        remaining = sources
    }

    /// One source let go; the connection closes after the last (on the main queue).
    func sourceReleased() {
        remaining -= 1
        if remaining == 0 { DBusBusConnection.close(raw: raw) }
    }
}
