/// One composite of a display list as a backend draws it: where it lands (`placement`) and
/// the pieces of the list's damage it covers, in target coordinates, one draw each. Every
/// backend cuts composites with it, so they agree on which pixels a composite changes.
struct CompositePieces {
    /// Where the composite lands; `placement.source(for:)` gives a piece's layer pixels.
    let placement: LayerPlacement
    /// The parts of the placement's destination inside the damage and the clip.
    let pieces: [PixelRect]

    /// The pieces of `list`'s composite of `source` of `layer` (whose pixels are
    /// `layerBounds`) with its top-left at `destination`, limited to `clip`, in `target`
    /// (whose pixels are `targetBounds`). Nil when the layer is the target itself, which
    /// no backend can draw (an assertion failure in debug builds).
    init?(
        of list: DisplayList, layer: LayerID, layerBounds: PixelRect, source: PixelRect, destination: PixelPoint,
        clip: PixelRect?, into target: RenderTarget, targetBounds: PixelRect
    ) {
        guard target != .layer(layer) else {
            assertionFailure("a layer cannot be composited into itself")
            return nil
        }
        placement = LayerPlacement(source: source, destination: destination, layer: layerBounds, target: targetBounds)
        pieces = list.damagedPieces(of: placement.destination, clip: clip)
    }
}
