import Foundation

extension View {
    /// The view's transform, applied about the centre of its bounds (Core Animation's
    /// default anchor point), relative to its `center` — UIKit's `transform`. It moves,
    /// scales and rotates how the view and its subtree are shown, where touches hit them
    /// and what `convert(_:to:)` answers; `center` and `bounds` do not change, `frame`
    /// becomes the bounding box of the transformed bounds. Animatable: inside an animation
    /// the shown transform moves by components (scale, rotation, translation), and the
    /// frames in between only composite the view's stored pixels again.
    ///
    /// A transform with a NaN or infinite entry is reported and replaced by the identity. A
    /// transform that cannot be inverted (a scale of 0) is kept: the view shows nothing and
    /// takes no touches.
    public var transform: CGAffineTransform {
        get { modelTransform }
        set {
            let value = newValue.isFinite ? newValue : .identity
            if !newValue.isFinite { BadValue.report("View.transform", newValue, using: value) }
            guard value != modelTransform || tracks[.transform] != nil else { return }
            let presented = presentationTransform
            markDirty(contentChanged: false)
            modelTransform = value
            AnimationContext.propertyChanged(self, .transform, from: .transform(presented), to: .transform(value))
        }
    }

    /// The map from this view's bounds coordinates to its superview's, by the model
    /// (`presented: false`) or the shown values: the bounds origin, the frame's origin and the
    /// transform about the centre.
    func transformToSuperview(presented: Bool) -> CGAffineTransform {
        let f = presented ? presentationFrame : modelFrame
        let b = presented ? presentationBoundsOrigin : modelBoundsOrigin
        let t = presented ? presentationTransform : modelTransform
        let placed = CGAffineTransform(translationX: f.minX - b.x, y: f.minY - b.y)
        return t.isIdentity ? placed : placed.concatenating(t.about(CGPoint(x: f.midX, y: f.midY)))
    }

    /// Maps `point`, in the superview's coordinates, into this view's (model values); nil
    /// when the view's transform cannot be inverted.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint? {
        if modelTransform.isIdentity {
            let f = modelFrame, b = modelBoundsOrigin
            return CGPoint(x: point.x - f.minX + b.x, y: point.y - f.minY + b.y)
        }
        return transformToSuperview(presented: false).inverse.map { point.applying($0) }
    }

    /// Whether this view or an ancestor has a transform other than the identity.
    var isUnderTransform: Bool {
        var found = false
        forEachAncestor { view in
            found = !view.modelTransform.isIdentity
            return !found
        }
        return found
    }

    /// The map from this view's coordinates to the root's (model values).
    func transformToRoot() -> CGAffineTransform {
        var t = CGAffineTransform.identity
        forEachAncestor { view in
            guard view.superviewReference != nil else {
                let b = view.modelBoundsOrigin
                t = t.concatenating(CGAffineTransform(translationX: -b.x, y: -b.y))
                return false
            }
            t = t.concatenating(view.transformToSuperview(presented: false))
            return true
        }
        return t
    }
}
