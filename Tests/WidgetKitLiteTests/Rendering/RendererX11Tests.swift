@preconcurrency import Glibc
import CX11
import Foundation
import Testing

@testable import WidgetKitLite

/// A view drawing a block and a separator in `draw(_:in:)`.
@MainActor
private final class DrawingView: View {
    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        context.fill(CGRect(x: 4, y: 4, width: 30, height: 12), color: Color(rgb: 220, 60, 40))
        context.fill(CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), color: Color(rgb: 198, 198, 200))
    }
}

/// The same view trees on the headless screen (pixman in memory) and in an X window whose
/// layers are composited by RENDER on the server, read back and compared (±1 per channel);
/// and a RENDER failure in the middle of a window's life.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
struct RendererX11Tests {
    private static let size = CGSize(width: 240, height: 160)

    /// Plain and rounded backgrounds, text, drawn content, a rasterised subtree and a
    /// translucent group.
    private func scene(in window: WidgetKitLite.Window) {
        window.backgroundColor = Color(rgb: 245, 245, 247)
        let button = Label(text: "Push page", color: .white)
        button.frame = CGRect(x: 10, y: 10, width: 110, height: 32)
        button.backgroundColor = .systemBlue
        button.cornerRadius = 8
        button.textAlignment = .center
        window.addSubview(button)
        let drawing = DrawingView(frame: CGRect(x: 130, y: 10, width: 100, height: 40))
        window.addSubview(drawing)
        let raster = View(frame: CGRect(x: 10, y: 60, width: 100, height: 40))
        raster.backgroundColor = Color(rgb: 40, 160, 90)
        raster.shouldRasterize = true
        raster.addSubview(Label(text: "Cached", color: .white))
        window.addSubview(raster)
        let group = View(frame: CGRect(x: 120, y: 60, width: 110, height: 90))
        group.alpha = 0.5
        let inner = View(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        inner.backgroundColor = Color(rgb: 20, 20, 20)
        group.addSubview(inner)
        let over = View(frame: CGRect(x: 30, y: 30, width: 80, height: 60))
        over.backgroundColor = Color(rgb: 250, 200, 0)
        group.addSubview(over)
        window.addSubview(group)
        let dim = View(frame: CGRect(x: 0, y: 120, width: 240, height: 40))
        dim.backgroundColor = Color(rgb: 0, 0, 0, alpha: 0.3)
        window.addSubview(dim)
    }

    private func headlessPixels() -> Image {
        let screen = HeadlessScreen(size: Self.size)
        let window = screen.makeWindow()
        scene(in: window)
        screen.advance(by: 0)
        return screen.snapshot()
    }

    /// A window on the X server in `DISPLAY` drawn with `renderer`.
    private func openWindow(renderer: Configuration.Renderer) throws -> (X11Host, FrameLoop, WidgetKitLite.Window) {
        var configuration = Configuration(environment: ProcessInfo.processInfo.environment)
        configuration.scale = 1
        configuration.renderer = renderer
        // Xvfb resets when its last client leaves (other suites' hosts come and go) and
        // refuses connections meanwhile: a few attempts.
        var opened = X11Host.open(configuration: configuration)
        for _ in 0..<20 {
            guard case .failure = opened else { break }
            usleep(100_000)
            opened = X11Host.open(configuration: configuration)
        }
        let host = try opened.get()
        let loop = FrameLoop(host: host, isTracing: false)
        let window = WidgetKitLite.Window(size: Self.size)
        window.attach(to: host, loop: loop)
        window.makeKeyAndVisible()
        scene(in: window)
        loop.runFrame()
        host.sync()
        return (host, loop, window)
    }

    /// Pixels of `window`'s X window that differ from `expected` by more than 1 in a channel.
    private func differingPixels(_ window: WidgetKitLite.Window, _ host: X11Host, from expected: Image) throws -> Int {
        let surface = try #require(window.surface as? X11Surface)
        let w = Int(Self.size.width), h = Int(Self.size.height)
        let image = try #require(XGetImage(host.display, surface.window, 0, 0, UInt32(w), UInt32(h), wkl_AllPlanes(), ZPixmap))
        defer { _ = wkl_XDestroyImage(image) }
        var differing = 0
        for y in 0..<h {
            for x in 0..<w {
                let pixel = UInt32(truncatingIfNeeded: wkl_XGetPixel(image, Int32(x), Int32(y)))
                let want = expected.pixel(x: x, y: y)
                let got = [Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF)]
                let wanted = [want.red, want.green, want.blue].map { Int(($0 * 255).rounded()) }
                if zip(got, wanted).contains(where: { abs($0 - $1) > 1 }) { differing += 1 }
            }
        }
        return differing
    }

    @Test func viewTreesOnRenderMatchTheHeadlessPixels() throws {
        let expected = headlessPixels()
        for renderer in [Configuration.Renderer.xrender, .shm] {
            let (host, _, window) = try openWindow(renderer: renderer)
            #expect(window.renderer.compositesOnServer == (renderer == .xrender))
            #expect(try differingPixels(window, host, from: expected) == 0, "\(renderer)")
            window.close()
        }
    }

    @Test func aRenderFailureFallsBackToThePixmanPathInOneLine() throws {
        let expected = headlessPixels()
        let (host, loop, window) = try openWindow(renderer: .xrender)
        defer { window.close() }
        let backend = try #require(window.renderer.backend as? XRenderBackend)
        let record = try #require(window.renderer.layers.records.values.first { $0.content != nil })
        let layer = try #require(record.content?.layer)
        let view = try #require(record.view)
        let output = capturingStderr {
            backend.freePictureBehindTheBackendsBack(of: layer)
            view.markDirty(contentChanged: false)
            loop.runFrame()
            host.sync()
            loop.runFrame()
            loop.runFrame()
            host.sync()
        }
        #expect(!window.renderer.compositesOnServer, "the window now composites in the client")
        let lines = output.split(separator: "\n").filter { $0.contains("compositing in the client") }
        #expect(lines.count == 1, "\(output)")
        #expect(try differingPixels(window, host, from: expected) == 0)
    }

}
