import Foundation
import Testing
@testable import WidgetKitLite

private let root = "/org/a11y/atspi/accessible/root"
private let accessible = "org.a11y.atspi.Accessible"

/// The bridge on a real (private) D-Bus daemon, called by a second connection as a screen
/// reader would call it. No X display: the windows are a headless screen's. Serial: the
/// tests share `AtSpiBridge.shared`.
@MainActor @Suite(.serialized, .enabled(if: PrivateBus.isAvailable, "needs /usr/bin/dbus-daemon"))
struct AtSpiBridgeBusTests {
    @Test func withoutARegistryEmbedFailsInOneLineAndTheBridgeStillServes() async throws {
        try await AtSpiBusHarness.run { h in
            #expect(h.diagnostics.count == 1)
            #expect(h.diagnostics.first?.contains("Socket.Embed") == true)
            let reply = await h.call(root, "org.freedesktop.DBus.Peer", "Ping")
            #expect(reply == .values([]))
            #expect(h.diagnostics.count == 1)
        }
    }

    @Test func theRootListsTheWindowsGivenToTheBridge() async throws {
        try await AtSpiBusHarness.run { h in
            let windowPath = try #require(AtSpiBridge.shared?.objects.path(for: .window(h.fixture.window)))
            let children = await h.call(root, accessible, "GetChildren")
            #expect(children == .values([.array(element: "(so)", [.structure([.string(h.bridgeName), .objectPath(windowPath)])])]))
            #expect(await h.property(root, accessible, "ChildCount") == .int32(1))

            let second = h.fixture.screen.makeWindow()
            h.windows.append(second)
            #expect(await h.property(root, accessible, "ChildCount") == .int32(2))
            second.isHidden = true
            #expect(await h.property(root, accessible, "ChildCount") == .int32(1), "a hidden window is not listed")
        }
    }

    @Test func roleAndNameOfAButton() async throws {
        try await AtSpiBusHarness.run { h in
            let button = Button(title: "Save")
            button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
            h.fixture.root.addSubview(button)
            h.fixture.screen.runFrame()
            let window = await h.call(root, accessible, "GetChildAtIndex", [.int32(0)])
            guard case .structure(let fields)? = window.values.first, let windowPath = fields.last?.stringValue else {
                Issue.record("GetChildAtIndex(0) of the root: \(window)")
                return
            }
            let first = await h.call(windowPath, accessible, "GetChildAtIndex", [.int32(0)])
            guard case .structure(let buttonFields)? = first.values.first, let path = buttonFields.last?.stringValue else {
                Issue.record("GetChildAtIndex(0) of the window: \(first)")
                return
            }
            #expect(path == h.path(of: button))
            #expect(await h.call(path, accessible, "GetRole") == .values([.uint32(43)]))
            #expect(await h.call(path, accessible, "GetRoleName") == .values([.string("push button")]))
            #expect(await h.property(path, accessible, "Name") == .string("Save"))
            #expect(await h.call(windowPath, accessible, "GetRole") == .values([.uint32(23)]))
        }
    }

    @Test func faultsAreErrorRepliesNotCrashes() async throws {
        try await AtSpiBusHarness.run { h in
            let outOfRange = await h.call(root, accessible, "GetChildAtIndex", [.int32(7)])
            #expect(outOfRange.errorName == "org.freedesktop.DBus.Error.InvalidArgs")
            let negative = await h.call(root, accessible, "GetChildAtIndex", [.int32(-1)])
            #expect(negative.errorName == "org.freedesktop.DBus.Error.InvalidArgs")
            let unknown = await h.call("/org/a11y/atspi/accessible/999999", accessible, "GetRole")
            #expect(unknown.errorName == "org.freedesktop.DBus.Error.UnknownObject")
            let malformed = await h.call(root, accessible, "GetChildAtIndex", [.string("zero")])
            #expect(malformed.errorName == "org.freedesktop.DBus.Error.InvalidArgs")
            let missing = await h.call(root, "org.freedesktop.DBus.Properties", "Get", [.string(accessible)])
            #expect(missing.errorName == "org.freedesktop.DBus.Error.InvalidArgs")
            let noMethod = await h.call(root, accessible, "Explode")
            #expect(noMethod.errorName == "org.freedesktop.DBus.Error.UnknownMethod")
            #expect(AtSpiBridge.shared != nil)
            #expect(await h.call(root, accessible, "GetRole") == .values([.uint32(75)]))
        }
    }

    @Test func doActionOnAButtonSendsItsAction() async throws {
        try await AtSpiBusHarness.run { h in
            let button = Button(title: "Send")
            button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
            var taps = 0
            button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
            h.fixture.root.addSubview(button)
            let path = h.path(of: button)
            #expect(await h.call(path, "org.a11y.atspi.Action", "GetName", [.int32(0)]) == .values([.string("click")]))
            #expect(await h.call(path, "org.a11y.atspi.Action", "DoAction", [.int32(0)]) == .values([.bool(true)]))
            #expect(taps == 1)
            let beyond = await h.call(path, "org.a11y.atspi.Action", "DoAction", [.int32(1)])
            #expect(beyond.errorName == "org.freedesktop.DBus.Error.InvalidArgs")
            #expect(taps == 1)
        }
    }

    @Test func settingCurrentValueMovesASlider() async throws {
        try await AtSpiBusHarness.run { h in
            let slider = Slider()
            slider.frame = CGRect(x: 10, y: 10, width: 200, height: 30)
            slider.value = 0.5
            var changes = 0
            slider.addAction(Action { _ in changes += 1 }, for: .valueChanged)
            h.fixture.root.addSubview(slider)
            let path = h.path(of: slider)
            let value = "org.a11y.atspi.Value"
            #expect(await h.property(path, value, "CurrentValue") == .double(0.5))
            let set = await h.call(
                path, "org.freedesktop.DBus.Properties", "Set", [.string(value), .string("CurrentValue"), .variant(.double(0.8))])
            #expect(set == .values([]))
            #expect(abs(slider.value - 0.8) < 0.0001)
            #expect(changes == 1)
            let nan = await h.call(
                path, "org.freedesktop.DBus.Properties", "Set",
                [.string(value), .string("CurrentValue"), .variant(.double(.nan))])
            #expect(nan.errorName == "org.freedesktop.DBus.Error.InvalidArgs")
            #expect(abs(slider.value - 0.8) < 0.0001)
        }
    }

    @Test func setTextContentsChangesAField() async throws {
        try await AtSpiBusHarness.run { h in
            let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            field.text = "old"
            h.fixture.root.addSubview(field)
            let path = h.path(of: field)
            let reply = await h.call(path, "org.a11y.atspi.EditableText", "SetTextContents", [.string("héllo wörld")])
            #expect(reply == .values([.bool(true)]))
            #expect(field.text == "héllo wörld")
            #expect(await h.call(path, "org.a11y.atspi.Text", "GetText", [.int32(6), .int32(-1)]) == .values([.string("wörld")]))
            #expect(await h.property(path, "org.a11y.atspi.Text", "CharacterCount") == .int32(11))
        }
    }

    @Test func whenTheBusGoesAwayTheBridgeSaysSoOnceAndStops() async throws {
        try await AtSpiBusHarness.run { h in
            let before = h.diagnostics.count
            h.bus.kill()
            #expect(await eventually { AtSpiBridge.shared == nil })
            #expect(h.diagnostics.count == before + 1)
            #expect(h.diagnostics.last?.contains("went away") == true)
            #expect(Accessibility.changeObserver == nil)
            // The views go on without it.
            let button = Button(title: "Still here")
            h.fixture.root.addSubview(button)
            h.fixture.screen.runFrame()
            #expect(h.diagnostics.count == before + 1)
        }
    }

    @Test func eventsAreSentOnlyWhileAClientListens() async throws {
        try await AtSpiBusHarness.run { h in
            let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            let other = TextField(frame: CGRect(x: 10, y: 50, width: 200, height: 30))
            h.fixture.root.addSubview(field)
            h.fixture.root.addSubview(other)
            h.fixture.screen.runFrame()
            await h.client.addMatch("type='signal',sender='\(h.bridgeName)'")

            #expect(h.fixture.window.focus(other))
            #expect(await h.client.signals(interfacePrefix: "org.a11y.atspi.Event", within: 0.3).isEmpty)
            #expect(AtSpiBridge.shared?.eventsSent == 0)
            #expect(Accessibility.changeObserver == nil)

            h.client.emit(
                path: "/org/a11y/atspi/registry", interface: "org.a11y.atspi.Registry", member: "EventListenerRegistered",
                [.string(h.client.uniqueName), .string("object:state-changed:focused"), .strings([])])
            #expect(await eventually { Accessibility.changeObserver === AtSpiBridge.shared })

            #expect(h.fixture.window.focus(field))
            let fieldPath = h.path(of: field)
            let signals = await h.client.signals(interfacePrefix: "org.a11y.atspi.Event", within: 180) { received in
                received.contains { $0.interface == "org.a11y.atspi.Event.Focus" && $0.path == fieldPath }
            }
            let focused = signals.first {
                $0.interface == "org.a11y.atspi.Event.Object" && $0.member == "StateChanged" && $0.path == fieldPath
                    && $0.arguments.first == .string("focused")
            }
            #expect(focused?.arguments.dropFirst().first == .int32(1))
            let blurred = signals.first { $0.member == "StateChanged" && $0.path == h.path(of: other) }
            #expect(blurred?.arguments.prefix(2) == [.string("focused"), .int32(0)])
            #expect(signals.contains { $0.interface == "org.a11y.atspi.Event.Focus" && $0.path == fieldPath })

            h.client.emit(
                path: "/org/a11y/atspi/registry", interface: "org.a11y.atspi.Registry", member: "EventListenerDeregistered",
                [.string(h.client.uniqueName), .string("object:state-changed:focused")])
            #expect(await eventually { Accessibility.changeObserver == nil })
            let sent = AtSpiBridge.shared?.eventsSent
            #expect(h.fixture.window.focus(other))
            #expect(AtSpiBridge.shared?.eventsSent == sent)
        }
    }

    @Test func enablingSelectingAndRemovingSendStateChanges() async throws {
        try await AtSpiBusHarness.run { h in
            let button = Button(title: "Save")
            button.frame = CGRect(x: 10, y: 10, width: 120, height: 36)
            let segments = SegmentedControl(items: ["Day", "Week"])
            segments.frame = CGRect(x: 10, y: 60, width: 200, height: 32)
            segments.selectedSegmentIndex = 0
            h.fixture.root.addSubview(button)
            h.fixture.root.addSubview(segments)
            h.fixture.screen.runFrame()
            await h.client.addMatch("type='signal',sender='\(h.bridgeName)'")
            h.client.emit(
                path: "/org/a11y/atspi/registry", interface: "org.a11y.atspi.Registry", member: "EventListenerRegistered",
                [.string(h.client.uniqueName), .string("object:state-changed:"), .strings([])])
            #expect(await eventually { Accessibility.changeObserver === AtSpiBridge.shared })
            let buttonPath = h.path(of: button)
            let week = try #require((segments.accessibilityElements as? [AccessibilityElement])?.last)
            let weekPath = try #require(AtSpiBridge.shared?.objects.path(for: .element(week)))

            // Disabled: sensitive and enabled go off.
            button.isEnabled = false
            var signals = await h.client.signals(interfacePrefix: "org.a11y.atspi.Event", within: 180) { received in
                received.contains(where: state("sensitive", 0, of: buttonPath))
            }
            #expect(signals.contains(where: state("sensitive", 0, of: buttonPath)))
            #expect(signals.contains(where: state("enabled", 0, of: buttonPath)))
            // A segment chosen by the user: selected goes on.
            #expect(week.accessibilityActivate())
            signals = await h.client.signals(interfacePrefix: "org.a11y.atspi.Event", within: 180) { received in
                received.contains(where: state("selected", 1, of: weekPath))
            }
            #expect(signals.contains(where: state("selected", 1, of: weekPath)))
            // Removed: showing goes off and the parent loses a child.
            button.removeFromSuperview()
            signals = await h.client.signals(interfacePrefix: "org.a11y.atspi.Event", within: 180) { received in
                received.contains(where: state("showing", 0, of: buttonPath))
                    && received.contains { $0.member == "ChildrenChanged" && $0.arguments.first == .string("remove") }
            }
            #expect(signals.contains(where: state("showing", 0, of: buttonPath)))
            #expect(signals.contains { $0.member == "ChildrenChanged" && $0.arguments.first == .string("remove") })
        }
    }

    @Test func aTwoStringListenerSignalIsHeardToo() async throws {
        try await AtSpiBusHarness.run { h in
            h.client.emit(
                path: "/org/a11y/atspi/registry", interface: "org.a11y.atspi.Registry", member: "EventListenerRegistered",
                [.string(h.client.uniqueName), .string("focus:")])
            #expect(await eventually { Accessibility.changeObserver === AtSpiBridge.shared })
        }
    }
}

/// Whether a signal is `object:state-changed:<name>` with detail1 `on`, sent from `path`.
private func state(_ name: String, _ on: Int32, of path: String) -> @Sendable (BusSignal) -> Bool {
    { $0.member == "StateChanged" && $0.path == path && $0.arguments.prefix(2) == [.string(name), .int32(on)] }
}
