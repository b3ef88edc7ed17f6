import Foundation
import Testing
@testable import WidgetKitLite

/// A push frame on the X server (the `DISPLAY` of scripts/test): the old page dimmed in one
/// request straight into the window, the new page beside it, gives exactly the pixels of
/// the page copied and a black fill blended over it (pixman in memory), at every dimming.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
struct XRenderDimmedCompositeTests {
    private static var host: X11Host?
    private let size = PixelSize(width: 160, height: 96)

    private static func sharedHost() throws -> X11Host {
        if let host { return host }
        let made = try X11Host.open(displayName: nil, scale: 1).get()
        host = made
        return made
    }

    /// The old page moved left under a dimming of `alpha`, the new page sliding in.
    private func pushFrame(_ old: LayerID, _ new: LayerID, alpha: UInt8) -> DisplayList {
        var list = DisplayList(damage: [size.bounds])
        let split = 100
        list.composite(
            old, source: size.bounds, at: PixelPoint(x: -30, y: 0), operator: .source,
            clip: PixelRect(x: 0, y: 0, width: split, height: size.height))
        list.fill(PixelRect(x: 0, y: 0, width: split, height: size.height), color: UInt32(alpha) << 24)
        list.composite(
            new, source: size.bounds, at: PixelPoint(x: split, y: 0), operator: .source,
            clip: PixelRect(x: split, y: 0, width: size.width - split, height: size.height))
        return list
    }

    /// Both pages on `backend`, then the push frame, presented.
    private func render(on backend: RenderBackend, alpha: UInt8) throws {
        var ids: [LayerID] = []
        for seed: UInt32 in [0x1234, 0xA05F] {
            let layer = RenderScene.Layer(size: size, isOpaque: true, seed: seed, solidRows: 7)
            let id = try backend.makeLayer(size: size)
            let content = RenderScene.content(of: layer)
            try withExtendedLifetime(content) {
                try backend.upload(content.canvas, rect: size.bounds, to: id, at: PixelPoint(x: 0, y: 0))
            }
            ids.append(id)
        }
        try backend.execute(pushFrame(ids[0], ids[1], alpha: alpha), into: .window)
        try backend.present([size.bounds])
    }

    @Test(arguments: [1, 0x40, 0x5C, 0x80, 0xC8, 254] as [UInt8])
    func aDimmedPageStraightIntoTheWindowEqualsTheCopyAndTheBlend(alpha: UInt8) throws {
        let target = Bitmap(width: size.width, height: size.height)
        try render(on: PixmanBackend(target: target.canvas), alpha: alpha)
        let expected = PixelComparison.pixels(of: target.canvas)

        let host = try Self.sharedHost()
        for presentation in [XRenderBackend.Presentation.backBuffer, .direct] {
            let surface = try #require(
                host.makeSurface(
                    size: CGSize(width: size.width, height: size.height), title: "XRenderDimmedCompositeTests",
                    sink: IgnoringSink()) as? X11Surface)
            host.sync()
            let backend = try #require(
                XRenderBackend(
                    display: host.display, window: surface.window, presentation: presentation, sharedMemory: true))
            defer {
                backend.close()
                surface.close()
                host.sync()
            }
            try render(on: backend, alpha: alpha)
            try backend.synchronize()
            let actual = try #require(backend.readPixels(of: .window))
            let differences = PixelComparison.differences(
                actual, expected, width: size.width, channels: 0x00FF_FFFF, tolerance: 0)
            #expect(differences.isEmpty, "alpha \(alpha), \(presentation): \(differences)")
            #expect(backend.statistics.foldedPixels == 100 * size.height, "the dimming is drawn with the page, once")
            if presentation == .backBuffer {
                #expect(backend.statistics.directPixels == size.bounds.area, "every pixel straight into the window")
                #expect(backend.statistics.presentedPixels == 0)
            }
        }
    }
}
