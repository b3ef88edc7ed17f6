import Foundation

/// Transforms in the placement. A view with a transform is placed as if it had none, and so
/// is its subtree: those places are the pixels of the offscreen layer the subtree is drawn
/// into, which the frame composites through the view's transform (`deviceTransform`). Its
/// extent is the bounding box of the transformed extent, one pixel wider for the
/// anti-aliased edge, so damage covers what it shows, before and after a change. The clips
/// of its ancestors apply to that composite, not to its subviews' untransformed places.
extension Placement {
    /// A clip that clips nothing: where the subviews of a transformed view may paint.
    static let unclipped = PixelRect(x: -(1 << 28), y: -(1 << 28), width: 1 << 29, height: 1 << 29)

    /// Where the subviews of `view` (at `pixels`, within `clip`) may paint.
    static func childClip(of view: View, pixels: PixelRect, clip: PixelRect) -> PixelRect {
        guard view.presentationTransform.isIdentity else { return view.clipsToBounds ? pixels : unclipped }
        return view.clipsToBounds ? clip.intersection(pixels) : clip
    }

    /// The map from where `view` is placed (at `device`) to where it shows, in device
    /// pixels: its shown transform about the centre of `device`, translations scaled to
    /// pixels; nil for the identity.
    func deviceTransform(of view: View, device: CGRect) -> CGAffineTransform? {
        Self.deviceTransform(of: view.presentationTransform, device: device, scale: scale)
    }

    /// `transform` (in points) as a map of device pixels about the centre of `device`.
    static func deviceTransform(of transform: CGAffineTransform, device: CGRect, scale: CGFloat) -> CGAffineTransform? {
        guard !transform.isIdentity else { return nil }
        var t = transform
        t.tx *= scale
        t.ty *= scale
        return t.about(CGPoint(x: device.midX, y: device.midY))
    }

    /// The pixels `extent` covers once transformed by `transform`, with a pixel more on each
    /// side for the filtered edge; empty when the transform cannot be inverted (nothing shows).
    static func shownExtent(of extent: PixelRect, under transform: CGAffineTransform) -> PixelRect {
        guard !extent.isEmpty, transform.isInvertible else { return .zero }
        let box = CGRect(x: extent.x, y: extent.y, width: extent.width, height: extent.height).applying(transform)
        guard box.minX.magnitude < 1e8, box.maxX.magnitude < 1e8, box.minY.magnitude < 1e8, box.maxY.magnitude < 1e8 else {
            return unclipped
        }
        let covered = PixelRect(covering: box)
        return PixelRect(x: covered.x - 1, y: covered.y - 1, width: covered.width + 2, height: covered.height + 2)
    }
}
