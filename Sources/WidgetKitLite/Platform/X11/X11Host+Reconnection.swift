@preconcurrency import Glibc
import CX11
import Dispatch
import Foundation

/// Reconnection after a lost connection (`reconnectionTimeout`): the dead connection's
/// resources are dropped without Xlib calls, the display is retried with backoff, and every
/// window is re-created on the new connection.
extension X11Host {
    /// The connection broke (called from inside whichever Xlib call noticed it) and
    /// reconnection is on: stop reading the dead socket at once, let the Xlib call unwind,
    /// then release the dead connection's resources and start retrying.
    func connectionDidBreak(_ message: String) {
        guard !isDisconnected else { return }
        isDisconnected = true
        // The dead Display is never closed (that would write to it), but its socket is,
        // once Dispatch has let go of it: each reconnection would leak a descriptor.
        let fd = XConnectionNumber(display)
        readSource?.setCancelHandler { close(fd) }
        readSource?.cancel()
        readSource = nil
        let timeout = reconnectionTimeout ?? 0
        fputs("\(message); reconnecting for up to \(Self.seconds(timeout)) s\n", stderr)
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.abandonDeadConnection(timeout: timeout) }
        }
    }

    /// Drops every X resource of the dead connection without an Xlib call on it (the
    /// Display itself is leaked: closing it would write to the dead socket).
    func abandonDeadConnection(timeout: TimeInterval) {
        guard isDisconnected, !isShutDown else { return }
        deferredEvents = []
        for entry in surfaces.values { entry.surface?.connectionDidBreak() }
        reconnectionDeadline = clock.now + timeout
        reconnectionDelay = Self.firstReconnectionDelay
        attemptReconnection()
    }

    func attemptReconnection() {
        guard isDisconnected, !isShutDown else { return }
        let wait = min(Self.connectionTimeout, max(0, reconnectionDeadline - clock.now))
        if case .opened(let display) = X11Connection.openDisplay(displayName, timeout: wait) {
            adopt(display)
            return
        }
        let remaining = reconnectionDeadline - clock.now
        guard remaining > 0 else {
            fputs(
                "\(Self.programName): lost connection to X display \"\(displayName)\"; "
                    + "no server within \(Self.seconds(reconnectionTimeout ?? 0)) s\n", stderr)
            exit(X11Errors.exitStatusOnConnectionLoss)
        }
        let delay = min(reconnectionDelay, remaining)
        reconnectionDelay = min(reconnectionDelay * 2, Self.maximumReconnectionDelay)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated { self?.attemptReconnection() }
        }
    }

    /// Switches to a new connection and re-creates every open window on it.
    func adopt(_ display: OpaquePointer) {
        let name = String(cString: XDisplayString(display))
        X11Errors.install(displayName: name)
        X11Errors.connectionRestored(displayName: name)
        X11Errors.installExitHandler(on: display)
        use(display)
        inputMethod = X11InputMethod(display: display)
        madeSelections?.abandonAll()
        selections = X11Selections(host: self)
        isDisconnected = false
        let open = surfaces.values.compactMap(\.surface)
        surfaces = [:]
        for surface in open where surface.reconnect() {
            surfaces[surface.window] = WeakSurface(surface)
        }
        fputs("\(Self.programName): reconnected to X display \"\(name)\"\n", stderr)
        startReading()
        desktopSettingsWatcher?.start()
        for surface in open { surface.connectionDidResume() }
        scheduleDrain()
    }

    nonisolated static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    func stopEventSources() {
        readSource?.cancel()
        readSource = nil
        setFrameTimerActive(false)
    }
}
