@testable import WidgetKitLite

/// A surface's event sink that ignores every event (tests that only draw into a window).
@MainActor
final class IgnoringSink: SurfaceEventSink {
    func surface(_ surface: WindowSurface, didReceive event: PlatformEvent) {}
}
