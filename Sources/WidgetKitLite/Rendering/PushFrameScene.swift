/// The frames of a push transition as display lists, for benchmarks: the outgoing page
/// slides a third of the way left under a darkening dimming fill while the incoming page
/// slides in from the right edge. Both pages are opaque full-window layers.
struct PushFrameScene {
    let size: PixelSize
    let frames: Int

    /// The darkest dimming of the outgoing page (premultiplied black at this alpha).
    static let maximumDimming: UInt32 = 0x5C
    /// How far the outgoing page moves, as a fraction of the width.
    static let parallax = 1.0 / 3.0

    /// Frame `index` (0..<frames): every pixel is damaged.
    func list(frame index: Int, outgoing: LayerID, incoming: LayerID) -> DisplayList {
        let progress = Double(index + 1) / Double(frames)
        let incomingX = Int((Double(size.width) * (1 - progress)).rounded())
        let outgoingX = -Int((Double(size.width) * Self.parallax * progress).rounded())
        let dimming = UInt32((Double(Self.maximumDimming) * progress).rounded()) << 24
        var list = DisplayList(damage: [size.bounds])
        list.composite(outgoing, source: size.bounds, at: PixelPoint(x: outgoingX, y: 0), operator: .source)
        list.fill(PixelRect(x: 0, y: 0, width: incomingX, height: size.height), color: dimming)
        list.composite(incoming, source: size.bounds, at: PixelPoint(x: incomingX, y: 0), operator: .source)
        return list
    }

    /// The same frame with the toolkit's canvas loops (what the compositor does today).
    func drawWithCanvasLoops(frame index: Int, outgoing: Canvas, incoming: Canvas, into target: Canvas) {
        for operation in list(frame: index, outgoing: LayerID(rawValue: 1), incoming: LayerID(rawValue: 2)).operations {
            switch operation {
            case .fill(let rect, let color, _):
                target.fill(rect, with: color)
            case .composite(let layer, _, let destination, _, _, _):
                target.draw(layer.rawValue == 1 ? outgoing : incoming, atX: destination.x, y: destination.y, opaque: true)
            case .copy:
                break
            }
        }
    }

    /// A page's content: opaque, with bands so that no two rows are alike.
    static func pageContent(size: PixelSize, tint: UInt32) -> Bitmap {
        let bitmap = Bitmap(width: size.width, height: size.height)
        for y in 0..<size.height {
            let band: UInt32 = (y / 40) % 2 == 0 ? 0xFFF2_F2F7 : 0xFFFF_FFFF
            bitmap.canvas.row(y).update(repeating: band ^ tint, count: size.width)
        }
        return bitmap
    }
}
