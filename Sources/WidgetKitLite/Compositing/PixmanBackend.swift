import CPixman

/// Executes display lists in client memory with pixman (its SIMD fast paths): layers are
/// bitmaps, the target is a canvas handed over per frame (the headless screen, a MIT-SHM
/// segment or an XPutImage buffer), and presenting hands the changed rectangles back to the
/// owner. Never breaks; only allocation can fail.
@MainActor
final class PixmanBackend: RenderBackend {
    private(set) var targetSize: PixelSize
    let isBroken = false

    /// The target's pixels for the next frame (a window's retained buffer).
    private let frameBuffer: () -> Canvas
    /// Shows the target's changed rectangles (puts them to the window).
    private let presenter: ([PixelRect]) -> Void
    private var layers: [Int: PixmanLayer] = [:]
    private var nextLayer = 1
    private var isClosed = false

    /// A backend drawing into whatever `frameBuffer` returns when a frame starts, and
    /// presenting through `present`.
    init(
        targetSize: PixelSize, frameBuffer: @escaping () -> Canvas,
        present: @escaping ([PixelRect]) -> Void
    ) {
        self.targetSize = targetSize
        self.frameBuffer = frameBuffer
        self.presenter = present
    }

    /// A backend drawing into `canvas`, whose memory must outlive it; presenting does nothing.
    convenience init(target canvas: Canvas) {
        self.init(
            targetSize: PixelSize(width: canvas.width, height: canvas.height), frameBuffer: { canvas },
            present: { _ in })
    }

    // MARK: Layers

    func makeLayer(size: PixelSize) throws(RenderBackendError) -> LayerID {
        guard !isClosed else { throw .unavailable }
        guard size.isValidLayerSize else { throw .invalidSize(size) }
        guard let layer = PixmanLayer(size: size) else { throw .allocationFailed("a \(size) layer") }
        let id = LayerID(rawValue: nextLayer)
        nextLayer += 1
        layers[id.rawValue] = layer
        return id
    }

    func freeLayer(_ layer: LayerID) {
        layers[layer.rawValue] = nil
    }

    func size(of layer: LayerID) -> PixelSize? {
        layers[layer.rawValue]?.size
    }

    /// The layer's pixels, for rasterising into directly (valid until the layer is resized
    /// or freed).
    func canvas(of layer: LayerID) -> Canvas? {
        layers[layer.rawValue]?.bitmap.canvas
    }

    func upload(_ source: Canvas, rect: PixelRect, to layer: LayerID, at destination: PixelPoint)
        throws(RenderBackendError)
    {
        guard !isClosed else { throw .unavailable }
        guard let target = layers[layer.rawValue] else { throw .unknownLayer(layer) }
        guard let image = PixmanImage(over: source) else { throw .allocationFailed("an image") }
        let placement = LayerPlacement(
            source: rect, destination: destination, layer: source.bounds, target: target.size.bounds)
        guard !placement.destination.isEmpty else { return }
        image.composite(
            PIXMAN_OP_SRC, onto: target.image, source: placement.source(for: placement.destination),
            atX: placement.destination.x, y: placement.destination.y)
    }

    func draw(into layer: LayerID, rect: PixelRect, _ draw: (Canvas) -> Void) throws(RenderBackendError) {
        guard !isClosed else { throw .unavailable }
        guard let target = layers[layer.rawValue] else { throw .unknownLayer(layer) }
        draw(target.bitmap.canvas.clipped(to: rect))
    }

    // MARK: Frames

    func execute(_ list: DisplayList, into target: RenderTarget) throws(RenderBackendError) {
        guard !isClosed else { throw .unavailable }
        let canvas: Canvas
        let image: PixmanImage
        switch target {
        case .window:
            canvas = frameBuffer()
            guard let made = PixmanImage(over: canvas) else { throw .allocationFailed("an image") }
            image = made
        case .layer(let id):
            guard let layer = layers[id.rawValue] else { throw .unknownLayer(id) }
            canvas = layer.bitmap.canvas
            image = layer.image
        }
        let bounds = canvas.bounds
        for operation in list.operations {
            switch operation {
            case .fill(let rect, let color, let op):
                image.fill(list.damagedPieces(of: rect.intersection(bounds)), color: color, op: PixmanImage.op(op))
            case .composite(let id, let source, let destination, let opacity, let op, let clip):
                guard let layer = layers[id.rawValue] else { throw .unknownLayer(id) }
                guard
                    let composite = CompositePieces(
                        of: list, layer: id, layerBounds: layer.size.bounds, source: source, destination: destination,
                        clip: clip, into: target, targetBounds: bounds)
                else { continue }
                let mask = opacity == 255 ? nil : PixmanImage(opacity: opacity)
                for piece in composite.pieces {
                    layer.image.composite(
                        PixmanImage.op(op), onto: image, source: composite.placement.source(for: piece), atX: piece.x,
                        y: piece.y, mask: mask)
                }
            case .transformedComposite(let composite):
                try draw(composite, of: list, onto: image, bounds: bounds, target: target)
            case .convolution(let pass):
                try run(pass, of: list, onto: image, bounds: bounds, target: target)
            case .copy(let rect, let dx, let dy):
                // pixman_blt does not promise overlapping copies; rows are moved in a safe order.
                canvas.move(rect, dx: dx, dy: dy)
            }
        }
    }

    func present(_ rects: [PixelRect]) throws(RenderBackendError) {
        guard !isClosed else { throw .unavailable }
        let inside = rects.map { $0.intersection(targetSize.bounds) }.filter { !$0.isEmpty }
        guard !inside.isEmpty else { return }
        presenter(inside)
    }

    func resizeTarget(to size: PixelSize) {
        targetSize = size
    }

    /// Nothing to give back: every byte is a layer.
    func trimMemory() {}

    func close() {
        isClosed = true
        layers.removeAll()
    }
}

/// A layer of `PixmanBackend`: a bitmap and a pixman image over it.
private final class PixmanLayer {
    let bitmap: Bitmap
    let image: PixmanImage
    var size: PixelSize { PixelSize(width: bitmap.width, height: bitmap.height) }

    init?(size: PixelSize) {
        bitmap = Bitmap(width: size.width, height: size.height)
        guard let image = PixmanImage(over: bitmap.canvas) else { return nil }
        self.image = image
    }
}
