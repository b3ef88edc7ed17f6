import Foundation
@testable import WidgetKitLite

/// The reference every backend is compared with: display lists executed by the toolkit's own
/// `Canvas` loops (fill, draw with alpha, move), layers kept as bitmaps.
@MainActor
final class CanvasReferenceBackend: RenderBackend {
    let target: Bitmap
    var targetSize: PixelSize { PixelSize(width: target.width, height: target.height) }
    let isBroken = false
    private var layers: [Int: Bitmap] = [:]
    private var nextLayer = 1

    init(size: PixelSize) {
        target = Bitmap(width: size.width, height: size.height)
    }

    func makeLayer(size: PixelSize) throws(RenderBackendError) -> LayerID {
        guard size.isValidLayerSize else { throw .invalidSize(size) }
        let id = LayerID(rawValue: nextLayer)
        nextLayer += 1
        layers[id.rawValue] = Bitmap(width: size.width, height: size.height)
        return id
    }

    func freeLayer(_ layer: LayerID) { layers[layer.rawValue] = nil }

    func size(of layer: LayerID) -> PixelSize? {
        layers[layer.rawValue].map { PixelSize(width: $0.width, height: $0.height) }
    }

    /// The pixels of `layer`.
    func layerCanvas(_ layer: LayerID) -> Canvas? { layers[layer.rawValue]?.canvas }

    func upload(_ source: Canvas, rect: PixelRect, to layer: LayerID, at destination: PixelPoint)
        throws(RenderBackendError)
    {
        guard let bitmap = layers[layer.rawValue] else { throw .unknownLayer(layer) }
        let from = rect.intersection(source.bounds)
        guard !from.isEmpty else { return }
        let window = Self.window(of: source, rect: from)
        let at = PixelPoint(x: destination.x + from.x - rect.x, y: destination.y + from.y - rect.y)
        bitmap.canvas.draw(window, atX: at.x, y: at.y, opaque: true)
    }

    func draw(into layer: LayerID, rect: PixelRect, _ draw: (Canvas) -> Void) throws(RenderBackendError) {
        guard let bitmap = layers[layer.rawValue] else { throw .unknownLayer(layer) }
        bitmap.canvas.replace(rect, with: 0)
        draw(bitmap.canvas.clipped(to: rect))
    }

    func execute(_ list: DisplayList, into target: RenderTarget) throws(RenderBackendError) {
        let canvas: Canvas
        switch target {
        case .window: canvas = self.target.canvas
        case .layer(let id):
            guard let bitmap = layers[id.rawValue] else { throw .unknownLayer(id) }
            canvas = bitmap.canvas
        }
        for operation in list.operations {
            switch operation {
            case .fill(let rect, let color, let op):
                for piece in list.damagedPieces(of: rect) {
                    if op == .source {
                        canvas.replace(piece, with: color)
                    } else {
                        canvas.fill(piece, with: color)
                    }
                }
            case .composite(let id, let source, let destination, let opacity, let op, let clip):
                guard let bitmap = layers[id.rawValue] else { throw .unknownLayer(id) }
                let from = source.intersection(bitmap.canvas.bounds)
                guard !from.isEmpty else { continue }
                let window = Self.window(of: bitmap.canvas, rect: from)
                let at = PixelPoint(x: destination.x + from.x - source.x, y: destination.y + from.y - source.y)
                let placed = PixelRect(x: at.x, y: at.y, width: from.width, height: from.height)
                for piece in list.damagedPieces(of: placed, clip: clip) {
                    if op == .destinationIn {
                        Self.keep(canvas, piece, asMuchAs: window, at: at)
                        continue
                    }
                    let clipped = canvas.clipped(to: piece)
                    if op == .source { clipped.replace(piece, with: 0) }
                    clipped.draw(window, atX: at.x, y: at.y, alpha: UInt32(opacity), opaque: op == .source)
                }
            case .transformedComposite(let composite):
                guard let bitmap = layers[composite.layer.rawValue] else { throw .unknownLayer(composite.layer) }
                let source = Self.window(of: bitmap.canvas, rect: composite.source.intersection(bitmap.canvas.bounds))
                let back = composite.targetToSource
                for piece in list.damagedPieces(of: composite.destination(in: canvas.bounds)) {
                    for y in piece.y..<piece.maxY {
                        let row = canvas.row(y)
                        for x in piece.x..<piece.maxX {
                            let s = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(back)
                            var p = Self.bilinear(source, x: Double(s.x) - 0.5, y: Double(s.y) - 0.5)
                            if composite.opacity < 255 { p = Pixel.scale(p, by: UInt32(composite.opacity)) }
                            row[x] = Pixel.over(p, row[x])
                        }
                    }
                }
            case .copy(let rect, let dx, let dy):
                canvas.move(rect, dx: dx, dy: dy)
            case .convolution(let pass):
                guard let bitmap = layers[pass.layer.rawValue] else { throw .unknownLayer(pass.layer) }
                Self.convolve(pass, source: bitmap.canvas, into: canvas, pieces: list.damagedPieces(of: pass.destination))
            }
        }
    }

    func present(_ rects: [PixelRect]) throws(RenderBackendError) {}
    func resizeTarget(to size: PixelSize) {}
    func trimMemory() {}
    func close() { layers.removeAll() }

    /// A convolution pass by definition: each channel the weighted sum of the source pixels
    /// along the axis, edges repeated, rounded to the nearest value.
    private static func convolve(_ pass: ConvolutionPass, source: Canvas, into canvas: Canvas, pieces: [PixelRect]) {
        let r = pass.kernel.count / 2
        for piece in pieces {
            let piece = piece.intersection(canvas.bounds)
            guard !piece.isEmpty else { continue }
            for y in piece.y..<piece.maxY {
                let row = canvas.row(y)
                for x in piece.x..<piece.maxX {
                    var sums: [Float] = [0, 0, 0, 0]
                    for (k, weight) in pass.kernel.enumerated() {
                        var sx = x - pass.offset.x, sy = y - pass.offset.y
                        if pass.axis == .alongX { sx += k - r } else { sy += k - r }
                        sx = min(max(sx, 0), source.width - 1)
                        sy = min(max(sy, 0), source.height - 1)
                        let p = source.row(sy)[sx]
                        for c in 0..<4 { sums[c] += weight * Float((p >> UInt32(8 * c)) & 0xFF) }
                    }
                    var word: UInt32 = 0
                    for c in 0..<4 { word |= UInt32(min(max(sums[c].rounded(), 0), 255)) << UInt32(8 * c) }
                    row[x] = word
                }
            }
        }
    }

    /// DEST_IN: scales the pixels of `piece` of `canvas` by the alpha of `mask` placed at `at`.
    private static func keep(_ canvas: Canvas, _ piece: PixelRect, asMuchAs mask: Canvas, at: PixelPoint) {
        let piece = piece.intersection(canvas.bounds)
        guard !piece.isEmpty else { return }
        for y in piece.y..<piece.maxY {
            let d = canvas.row(y), m = mask.row(y - at.y)
            for x in piece.x..<piece.maxX { d[x] = Pixel.scale(d[x], by: m[x - at.x] >> 24) }
        }
    }

    /// The premultiplied colour of `canvas` at (`x`, `y`) (pixel centres at whole numbers),
    /// blended from the four nearest pixels, transparent outside the canvas — with pixman's
    /// arithmetic: the position in 16.16 fixed point, weights of 7 bits, sums truncated.
    private static func bilinear(_ canvas: Canvas, x: Double, y: Double) -> UInt32 {
        let fixedX = Int((x * 65536).rounded(.down)), fixedY = Int((y * 65536).rounded(.down))
        let x0 = fixedX >> 16, y0 = fixedY >> 16
        let dx = ((fixedX >> 9) & 0x7F) << 1, dy = ((fixedY >> 9) & 0x7F) << 1
        func pixel(_ px: Int, _ py: Int) -> UInt32 {
            guard px >= 0, py >= 0, px < canvas.width, py < canvas.height else { return 0 }
            return canvas.row(py)[px]
        }
        let corners = [pixel(x0, y0), pixel(x0 + 1, y0), pixel(x0, y0 + 1), pixel(x0 + 1, y0 + 1)]
        let weights = [(256 - dx) * (256 - dy), dx * (256 - dy), (256 - dx) * dy, dx * dy]
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let sum = zip(corners, weights).reduce(0) { $0 + Int(($1.0 >> shift) & 0xFF) * $1.1 }
            result |= UInt32(min(255, sum >> 16)) << shift
        }
        return result
    }

    /// The part `rect` of `canvas` as a canvas of its own (same memory).
    private static func window(of canvas: Canvas, rect: PixelRect) -> Canvas {
        Canvas(pixels: canvas.row(rect.y) + rect.x, width: rect.width, height: rect.height, stride: canvas.stride)
    }
}
