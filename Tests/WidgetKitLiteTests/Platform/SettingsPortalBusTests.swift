import Foundation
import Testing
@testable import WidgetKitLite

/// `SettingsPortal` against a mock portal (scripts/lib/mock_portal.py) on a private D-Bus
/// daemon: what it reads, what it follows, and each fault's one outcome. No X display.
@MainActor
@Suite(
    .serialized, .enabled(if: PrivateBus.isAvailable, "needs /usr/bin/dbus-daemon"),
    .enabled(if: MockPortalProcess.isAvailable, "needs /usr/bin/python3 with python3-gi"))
struct SettingsPortalBusTests {
    @Test func readAllMapsEveryAppearanceKey() async throws {
        let mock = ["--color-scheme", "1", "--accent", "0.25,0.5,0.75", "--contrast", "1", "--reduced-motion", "1"]
        try await SettingsPortalHarness.run(mock: mock) { h in
            try #require(await eventually { h.changes.count == 1 }, "ReadAll's settings never reached onChange: \(h.state)")
            var expected = DesktopSettings()
            expected.prefersDark = true
            expected.accentColor = Color(red: 0.25, green: 0.5, blue: 0.75)
            expected.prefersHighContrast = true
            expected.animationsEnabled = false
            #expect(h.changes == [expected])
            #expect(h.lines.isEmpty)
        }
    }

    @Test func anAnswerWaitingWhenTheDeadlinePassesIsTaken() async throws {
        // The main queue is held while the deadline passes (0.3 s) and then the answer
        // arrives (0.6 s): when it runs again, the timer fired first, but the answer is
        // already on the socket, and it wins.
        try await SettingsPortalHarness.run(mock: ["--color-scheme", "1", "--delay", "0.6"], timeout: 0.3) { h in
            try #require(await eventually { h.portal?.connection != nil }, "ReadAll was never sent")
            usleep(1_500_000)
            try #require(await eventually { h.changes.count == 1 || !h.lines.isEmpty })
            #expect(h.lines.isEmpty, "the answer was in before the timer ran: \(h.lines)")
            #expect(h.changes.first?.prefersDark == true)
            let connection = try #require(h.portal?.connection)
            #expect(connection.sourceCounts.timers == 0, "the answered call's timer is gone")
        }
    }

    @Test func theOlderPortalsDoubleWrappedValuesAreRead() async throws {
        try await SettingsPortalHarness.run(mock: ["--color-scheme", "2", "--double-wrap"]) { h in
            try #require(await eventually { h.changes.count == 1 })
            var light = DesktopSettings()
            light.prefersDark = false
            #expect(h.changes == [light], "no preference for contrast and motion (0) leaves them nil")
            #expect(h.mock?.send("flip") == "ok")
            try #require(await eventually { h.changes.count == 2 })
            #expect(h.changes.last?.prefersDark == true)
            #expect(h.lines.isEmpty)
        }
    }

    @Test func settingChangedReachesOnChangeWithTheWholeView() async throws {
        try await SettingsPortalHarness.run(mock: ["--color-scheme", "2", "--accent", "1,0,0"]) { h in
            try #require(await eventually { h.changes.count == 1 })
            #expect(h.mock?.send("flip") == "ok")
            try #require(await eventually { h.changes.count == 2 }, "the flip never reached onChange")
            #expect(h.changes[1].prefersDark == true)
            #expect(h.changes[1].accentColor == Color(red: 1, green: 0, blue: 0), "the other keys stay as read")

            // A value equal to the one held changes nothing, so onChange is not called.
            #expect(h.mock?.send("set contrast 0") == "ok")
            #expect(h.mock?.send("set reduced-motion 1") == "ok")
            try #require(await eventually { h.changes.count >= 3 })
            await h.wait(0.2)
            #expect(h.changes.count == 3)
            #expect(h.changes[2].animationsEnabled == false)
            #expect(h.changes[2].prefersDark == true)

            #expect(h.mock?.send("set color-scheme 0") == "ok")
            try #require(await eventually { h.changes.count == 4 })
            #expect(h.changes[3].prefersDark == nil, "0 is no preference")
            #expect(h.lines.isEmpty)
        }
    }

    @Test func wrongTypesAreOneLineEachAndIgnored() async throws {
        try await SettingsPortalHarness.run(mock: ["--wrong-types"]) { h in
            try #require(await eventually { h.changes.count == 1 })
            #expect(h.changes == [DesktopSettings()], "no value of the wrong type is taken")
            #expect(h.lines.count == 3, "\(h.lines)")
            for key in ["color-scheme", "contrast", "reduced-motion"] {
                #expect(h.lines.filter { $0.contains(" \(key) has type s, not u") }.count == 1, "\(key): \(h.lines)")
            }

            #expect(h.mock?.send("set accent-color str:blue") == "ok")
            try #require(await eventually { h.lines.count == 4 })
            #expect(h.lines[3].contains("accent-color has type s, not (ddd); ignored"))
            // Out of range is not a wrong type: the spec's "unset", silently.
            #expect(h.mock?.send("set accent-color 1.5,0,0") == "ok")
            #expect(h.mock?.send("set color-scheme 1") == "ok")
            try #require(await eventually { h.changes.count == 2 }, "a good value after bad ones is still followed")
            #expect(h.changes[1].prefersDark == true)
            #expect(h.changes[1].accentColor == nil)
            #expect(h.lines.count == 4)

            // SettingChanged from another client of the bus, of the wrong shape or the right
            // one, is not the portal's: never heard (no line, no change).
            let peer = try BusClient(address: h.bus.address)
            peer.emit(
                path: SettingsPortal.objectPath, interface: SettingsPortal.interface, member: "SettingChanged",
                [.string(PortalAppearance.namespace), .string("color-scheme"), .uint32(2)])
            peer.emit(
                path: SettingsPortal.objectPath, interface: SettingsPortal.interface, member: "SettingChanged",
                [.string(PortalAppearance.namespace), .string("color-scheme"), .variant(.uint32(2))])
            // The portal's own change after them arrives, and only it.
            #expect(h.mock?.send("set contrast 1") == "ok")
            try #require(await eventually { h.changes.count == 3 })
            #expect(h.changes[2].prefersDark == true, "another client's color-scheme 2 was not taken")
            #expect(h.changes[2].prefersHighContrast == true)
            #expect(h.lines.count == 4, "\(h.lines)")
        }
    }

    @Test func aLateAnswerIsGivenUpInOneLineAndIgnoredWhenItComes() async throws {
        try await SettingsPortalHarness.run(mock: ["--color-scheme", "1", "--delay", "3"], timeout: 0.3) { h in
            try #require(await eventually { !h.lines.isEmpty }, "no word about the late portal")
            #expect(h.lines.count == 1)
            #expect(h.lines.first?.contains("no answer to ReadAll within 0.3 s") == true, "\(h.lines)")
            #expect(h.changes.isEmpty)
            let connection = try #require(h.portal?.connection, "the portal gave up the bus, not only the call")
            #expect(connection.sourceCounts.timers == 0, "no timer left after giving up")

            // The answer comes 3 s after the call: it is dropped.
            await h.wait(3.5)
            #expect(h.changes.isEmpty, "the late answer was taken: \(h.changes)")
            #expect(h.lines.count == 1)

            // Changes are still followed.
            #expect(h.mock?.send("flip") == "ok")
            try #require(await eventually { h.changes.count == 1 })
            #expect(h.changes.first?.prefersDark == false)
        }
    }

    @Test func aPortalThatQuitsMidCallIsOneLine() async throws {
        try await SettingsPortalHarness.run(mock: ["--exit-on-call"]) { h in
            try #require(await eventually { !h.lines.isEmpty })
            #expect(h.lines.count == 1)
            #expect(h.lines.first?.contains("ReadAll") == true, "\(h.lines)")
            #expect(h.changes.isEmpty)
        }
    }

    @Test func noPortalOnTheBusIsSilentAndLeavesNothingOpen() async throws {
        try await SettingsPortalHarness.run(mock: nil) { h in
            try #require(await eventually { h.portal?.isAbsent == true })
            try #require(await eventually { h.portal?.connection == nil }, "the connection was kept for nothing")
            #expect(h.lines.isEmpty)
            #expect(h.changes.isEmpty)
        }
    }

    @Test func stopClosesTheConnectionAndItsSources() async throws {
        try await SettingsPortalHarness.run(mock: ["--color-scheme", "1"]) { h in
            try #require(await eventually { h.changes.count == 1 })
            let connection = try #require(h.portal?.connection)
            let quiet = connection.sourceCounts
            #expect(quiet.watches == 1 && quiet.timers == 0, "a quiet connection holds one read source: \(quiet)")

            h.portal?.stop()
            #expect(h.portal?.connection == nil)
            #expect(!connection.isConnected)
            let after = connection.sourceCounts
            #expect(after.watches == 0 && after.timers == 0, "sources left after stop(): \(after)")
            #expect(h.mock?.send("flip") == "ok")
            await h.wait(0.3)
            #expect(h.changes.count == 1, "a change reached onChange after stop()")
            h.portal?.stop()
            #expect(h.lines.isEmpty)
        }
    }

    @Test func aPortalLetGoClosesItsConnection() async throws {
        let bus = try PrivateBus()
        defer { bus.kill() }
        let mock = try MockPortalProcess(address: bus.address, arguments: ["--color-scheme", "1"])
        defer { mock.kill() }
        var changes = 0
        var portal = SettingsPortal.start(
            settings: SettingsPortalSettings(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address]),
            onChange: { _ in changes += 1 })
        try #require(await eventually { changes == 1 })
        let connection = try #require(portal?.connection)
        portal = nil
        try #require(await eventually { !connection.isConnected }, "the connection outlived its portal")
        let after = connection.sourceCounts
        #expect(after.watches == 0 && after.timers == 0, "sources left: \(after)")
    }

    @Test func theBusGoingAwayIsOneLineAndTheLastSettingsStand() async throws {
        try await SettingsPortalHarness.run(mock: ["--color-scheme", "1"]) { h in
            try #require(await eventually { h.changes.count == 1 })
            h.mock?.kill()
            h.bus.kill()
            try #require(await eventually { h.portal?.connection == nil }, "the lost bus was not noticed")
            #expect(h.lines.count == 1)
            #expect(h.lines.first?.contains("the session bus went away") == true, "\(h.lines)")
            #expect(h.changes.count == 1)
            #expect(h.portal?.current.prefersDark == true)
        }
    }

    @Test func withoutASessionBusOrWhenSwitchedOffThereIsNoPortal() async throws {
        #expect(SettingsPortal.start(settings: SettingsPortalSettings(environment: [:]), onChange: { _ in }) == nil)
        let off = SettingsPortalSettings(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/x", "WKL_SETTINGS_PORTAL": "0"])
        #expect(SettingsPortal.start(settings: off, onChange: { _ in }) == nil)

        // A session bus that is not there: silently nothing.
        var lines: [String] = []
        var changes = 0
        let gone = SettingsPortalSettings(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/wkl-bus"])
        let started = SettingsPortal.start(settings: gone, report: { lines.append($0) }, onChange: { _ in changes += 1 })
        let portal = try #require(started)
        defer { portal.stop() }
        try #require(await eventually { portal.isAbsent })
        #expect(lines.isEmpty)
        #expect(changes == 0)
        #expect(portal.connection == nil)
    }
}
