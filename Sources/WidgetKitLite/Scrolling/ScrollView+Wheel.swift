import Foundation

/// Mouse-wheel scrolling: eased glides along the axes that can scroll.
extension ScrollView {
    /// Glides the content by a wheel step along the axes that can scroll, clamped to the
    /// content; steps that come while a glide runs add to its target. Returns false, moving
    /// nothing, when the step is along no scrollable axis.
    func glide(byWheelStep dx: CGFloat, _ dy: CGFloat) -> Bool {
        let limits = offsetLimits
        let alongX = isScrollEnabled && dx.isFinite && dx != 0 && limits.x.upperBound > limits.x.lowerBound
        let alongY = isScrollEnabled && dy.isFinite && dy != 0 && limits.y.upperBound > limits.y.lowerBound
        guard alongX || alongY else { return false }
        guard !isDragging else { return true }
        let current = contentOffset
        let gliding = motion?.kind == .animation ? motion : nil
        var target = current
        if alongX { target.x = ((gliding?.x?.glideTarget ?? current.x) + dx).clamped(to: limits.x) }
        if alongY { target.y = ((gliding?.y?.glideTarget ?? current.y) + dy).clamped(to: limits.y) }
        if let gliding {
            // Keep the other axis's glide going to its target.
            if !alongX, let x = gliding.x?.glideTarget { target.x = x }
            if !alongY, let y = gliding.y?.glideTarget { target.y = y }
        }
        stopMotion()
        startGlide(to: target, duration: theme.scrollWheelAnimationDuration, curve: theme.scrollWheelAnimationCurve.bezier)
        return true
    }

    func startGlide(to target: CGPoint, duration: TimeInterval, curve: CubicBezier) {
        let current = contentOffset
        guard target != current else { return }
        guard let loop = window?.frameLoop, duration.isFinite, duration > 0 else {
            moveContent(to: target)
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        let now = loop.now
        func glide(_ from: CGFloat, _ to: CGFloat) -> ScrollAxisMotion? {
            from == to ? nil : .glide(from: from, to: to, at: now, duration: duration, curve: curve, limits: min(from, to)...max(from, to))
        }
        let glideMotion = ScrollMotion(kind: .animation, x: glide(current.x, target.x), y: glide(current.y, target.y), scrollView: self)
        motion = glideMotion
        showIndicators()
        loop.add(glideMotion)
    }
}
