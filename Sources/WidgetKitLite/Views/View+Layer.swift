import Foundation

extension View {
    /// The view's layer (`CALayer`), made on first use: its border, shadow and corner
    /// styling, and the view's own corner radius, clip, opacity and background under Core
    /// Animation's names. One state: `layer.cornerRadius` is `cornerRadius`,
    /// `layer.masksToBounds` is `clipsToBounds`, `layer.opacity` is `alpha`.
    public var layer: CALayer {
        if let layerStorage { return layerStorage }
        let made = CALayer(view: self)
        layerStorage = made
        return made
    }

    /// The value of a layer property's running animation now, if it animates.
    private func presentedLayerValue(_ property: AnimatableProperty) -> AnimatableValue? {
        guard let track = tracks[property] else { return nil }
        return track.value(at: animationNow)
    }

    var presentationBorderWidth: CGFloat {
        guard let layerStorage else { return 0 }
        return max(0, presentedLayerValue(.borderWidth)?.scalar ?? layerStorage.modelBorderWidth)
    }

    var presentationBorderColor: Color? {
        guard let layerStorage else { return .black }
        let color = presentedLayerValue(.borderColor)?.color ?? layerStorage.modelBorderColor
        return color.map { $0.isDynamic ? $0.resolvedColor(with: traitCollection) : $0 }
    }

    var presentationShadowOpacity: CGFloat {
        guard let layerStorage else { return 0 }
        return (presentedLayerValue(.shadowOpacity)?.scalar ?? layerStorage.modelShadowOpacity).clamped(to: 0...1)
    }

    var presentationShadowRadius: CGFloat {
        guard let layerStorage else { return 3 }
        return max(0, presentedLayerValue(.shadowRadius)?.scalar ?? layerStorage.modelShadowRadius)
    }

    var presentationShadowOffset: CGSize {
        guard let layerStorage else { return CGSize(width: 0, height: -3) }
        guard let p = presentedLayerValue(.shadowOffset)?.point else { return layerStorage.modelShadowOffset }
        return CGSize(width: p.x, height: p.y)
    }

    /// The shadow's colour resolved for the view's traits; nil when none is cast.
    var presentationShadowColor: Color? {
        guard let color = layerStorage?.modelShadowColor else { return nil }
        return color.isDynamic ? color.resolvedColor(with: traitCollection) : color
    }

    /// The corners `cornerRadius` rounds.
    var roundedCorners: CACornerMask { layerStorage?.modelMaskedCorners ?? .all }

    /// Whether the view casts a visible shadow now: a shadow opacity and colour, and no
    /// clip to its bounds (which, as in Core Animation, clips the shadow away).
    var castsShadow: Bool {
        guard let layerStorage, !clipsToBounds, layerStorage.modelShadowColor != nil else { return false }
        return presentationShadowOpacity > 0 && (layerStorage.modelShadowColor?.alpha ?? 0) > 0
    }

    /// Whether the view draws a border now.
    var drawsBorder: Bool {
        guard layerStorage != nil else { return false }
        return presentationBorderWidth > 0 && (presentationBorderColor?.alpha ?? 0) > 0
    }
}
