import Dispatch
import Foundation

/// The desktop's settings portal, followed live: `org.freedesktop.portal.Settings` on the
/// session bus, as GTK 4 and Qt 6 read it for the dark style, the accent colour, contrast
/// and reduced motion.
///
/// ``start(settings:report:onChange:)`` connects off the main thread, asks for the
/// `org.freedesktop.appearance` namespace (`ReadAll`, given up after
/// `settings.replyTimeout`), and listens for `SettingChanged`. `onChange` receives the
/// portal's whole view each time it changes: a ``DesktopSettings`` with only the portal's
/// fields filled (``PortalAppearance``), to be put over the lower sources with
/// `overriding(_:)`. The app hands it to `Application.desktopSettingsChanged(_:from: .portal)`.
///
/// Faults, each a defined outcome:
/// - no session bus, a bus that cannot be reached, no portal on it: silently nothing (the
///   desktop's other sources and the toolkit's defaults stand); `onChange` is never called;
/// - a portal that answers `ReadAll` late: one line; the late answer is ignored, later
///   `SettingChanged` signals are still followed;
/// - a value of the wrong type: one line naming the key; that value is ignored;
/// - the bus going away: one line; the settings last read stand.
///
/// Idle cost: one read source on the bus's socket; no timer once `ReadAll` is answered.
@MainActor
final class SettingsPortal {
    /// The portal's bus name.
    static let busName = "org.freedesktop.portal.Desktop"
    /// The portal's object.
    static let objectPath = "/org/freedesktop/portal/desktop"
    /// The settings interface.
    static let interface = "org.freedesktop.portal.Settings"
    /// The errors that mean "there is no settings portal here": no word about them.
    static let absentErrors: Set<String> = [
        "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner",
        "org.freedesktop.DBus.Error.UnknownMethod", "org.freedesktop.DBus.Error.UnknownInterface",
        "org.freedesktop.DBus.Error.UnknownObject",
    ]

    /// What the portal has said so far: only its own fields are set.
    private(set) var current = DesktopSettings()
    /// The connection to the session bus: nil while connecting, and once stopped or gone.
    private(set) var connection: DBusBusConnection?
    /// Whether `ReadAll` has been answered (with settings, or with "no portal here").
    private(set) var hasReadAll = false
    /// Whether the portal was found absent, or the bus out of reach.
    private(set) var isAbsent = false

    private let settings: SettingsPortalSettings
    private let report: (String) -> Void
    private let onChange: (DesktopSettings) -> Void
    private var isStopped = false

    private init(
        settings: SettingsPortalSettings, report: @escaping (String) -> Void,
        onChange: @escaping (DesktopSettings) -> Void
    ) {
        self.settings = settings
        self.report = report
        self.onChange = onChange
    }

    /// Starts following the portal on the session bus `settings` names; nil when switched
    /// off (`WKL_SETTINGS_PORTAL=0`) or when there is no session bus. Connecting happens off
    /// the main thread; `onChange` is called on the main actor with the portal's settings
    /// after `ReadAll` is answered and after each `SettingChanged` that changes them.
    /// `report` receives each one-line diagnostic (``Diagnostics`` by default; tests pass
    /// their own). Keep the returned value: ``stop()`` it, or let it go, when done.
    static func start(
        settings: SettingsPortalSettings, report: @escaping (String) -> Void = { Diagnostics.report($0) },
        onChange: @escaping @MainActor (DesktopSettings) -> Void
    ) -> SettingsPortal? {
        guard settings.isWanted, let address = settings.sessionBusAddress else { return nil }
        let portal = SettingsPortal(settings: settings, report: report, onChange: onChange)
        // A thread of its own that ends when it is done: a pool thread would linger and wake.
        let opener = Thread {
            let opened = DBusBusConnection.open(address: address)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    switch opened {
                    case .success(let connection): portal.attach(connection)
                    case .failure: portal.isAbsent = true
                    }
                }
            }
        }
        opener.name = "settings portal"
        opener.start()
        return portal
    }

    /// Stops following the portal: the connection and its sources are closed, `onChange`
    /// is not called again. Safe to call twice, and before the connection is open.
    func stop() {
        isStopped = true
        let closing = connection
        connection = nil
        closing?.close()
    }

    /// A portal let go without `stop()` closes its connection all the same.
    isolated deinit {
        connection?.close()
    }

    // MARK: Connecting

    private func attach(_ opened: DBusBusConnection) {
        guard !isStopped else {
            opened.close()
            return
        }
        let started = opened.start(
            objectsUnder: nil, handler: { _ in false },
            signals: { [weak self] message in self?.receive(DBusReceivedSignal(message)) },
            closed: { [weak self] in self?.connectionClosed() })
        guard started else {
            opened.close()
            isAbsent = true
            return
        }
        connection = opened
        // Listen before reading, so that no change falls between the two; only to the
        // portal itself (the bus routes signals of the name's owner only), not to any
        // client of the session bus that sends a signal of the same shape.
        opened.addMatch(
            "type='signal',sender='\(Self.busName)',interface='\(Self.interface)',member='SettingChanged',"
                + "path='\(Self.objectPath)',"
                + "arg0='\(PortalAppearance.namespace)'")
        let timeout = Int32(min(max(settings.replyTimeout, 0.001), 600) * 1000)
        opened.call(
            destination: Self.busName, path: Self.objectPath, interface: Self.interface, method: "ReadAll",
            arguments: [.strings([PortalAppearance.namespace])], timeoutMilliseconds: timeout
        ) { [weak self] outcome in
            self?.receiveReadAll(outcome)
        }
    }

    private func receiveReadAll(_ outcome: DBusCallOutcome) {
        guard !isStopped else { return }
        switch outcome {
        case .returned(let arguments):
            hasReadAll = true
            read(arguments)
        case .errorReply(let name, _) where Self.absentErrors.contains(name):
            hasReadAll = true
            isAbsent = true
            // Nothing to follow: no connection kept open for a portal that is not there
            // (closed on the next turn, not inside libdbus's dispatch of this reply).
            DispatchQueue.main.async { MainActor.assumeIsolated { self.stop() } }
        case .errorReply("org.freedesktop.DBus.Error.NoReply", let text) where connection?.isConnected == true:
            let seconds = String(format: "%g", settings.replyTimeout)
            report(
                "settings portal: no answer to ReadAll within \(seconds) s (\(text)); going on without the portal's settings, a late answer is ignored")
        case .errorReply(let name, let text) where connection?.isConnected == true:
            report("settings portal: ReadAll failed (\(name): \(text)); going on without the portal's settings")
        case .errorReply, .closed:
            // The bus went away: `connectionClosed` says so.
            break
        }
    }

    /// The `ReadAll` reply: `a{sa{sv}}`, namespace to key to value.
    private func read(_ arguments: [DBusValue]) {
        guard arguments.count == 1, case .array(element: "{sa{sv}}", let namespaces) = arguments[0] else {
            let signature = arguments.map(\.signature).joined()
            report("settings portal: ReadAll answered with type \(signature), not a{sa{sv}}; ignored")
            return
        }
        var fresh = DesktopSettings()
        for case .dictEntry(.string(PortalAppearance.namespace), .array(_, let entries)) in namespaces {
            for case .dictEntry(.string(let key), let value) in entries {
                if let refusal = PortalAppearance.apply(key: key, value: value, to: &fresh) {
                    report("settings portal: \(refusal)")
                }
            }
        }
        current = fresh
        onChange(current)
    }

    // MARK: Following

    /// `SettingChanged(s namespace, s key, v value)`.
    private func receive(_ signal: DBusReceivedSignal) {
        guard !isStopped, signal.interface == Self.interface, signal.member == "SettingChanged" else { return }
        guard signal.payload.count == 3, case .string(let namespace) = signal.payload[0],
            case .string(let key) = signal.payload[1], case .variant = signal.payload[2]
        else {
            let signature = signal.payload.map(\.signature).joined()
            report("settings portal: SettingChanged came with type (\(signature)), not (ssv); ignored")
            return
        }
        guard namespace == PortalAppearance.namespace, PortalAppearance.reads(key) else { return }
        var changed = current
        if let refusal = PortalAppearance.apply(key: key, value: signal.payload[2], to: &changed) {
            report("settings portal: \(refusal)")
            return
        }
        guard changed != current else { return }
        current = changed
        onChange(current)
    }

    private func connectionClosed() {
        connection = nil
        guard !isStopped else { return }
        isStopped = true
        report("settings portal: the session bus went away; the desktop's settings stay as last read")
    }
}
