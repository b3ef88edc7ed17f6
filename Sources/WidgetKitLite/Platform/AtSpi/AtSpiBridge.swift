import CDBus
import Dispatch
import Foundation

/// The app as screen readers see it: its windows' accessibility trees served over AT-SPI2,
/// the desktop's accessibility protocol on D-Bus (the one GTK and Qt speak), and the
/// changes they hear about sent as AT-SPI events.
///
/// ``start(windows:rootWindowProperty:)`` finds the accessibility bus off the main thread,
/// connects, and registers the app with the registry (`Socket.Embed`). From then on the
/// bridge answers the Accessible, Application, Component, Action, Text, EditableText,
/// Value, Selection and Cache interfaces, reading the views through
/// ``AccessibilityTreeReader`` when asked: nothing is built ahead, and nothing runs per
/// frame. Events are sent only while a client (a screen reader) has registered for them.
/// Without a bus the app runs as before; when the bus goes away the bridge says so in one
/// line and stops.
@MainActor
final class AtSpiBridge {
    /// The path prefix of every object the bridge serves.
    static let pathPrefix = "/org/a11y/atspi"
    /// The application object: the root of the app's tree.
    static let rootPath = "/org/a11y/atspi/accessible/root"
    /// The Cache interface's object.
    static let cachePath = "/org/a11y/atspi/cache"
    /// The path AT-SPI uses for "no object".
    static let nullPath = "/org/a11y/atspi/null"
    /// The registry's bus name.
    static let registryName = "org.a11y.atspi.Registry"

    /// The running bridge, if any.
    private(set) static var shared: AtSpiBridge?

    /// Where the bridge's one-line reports go: ``Diagnostics`` (stderr). Tests of the bridge
    /// set their own, so that they need not take over every test's diagnostics while a bus
    /// test runs.
    static var reporter: (String) -> Void = { Diagnostics.report($0) }

    /// Reports one line through `reporter`.
    static func report(_ message: String) { reporter(message) }

    let connection: DBusBusConnection
    /// The app's windows (shown, not popups), front last.
    let windows: () -> [Window]
    /// The objects handed out, by path.
    let objects = AtSpiObjectTable()
    /// The desktop's root (the registry's), the application's parent; set by `Embed`.
    var desktop = (name: AtSpiBridge.registryName, path: AtSpiBridge.rootPath)
    /// The id the registry gave the application.
    var applicationId: Int32 = 0
    /// The event names each listening client registered, by its bus name.
    var listeners: [String: [String]] = [:]
    /// Events are sent only while this is true.
    var hasListeners: Bool { !listeners.isEmpty }
    /// What the bridge last told clients, to report differences.
    var reported = AtSpiReportedState()
    /// Requests answered, for diagnostics and benchmarks.
    private(set) var requestsAnswered = 0
    /// Events sent.
    var eventsSent = 0

    private init(connection: DBusBusConnection, windows: @escaping () -> [Window]) {
        self.connection = connection
        self.windows = windows
    }

    /// Finds the accessibility bus (off the main thread) and, when there is one, connects
    /// and registers the app. `windows` lists the app's windows; `rootWindowProperty` is
    /// the X root window's `AT_SPI_BUS`, if any; `settings` come from the app's
    /// ``Configuration`` (a test hands its own, to point the bridge at a private bus).
    /// Without a bus nothing happens (one line when `WKL_ACCESSIBILITY=1` asked for the
    /// bridge).
    static func start(
        windows: @escaping () -> [Window], rootWindowProperty: String?, settings: AccessibilityBridgeSettings
    ) {
        guard shared == nil, settings.isWanted else { return }
        let insisted = settings.reportsMissingBus
        guard settings.busAddress != nil || settings.sessionBusAddress != nil || !(rootWindowProperty ?? "").isEmpty
        else {
            // Nowhere to look: no thread, nothing to wait for.
            if case .failure(let failure) = AtSpiBusAddress.find(settings, rootWindowProperty: nil) {
                report(failure, insisted: insisted)
            }
            return
        }
        // Only called back on the main actor.
        nonisolated(unsafe) let windows = windows
        // A thread of its own that ends when it is done: a pool thread would linger and wake.
        let finder = Thread {
            let opened = AtSpiBusAddress.find(settings, rootWindowProperty: rootWindowProperty)
                .flatMap(DBusBusConnection.open(address:))
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    switch opened {
                    case .success(let connection): attach(connection, windows: windows)
                    case .failure(let failure): report(failure, insisted: insisted)
                    }
                }
            }
        }
        finder.name = "accessibility bus"
        finder.start()
    }

    /// Says why there is no bridge, when `WKL_ACCESSIBILITY=1` asked for one.
    private static func report(_ failure: DBusFailure, insisted: Bool) {
        if insisted { report("accessibility: \(failure); screen readers will not see this app") }
    }

    /// Starts serving on `connection` and registers with the registry.
    private static func attach(_ connection: DBusBusConnection, windows: @escaping () -> [Window]) {
        guard shared == nil else {
            connection.close()
            return
        }
        let bridge = AtSpiBridge(connection: connection, windows: windows)
        let started = connection.start(
            objectsUnder: pathPrefix,
            handler: { [weak bridge] message in bridge?.handle(message) ?? false },
            signals: { [weak bridge] message in bridge?.handleSignal(message) },
            closed: { [weak bridge] in bridge?.connectionClosed() })
        guard started else {
            report("accessibility: could not serve objects on the accessibility bus; screen readers will not see this app")
            connection.close()
            return
        }
        shared = bridge
        bridge.register()
    }

    /// Stops the bridge and closes its connection (tests, and the app's end).
    static func stop() {
        shared?.connection.close()
        shared = nil
    }

    // MARK: Registration

    /// `Socket.Embed` with the registry, then the listeners already registered.
    private func register() {
        connection.call(
            destination: Self.registryName, path: Self.rootPath, interface: "org.a11y.atspi.Socket", method: "Embed",
            arguments: [.structure([.string(connection.uniqueName), .objectPath(Self.rootPath)])]
        ) { [weak self] reply in
            guard let self else { return }
            if let reply, case .structure(let fields)? = DBusValue.readArguments(of: reply).first, fields.count == 2,
                let name = fields[0].stringValue, let path = fields[1].stringValue
            {
                self.desktop = (name, path)
            } else {
                Self.report("accessibility: the registry did not answer Socket.Embed; the app's tree is served but not listed on the desktop")
            }
            self.watchListeners()
        }
    }

    /// Follows which clients listen for events (the registry's `EventListenerRegistered`
    /// and `EventListenerDeregistered`, after `GetRegisteredEvents`).
    private func watchListeners() {
        for member in ["EventListenerRegistered", "EventListenerDeregistered"] {
            connection.addMatch(
                "type='signal',interface='org.a11y.atspi.Registry',member='\(member)',path='/org/a11y/atspi/registry'")
        }
        connection.call(
            destination: Self.registryName, path: "/org/a11y/atspi/registry", interface: "org.a11y.atspi.Registry",
            method: "GetRegisteredEvents", arguments: []
        ) { [weak self] reply in
            guard let self, let reply, case .array(_, let pairs)? = DBusValue.readArguments(of: reply).first else { return }
            for case .structure(let pair) in pairs where pair.count == 2 {
                if let sender = pair[0].stringValue, let event = pair[1].stringValue { self.addListener(sender, event) }
            }
        }
    }

    private func addListener(_ sender: String, _ event: String) {
        let wasListened = hasListeners
        listeners[sender, default: []].append(event)
        if !wasListened { listenersDidChange() }
    }

    private func handleSignal(_ message: OpaquePointer) {
        guard dbus_message_has_interface(message, "org.a11y.atspi.Registry") != 0 else { return }
        let arguments = DBusValue.readArguments(of: message)
        if dbus_message_has_member(message, "EventListenerRegistered") != 0 {
            guard let sender = arguments.first?.stringValue, let event = arguments.dropFirst().first?.stringValue else { return }
            addListener(sender, event)
        } else if dbus_message_has_member(message, "EventListenerDeregistered") != 0 {
            guard let sender = arguments.first?.stringValue else { return }
            let event = arguments.dropFirst().first?.stringValue ?? ""
            if var events = listeners[sender] {
                if let index = events.firstIndex(of: event) { events.remove(at: index) } else { events.removeAll() }
                listeners[sender] = events.isEmpty ? nil : events
            }
            if !hasListeners { listenersDidChange() }
        }
    }

    /// Starts or stops hearing the views' changes as clients come and go.
    private func listenersDidChange() {
        if hasListeners {
            Accessibility.changeObserver = self
            reported = AtSpiReportedState()
            for window in windows() { reported.remember(treeOf: window, bridge: self) }
        } else if Accessibility.changeObserver === self {
            Accessibility.changeObserver = nil
            reported = AtSpiReportedState()
        }
    }

    private func connectionClosed() {
        if Accessibility.changeObserver === self { Accessibility.changeObserver = nil }
        if Self.shared === self {
            Self.shared = nil
            Self.report("accessibility: the accessibility bus went away; screen readers no longer see this app")
        }
    }

    // MARK: Requests

    /// Answers a method call to one of the bridge's objects; false leaves it to libdbus
    /// (which answers "unknown method").
    private func handle(_ message: OpaquePointer) -> Bool {
        guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_CALL,
            let pathPointer = dbus_message_get_path(message), let memberPointer = dbus_message_get_member(message)
        else { return false }
        let call = AtSpiCall(
            path: String(cString: pathPointer),
            interface: dbus_message_get_interface(message).map { String(cString: $0) } ?? "",
            member: String(cString: memberPointer), values: DBusValue.readArguments(of: message))
        requestsAnswered += 1
        let reply: AtSpiReply
        if call.path == Self.cachePath {
            reply = answerCache(call)
        } else if let target = objects.target(at: call.path, bridge: self) {
            reply = answer(call, on: target)
        } else {
            reply = .error("org.freedesktop.DBus.Error.UnknownObject", "no accessible object at \(call.path)")
        }
        send(reply, to: message)
        return true
    }

    private func send(_ reply: AtSpiReply, to message: OpaquePointer) {
        if dbus_message_get_no_reply(message) != 0 { return }
        let answer: OpaquePointer?
        switch reply {
        case .values(let values):
            answer = dbus_message_new_method_return(message)
            if let answer, !DBusValue.append(values, to: answer) {
                dbus_message_unref(answer)
                if let failure = dbus_message_new_error(message, "org.freedesktop.DBus.Error.NoMemory", "reply too large") {
                    connection.send(failure)
                }
                return
            }
        case .error(let name, let text):
            answer = dbus_message_new_error(message, name, text)
        }
        if let answer { connection.send(answer) }
    }

    // MARK: References

    /// The (bus name, path) reference of `target`.
    func reference(_ target: AtSpiTarget) -> DBusValue {
        .structure([.string(connection.uniqueName), .objectPath(path(of: target))])
    }

    /// The path of `target`.
    func path(of target: AtSpiTarget) -> String {
        switch target {
        case .application: Self.rootPath
        case .item(let item): objects.path(for: item)
        }
    }

    /// AT-SPI's "no object" reference.
    var nullReference: DBusValue { .structure([.string(""), .objectPath(Self.nullPath)]) }

    /// The desktop's reference (the application's parent).
    var desktopReference: DBusValue { .structure([.string(desktop.name), .objectPath(desktop.path)]) }

    /// The windows a client sees: shown, not popup menus.
    var shownWindows: [Window] { windows().filter { !$0.isHidden && $0.popupPlacement == nil && $0.surface != nil } }
}

/// One method call to an object of the bridge.
struct AtSpiCall {
    let path: String
    let interface: String
    let member: String
    /// The call's arguments.
    let values: [DBusValue]

    /// The argument at `index` as an integer; nil when missing or not a number.
    func int(_ index: Int) -> Int? { values.indices.contains(index) ? values[index].integerValue : nil }
    /// The argument at `index` as a string.
    func string(_ index: Int) -> String? { values.indices.contains(index) ? values[index].stringValue : nil }
}

/// What the bridge answers a call with.
enum AtSpiReply {
    case values([DBusValue])
    case error(String, String)

    /// "The arguments do not fit the method."
    static func invalidArguments(_ call: AtSpiCall) -> AtSpiReply {
        .error(
            "org.freedesktop.DBus.Error.InvalidArgs",
            "\(call.interface).\(call.member) got (\(call.values.map(\.signature).joined()))")
    }

    /// "No such method on this object."
    static func unknownMethod(_ call: AtSpiCall) -> AtSpiReply {
        .error("org.freedesktop.DBus.Error.UnknownMethod", "no method \(call.interface).\(call.member) on \(call.path)")
    }
}

/// What a path names: the application, or an item of a window.
enum AtSpiTarget: Equatable {
    case application
    case item(AccessibleItem)
}
