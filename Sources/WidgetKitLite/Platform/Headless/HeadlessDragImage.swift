import Foundation

/// A drag image on the headless screen: its picture and where it is, kept for tests to read.
@MainActor
final class HeadlessDragImage: DragImage {
    /// The pixels it shows (a copy of the source window's, taken when it was made).
    let image: Image
    /// Its opacity.
    let alpha: CGFloat
    /// Its top-left corner, in the source window's points.
    private(set) var origin: CGPoint
    /// Whether it was removed.
    private(set) var isClosed = false

    init(image: Image, alpha: CGFloat, origin: CGPoint) {
        self.image = image
        self.alpha = alpha
        self.origin = origin
    }

    func move(to point: CGPoint) {
        guard !isClosed else { return }
        origin = point
    }

    func close() { isClosed = true }
}

extension HeadlessHost {
    /// Copies the pixels of `rect` from the surface's last frame.
    func showDragImage(of rect: CGRect, in surface: WindowSurface, at origin: CGPoint, alpha: CGFloat) -> DragImage? {
        guard let surface = surface as? HeadlessSurface else { return nil }
        let canvas = surface.bitmap.canvas
        let s = surface.scale
        let x0 = max(0, Int((rect.minX * s).rounded())), y0 = max(0, Int((rect.minY * s).rounded()))
        let x1 = min(canvas.width, Int((rect.maxX * s).rounded())), y1 = min(canvas.height, Int((rect.maxY * s).rounded()))
        guard x1 > x0, y1 > y0 else { return nil }
        var pixels = [UInt32]()
        pixels.reserveCapacity((x1 - x0) * (y1 - y0))
        for y in y0..<y1 { pixels.append(contentsOf: UnsafeBufferPointer(start: canvas.row(y) + x0, count: x1 - x0)) }
        let image = HeadlessDragImage(image: Image(width: x1 - x0, height: y1 - y0, pixels: pixels), alpha: alpha, origin: origin)
        dragImages.append(image)
        return image
    }
}
