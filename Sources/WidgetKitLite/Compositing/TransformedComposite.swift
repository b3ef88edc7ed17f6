import Foundation

/// A composite through an affine transform (a view with a transform): the pixels of
/// `source` of `layer`, in layer coordinates, mapped by `transform` to target pixels and
/// blended over (Porter–Duff OVER), scaled by `opacity`, limited to `clip`.
///
/// Backends sample the source bilinearly at each target pixel's centre mapped back, with
/// transparent pixels outside it: a layer that is opaque up to its edge gets an
/// anti-aliased edge one pixel wide, and `destination` includes that pixel. The layer's
/// pixels outside `source` must be transparent (a server backend cannot cut a picture to
/// a rectangle; the renderer clears them).
struct TransformedComposite: Sendable, Equatable {
    let layer: LayerID
    let source: PixelRect
    /// From layer pixel coordinates to target pixel coordinates (invertible).
    let transform: CGAffineTransform
    let opacity: UInt8
    let clip: PixelRect

    /// The target pixels the composite may change, within `bounds`.
    func destination(in bounds: PixelRect) -> PixelRect {
        let box = source.cgRect.applying(transform)
        guard box.minX.magnitude < 1e8, box.maxX.magnitude < 1e8, box.minY.magnitude < 1e8, box.maxY.magnitude < 1e8
        else { return bounds.intersection(clip) }
        let covered = PixelRect(covering: box)
        return PixelRect(x: covered.x - 1, y: covered.y - 1, width: covered.width + 2, height: covered.height + 2)
            .intersection(clip).intersection(bounds)
    }

    /// The map from target pixels back to pixels of the source rectangle (whose top-left is
    /// its origin): what pixman and RENDER set on the source picture.
    var targetToSource: CGAffineTransform {
        let sourceToTarget = CGAffineTransform(translationX: CGFloat(source.x), y: CGFloat(source.y)).concatenating(transform)
        return sourceToTarget.inverse ?? CGAffineTransform(scaleX: 0, y: 0)
    }
}
