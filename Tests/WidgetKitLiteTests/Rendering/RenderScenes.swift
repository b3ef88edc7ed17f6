@testable import WidgetKitLite

/// A scene for the backend comparison: layers with known content and the frames drawn with
/// them. Each frame's list is built from the layer ids the backend handed out.
struct RenderScene: CustomStringConvertible, Sendable {
    struct Layer: Sendable {
        let size: PixelSize
        /// Opaque content, or content with translucent and transparent pixels.
        let isOpaque: Bool
        /// Seeds the pattern, so that layers differ.
        let seed: UInt32
        /// The first rows are one colour (as a page's background or a bar is).
        var solidRows = 0
    }

    struct Frame: Sendable {
        let target: Target
        let list: @Sendable ([LayerID]) -> DisplayList
    }

    /// Where a frame draws: the window, or one of the scene's layers (by index).
    enum Target: Sendable {
        case window
        case layer(Int)
    }

    let name: String
    let size: PixelSize
    let layers: [Layer]
    let frames: [Frame]

    var description: String { name }

    /// Premultiplied pixel (`x`, `y`) of a layer's pattern: diagonal bands of colour, with
    /// alpha falling along x for translucent layers (and a transparent hole).
    static func pattern(x: Int, y: Int, layer: Layer) -> UInt32 {
        let r = UInt32((x * 7 + y * 3) & 0xFF) ^ layer.seed & 0xFF
        let g = UInt32((x * 2 + y * 5 + 80) & 0xFF)
        let b = UInt32(((x + y) / 4 * 37) & 0xFF) ^ (layer.seed >> 8) & 0xFF
        if y < layer.solidRows { return layer.isOpaque ? 0xFF33_66AA : 0x8019_3355 }
        guard !layer.isOpaque else { return 0xFF00_0000 | r << 16 | g << 8 | b }
        if (x / 9 + y / 7) % 5 == 0 { return 0 }
        let a = UInt32(255 - (x * 255 / max(1, layer.size.width - 1)))
        return a << 24 | Pixel.multiply(r, a) << 16 | Pixel.multiply(g, a) << 8 | Pixel.multiply(b, a)
    }

    /// The pattern of `layer` in a fresh bitmap.
    static func content(of layer: Layer) -> Bitmap {
        let bitmap = Bitmap(width: layer.size.width, height: layer.size.height)
        for y in 0..<layer.size.height {
            for x in 0..<layer.size.width { bitmap.canvas.row(y)[x] = pattern(x: x, y: y, layer: layer) }
        }
        return bitmap
    }

    /// Makes the layers on `backend` (the odd ones uploaded, the even ones drawn into), runs
    /// every frame and presents it; returns the layer ids.
    @MainActor
    @discardableResult
    func render(on backend: RenderBackend) throws -> [LayerID] {
        var ids: [LayerID] = []
        for (index, layer) in layers.enumerated() {
            let id = try backend.makeLayer(size: layer.size)
            let content = Self.content(of: layer)
            if index % 2 == 0 {
                try backend.upload(content.canvas, rect: content.canvas.bounds, to: id, at: PixelPoint(x: 0, y: 0))
            } else {
                try backend.draw(into: id, rect: layer.size.bounds) { canvas in
                    canvas.draw(content.canvas, atX: 0, y: 0, opaque: true)
                }
            }
            ids.append(id)
        }
        for frame in frames {
            let list = frame.list(ids)
            switch frame.target {
            case .window:
                try backend.execute(list, into: .window)
                try backend.present(list.changedRects(in: size.bounds))
            case .layer(let index):
                try backend.execute(list, into: .layer(ids[index]))
            }
        }
        return ids
    }

    // MARK: The scenes

    static let size = PixelSize(width: 160, height: 120)
    static let background: UInt32 = 0xFFF2_EEE8
    static let dimming: UInt32 = 0x5C00_0000

    /// A first frame painting the whole window.
    static func clear(_ color: UInt32 = background) -> Frame {
        Frame(target: .window) { _ in
            var list = DisplayList(damage: [size.bounds])
            list.fill(size.bounds, color: color, operator: .source)
            return list
        }
    }

    static let page = Layer(size: PixelSize(width: 160, height: 120), isOpaque: true, seed: 0x1234)
    static let otherPage = Layer(size: PixelSize(width: 160, height: 120), isOpaque: true, seed: 0xA55A, solidRows: 70)
    static let card = Layer(size: PixelSize(width: 70, height: 50), isOpaque: false, seed: 0x3C77, solidRows: 20)
    static let badge = Layer(size: PixelSize(width: 33, height: 21), isOpaque: false, seed: 0x0F0F)

    static let all: [RenderScene] = [
        RenderScene(
            name: "opaque layers copied", size: size, layers: [page, otherPage],
            frames: [
                clear(),
                Frame(target: .window) { ids in
                    var list = DisplayList(damage: [size.bounds])
                    list.composite(ids[0], source: page.size.bounds, at: PixelPoint(x: -57, y: 0), operator: .source)
                    list.composite(ids[1], source: page.size.bounds, at: PixelPoint(x: 103, y: 0), operator: .source)
                    return list
                },
            ]),
        RenderScene(
            name: "translucent layers at several opacities", size: size, layers: [page, card, badge],
            frames: [
                clear(),
                Frame(target: .window) { ids in
                    var list = DisplayList(damage: [size.bounds])
                    list.composite(ids[0], source: page.size.bounds, at: PixelPoint(x: 0, y: 0), operator: .source)
                    for (i, opacity) in [255, 200, 128, 37, 1].enumerated() {
                        list.composite(
                            ids[1], source: card.size.bounds, at: PixelPoint(x: i * 19, y: i * 13), opacity: UInt8(opacity))
                        list.composite(
                            ids[2], source: badge.size.bounds, at: PixelPoint(x: 150 - i * 29, y: 90 - i * 9),
                            opacity: UInt8(opacity))
                    }
                    return list
                },
            ]),
        RenderScene(
            name: "push frame: two pages and a dimming fill", size: size, layers: [page, otherPage],
            frames: [
                clear(),
                Frame(target: .window) { ids in
                    var list = DisplayList(damage: [size.bounds])
                    list.composite(ids[0], source: page.size.bounds, at: PixelPoint(x: -48, y: 0), operator: .source)
                    list.fill(PixelRect(x: 0, y: 0, width: 112, height: 120), color: dimming)
                    list.composite(ids[1], source: page.size.bounds, at: PixelPoint(x: 112, y: 0), operator: .source)
                    return list
                },
            ]),
        RenderScene(
            name: "group opacity", size: size,
            layers: [page, card, badge, Layer(size: PixelSize(width: 90, height: 70), isOpaque: false, seed: 0)],
            frames: [
                clear(),
                Frame(target: .layer(3)) { ids in
                    var list = DisplayList(damage: [PixelRect(x: 0, y: 0, width: 90, height: 70)])
                    list.fill(PixelRect(x: 0, y: 0, width: 90, height: 70), color: 0, operator: .source)
                    list.fill(PixelRect(x: 5, y: 5, width: 80, height: 60), color: 0xFF30_60C0)
                    list.composite(ids[1], source: card.size.bounds, at: PixelPoint(x: 10, y: 12))
                    list.composite(ids[2], source: badge.size.bounds, at: PixelPoint(x: 40, y: 30))
                    return list
                },
                Frame(target: .window) { ids in
                    var list = DisplayList(damage: [size.bounds])
                    list.composite(ids[0], source: page.size.bounds, at: PixelPoint(x: 0, y: 0), operator: .source)
                    list.composite(ids[3], source: PixelRect(x: 0, y: 0, width: 90, height: 70), at: PixelPoint(x: 30, y: 20), opacity: 128)
                    list.composite(ids[3], source: PixelRect(x: 0, y: 0, width: 90, height: 70), at: PixelPoint(x: 100, y: 70), opacity: 77)
                    return list
                },
            ]),
        RenderScene(
            name: "scroll copy and the exposed strip", size: size, layers: [page, card],
            frames: [
                clear(),
                Frame(target: .window) { ids in
                    var list = DisplayList(damage: [size.bounds])
                    list.composite(ids[0], source: page.size.bounds, at: PixelPoint(x: 0, y: 0), operator: .source)
                    list.composite(ids[1], source: card.size.bounds, at: PixelPoint(x: 40, y: 40))
                    return list
                },
                Frame(target: .window) { ids in
                    // Content scrolls up 17 pixels inside a viewport; the strip at the bottom is new.
                    let viewport = PixelRect(x: 10, y: 10, width: 140, height: 100)
                    let strip = PixelRect(x: 10, y: 93, width: 140, height: 17)
                    var list = DisplayList(damage: [strip])
                    list.copy(PixelRect(x: 10, y: 27, width: 140, height: 83), dx: 0, dy: -17)
                    list.composite(ids[0], source: page.size.bounds, at: PixelPoint(x: 0, y: -17), operator: .source, clip: viewport)
                    list.composite(ids[1], source: card.size.bounds, at: PixelPoint(x: 40, y: 60), clip: viewport)
                    return list
                },
                Frame(target: .window) { _ in
                    // A sideways copy that overlaps itself, partly outside the window.
                    var list = DisplayList(damage: [])
                    list.copy(PixelRect(x: -20, y: 30, width: 150, height: 40), dx: 23, dy: 5)
                    return list
                },
            ]),
        RenderScene(
            name: "clipped to overlapping damage rectangles", size: size, layers: [page, card],
            frames: [
                clear(),
                Frame(target: .window) { ids in
                    let damage = [
                        PixelRect(x: 10, y: 10, width: 60, height: 50), PixelRect(x: 40, y: 30, width: 70, height: 60),
                        PixelRect(x: 120, y: 5, width: 30, height: 100),
                    ]
                    var list = DisplayList(damage: damage)
                    list.composite(ids[0], source: page.size.bounds, at: PixelPoint(x: 0, y: 0), operator: .source)
                    list.fill(size.bounds, color: dimming)
                    list.composite(ids[1], source: card.size.bounds, at: PixelPoint(x: 30, y: 25), opacity: 180)
                    list.composite(ids[1], source: card.size.bounds, at: PixelPoint(x: 100, y: 60))
                    return list
                },
            ]),
        RenderScene(
            name: "layers partly offscreen and partial sources", size: size, layers: [otherPage, card, badge],
            frames: [
                clear(),
                Frame(target: .window) { ids in
                    var list = DisplayList(damage: [size.bounds])
                    list.composite(ids[0], source: page.size.bounds, at: PixelPoint(x: 70, y: 50), operator: .source)
                    list.composite(ids[1], source: card.size.bounds, at: PixelPoint(x: -30, y: -20), opacity: 220)
                    list.composite(ids[1], source: card.size.bounds, at: PixelPoint(x: 130, y: 100))
                    list.composite(ids[2], source: PixelRect(x: 10, y: 5, width: 40, height: 40), at: PixelPoint(x: 5, y: 80))
                    list.composite(ids[2], source: PixelRect(x: -8, y: -8, width: 20, height: 20), at: PixelPoint(x: 90, y: 10), operator: .source)
                    list.fill(PixelRect(x: -10, y: 110, width: 400, height: 40), color: 0xFF10_8040)
                    return list
                },
            ]),
    ]
}
