import CX11
import Foundation
import Testing

@testable import WidgetKitLite

/// Asks for its window to start minimized.
@MainActor
private final class MinimizedStartSink: SurfaceEventSink {
    func surface(_ surface: WindowSurface, didReceive event: PlatformEvent) {}
    var desktopRequest: DesktopWindowRequest {
        var request = DesktopWindowRequest()
        request.state.isMinimized = true
        return request
    }
}

/// What needs a window manager running on the display `WKL_TEST_WM_DISPLAY` names:
/// scripts/e2e runs this suite under Openbox (`run_wm_checks`); without the variable it is
/// skipped.
@MainActor
@Suite(
    .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["WKL_TEST_WM_DISPLAY"] != nil, "needs WKL_TEST_WM_DISPLAY (scripts/e2e sets it)"))
struct X11UnderWindowManagerTests {
    nonisolated static let display = ProcessInfo.processInfo.environment["WKL_TEST_WM_DISPLAY"]

    @Test func aWindowShownMinimizedEndsTheLaunchsStartupNotification() throws {
        var configuration = Configuration()
        configuration.display = Self.display
        configuration.startupNotificationID = "wkl-minimized-start"
        let host = try X11Host.open(configuration: configuration).get()
        defer { host.shutdown() }
        let sink = MinimizedStartSink()
        let surface = try #require(host.makeSurface(size: CGSize(width: 64, height: 48), title: "minimized", sink: sink) as? X11Surface)
        defer { surface.close() }
        for _ in 0..<150 where !host.windowManager.endedStartup {
            host.sync()
            usleep(20_000)
        }
        // The window manager keeps the window unmapped (iconic): its WM_STATE ends the launch.
        #expect(surface.desktop.state.isMinimized)
        #expect(host.windowManager.endedStartup, "no MapNotify comes for a window shown minimized")
    }
}
