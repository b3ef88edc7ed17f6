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
        layoutGuideInsetsChanged()
        setNeedsLayout()
        // Subviews clear of every unsafe band, with no insets of their own, keep zero insets:
        // skipping them keeps a change of the bars cheap on pages of many views. Plain
        // subviews are skipped all at once when their summarised extent is clear, so a bar
        // sliding over a page costs the same whatever the number of views in it.
        let safe = bounds.inset(by: new)
        let summary = plainSubviewsSummary ?? summarizePlainSubviews()
        let plainClear = summary.plainExtent.map { safe.contains($0) } ?? true
        let visited = plainClear ? summary.others : subviews
        for sub in visited {
            sub.layoutInSuperview()
            if sub.storedSafeAreaInsets == .zero, sub.containerSafeAreaInsets == .zero, sub.owningViewController == nil,
                safe.contains(sub.modelFrame)
            {
                continue
            }
            sub.updateSafeAreaInsetsIfNeeded(fromParent: true)
        }
    }

    /// Sorts the subviews into plain ones (zero insets of their own, no container insets or
    /// view controller, not placing themselves, a non-empty frame) and the others, and keeps
    /// the result until something it depends on changes.
    private func summarizePlainSubviews() -> PlainSubviewsSummary {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var others: [View] = []
        for sub in subviews {
            let f = sub.modelFrame
            let plain =
                !sub.placesItselfInSuperview && sub.storedSafeAreaInsets == .zero && sub.containerSafeAreaInsets == .zero
                && sub.owningViewController == nil && f.width > 0 && f.height > 0
            sub.isSummarizedAsPlain = plain
            guard plain else {
                others.append(sub)
                continue
            }
            minX = min(minX, f.minX)
            minY = min(minY, f.minY)
            maxX = max(maxX, f.maxX)
            maxY = max(maxY, f.maxY)
        }
        let extent = minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
        let summary = PlainSubviewsSummary(plainExtent: extent, others: others)
        plainSubviewsSummary = summary
        return summary
    }
}

/// A view's subviews as a change of its safe area sees them: the smallest rectangle holding
/// every plain subview's frame, and the other subviews. While the rectangle lies in the safe
/// area, the plain subviews keep zero insets and only the others need a look.
///
/// Valid while no subview is added, removed or reordered and no plain one moves or changes
/// its insets or view controller (each of those drops it).
struct PlainSubviewsSummary {
    /// The union of the plain subviews' frames; nil when there is none.
    var plainExtent: CGRect?
    /// The subviews that are not plain, back to front.
    var others: [View]
}
