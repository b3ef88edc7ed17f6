import Foundation

/// Where a view's shadow lands and what its image holds, in device pixels: the shape (the
/// view's rounded rectangle or its `shadowPath`), blurred by σ = `shadowRadius` / 2 ×
/// scale, in an image with a margin of the blur's reach, moved by the `shadowOffset`.
///
/// The image depends on the shape, the blur and the colour only: moving the view or
/// animating the offset or the opacity composites the same image elsewhere or fainter.
@MainActor
struct ShadowGeometry {
    /// What the shadow's image is rasterised from.
    let key: ShadowKey
    /// The image's top-left relative to the view's device rectangle's top-left.
    let origin: PixelPoint
    /// Where the shape's polygons are moved to land in the image.
    let shapeOffset: CGPoint

    /// The shadow `view` casts now when placed at `device`; nil when it casts none.
    init?(of view: View, device: CGRect, scale: CGFloat) {
        guard view.castsShadow, let color = view.presentationShadowColor else { return nil }
        let sigma = view.presentationShadowRadius / 2 * scale
        let reach = ShadowRaster.reach(sigma: sigma)
        let path = view.layerStorage?.modelShadowPath
        let shape: CGRect
        if let path {
            let box = path.boundingBox
            guard !box.isNull, !box.isEmpty else { return nil }
            shape = CGRect(x: box.minX * scale, y: box.minY * scale, width: box.width * scale, height: box.height * scale)
        } else {
            shape = CGRect(origin: .zero, size: device.size)
        }
        let minX = Int(shape.minX.rounded(.down)) - reach, minY = Int(shape.minY.rounded(.down)) - reach
        let size = PixelSize(
            width: Int(shape.maxX.rounded(.up)) + reach - minX, height: Int(shape.maxY.rounded(.up)) + reach - minY)
        guard size.isValidLayerSize else { return nil }
        let offset = view.presentationShadowOffset
        origin = PixelPoint(x: minX + Int((offset.width * scale).rounded()), y: minY + Int((offset.height * scale).rounded()))
        shapeOffset = CGPoint(x: -CGFloat(minX), y: -CGFloat(minY))
        key = ShadowKey(
            size: size, path: path, scale: scale, radius: path == nil ? view.presentationCornerRadius * scale : 0,
            corners: view.roundedCorners, sigma: sigma, color: color.premultiplied)
    }

    /// The image's pixels for a view at `device`.
    func rect(at device: CGRect) -> PixelRect {
        PixelRect(
            x: Int(device.minX) + origin.x, y: Int(device.minY) + origin.y, width: key.size.width, height: key.size.height)
    }

    /// The pixels `view` paints by itself at `device` (`pixels`): its rectangle and its
    /// shadow's.
    static func ownExtent(of view: View, pixels: PixelRect, device: CGRect, scale: CGFloat) -> PixelRect {
        guard view.layerStorage != nil, let shadow = ShadowGeometry(of: view, device: device, scale: scale) else {
            return pixels
        }
        return pixels.union(shadow.rect(at: device))
    }
}

/// What a shadow image was rasterised from.
struct ShadowKey: Equatable {
    let size: PixelSize
    /// The `shadowPath`, in points; nil for the rounded rectangle.
    let path: CGPath?
    let scale: CGFloat
    /// The rounded rectangle's corner radius in device pixels.
    let radius: CGFloat
    let corners: CACornerMask
    /// The blur's standard deviation in device pixels.
    let sigma: CGFloat
    /// Premultiplied colour at full shadow opacity.
    let color: UInt32
}

/// What a border store was rasterised from.
struct BorderKey: Equatable {
    let size: PixelSize
    /// Width and corner radius in device pixels.
    let width: CGFloat
    let radius: CGFloat
    let corners: CACornerMask
    /// Whether the outer edge is square (a rounded clip cuts it).
    let squareOuter: Bool
    /// Premultiplied colour.
    let color: UInt32
}
