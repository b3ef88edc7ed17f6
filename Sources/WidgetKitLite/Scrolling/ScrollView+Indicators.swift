import Foundation

/// The scroll indicators: shown while scrolling, placed for the offset, faded after.
extension ScrollView {
    func showIndicators() {
        View.performWithoutAnimation {
            verticalIndicator.alpha = 1
            horizontalIndicator.alpha = 1
        }
        updateIndicators()
    }

    func fadeIndicators() {
        guard verticalIndicator.alpha > 0 || horizontalIndicator.alpha > 0 else { return }
        let theme = self.theme
        View.animate(
            withDuration: theme.scrollIndicatorFadeDuration, delay: theme.scrollIndicatorFadeDelay, options: [.allowUserInteraction],
            animations: {
                self.verticalIndicator.alpha = 0
                self.horizontalIndicator.alpha = 0
            })
    }

    /// Places the indicators for the current offset: length in proportion to the visible
    /// part, shortened by any rubber-band overshoot, along the edges inside the insets.
    func updateIndicators(origin: CGPoint? = nil) {
        let b = CGRect(origin: origin ?? bounds.origin, size: bounds.size), i = adjustedContentInset, limits = offsetLimits, theme = self.theme
        let margin = theme.scrollIndicatorMargin, thickness = theme.scrollIndicatorThickness
        func place(offset: CGFloat, range: ClosedRange<CGFloat>, visible: CGFloat, content: CGFloat, trackStart: CGFloat, trackLength: CGFloat) -> (CGFloat, CGFloat) {
            let overshoot = offset < range.lowerBound ? range.lowerBound - offset : (offset > range.upperBound ? offset - range.upperBound : 0)
            let proportional = content > 0 ? trackLength * visible / content : trackLength
            let length = max(thickness * 2, min(trackLength, max(theme.scrollIndicatorMinimumLength, proportional)) - overshoot)
            let span = range.upperBound - range.lowerBound
            let progress = span > 0 ? ((offset - range.lowerBound) / span).clamped(to: 0...1) : 0
            return (trackStart + (trackLength - length) * progress, length)
        }
        let showsVertical = showsVerticalScrollIndicator && limits.y.upperBound > limits.y.lowerBound
        if verticalIndicator.isHidden == showsVertical { verticalIndicator.isHidden = !showsVertical }
        if showsVertical {
            let (y, length) = place(
                offset: b.minY, range: limits.y, visible: b.height, content: contentSize.height + i.top + i.bottom,
                trackStart: i.top + margin, trackLength: max(0, b.height - i.top - i.bottom - 2 * margin))
            verticalIndicator.frame = CGRect(x: b.maxX - i.right - margin - thickness, y: b.minY + y, width: thickness, height: length)
        }
        let showsHorizontal = showsHorizontalScrollIndicator && limits.x.upperBound > limits.x.lowerBound
        if horizontalIndicator.isHidden == showsHorizontal { horizontalIndicator.isHidden = !showsHorizontal }
        if showsHorizontal {
            let (x, length) = place(
                offset: b.minX, range: limits.x, visible: b.width, content: contentSize.width + i.left + i.right,
                trackStart: i.left + margin, trackLength: max(0, b.width - i.left - i.right - 2 * margin - thickness))
            horizontalIndicator.frame = CGRect(x: b.minX + x, y: b.maxY - i.bottom - margin - thickness, width: length, height: thickness)
        }
    }
}
