import Foundation

/// A view's layer — Core Animation's `CALayer` as UIKit apps style it:
/// `view.layer.cornerRadius = 12`, `view.layer.borderWidth = 1`, `view.layer.shadowOpacity = 0.2`.
///
/// Every view owns one (``View/layer``, made on first use) and the two are one state: the
/// layer's `cornerRadius`, `masksToBounds`, `opacity`, `backgroundColor`, `isHidden` and
/// `shouldRasterize` are the view's `cornerRadius`, `clipsToBounds`, `alpha`,
/// `backgroundColor`, `isHidden` and `shouldRasterize`; the border, the shadow,
/// `maskedCorners` and `cornerCurve` live in the layer. `cornerRadius`, `borderWidth`,
/// `borderColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`, `opacity` and
/// `backgroundColor` animate inside `View.animate`, property animators and transitions like
/// the view's own properties; `presentation()` gives the values on screen.
///
/// The border is drawn inside the bounds, over the content and the subviews. The shadow is
/// drawn under the view, rasterised once per shape, radius and colour and composited while
/// the view moves or fades. Layers cannot be made or nested on their own: a layer belongs
/// to its view (a layer whose view was freed keeps its own values and draws nothing).
@MainActor
public final class CALayer {
    /// The view owning the layer. Not `weak` (a weak reference would put the view's reference
    /// counting on its slow path): the view's `deinit` clears it.
    nonisolated(unsafe) var viewReference: Unmanaged<View>?
    var view: View? { viewReference?.takeUnretainedValue() }

    // Model values of the layer's own properties.
    var modelBorderWidth: CGFloat = 0
    var modelBorderColor: Color? = .black
    var modelShadowColor: Color? = .black
    var modelShadowOpacity: CGFloat = 0
    var modelShadowOffset = CGSize(width: 0, height: -3)
    var modelShadowRadius: CGFloat = 3
    var modelShadowPath: CGPath?
    var modelMaskedCorners: CACornerMask = .all
    var modelCornerCurve: CALayerCornerCurve = .circular

    init(view: View) {
        viewReference = Unmanaged.passUnretained(view)
    }

    // MARK: Shared with the view

    /// The radius of the rounded corners, in points: the view's ``View/cornerRadius``.
    public var cornerRadius: CGFloat {
        get { view?.cornerRadius ?? 0 }
        set { view?.cornerRadius = newValue }
    }

    /// Whether the content and sublayers are clipped to the (rounded) bounds, anti-aliased:
    /// the view's ``View/clipsToBounds``. As in Core Animation it clips the shadow away too:
    /// put the shadow on a container view of the clipping one.
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    /// The opacity of the layer and its sublayers, 0…1: the view's ``View/alpha``.
    /// NaN, infinite or outside 0…1: one line, clamped (NaN → 0).
    public var opacity: Float {
        get { Float(view?.alpha ?? 1) }
        set { view?.alpha = BadValue.unit(CGFloat(newValue), "CALayer.opacity") }
    }

    /// The fill behind the content: the view's ``View/backgroundColor``.
    public var backgroundColor: CGColor? {
        get { view?.backgroundColor.map(CGColor.init) }
        set { view?.backgroundColor = newValue?.color }
    }

    /// Whether the layer is hidden: the view's ``View/isHidden``.
    public var isHidden: Bool {
        get { view?.isHidden ?? false }
        set { view?.isHidden = newValue }
    }

    /// Whether the subtree is drawn once into a store and composited: the view's
    /// ``View/shouldRasterize``.
    public var shouldRasterize: Bool {
        get { view?.shouldRasterize ?? false }
        set { view?.shouldRasterize = newValue }
    }

    // MARK: Corners

    /// Which corners `cornerRadius` rounds (all by default); the others stay square, for
    /// the background, the border, the clip and the shadow alike.
    public var maskedCorners: CACornerMask {
        get { modelMaskedCorners }
        set {
            guard newValue != modelMaskedCorners else { return }
            view?.markDirty()
            modelMaskedCorners = newValue
        }
    }

    /// The curve of the rounded corners; `.continuous` is drawn as `.circular` (see
    /// ``CALayerCornerCurve``).
    public var cornerCurve: CALayerCornerCurve {
        get { modelCornerCurve }
        set { modelCornerCurve = newValue }
    }

    // MARK: Border

    /// The width of the border drawn inside the bounds, over the content and subviews, in
    /// points (0 by default: none). NaN, infinite or negative: one line, 0.
    public var borderWidth: CGFloat {
        get { modelBorderWidth }
        set {
            let value = BadValue.nonNegative(newValue, "CALayer.borderWidth")
            change(.borderWidth, unchanged: value == modelBorderWidth, from: .scalar(view?.presentationBorderWidth ?? 0), to: .scalar(value)) {
                $0.modelBorderWidth = value
            }
        }
    }

    /// The border's colour (opaque black by default; nil draws none).
    public var borderColor: CGColor? {
        get { modelBorderColor.map(CGColor.init) }
        set {
            let value = newValue?.color
            change(.borderColor, unchanged: value == modelBorderColor, from: .color(view?.presentationBorderColor), to: .color(value)) {
                $0.modelBorderColor = value
            }
        }
    }

    // MARK: Shadow

    /// The shadow's colour (opaque black by default; nil casts none).
    public var shadowColor: CGColor? {
        get { modelShadowColor.map(CGColor.init) }
        set {
            guard newValue?.color != modelShadowColor else { return }
            view?.markDirty(contentChanged: false)
            modelShadowColor = newValue?.color
        }
    }

    /// The shadow's opacity, 0…1 (0 by default: no shadow). NaN, infinite or outside 0…1:
    /// one line, clamped (NaN → 0).
    public var shadowOpacity: Float {
        get { Float(modelShadowOpacity) }
        set {
            let value = BadValue.unit(CGFloat(newValue), "CALayer.shadowOpacity")
            change(
                .shadowOpacity, unchanged: value == modelShadowOpacity, contentChanged: false,
                from: .scalar(view?.presentationShadowOpacity ?? 0), to: .scalar(value)
            ) { $0.modelShadowOpacity = value }
        }
    }

    /// How far the shadow is moved from the layer, in points ((0, −3) by default, as in
    /// UIKit: 3 points up). NaN or infinite parts: one line, 0.
    public var shadowOffset: CGSize {
        get { modelShadowOffset }
        set {
            let value = CGSize(width: newValue.width.finite(), height: newValue.height.finite())
            if newValue.isNonFinite { BadValue.report("CALayer.shadowOffset", newValue, using: value) }
            let old = view?.presentationShadowOffset ?? modelShadowOffset
            change(
                .shadowOffset, unchanged: value == modelShadowOffset, contentChanged: false,
                from: .point(CGPoint(x: old.width, y: old.height)), to: .point(CGPoint(x: value.width, y: value.height))
            ) { $0.modelShadowOffset = value }
        }
    }

    /// The blur radius of the shadow, in points (3 by default); the blur is a Gaussian of
    /// σ ≈ half of it. NaN, infinite or negative: one line, 0.
    public var shadowRadius: CGFloat {
        get { modelShadowRadius }
        set {
            let value = BadValue.nonNegative(newValue, "CALayer.shadowRadius")
            change(
                .shadowRadius, unchanged: value == modelShadowRadius, contentChanged: false,
                from: .scalar(view?.presentationShadowRadius ?? 0), to: .scalar(value)
            ) { $0.modelShadowRadius = value }
        }
    }

    /// The shape of the shadow, in the layer's coordinates (nil by default: the rounded
    /// bounds). Unlike Core Animation, which shadows the alpha of the content and sublayers
    /// when no path is set, the toolkit always shadows a shape: the rounded bounds, or this
    /// path (set it for other shapes).
    public var shadowPath: CGPath? {
        get { modelShadowPath }
        set {
            guard newValue != modelShadowPath else { return }
            view?.markDirty(contentChanged: false)
            modelShadowPath = newValue
        }
    }

    // MARK: Presentation

    /// The values on screen now, while the layer's properties animate (the model values
    /// otherwise); nil for a layer whose view was freed.
    public func presentation() -> LayerPresentation? {
        guard let view else { return nil }
        return LayerPresentation(
            cornerRadius: view.presentationCornerRadius, borderWidth: view.presentationBorderWidth,
            borderColor: view.presentationBorderColor.map(CGColor.init), opacity: Float(view.presentationAlpha),
            backgroundColor: view.presentationBackgroundColor.map(CGColor.init),
            shadowOpacity: Float(view.presentationShadowOpacity), shadowRadius: view.presentationShadowRadius,
            shadowOffset: view.presentationShadowOffset)
    }

    // MARK: Changes

    /// Sets a model value through `apply` and tells the view: recorded for the next frame,
    /// animated when inside an animation block (from the presented value `presented`).
    private func change(
        _ property: AnimatableProperty, unchanged: Bool, contentChanged: Bool = true, from presented: AnimatableValue,
        to value: AnimatableValue, _ apply: (CALayer) -> Void
    ) {
        guard let view else { return apply(self) }
        guard !unchanged || view.tracks[property] != nil else { return }
        view.markDirty(contentChanged: contentChanged)
        apply(self)
        AnimationContext.propertyChanged(view, property, from: presented, to: value)
    }

    /// Sets the model value of one of the layer's own properties, without animating.
    func setModelValue(_ value: AnimatableValue, for property: AnimatableProperty) {
        switch (property, value) {
        case let (.borderWidth, .scalar(w)): modelBorderWidth = max(0, w)
        case let (.borderColor, .color(c)): modelBorderColor = c
        case let (.shadowOpacity, .scalar(o)): modelShadowOpacity = o.clamped(to: 0...1)
        case let (.shadowRadius, .scalar(r)): modelShadowRadius = max(0, r)
        case let (.shadowOffset, .point(p)): modelShadowOffset = CGSize(width: p.x, height: p.y)
        default: break
        }
    }
}

/// A layer's values as shown on screen while they animate — what UIKit's
/// `layer.presentation()` reads (`view.layer.presentation()?.shadowOpacity`).
public struct LayerPresentation: Sendable {
    /// The corner radius as shown.
    public let cornerRadius: CGFloat
    /// The border width as shown.
    public let borderWidth: CGFloat
    /// The border colour as shown.
    public let borderColor: CGColor?
    /// The opacity as shown.
    public let opacity: Float
    /// The background colour as shown.
    public let backgroundColor: CGColor?
    /// The shadow's opacity as shown.
    public let shadowOpacity: Float
    /// The shadow's blur radius as shown.
    public let shadowRadius: CGFloat
    /// The shadow's offset as shown.
    public let shadowOffset: CGSize
}
