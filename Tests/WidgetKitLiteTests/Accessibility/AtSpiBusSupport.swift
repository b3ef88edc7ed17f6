import CDBus
import Foundation
import Glibc
import Testing
@testable import WidgetKitLite

/// A private D-Bus daemon for one test, on a socket of its own: no service activation (so
/// no accessibility registry appears), and killed when the test ends.
final class PrivateBus: @unchecked Sendable {
    /// Where the daemon is installed.
    static let daemonPath = "/usr/bin/dbus-daemon"
    /// Whether the machine has a daemon to start; bus tests are skipped without one.
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: daemonPath) }

    /// The address clients connect to ("unix:path=…,guid=…").
    let address: String
    private let process: Process
    private let directory: URL

    /// The session bus's policy, without its service directories.
    private static let configuration = """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:tmpdir=/tmp</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """

    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts the daemon and waits for it to print its address.
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("wkl-bus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let config = directory.appendingPathComponent("bus.conf")
        try Self.configuration.write(to: config, atomically: true, encoding: .utf8)
        process = Process()
        process.executableURL = URL(fileURLWithPath: Self.daemonPath)
        process.arguments = ["--config-file=\(config.path)", "--nofork", "--print-address"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed.append(chunk)
        }
        let line = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !line.isEmpty else {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: directory)
            throw StartFailure(description: "dbus-daemon printed no address")
        }
        address = line
    }

    /// Whether the daemon still runs.
    var isRunning: Bool { process.isRunning }

    /// Kills the daemon and waits for it to exit; safe to call twice. SIGKILL, because a
    /// child spawned from a Dispatch worker thread inherits its blocked SIGTERM.
    func kill() {
        if process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    deinit { kill() }
}

/// A reply to a blocking call: its arguments, or the error's name and text.
enum BusReply: Sendable, Equatable {
    case values([DBusValue])
    case error(String, String)

    /// The arguments; empty for an error.
    var values: [DBusValue] {
        if case .values(let values) = self { return values }
        return []
    }

    /// The error's name; nil for a return.
    var errorName: String? {
        if case .error(let name, _) = self { return name }
        return nil
    }
}

/// A signal the test client received.
struct BusSignal: Sendable {
    let path: String
    let interface: String
    let member: String
    let arguments: [DBusValue]
}

/// A plain libdbus connection that plays a screen reader: blocking calls and signals read
/// off the main thread (the bridge answers on the main queue, so a test awaits these).
final class BusClient: @unchecked Sendable {
    private let raw: OpaquePointer
    /// The client's unique name on the bus.
    let uniqueName: String
    private let lock = NSLock()
    /// How long a call may wait: the bridge answers on the main queue, which the other
    /// suites' tests keep busy for minutes when the whole suite runs in parallel.
    static let timeoutMilliseconds: Int32 = 180_000

    init(address: String) throws {
        dbus_threads_init_default()
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw PrivateBus.StartFailure(description: DBusFailure(error: &error, doing: "connect").description)
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0, let name = dbus_bus_get_unique_name(connection) else {
            let failure = DBusFailure(error: &error, doing: "register")
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw PrivateBus.StartFailure(description: failure.description)
        }
        raw = connection
        uniqueName = String(cString: name)
    }

    deinit {
        dbus_connection_close(raw)
        dbus_connection_unref(raw)
    }

    /// Calls `method` and waits for the reply, blocking the calling thread.
    func callBlocking(
        _ destination: String, _ path: String, _ interface: String, _ method: String, _ arguments: [DBusValue] = [],
        signature: String? = nil
    ) -> BusReply {
        lock.lock()
        defer { lock.unlock() }
        guard let message = dbus_message_new_method_call(destination, path, interface, method) else {
            return .error("test.NoMemory", "")
        }
        defer { dbus_message_unref(message) }
        DBusValue.append(arguments, to: message)
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(raw, message, Self.timeoutMilliseconds, &error) else {
            let name = error.name.map { String(cString: $0) } ?? "test.NoReply"
            let text = error.message.map { String(cString: $0) } ?? ""
            return .error(name, text)
        }
        defer { dbus_message_unref(reply) }
        return .values(DBusValue.readArguments(of: reply))
    }

    /// Calls `method` on another thread, leaving the main queue free to answer.
    func call(
        _ destination: String, _ path: String, _ interface: String, _ method: String, _ arguments: [DBusValue] = []
    ) async -> BusReply {
        await Task.detached { self.callBlocking(destination, path, interface, method, arguments) }.value
    }

    /// Sends a signal (no reply).
    func emit(path: String, interface: String, member: String, _ arguments: [DBusValue]) {
        lock.lock()
        defer { lock.unlock() }
        guard let signal = dbus_message_new_signal(path, interface, member) else { return }
        DBusValue.append(arguments, to: signal)
        dbus_connection_send(raw, signal, nil)
        dbus_connection_flush(raw)
        dbus_message_unref(signal)
    }

    /// Asks the bus for the signals matching `rule`; waits for the bus to accept it.
    func addMatch(_ rule: String) async {
        lock.withLock {
            dbus_bus_add_match(raw, rule, nil)
            dbus_connection_flush(raw)
        }
        // A round trip so the rule is in place before the test goes on.
        _ = await call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetId")
    }

    /// The signals whose interface starts with `prefix` received within `seconds`, or
    /// until those received so far satisfy `enough`.
    func signals(
        interfacePrefix prefix: String, within seconds: Double,
        until enough: @escaping @Sendable ([BusSignal]) -> Bool = { _ in false }
    ) async -> [BusSignal] {
        await Task.detached { self.readSignals(prefix, Date(timeIntervalSinceNow: seconds), enough) }.value
    }

    private func readSignals(_ prefix: String, _ deadline: Date, _ enough: ([BusSignal]) -> Bool) -> [BusSignal] {
        var found: [BusSignal] = []
        while Date() < deadline, !enough(found) {
            lock.lock()
            dbus_connection_read_write(raw, 20)
            while let message = dbus_connection_pop_message(raw) {
                defer { dbus_message_unref(message) }
                guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL,
                    let interface = dbus_message_get_interface(message).map({ String(cString: $0) }),
                    interface.hasPrefix(prefix)
                else { continue }
                found.append(
                    BusSignal(
                        path: dbus_message_get_path(message).map { String(cString: $0) } ?? "",
                        interface: interface,
                        member: dbus_message_get_member(message).map { String(cString: $0) } ?? "",
                        arguments: DBusValue.readArguments(of: message)))
            }
            lock.unlock()
        }
        return found
    }
}

/// Waits, letting the main queue run, until `condition` holds or `seconds` pass; returns
/// whether it held.
///
/// Only time in which the main actor was free to run counts: the tests of the whole run
/// share the main actor, and one holding it (the fuzzer runs for minutes) keeps what the
/// condition waits for — a read source's handler, a reply — queued behind it. A wakeup that
/// comes more than a quarter of a second late counts as a quarter of a second.
@MainActor
func eventually(within seconds: Double = 180, _ condition: () -> Bool) async -> Bool {
    var remaining = Duration.milliseconds(Int64(max(seconds, 0) * 1000))
    var last = ContinuousClock.now
    while !condition() {
        guard remaining > .zero else { return false }
        try? await Task.sleep(for: .milliseconds(5))
        let now = ContinuousClock.now
        remaining -= min(now - last, .milliseconds(250))
        last = now
    }
    return true
}

/// One bus test's world: a private daemon, a window on a headless screen served by the
/// bridge, a client playing the screen reader, and the diagnostics reported meanwhile.
@MainActor
final class AtSpiBusHarness {
    let bus: PrivateBus
    let fixture = Fixture()
    let client: BusClient
    /// The windows the bridge lists.
    var windows: [Window]
    /// The bridge's diagnostics reported since the harness started.
    private(set) var diagnostics: [String] = []
    private let previousReporter: (String) -> Void

    /// The bridge's unique name.
    var bridgeName: String { AtSpiBridge.shared?.connection.uniqueName ?? "" }

    private init(bus: PrivateBus, client: BusClient) {
        self.bus = bus
        self.client = client
        windows = [fixture.window]
        previousReporter = AtSpiBridge.reporter
    }

    /// Starts a daemon and the bridge on it, runs `body`, and always stops both.
    static func run(_ body: (AtSpiBusHarness) async throws -> Void) async throws {
        let bus = try PrivateBus()
        defer { bus.kill() }
        let harness = AtSpiBusHarness(bus: bus, client: try BusClient(address: bus.address))
        // Only the bridge's lines, through its own reporter: the tests running alongside
        // keep the toolkit's diagnostics (and stderr) to themselves.
        AtSpiBridge.reporter = { [weak harness] line in harness?.diagnostics.append("WidgetKitLite: \(line)") }
        defer {
            AtSpiBridge.stop()
            AtSpiBridge.reporter = harness.previousReporter
        }
        AtSpiBridge.start(
            windows: { [weak harness] in harness?.windows ?? [] }, rootWindowProperty: nil,
            settings: AccessibilityBridgeSettings(environment: ["AT_SPI_BUS_ADDRESS": bus.address]))
        try #require(await eventually { AtSpiBridge.shared != nil }, "the bridge did not connect to the private bus")
        // Embed fails (no registry on this bus); the bridge then asks for listeners.
        try #require(await eventually { !harness.diagnostics.isEmpty }, "no word about the missing registry")
        try await body(harness)
    }

    /// Calls the bridge.
    func call(_ path: String, _ interface: String, _ method: String, _ arguments: [DBusValue] = []) async -> BusReply {
        await client.call(bridgeName, path, interface, method, arguments)
    }

    /// `Properties.Get` on the bridge, unwrapped.
    func property(_ path: String, _ interface: String, _ name: String) async -> DBusValue? {
        await call(path, "org.freedesktop.DBus.Properties", "Get", [.string(interface), .string(name)]).values.first?
            .unwrapped
    }

    /// The path of `view` as the bridge hands it out.
    func path(of view: View) -> String {
        AtSpiBridge.shared?.objects.path(for: .view(view)) ?? ""
    }
}
