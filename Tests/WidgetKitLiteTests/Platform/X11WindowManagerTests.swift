import CX11
import Foundation
import Testing

@testable import WidgetKitLite

/// Records every event a surface delivers.
@MainActor
private final class StateSink: SurfaceEventSink {
    var events: [PlatformEvent] = []
    func surface(_ surface: WindowSurface, didReceive event: PlatformEvent) { events.append(event) }
    var states: [DesktopWindowState] {
        events.compactMap { if case let .desktopStateChanged(state) = $0 { state } else { nil } }
    }
}

/// The window side of the window-manager protocols against a real server (no window manager
/// runs under the tests' Xvfb: the test writes what one would).
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
struct X11WindowManagerTests {
    private func openHost() throws -> X11Host {
        switch X11Host.open(displayName: nil, scale: 1) {
        case .success(let host): return host
        case .failure(let error):
            Issue.record("\(error)")
            throw error
        }
    }

    private func settle(_ host: X11Host, until done: () -> Bool) {
        for _ in 0..<50 where !done() {
            host.sync()
            usleep(10_000)
        }
    }

    @Test func aPointerThemeTheDesktopStopsNamingGoesBackToTheConnectionsOwn() throws {
        let host = try openHost()
        defer { host.shutdown() }
        let own = host.pointerTheme
        host.usePointerTheme(name: nil, size: nil)
        #expect(host.pointerTheme == own, "nothing said: nothing changes")
        host.usePointerTheme(name: "DMZ-White", size: own.size + 16)
        #expect(host.pointerTheme == ("DMZ-White", own.size + 16))
        host.usePointerTheme(name: "DMZ-White", size: nil)
        #expect(host.pointerTheme == ("DMZ-White", own.size), "the size no longer said: the connection's own")
        host.usePointerTheme(name: nil, size: nil)
        #expect(host.pointerTheme == own, "the theme no longer said: the connection's own")
    }

    @Test func theStateAWindowManagerWritesIsReadBackAndAMalformedOneIgnoredOnce() throws {
        let host = try openHost()
        defer { host.shutdown() }
        let sink = StateSink()
        let surface = try #require(host.makeSurface(size: CGSize(width: 64, height: 48), title: "wm", sink: sink) as? X11Surface)
        defer { surface.close() }
        let atoms = host.connection.windowManagerAtoms
        host.sync()
        var values = [CLong(bitPattern: atoms.netWMStateFullScreen)]
        XChangeProperty(
            host.display, surface.window, atoms.netWMState, XA_ATOM, 32, PropModeReplace,
            values.withUnsafeMutableBytes { $0.bindMemory(to: UInt8.self).baseAddress }, 1)
        settle(host) { sink.states.last?.isFullScreen == true }
        #expect(sink.states.last == DesktopWindowState(isFullScreen: true))

        var lines: [String] = []
        let previous = Diagnostics.handler
        Diagnostics.handler = { lines.append($0) }
        defer { Diagnostics.handler = previous }
        let count = sink.states.count
        for _ in 0..<2 {
            let text = Array("garbage".utf8)
            XChangeProperty(host.display, surface.window, atoms.netWMState, XA_STRING, 8, PropModeReplace, text, Int32(text.count))
            host.sync()
        }
        settle(host) { false }
        #expect(sink.states.count == count, "a malformed state changes nothing")
        #expect(lines.count == 1 && lines[0].contains("ignored a window-manager state property"))
        values.removeAll()
    }

    @Test func aSyncRequestIsAnsweredAfterTheFrameAtTheNewSize() throws {
        let host = try openHost()
        defer { host.shutdown() }
        let atoms = host.connection.windowManagerAtoms
        guard atoms.hasSyncCounters else { return }
        let sink = StateSink()
        let surface = try #require(host.makeSurface(size: CGSize(width: 64, height: 48), title: "sync", sink: sink) as? X11Surface)
        defer { surface.close() }
        host.sync()
        let counter = surface.desktop.syncCounter
        #expect(counter != 0)
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = surface.window
        event.xclient.message_type = host.atoms.wmProtocols
        event.xclient.format = 32
        event.xclient.data.l.0 = CLong(bitPattern: atoms.netWMSyncRequest)
        event.xclient.data.l.2 = 41
        XSendEvent(host.display, surface.window, False, NoEventMask, &event)
        XResizeWindow(host.display, surface.window, 80, 60)
        settle(host) { surface.pixelWidth == 80 }
        func counterValue() -> UInt32 {
            var value = XSyncValue()
            XSyncQueryCounter(host.display, counter, &value)
            return value.lo
        }
        #expect(surface.pixelWidth == 80 && counterValue() == 0, "not before the frame at the new size")
        host.windowsDidPresentFrame()
        #expect(counterValue() == 41)
    }
}
