@preconcurrency import Glibc
import Foundation
import Testing
@testable import WidgetKitLite

/// The XRender backend draws every scene as the canvas reference does (±1 per channel), read
/// back from the X server in `DISPLAY` (a private Xvfb in scripts/test); and a resource
/// broken behind its back is one logged line and a failed call, never a crash.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
struct XRenderBackendTests {
    /// A host, a window of `size` and an XRender backend drawing into it.
    @MainActor
    private struct Fixture {
        let host: X11Host
        let surface: X11Surface
        let backend: XRenderBackend

        func close() {
            backend.close()
            surface.close()
            host.sync()
        }
    }

    private func makeFixture(
        size: PixelSize, presentation: XRenderBackend.Presentation = .backBuffer, sharedMemory: Bool = true
    ) throws -> Fixture {
        let host = try Self.sharedHost()
        let surface = try #require(
            host.makeSurface(
                size: CGSize(width: size.width, height: size.height), title: "XRenderBackendTests", sink: IgnoringSink())
                as? X11Surface)
        host.sync()
        let backend = try #require(
            XRenderBackend(
                display: host.display, window: surface.window, presentation: presentation, sharedMemory: sharedMemory))
        return Fixture(host: host, surface: surface, backend: backend)
    }

    private static let openAttempts = 10
    private static let retryDelayMicroseconds: UInt32 = 50_000
    private static var host: X11Host?

    /// One connection for the whole suite, open until the process ends: opening and closing
    /// one per test races with Xvfb's reset when its last client leaves, and disturbs other
    /// suites' hosts that get the closed descriptor's number.
    private static func sharedHost() throws -> X11Host {
        if let host { return host }
        var opened: Result<X11Host, X11HostError> = .failure(.displayNotSet)
        for attempt in 0..<openAttempts {
            if attempt > 0 { usleep(retryDelayMicroseconds) }
            opened = X11Host.open(displayName: nil, scale: 1)
            if case .success = opened { break }
        }
        switch opened {
        case .success(let made):
            host = made
            return made
        case .failure(let error):
            Issue.record("\(error)")
            throw error
        }
    }

    static let configurations: [(XRenderBackend.Presentation, Bool)] = [
        (.backBuffer, true), (.direct, true), (.backBuffer, false),
    ]

    @Test(arguments: RenderScene.all)
    func drawsLikeTheCanvasReference(_ scene: RenderScene) throws {
        let reference = CanvasReferenceBackend(size: scene.size)
        let ids = try scene.render(on: reference)
        let expected = PixelComparison.pixels(of: reference.target.canvas)
        for (presentation, sharedMemory) in Self.configurations {
            let fixture = try makeFixture(size: scene.size, presentation: presentation, sharedMemory: sharedMemory)
            defer { fixture.close() }
            let layers = try scene.render(on: fixture.backend)
            #expect(fixture.backend.uploadsThroughSharedMemory == sharedMemory, "uploads take the path asked for")
            try fixture.backend.synchronize()
            let actual = try #require(fixture.backend.readPixels(of: .window))
            // The window has no alpha channel: compare colour only.
            let differences = PixelComparison.differences(
                actual, expected, width: scene.size.width, channels: 0x00FF_FFFF)
            #expect(differences.isEmpty, "\(scene), \(presentation), shm \(sharedMemory): \(differences)")
            // Layers (uploaded, drawn into, or drawn as a group) hold the same ARGB pixels.
            for (index, layer) in layers.enumerated() {
                let client = try #require(reference.layerCanvas(ids[index]))
                let server = try #require(fixture.backend.readPixels(of: .layer(layer)))
                let layerDifferences = PixelComparison.differences(
                    server, PixelComparison.pixels(of: client), width: client.width)
                #expect(layerDifferences.isEmpty, "\(scene) layer \(index): \(layerDifferences)")
            }
        }
    }

    @Test func aPictureFreedBehindItsBackFailsTheFrameOnceLoggedAndNothingCrashes() throws {
        let fixture = try makeFixture(size: PixelSize(width: 64, height: 48))
        defer { fixture.close() }
        let backend = fixture.backend
        let layer = try backend.makeLayer(size: PixelSize(width: 16, height: 16))
        try backend.synchronize()
        backend.freePictureBehindTheBackendsBack(of: layer)
        var list = DisplayList(damage: [PixelRect(x: 0, y: 0, width: 64, height: 48)])
        list.composite(layer, source: PixelRect(x: 0, y: 0, width: 16, height: 16), at: PixelPoint(x: 3, y: 4))
        let output = capturingStderr {
            do {
                try backend.execute(list, into: .window)
                try backend.present([PixelRect(x: 0, y: 0, width: 64, height: 48)])
                try backend.synchronize()
                Issue.record("the frame did not fail")
            } catch {
                #expect("\(error)".contains("resource"), "\(error)")
            }
        }
        #expect(backend.isBroken)
        let lines = output.split(separator: "\n").filter { $0.contains("X error") }
        #expect(lines.count <= 1, "one line per kind: \(lines)")
        #expect(lines.allSatisfy { $0.contains("RenderBadPicture") && $0.contains("RenderComposite") }, "\(lines)")
        #expect(throws: RenderBackendError.self) { try backend.execute(list, into: .window) }
        #expect(throws: RenderBackendError.self) { try backend.makeLayer(size: PixelSize(width: 4, height: 4)) }
        backend.close()
        backend.close()
    }

    /// Another part of the program (a cursor, another window's renderer) failing a RENDER
    /// request on the same connection does not break this backend.
    @Test func someoneElsesRenderErrorLeavesTheBackendWorking() throws {
        let fixture = try makeFixture(size: PixelSize(width: 64, height: 48))
        defer { fixture.close() }
        let backend = fixture.backend
        let layer = try backend.makeLayer(size: PixelSize(width: 16, height: 16))
        try backend.synchronize()
        let errorsBefore = X11Errors.errorCount
        _ = capturingStderr { backend.sendARenderRequestThatFailsFromOutside() }
        #expect(X11Errors.errorCount == errorsBefore + 1)
        var list = DisplayList(damage: [PixelRect(x: 0, y: 0, width: 64, height: 48)])
        list.fill(PixelRect(x: 0, y: 0, width: 64, height: 48), color: 0xFF00_8000, operator: .source)
        list.composite(layer, source: PixelRect(x: 0, y: 0, width: 16, height: 16), at: PixelPoint(x: 3, y: 4))
        try backend.execute(list, into: .window)
        try backend.present([PixelRect(x: 0, y: 0, width: 64, height: 48)])
        try backend.synchronize()
        #expect(!backend.isBroken)
        #expect(backend.readPixels(of: .window)?[0] == 0x00_8000)
    }

    @Test func aPixmapFreedBehindItsBackFailsTheUpload() throws {
        let fixture = try makeFixture(size: PixelSize(width: 64, height: 48), sharedMemory: false)
        defer { fixture.close() }
        let backend = fixture.backend
        let layer = try backend.makeLayer(size: PixelSize(width: 16, height: 16))
        backend.freePixmapBehindTheBackendsBack(of: layer)
        // Varied pixels, so that the upload puts them into the pixmap (not only fills its picture).
        let content = RenderScene.content(
            of: RenderScene.Layer(size: PixelSize(width: 16, height: 16), isOpaque: true, seed: 7))
        _ = capturingStderr {
            #expect(throws: RenderBackendError.self) {
                try backend.upload(content.canvas, rect: content.canvas.bounds, to: layer, at: PixelPoint(x: 0, y: 0))
                try backend.synchronize()
            }
        }
        #expect(backend.isBroken)
        // The host is unaffected: its own window still presents.
        let canvas = fixture.surface.beginFrame()
        canvas.fill(PixelRect(x: 0, y: 0, width: 8, height: 8), with: 0xFF00_00FF)
        fixture.surface.present([PixelRect(x: 0, y: 0, width: 8, height: 8)])
        fixture.host.sync()
        #expect(fixture.surface.readPixel(x: 2, y: 2) == 0x00_00FF)
    }

    /// More than the staging segment holds, uploaded and drawn in a row: the segment wraps
    /// around and no layer gets another's pixels.
    @Test func manyUploadsKeepTheirPixels() throws {
        let fixture = try makeFixture(size: PixelSize(width: 64, height: 48))
        defer { fixture.close() }
        let backend = fixture.backend
        let size = PixelSize(width: 300, height: 200)
        let count = XRenderStaging.minimumSharedBytes / (size.width * size.height * 4) + 6
        var layers: [(LayerID, Bitmap)] = []
        for i in 0..<count {
            let content = RenderScene.content(
                of: RenderScene.Layer(size: size, isOpaque: i % 3 == 0, seed: UInt32(i * 7919)))
            let layer = try backend.makeLayer(size: size)
            if i % 2 == 0 {
                try backend.upload(content.canvas, rect: size.bounds, to: layer, at: PixelPoint(x: 0, y: 0))
            } else {
                try backend.draw(into: layer, rect: size.bounds) { $0.draw(content.canvas, atX: 0, y: 0, opaque: true) }
            }
            layers.append((layer, content))
        }
        try backend.synchronize()
        backend.trimMemory()
        #expect(!backend.uploadsThroughSharedMemory, "the segment is gone until the next upload")
        for (index, (layer, content)) in layers.enumerated() {
            let server = try #require(backend.readPixels(of: .layer(layer)))
            let differences = PixelComparison.differences(
                server, PixelComparison.pixels(of: content.canvas), width: size.width, tolerance: 0)
            #expect(differences.isEmpty, "layer \(index): \(differences)")
        }
    }

    @Test func aResizedWindowIsDrawnWhole() throws {
        let fixture = try makeFixture(size: PixelSize(width: 64, height: 48))
        defer { fixture.close() }
        let backend = fixture.backend

        fixture.surface.requestSize(CGSize(width: 100, height: 80))
        fixture.host.sync()
        let size = PixelSize(width: 100, height: 80)
        backend.resizeTarget(to: size)
        var list = DisplayList(damage: [size.bounds])
        list.fill(size.bounds, color: 0xFF00_8000, operator: .source)
        try backend.execute(list, into: .window)
        try backend.present(list.changedRects(in: size.bounds))
        try backend.synchronize()
        #expect(backend.readPixels(of: .window) == [UInt32](repeating: 0x00_8000, count: 100 * 80))
    }

    /// Another client can make a window 65535 pixels wide; X coordinates are 16-bit and no
    /// pixmap may be larger than 32767: the backend draws the window's top-left part only.
    @Test func aTargetBeyondXsCoordinatesIsDrawnUpToTheLimit() throws {
        let fixture = try makeFixture(size: PixelSize(width: 64, height: 48))
        defer { fixture.close() }
        let backend = fixture.backend
        let before = X11Errors.errorCount
        for side in [40000, 65535, 70000] {
            let size = PixelSize(width: side, height: side)
            backend.resizeTarget(to: size)
            var list = DisplayList(damage: [size.bounds])
            list.fill(size.bounds, color: 0xFF00_8000, operator: .source)
            list.fill(PixelRect(x: 33000, y: 100, width: 500, height: 50), color: 0xFFFF_0000, operator: .source)
            list.fill(PixelRect(x: 100, y: 33000, width: 500, height: 50), color: 0xFFFF_0000, operator: .source)
            try backend.execute(list, into: .window)
            try backend.present(list.changedRects(in: size.bounds))
            try backend.synchronize()
        }
        #expect(X11Errors.errorCount == before, "no request the server refuses")
        #expect(!backend.isBroken)
        #expect(fixture.surface.readPixel(x: 0, y: 0) == 0x00_8000)
        #expect(fixture.surface.readPixel(x: 63, y: 47) == 0x00_8000)
    }

    @Test func closingFreesEveryServerResource() throws {
        let fixture = try makeFixture(size: PixelSize(width: 64, height: 48))
        defer { fixture.close() }
        let before = X11Errors.errorCount
        for _ in 0..<3 { _ = try fixture.backend.makeLayer(size: PixelSize(width: 32, height: 32)) }
        try RenderScene.all[1].render(on: fixture.backend)
        try fixture.backend.synchronize()
        fixture.backend.close()
        fixture.host.sync()
        #expect(X11Errors.errorCount == before)
        #expect(throws: RenderBackendError.unavailable) { try fixture.backend.makeLayer(size: PixelSize(width: 4, height: 4)) }
    }

}
