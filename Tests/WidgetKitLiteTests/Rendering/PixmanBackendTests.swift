import Testing
@testable import WidgetKitLite

/// The pixman backend draws every scene as the toolkit's canvas code does (±1 per channel).
@MainActor
@Suite struct PixmanBackendTests {
    @Test(arguments: RenderScene.all)
    func drawsLikeTheCanvasReference(_ scene: RenderScene) throws {
        let reference = CanvasReferenceBackend(size: scene.size)
        try scene.render(on: reference)
        let target = Bitmap(width: scene.size.width, height: scene.size.height)
        let backend = PixmanBackend(target: target.canvas)
        try scene.render(on: backend)
        let differences = PixelComparison.differences(
            PixelComparison.pixels(of: target.canvas), PixelComparison.pixels(of: reference.target.canvas),
            width: scene.size.width)
        #expect(differences.isEmpty, "\(scene): \(differences)")
    }

    /// The push frame with the dimming folded into the outgoing page's composite has the
    /// same colours as a copy with a fill over it.
    @Test(arguments: [0, 7, 19])
    func foldedDimmingGivesTheSameColours(frame: Int) throws {
        let size = PixelSize(width: 120, height: 40)
        var images: [[UInt32]] = []
        for folds in [false, true] {
            let target = Bitmap(width: size.width, height: size.height)
            let backend = PixmanBackend(target: target.canvas)
            let scene = PushFrameScene(size: size, frames: 20, foldsDimming: folds)
            let pages = [0, 0x0010_2030].map { PushFrameScene.pageContent(size: size, tint: UInt32($0)) }
            let ids = try pages.map { page in
                let id = try backend.makeLayer(size: size)
                try backend.upload(page.canvas, rect: size.bounds, to: id, at: PixelPoint(x: 0, y: 0))
                return id
            }
            try backend.execute(scene.list(frame: frame, outgoing: ids[0], incoming: ids[1]), into: .window)
            images.append(PixelComparison.pixels(of: target.canvas))
        }
        let differences = PixelComparison.differences(images[1], images[0], width: size.width, channels: 0x00FF_FFFF)
        #expect(differences.isEmpty, "\(differences)")
    }

    @Test func presentsTheChangedRectanglesInsideTheTarget() throws {
        var presented: [[PixelRect]] = []
        let target = Bitmap(width: 50, height: 40)
        let backend = PixmanBackend(
            targetSize: PixelSize(width: 50, height: 40), frameBuffer: { target.canvas },
            present: { presented.append($0) })
        var list = DisplayList(damage: [PixelRect(x: 40, y: 30, width: 20, height: 20)])
        list.fill(PixelRect(x: 0, y: 0, width: 50, height: 40), color: 0xFFFF_0000, operator: .source)
        try backend.execute(list, into: .window)
        try backend.present(list.changedRects(in: PixelRect(x: 0, y: 0, width: 50, height: 40)))
        #expect(presented == [[PixelRect(x: 40, y: 30, width: 10, height: 10)]])
        #expect(target.canvas.pixel(x: 45, y: 35) == 0xFFFF_0000)
        #expect(target.canvas.pixel(x: 39, y: 35) == 0)
    }

    @Test func refusesUnknownLayersAndBadSizes() throws {
        let target = Bitmap(width: 8, height: 8)
        let backend = PixmanBackend(target: target.canvas)
        #expect(throws: RenderBackendError.invalidSize(PixelSize(width: 0, height: 5))) {
            try backend.makeLayer(size: PixelSize(width: 0, height: 5))
        }
        let layer = try backend.makeLayer(size: PixelSize(width: 4, height: 4))
        backend.freeLayer(layer)
        backend.freeLayer(layer)
        var list = DisplayList(damage: [PixelRect(x: 0, y: 0, width: 8, height: 8)])
        list.composite(layer, source: PixelRect(x: 0, y: 0, width: 4, height: 4), at: PixelPoint(x: 0, y: 0))
        #expect(throws: RenderBackendError.unknownLayer(layer)) { try backend.execute(list, into: .window) }
        backend.close()
        #expect(throws: RenderBackendError.unavailable) { try backend.makeLayer(size: PixelSize(width: 4, height: 4)) }
    }
}
