@preconcurrency import Glibc
import CX11

/// Process-wide handlers for X protocol errors and for a lost connection.
///
/// Xlib's defaults exit the process on any protocol error (a BadValue from a 0×0 resize is
/// enough). Here protocol errors are never fatal: each distinct (error code, request) pair is
/// logged once on stderr and every error is counted. A lost connection prints one line and
/// goes through `connectionLostHandler`, which exits with status 1 unless replaced.
///
/// Xlib calls these handlers synchronously from inside whichever Xlib call read the error,
/// always on the thread that drives the connection (the main queue), so the unsynchronised
/// state below is only ever touched from one thread at a time.
enum X11Errors {
    /// Called once when the connection to the X server is lost, with a one-line message.
    /// The default prints the message on stderr and exits with status 1. A replacement that
    /// returns must not call Xlib on that display again.
    nonisolated(unsafe) static var connectionLostHandler: (String) -> Void = { message in
        exitOnConnectionLoss(message)
    }

    /// Prints `message` on stderr and exits with `exitStatusOnConnectionLoss`.
    static func exitOnConnectionLoss(_ message: String) -> Never {
        fputs(message + "\n", stderr)
        exit(exitStatusOnConnectionLoss)
    }

    /// Exit status of the default `connectionLostHandler`.
    static let exitStatusOnConnectionLoss: Int32 = 1

    /// Number of protocol errors received since the handlers were installed.
    nonisolated(unsafe) private(set) static var errorCount = 0
    /// True once the connection is gone; nothing may call Xlib on that display afterwards.
    nonisolated(unsafe) private(set) static var connectionLost = false
    /// Set when a MIT-SHM request failed outside a trap (the presenter then falls back).
    nonisolated(unsafe) static var sharedMemoryRequestFailed = false
    /// Major opcode of MIT-SHM on the open display, if the extension exists.
    nonisolated(unsafe) static var sharedMemoryMajorOpcode: Int32?

    /// Names of extensions by major opcode (besides MIT-SHM), for naming failed requests.
    nonisolated(unsafe) static var extensionNames: [Int32: String] = [:]
    /// Called for every protocol error outside a trap (after logging), keyed by the token
    /// `addObserver` returned: how an owner of server resources learns that one failed.
    nonisolated(unsafe) private static var observers: [Int: (XErrorEvent) -> Void] = [:]
    nonisolated(unsafe) private static var nextObserverToken = 0

    nonisolated(unsafe) private static var loggedKinds = Set<Int>()
    nonisolated(unsafe) private static var displayName = ""
    nonisolated(unsafe) private static var trapDepth = 0
    nonisolated(unsafe) private static var trappedErrorCode: UInt8?

    private static let textBufferSize = 256

    /// Installs the handlers; `displayName` is named in the connection-lost message.
    static func install(displayName: String) {
        self.displayName = displayName
        XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            X11Errors.record(event.pointee, on: display)
            return 0
        }
        // The IO handler returns instead of exiting; Xlib then calls the exit handler,
        // which is where the process decides what losing the server means.
        XSetIOErrorHandler { _ in 0 }
    }

    /// Routes the display's IO-error exit path through `connectionLostHandler`.
    static func installExitHandler(on display: OpaquePointer) {
        XSetIOErrorExitHandler(display, { _, _ in X11Errors.handleConnectionLoss() }, nil)
    }

    /// A new connection replaced the lost one: its losses are reported again.
    static func connectionRestored(displayName: String) {
        self.displayName = displayName
        connectionLost = false
        sharedMemoryRequestFailed = false
    }

    /// Runs `body` with errors caught instead of logged; returns the first error's code.
    /// `body` must end with a round trip (`XSync`) so errors of its requests have arrived.
    static func trapping(_ body: () -> Void) -> UInt8? {
        trapDepth += 1
        let saved = trappedErrorCode
        trappedErrorCode = nil
        body()
        let caught = trappedErrorCode
        trappedErrorCode = saved
        trapDepth -= 1
        return caught
    }

    /// Calls `observer` with every protocol error that is not trapped, until
    /// `removeObserver` is called with the returned token. The observer must not call Xlib.
    static func addObserver(_ observer: @escaping (XErrorEvent) -> Void) -> Int {
        nextObserverToken += 1
        observers[nextObserverToken] = observer
        return nextObserverToken
    }

    /// Stops calling the observer `addObserver` returned `token` for.
    static func removeObserver(_ token: Int) {
        observers[token] = nil
    }

    private static func handleConnectionLoss() {
        guard !connectionLost else { return }
        connectionLost = true
        connectionLostHandler("\(X11Host.programName): lost connection to X display \"\(displayName)\"")
    }

    private static func record(_ event: XErrorEvent, on display: OpaquePointer) {
        if trapDepth > 0 {
            if trappedErrorCode == nil { trappedErrorCode = event.error_code }
            return
        }
        errorCount += 1
        if let shm = sharedMemoryMajorOpcode, Int32(event.request_code) == shm {
            sharedMemoryRequestFailed = true
        }
        defer { for observer in observers.values { observer(event) } }
        let kind = Int(event.error_code) << 16 | Int(event.request_code) << 8 | Int(event.minor_code)
        guard loggedKinds.insert(kind).inserted else { return }
        let line =
            "\(X11Host.programName): X error \(errorText(event.error_code, on: display)) "
            + "in request \(requestName(event, on: display)), resource 0x"
            + String(event.resourceid, radix: 16)
            + " (not fatal; further errors of this kind are only counted)"
        fputs(line + "\n", stderr)
    }

    private static func errorText(_ code: UInt8, on display: OpaquePointer) -> String {
        var buffer = [CChar](repeating: 0, count: textBufferSize)
        XGetErrorText(display, Int32(code), &buffer, Int32(textBufferSize))
        return "\(string(fromCBuffer: buffer)) (\(code))"
    }

    /// "X_ConfigureWindow (12)", "X_ShmPutImage (MIT-SHM 130.3)" or "130.5" for extensions
    /// the error database does not know.
    private static func requestName(_ event: XErrorEvent, on display: OpaquePointer) -> String {
        let major = Int32(event.request_code)
        let firstExtensionOpcode: Int32 = 128
        let key: String
        let code: String
        if major < firstExtensionOpcode {
            key = String(major)
            code = String(major)
        } else if major == sharedMemoryMajorOpcode {
            key = "MIT-SHM.\(event.minor_code)"
            code = "MIT-SHM \(major).\(event.minor_code)"
        } else if let name = extensionNames[major] {
            key = "\(name).\(event.minor_code)"
            code = "\(name) \(major).\(event.minor_code)"
        } else {
            return "\(major).\(event.minor_code)"
        }
        var buffer = [CChar](repeating: 0, count: textBufferSize)
        XGetErrorDatabaseText(display, "XRequest", key, "", &buffer, Int32(textBufferSize))
        let name = string(fromCBuffer: buffer)
        return name.isEmpty ? code : "\(name) (\(code))"
    }

    /// The text of a NUL-terminated C buffer.
    static func string(fromCBuffer buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
