import Foundation

/// What the renderer keeps for one view's backing stores (content, rounded background,
/// rasterised subtree) and whether they are still valid; where the view was painted is a
/// `PaintedExtent`. Views hold none of this; they only report changes.
@MainActor
final class RenderRecord {
    /// The `View.serial` of the view described. The record holds no reference to its view
    /// (a weak reference would put every recorded view's reference counting on its slow
    /// path): the cache keys it by the view's identifier and drops it when the view leaves
    /// the window; the serial tells a record left by a freed view whose identifier was
    /// reused from the new view's.
    let viewSerial: UInt64

    /// Whether `content` shows what `draw(_:in:)` draws now, at `contentSize`.
    var contentIsValid = false
    /// The device size the content was drawn for.
    var contentSize = PixelSize(width: 0, height: 0)
    /// The backing store of `draw(_:in:)`, sized to what it paints; nil when the view drew
    /// nothing (with `contentIsValid`) or the store was evicted.
    var content: LayerSlot?
    /// Whether the last drawing painted nothing (no store needed).
    var contentIsEmpty = false

    /// The rounded background, rasterised (plain backgrounds are fills).
    var background: LayerSlot?
    /// What `background` holds: device size, radius in pixels and colour.
    var backgroundKey: BackgroundKey?

    /// The mask of a view that clips its subviews to its rounded corners (`clipsToBounds`
    /// with a `cornerRadius`): a disk of twice the corner's size whose quadrants cut the
    /// corners.
    var cornerMask: LayerSlot?
    /// What `cornerMask` holds (its radius in device pixels; the colour is opaque white).
    var cornerMaskKey: BackgroundKey?

    /// The blurred shadow image (`CALayer.shadowOpacity` > 0) and what it was made from.
    var shadow: LayerSlot?
    var shadowKey: ShadowKey?
    /// The border ring (`CALayer.borderWidth` > 0) and what it was made from.
    var border: LayerSlot?
    var borderKey: BorderKey?

    /// The rasterised subtree (`shouldRasterize`), valid while `rasterIsValid`.
    var raster: LayerSlot?
    var rasterIsValid = false
    /// Whether the raster is fully opaque (composited by copying).
    var rasterIsOpaque = false
    /// Index of the first subview drawn live over the raster, cached while it is valid.
    var rasterLiveIndex: Int?

    /// A blurred backdrop (`VisualEffectView`): the backdrop at reduced size, the result of
    /// the horizontal pass, and the blurred image (both with a one-pixel border); and what
    /// they were made for.
    var backdropReduced: LayerSlot?
    var backdropPass: LayerSlot?
    var backdropBlurred: LayerSlot?
    var backdropKey: BackdropKey?

    init(view: View) {
        viewSerial = view.serial
    }

    /// Every backing store the record holds.
    var slots: [LayerSlot] {
        [content, background, cornerMask, shadow, border, raster, backdropReduced, backdropPass, backdropBlurred].compactMap { $0 }
    }
}

/// One backing store: a backend layer, its place in the owner's coordinates and its cost.
struct LayerSlot {
    let layer: LayerID
    let size: PixelSize
    /// Top-left of the layer in the view's device coordinates (the painted extent's origin).
    let offset: PixelPoint
    var bytes: Int { size.width * size.height * 4 }
}

/// What a rounded-background store was rasterised from.
struct BackgroundKey: Equatable {
    let size: PixelSize
    let radius: CGFloat
    let color: UInt32
    /// Which corners are rounded (`CALayer.maskedCorners`).
    var corners: CACornerMask = .all
}
