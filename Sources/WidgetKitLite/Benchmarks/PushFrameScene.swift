/// The frames of a push transition as display lists, for benchmarks: the outgoing page
/// slides a third of the way left under a darkening dimming fill while the incoming page
/// slides in from the right edge. Both pages are opaque full-window layers.
struct PushFrameScene {
    let size: PixelSize
    let frames: Int
    /// Draws the dimmed outgoing page as one composite scaled by the dimming's complement
    /// instead of a copy and a fill over it: the same colours, one pass less, but the pixels
    /// are no longer opaque (only for targets whose alpha is ignored, like an X window).
    var foldsDimming = false

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
        if foldsDimming {
            let visible = PixelRect(x: -outgoingX, y: 0, width: incomingX, height: size.height)
            list.composite(
                outgoing, source: visible, at: PixelPoint(x: 0, y: 0), opacity: UInt8(255 - (dimming >> 24)),
                operator: .source)
        } else {
            list.composite(outgoing, source: size.bounds, at: PixelPoint(x: outgoingX, y: 0), operator: .source)
            list.fill(PixelRect(x: 0, y: 0, width: incomingX, height: size.height), color: dimming)
        }
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
            case .copy, .transformedComposite, .convolution:
                break
            }
        }
    }

    /// A page's content, like a list: opaque rows 44 pixels high, a 1-pixel separator under
    /// each and a "label" of varied pixels (as anti-aliased text has) in each row.
    static func pageContent(size: PixelSize, tint: UInt32) -> Bitmap {
        let bitmap = Bitmap(width: size.width, height: size.height)
        let canvas = bitmap.canvas
        canvas.replace(size.bounds, with: 0xFFFF_FFFF ^ tint)
        for top in stride(from: 0, to: size.height, by: rowHeight) {
            canvas.replace(PixelRect(x: 16, y: top + rowHeight - 1, width: size.width - 16, height: 1), with: 0xFFC6_C6C8)
            let label = PixelRect(x: 32, y: top + 13, width: labelWidth, height: 18).intersection(size.bounds)
            for y in label.y..<label.maxY {
                let row = canvas.row(y)
                for x in label.x..<label.maxX {
                    let ink = UInt32(truncatingIfNeeded: (x &* 2_654_435_761) ^ (y &* 40503)) >> 24
                    row[x] = 0xFF00_0000 | (0xFF - ink) &* 0x01_0101
                }
            }
        }
        return bitmap
    }

    private static let rowHeight = 44
    private static let labelWidth = 360
}
