import Foundation

extension View {
    /// The insets of the area not covered by bars: the bars the view's containers show over
    /// it, propagated from the superview by overlap, plus the owning view controller's
    /// `additionalSafeAreaInsets`; never negative.
    public var safeAreaInsets: EdgeInsets {
        updateSafeAreaInsetsIfNeeded()
        return storedSafeAreaInsets
    }

    /// The bounds inset by the safe area.
    public var safeAreaFrame: CGRect { bounds.inset(by: safeAreaInsets) }

    /// The insets this view would have now, computed from its superview and containers.
    func computedSafeAreaInsets(usingStoredParentInsets: Bool = false) -> EdgeInsets {
        var inherited = EdgeInsets.zero
        if let parent = superview {
            let p = usingStoredParentInsets ? parent.storedSafeAreaInsets : parent.safeAreaInsets
            let pb = parent.bounds
            let f = frame
            // The part of the superview's unsafe band on each edge that this view covers.
            func band(_ inset: CGFloat, _ distance: CGFloat) -> CGFloat { inset > 0 ? max(0, inset - distance) : 0 }
            inherited = EdgeInsets(
                top: band(p.top, f.minY - pb.minY),
                left: band(p.left, f.minX - pb.minX),
                bottom: band(p.bottom, pb.maxY - f.maxY),
                right: band(p.right, pb.maxX - f.maxX))
        }
        var total = inherited + containerSafeAreaInsets
        if let vc = owningViewController { total = total + vc.additionalSafeAreaInsets }
        return total.clampedAtZero
    }

    func updateSafeAreaInsetsIfNeeded(fromParent: Bool = false) {
        let new = computedSafeAreaInsets(usingStoredParentInsets: fromParent)
        guard new != storedSafeAreaInsets else { return }
        storedSafeAreaInsets = new
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
        // Subviews clear of every unsafe band, with no insets of their own, keep zero insets:
        // skipping them keeps a change of the bars cheap on pages of many views.
        let safe = bounds.inset(by: new)
        for sub in subviews {
            sub.layoutInSuperview()
            if sub.storedSafeAreaInsets == .zero, sub.containerSafeAreaInsets == .zero, sub.owningViewController == nil,
                safe.contains(sub.modelFrame)
            {
                continue
            }
            sub.updateSafeAreaInsetsIfNeeded(fromParent: true)
        }
    }
}
