import Foundation
import Testing

@testable import WidgetKitLite

/// Every golden scene drawn in a real X window by each X11 renderer — layers composited on
/// the server by RENDER, and frames composited in the client and shown through MIT-SHM or
/// XPutImage — shows the headless screen's pixels (±1 per channel) at 1× and 2×, read back
/// from the server. The X side steps the same manual clock as the headless screen, so
/// scenes caught mid-animation compare the same instant.
@MainActor
@Suite(
    .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["DISPLAY"] != nil,
        "needs an X server in DISPLAY (scripts/test runs one in a private Xvfb)"))
struct GoldenSceneX11Tests {
    nonisolated static let renderers: [Configuration.RenderingPath] = [.xrender, .shm, .putimage]
    /// Each scene is drawn at its golden's scale and at the other one.
    static let scales: [CGFloat] = [1, 2]

    @Test(arguments: GoldenScene.all, renderers)
    func drawsTheHeadlessPixels(_ scene: GoldenScene, on renderer: Configuration.RenderingPath) throws {
        for scale in Self.scales {
            let expected = scene.headlessImage(scale: scale)
            let screen = try X11SceneScreen(size: scene.size, scale: scale, renderer: renderer)
            defer { screen.close() }
            scene.build(screen)
            let window = try #require(screen.windows.last)
            #expect(window.renderer.compositesOnServer == (renderer == .xrender))
            #expect(screen.host.presentingPath == renderer.rawValue)
            let actual = try screen.windowImage()
            // The window has no alpha channel: colour only, as the headless pixels over black.
            let differences = PixelComparison.differences(
                actual.pixels, expected.pixels, width: expected.width, channels: 0x00FF_FFFF)
            let largest = PixelComparison.largestDifference(actual.pixels, expected.pixels, channels: 0x00FF_FFFF)
            #expect(differences.isEmpty, "at \(scale)×, largest difference \(largest): \(differences)")
        }
    }
}
