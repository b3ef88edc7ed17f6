import Foundation
import Glibc
import Testing
@testable import WidgetKitLite

/// scripts/lib/mock_portal.py on a private bus, driven through its stdin: a settings portal
/// whose values a test sets and flips.
final class MockPortalProcess: @unchecked Sendable {
    /// The system's Python, which has the Gio bindings (python3-gi).
    static let python = "/usr/bin/python3"
    /// The script, found from this file's place in the checkout.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/lib/mock_portal.py")

    /// Whether the machine can run the mock (scripts/test installs python3-gi).
    static let isAvailable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python) else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: python)
        probe.arguments = ["-c", "from gi.repository import Gio"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffered = Data()

    /// Starts the mock on the bus at `address` with `arguments` (the script's options) and
    /// waits until it owns the portal's name.
    init(address: String, arguments: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = [Self.script.path, "--address", address] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let first = readLine()
        guard first == "ready" else {
            kill()
            throw PrivateBus.StartFailure(description: "mock_portal.py did not start (it said \(first ?? "nothing"))")
        }
    }

    /// Sends one command line (`flip`, `set color-scheme 1`) and returns the mock's answer;
    /// by then any signal the command emits is on the bus.
    @discardableResult
    func send(_ command: String) -> String? {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        return readLine()
    }

    private func readLine() -> String? {
        while true {
            if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[buffered.startIndex..<end], as: UTF8.self)
                buffered.removeSubrange(buffered.startIndex...end)
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffered.append(chunk)
        }
    }

    /// Whether the mock's process still runs.
    var isRunning: Bool { process.isRunning }

    /// Kills the mock and waits for it; safe to call twice.
    func kill() {
        if process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    deinit { kill() }
}

/// One portal test's world: a private bus, perhaps a mock portal on it, a `SettingsPortal`
/// following it, and what the portal reported and handed on.
@MainActor
final class SettingsPortalHarness {
    let bus: PrivateBus
    /// The mock, when the test asked for one.
    let mock: MockPortalProcess?
    /// The portal under test.
    private(set) var portal: SettingsPortal?
    /// Each `onChange` call's settings, in order.
    private(set) var changes: [DesktopSettings] = []
    /// The portal's diagnostics.
    private(set) var lines: [String] = []

    private init(bus: PrivateBus, mock: MockPortalProcess?) {
        self.bus = bus
        self.mock = mock
    }

    /// Starts a bus, the mock with `mock` arguments (none when nil) and the portal with a
    /// `timeout` for `ReadAll` (generous unless a test is about the deadline: a loaded
    /// machine may take seconds to answer); runs `body`; always stops all three.
    static func run(
        mock arguments: [String]?, timeout: TimeInterval = 30,
        _ body: (SettingsPortalHarness) async throws -> Void
    ) async throws {
        let bus = try PrivateBus()
        defer { bus.kill() }
        let mock = try arguments.map { try MockPortalProcess(address: bus.address, arguments: $0) }
        defer { mock?.kill() }
        let harness = SettingsPortalHarness(bus: bus, mock: mock)
        var settings = SettingsPortalSettings(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        settings.replyTimeout = timeout
        harness.portal = SettingsPortal.start(
            settings: settings, report: { [weak harness] in harness?.lines.append($0) },
            onChange: { [weak harness] in harness?.changes.append($0) })
        defer { harness.portal?.stop() }
        try #require(harness.portal != nil, "the portal did not start with a session bus given")
        try await body(harness)
    }

    /// What the portal holds, for a failure's message.
    var state: String {
        let connection = portal?.connection
        return "lines \(lines), absent \(portal?.isAbsent ?? false), connected \(connection?.isConnected ?? false), "
            + "sources \(connection.map { "\($0.sourceCounts)" } ?? "none"), mock running \(mock?.isRunning ?? false)"
    }

    /// Lets the main queue run for `seconds`.
    func wait(_ seconds: Double) async {
        _ = await eventually(within: seconds) { false }
    }
}
