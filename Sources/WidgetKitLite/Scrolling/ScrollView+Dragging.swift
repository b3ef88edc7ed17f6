import Foundation

/// Dragging the content: the pan recognizer's actions and UIKit's rubber band.
extension ScrollView {
    /// Whether a drag by `translation` scrolls the content: along an axis it scrolls, unless
    /// an enclosing drag sharer takes it (a sheet: a downward drag on content resting at its
    /// top, `ScrollDragSharing`).
    func allowsDrag(along translation: CGPoint) -> Bool {
        if let sharer = enclosingDragSharer, sharer.takesDrag(from: self, translation: translation) { return false }
        let horizontal = scrollsHorizontally, vertical = scrollsVertically
        if horizontal && vertical { return true }
        if vertical { return abs(translation.y) >= abs(translation.x) }
        if horizontal { return abs(translation.x) >= abs(translation.y) }
        return false
    }

    func panChanged(_ pan: ScrollPanGestureRecognizer) {
        switch pan.state {
        case .began:
            pan.setTranslation(.zero, in: self)
            beginDragging(showingIndicators: true)
        case .changed:
            drag(by: pan.translation(in: self))
        case .ended:
            endDragging(velocity: pan.velocity(in: self))
        case .cancelled:
            endDragging(velocity: nil)
        case .possible, .failed:
            break
        }
    }

    /// A drag of the content starts from where it is (a running motion stops). Inside a
    /// sheet, the drag is shared with the sheet (`ScrollDragHandoff`). The indicators show
    /// at once, or else when the content first moves.
    func beginDragging(showingIndicators: Bool) {
        stopMotion()
        isDragging = true
        dragOrigin = unbandedOffset(contentOffset)
        dragHandoff = scrollsVertically ? enclosingDragSharer?.handoff(for: self) : nil
        if showingIndicators { showIndicators() }
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The pointer moved by `translation` since the drag began: the content follows it along
    /// the axes that scroll, rubber-banding past the edges, except that past the top edge
    /// of a list in a sheet the sheet follows instead and the list stays at its top.
    func drag(by translation: CGPoint) {
        guard isDragging else { return }
        var raw = dragOrigin
        if scrollsHorizontally { raw.x -= translation.x.finite() }
        if scrollsVertically { raw.y -= translation.y.finite() }
        var banded = rubberBanded(raw)
        let top = offsetLimits.y.lowerBound
        if let handoff = dragHandoff, handoff.follow(offset: raw.y, top: top) { banded.y = top }
        let target = CGPoint(x: pixelAligned(banded.x), y: pixelAligned(banded.y))
        if target != contentOffset { showIndicators() }
        moveContent(to: target)
    }

    /// The drag ended with the pointer moving at `velocity` points per second (nil:
    /// cancelled): the content goes on with it, or springs back inside the edges; a sheet
    /// the drag pulled down decides its dismissal with it instead, and the list stays.
    func endDragging(velocity: CGPoint?) {
        guard isDragging else { return }
        isDragging = false
        topAccessory?.scrollViewWillEndDragging(self)
        let handoff = dragHandoff
        dragHandoff = nil
        let sheetTookRelease = handoff?.release(velocity: velocity?.y) ?? false
        let v = sheetTookRelease ? .zero : velocity ?? .zero
        let offsetVelocity = CGPoint(x: scrollsHorizontally ? -v.x : 0, y: scrollsVertically ? -v.y : 0)
        let willDecelerate = releaseDrag(velocity: offsetVelocity)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate {
            delegate?.scrollViewWillBeginDecelerating(self)
        } else {
            fadeIndicators()
        }
    }

    /// Starts momentum (or a spring back inside the edges) with `velocity` in offset points
    /// per second; returns whether anything moves.
    @discardableResult
    func startDeceleration(velocity: CGPoint) -> Bool {
        let limits = offsetLimits
        let offset = contentOffset
        guard let loop = window?.frameLoop else {
            moveContent(to: CGPoint(x: offset.x.clamped(to: limits.x), y: offset.y.clamped(to: limits.y)))
            return false
        }
        let now = loop.now
        let rate = decelerationRate.rawValue
        func axis(_ origin: CGFloat, _ v: CGFloat, _ range: ClosedRange<CGFloat>) -> ScrollAxisMotion? {
            let outside = origin < range.lowerBound || origin > range.upperBound
            guard outside || abs(v) > ScrollAxisMotion.stopVelocity else { return nil }
            return .release(from: origin, velocity: v, at: now, limits: range, bounces: bounces, rate: rate)
        }
        let x = axis(offset.x, velocity.x, limits.x), y = axis(offset.y, velocity.y, limits.y)
        guard x != nil || y != nil else { return false }
        let momentum = ScrollMotion(kind: .deceleration, x: x, y: y, scrollView: self)
        motion = momentum
        isDecelerating = true
        loop.add(momentum)
        return true
    }

    /// The offset shown for a raw drag offset: past an edge it moves less and less (UIKit's
    /// rubber band), or stops at the edge without `bounces`.
    func rubberBanded(_ raw: CGPoint) -> CGPoint {
        let limits = offsetLimits
        func band(_ value: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
            guard bounces else { return value.clamped(to: range) }
            let d = max(1, dimension)
            func pull(_ x: CGFloat) -> CGFloat { (1 - 1 / (x * Self.rubberBandCoefficient / d + 1)) * d }
            if value < range.lowerBound { return range.lowerBound - pull(range.lowerBound - value) }
            if value > range.upperBound { return range.upperBound + pull(value - range.upperBound) }
            return value
        }
        return CGPoint(x: band(raw.x, limits.x, bounds.width), y: band(raw.y, limits.y, bounds.height))
    }

    /// The raw drag offset that `rubberBanded` shows as `offset` (so catching a bouncing
    /// view and dragging it does not jump).
    func unbandedOffset(_ offset: CGPoint) -> CGPoint {
        let limits = offsetLimits
        func unband(_ value: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
            guard bounces else { return value }
            let d = max(1, dimension)
            func push(_ y: CGFloat) -> CGFloat {
                let fraction = min(y / d, 0.99)
                return (1 / (1 - fraction) - 1) * d / Self.rubberBandCoefficient
            }
            if value < range.lowerBound { return range.lowerBound - push(range.lowerBound - value) }
            if value > range.upperBound { return range.upperBound + push(value - range.upperBound) }
            return value
        }
        return CGPoint(x: unband(offset.x, limits.x, bounds.width), y: unband(offset.y, limits.y, bounds.height))
    }
}
