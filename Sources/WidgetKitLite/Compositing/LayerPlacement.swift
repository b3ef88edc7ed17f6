/// Where a composite lands: the source rectangle limited to the layer, moved to its
/// destination and limited to the target. Both backends place composites with it, so they
/// agree on every edge case (sources partly outside the layer, layers partly offscreen).
struct LayerPlacement: Equatable {
    /// The pixels of the target the composite may change.
    let destination: PixelRect
    /// Offset from source (layer) coordinates to target coordinates.
    let dx: Int
    let dy: Int

    init(source: PixelRect, destination origin: PixelPoint, layer: PixelRect, target: PixelRect) {
        dx = origin.x - source.x
        dy = origin.y - source.y
        destination = source.intersection(layer).offsetBy(dx: dx, dy: dy).intersection(target)
    }

    /// The layer pixels that land on `piece` (a part of `destination`).
    func source(for piece: PixelRect) -> PixelRect {
        piece.offsetBy(dx: -dx, dy: -dy)
    }
}
