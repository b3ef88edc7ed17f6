import Foundation

extension View {
    /// Converts `point` from this view's coordinates to `view`'s (the window when nil),
    /// through the transforms of the views in between. When `view` (or one of its
    /// ancestors) has a transform that cannot be inverted, no point of the window maps into
    /// it: the result is the point in the coordinates of `view`'s superview chain with that
    /// transform skipped, and one diagnostic line says so.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        guard isUnderTransform || view?.isUnderTransform == true else {
            let w = windowOrigin(presented: false)
            let o = view?.windowOrigin(presented: false) ?? .zero
            return CGPoint(x: point.x + w.x - o.x, y: point.y + w.y - o.y)
        }
        return point.applying(conversion(to: view))
    }

    /// Converts `point` from `view`'s coordinates (the window when nil) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        guard let view else {
            guard isUnderTransform else {
                let o = windowOrigin(presented: false)
                return CGPoint(x: point.x - o.x, y: point.y - o.y)
            }
            return point.applying(Self.inverse(of: transformToRoot(), for: self))
        }
        return view.convert(point, to: self)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (the window when nil); under
    /// a rotation or a shear the result is the bounding box of the converted rectangle.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        guard isUnderTransform || view?.isUnderTransform == true else {
            return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }
        return rect.applying(conversion(to: view))
    }

    /// Converts `rect` from `view`'s coordinates (the window when nil) to this view's; under
    /// a rotation or a shear the result is the bounding box of the converted rectangle.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        guard let view else {
            guard isUnderTransform else { return CGRect(origin: convert(rect.origin, from: nil), size: rect.size) }
            return rect.applying(Self.inverse(of: transformToRoot(), for: self))
        }
        return view.convert(rect, to: self)
    }

    /// The map from this view's coordinates to `view`'s (the window's when nil).
    private func conversion(to view: View?) -> CGAffineTransform {
        let mine = transformToRoot()
        guard let view else { return mine }
        return mine.concatenating(Self.inverse(of: view.transformToRoot(), for: view))
    }

    /// The inverse of `view`'s map to the root; when a transform on the way cannot be
    /// inverted, the map without the transforms that cannot (reported once per call).
    private static func inverse(of toRoot: CGAffineTransform, for view: View) -> CGAffineTransform {
        if let inverse = toRoot.inverse { return inverse }
        Diagnostics.report(
            "View.convert: \(view) is under a transform that cannot be inverted (scale 0); converting as if it were the identity")
        var t = CGAffineTransform.identity
        view.forEachAncestor { a in
            guard a.superviewReference != nil else {
                t = t.concatenating(CGAffineTransform(translationX: -a.modelBoundsOrigin.x, y: -a.modelBoundsOrigin.y))
                return false
            }
            let step = a.transformToSuperview(presented: false)
            t = t.concatenating(step.isInvertible ? step : CGAffineTransform(translationX: a.modelFrame.minX - a.modelBoundsOrigin.x, y: a.modelFrame.minY - a.modelBoundsOrigin.y))
            return true
        }
        return t.inverse ?? .identity
    }

    /// Where this view's coordinate origin (bounds origin) lies in the root's coordinates, in
    /// points, unrounded (`convert(_:to:)` and `convert(_:from:)`). Not where the view is
    /// painted: the renderer places views in device pixels, snapped level by level
    /// (`Placement`), and never reads this.
    func windowOrigin(presented: Bool) -> CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        forEachAncestor { view in
            let b = presented ? view.presentationBoundsOrigin : view.modelBoundsOrigin
            x -= b.x
            y -= b.y
            guard view.superviewReference != nil else { return false }
            let f = presented ? view.presentationFrame : view.modelFrame
            x += f.minX
            y += f.minY
            return true
        }
        return CGPoint(x: x, y: y)
    }

    /// Default hit testing with UIKit's rules (see `hitTest(_:)`); views moving under an
    /// animation that does not allow user interaction are skipped with their subtree.
    func defaultHitTest(_ point: CGPoint) -> View? {
        guard !isHidden, isUserInteractionEnabled, modelAlpha >= View.minimumHitAlpha, self.point(inside: point),
            !isInNonInteractiveAnimation
        else { return nil }
        for sub in subviews.reversed() {
            // A subview whose transform cannot be inverted shows nothing and is not hit.
            guard let local = sub.pointFromSuperview(point) else { continue }
            if let hit = sub.hitTest(local) { return hit }
        }
        return self
    }
}
