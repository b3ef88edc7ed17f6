import Foundation
import Testing

@testable import WidgetKitLite

/// A RENDER failure in the middle of a window's life: the window goes on in the client and
/// still shows the headless pixels. (Every golden scene on each renderer: `GoldenSceneX11Tests`.)
@MainActor
@Suite(
    .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["DISPLAY"] != nil,
        "needs an X server in DISPLAY (scripts/test runs one in a private Xvfb)"))
struct RendererX11Tests {
    @Test func aRenderFailureFallsBackToThePixmanPathInOneLine() throws {
        let scene = try #require(GoldenScene.all.first { $0.name == "compositing-layers" })
        let expected = scene.headlessImage()
        let screen = try X11SceneScreen(size: scene.size, scale: scene.scale, renderer: .xrender)
        defer { screen.close() }
        scene.build(screen)
        let window = try #require(screen.windows.last)
        #expect(window.renderer.compositesOnServer)
        let backend = try #require(window.renderer.backend as? XRenderBackend)
        let (id, record) = try #require(window.renderer.layers.records.first { $0.value.content != nil })
        let layer = try #require(record.content?.layer)
        let view = try #require(window.viewsInSubtree.first { ObjectIdentifier($0) == id && $0.serial == record.viewSerial })
        let output = capturingStderr {
            backend.freePictureBehindTheBackendsBack(of: layer)
            view.markDirty(contentChanged: false)
            screen.runFrame()
            screen.host.sync()
            screen.runFrame()
            screen.runFrame()
            screen.host.sync()
        }
        #expect(!window.renderer.compositesOnServer, "the window now composites in the client")
        let lines = output.split(separator: "\n").filter { $0.contains("compositing in the client") }
        #expect(lines.count == 1, "\(output)")
        let differences = PixelComparison.differences(
            try screen.windowImage().pixels, expected.pixels, width: expected.width, channels: 0x00FF_FFFF)
        #expect(differences.isEmpty, "\(differences)")
    }
}

extension View {
    /// This view and every view under it, depth first.
    fileprivate var viewsInSubtree: [View] { [self] + subviews.flatMap(\.viewsInSubtree) }
}
