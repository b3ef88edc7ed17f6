import Foundation

extension View {
    /// Converts `point` from this view's coordinates to `view`'s (the window when nil).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let w = windowOrigin(presented: false)
        let o = view?.windowOrigin(presented: false) ?? .zero
        return CGPoint(x: point.x + w.x - o.x, y: point.y + w.y - o.y)
    }

    /// Converts `point` from `view`'s coordinates (the window when nil) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        guard let view else {
            let o = windowOrigin(presented: false)
            return CGPoint(x: point.x - o.x, y: point.y - o.y)
        }
        return view.convert(point, to: self)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (the window when nil).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates (the window when nil) to this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
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
            let f = sub.modelFrame, b = sub.modelBoundsOrigin
            let local = CGPoint(x: point.x - f.minX + b.x, y: point.y - f.minY + b.y)
            if let hit = sub.hitTest(local) { return hit }
        }
        return self
    }
}
