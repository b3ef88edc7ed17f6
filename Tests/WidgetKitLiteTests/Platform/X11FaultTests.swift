@preconcurrency import Glibc
import Foundation
import Testing
@testable import WidgetKitLite

/// Records every event a surface delivers.
@MainActor
private final class FaultSink: SurfaceEventSink {
    var events: [PlatformEvent] = []
    func surface(_ surface: WindowSurface, didReceive event: PlatformEvent) { events.append(event) }
}

/// Faults an X server or another client can cause: protocol errors and a window destroyed
/// from outside. Server death, signals and a missing display are end-to-end checks.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
struct X11FaultTests {
    private func openHost() throws -> X11Host {
        switch X11Host.open(displayName: nil, scale: 1) {
        case .success(let host): return host
        case .failure(let error):
            Issue.record("\(error)")
            throw error
        }
    }

    @Test func protocolErrorsAreLoggedOnceEachAndNeverFatal() throws {
        let host = try openHost()
        defer { host.shutdown() }
        let sink = FaultSink()
        let surface = try #require(host.makeSurface(size: CGSize(width: 64, height: 48), title: "faults", sink: sink) as? X11Surface)
        defer { surface.close() }
        let before = X11Errors.errorCount
        let output = capturingStderr { surface.sendRequestsToAMissingWindow(count: 5) }
        #expect(X11Errors.errorCount - before == 5)
        let lines = output.split(separator: "\n").filter { $0.contains("X error") }
        #expect(lines.count <= 1, "one line per kind: \(lines)")
        #expect(lines.allSatisfy { $0.contains("BadWindow") && $0.contains("not fatal") })
        // Still alive and presenting.
        let canvas = surface.beginFrame()
        canvas.fill(PixelRect(x: 0, y: 0, width: 10, height: 10), with: 0xFFFF_0000)
        surface.present([PixelRect(x: 0, y: 0, width: 10, height: 10)])
        host.sync()
        #expect(surface.readPixel(x: 5, y: 5) == 0xFF_0000)
    }

    @Test func aWindowDestroyedFromOutsideIsClosedCleanly() throws {
        let host = try openHost()
        defer { host.shutdown() }
        let sink = FaultSink()
        let surface = try #require(host.makeSurface(size: CGSize(width: 64, height: 48), title: "faults", sink: sink) as? X11Surface)
        host.sync()
        #expect(surface.destroyFromAnotherClient())
        for _ in 0..<50 where !sink.events.contains(where: { if case .destroyed = $0 { true } else { false } }) {
            host.sync()
            usleep(10_000)
        }
        #expect(sink.events.contains { if case .destroyed = $0 { true } else { false } })
        #expect(surface.isClosed)
        // Drawing into a destroyed window is harmless, and the host makes new windows.
        _ = surface.beginFrame()
        surface.present([PixelRect(x: 0, y: 0, width: 64, height: 48)])
        surface.close()
        let other = try #require(host.makeSurface(size: CGSize(width: 32, height: 32), title: "after", sink: sink) as? X11Surface)
        other.close()
        host.sync()
    }
}
