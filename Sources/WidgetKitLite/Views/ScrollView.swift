import Foundation

/// A view whose content is larger than itself and scrolls — UIKit's `UIScrollView`.
///
/// The content is the scroll view's subviews, in a coordinate space of `contentSize`;
/// `contentOffset` is `bounds.origin`, the content point shown at the top left. The
/// offset rests between `-adjustedContentInset.top` and
/// `contentSize.height + adjustedContentInset.bottom - bounds.height` (the same across).
///
/// Input: the mouse wheel glides the offset by each step (eased over
/// `Theme.scrollWheelAnimationDuration`, clamped to the content); a click-drag moves the
/// content with the pointer, rubber-banding past the edges with UIKit's formula
/// `(1 − 1/(x·0.55/d + 1))·d`, and on release the content goes on with the release
/// velocity, decaying by `decelerationRate` per millisecond, and springs back inside the
/// edges. Motion is a pure function of the frame clock (the same input gives the same
/// offsets) and needs frames only while it lasts. A press on moving content stops it and
/// goes no further: the content's buttons and tap recognizers do not see it (as in UIKit).
/// A drag scrolls only along an axis that can scroll, so a sideways drag on a vertical list
/// is left to others (the navigation controller's edge pan).
///
/// Thin indicators show where the visible part lies while scrolling and fade out
/// `Theme.scrollIndicatorFadeDelay` after it stops. The scroll view clips its content.
@MainActor
open class ScrollView: View {
    /// How the safe area adds to `contentInset` — UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The safe area's top and bottom always, left and right when the content scrolls sideways.
        case automatic
        /// The safe area on the axes that scroll.
        case scrollableAxes
        /// No adjustment: `adjustedContentInset == contentInset`.
        case never
        /// The safe area on every edge.
        case always
    }

    /// How fast momentum decays: the fraction of velocity kept per millisecond — UIKit's
    /// `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// Velocity kept per millisecond (0.5…0.9999; other values are clamped when used).
        public let rawValue: CGFloat
        /// Creates a rate from the velocity kept per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue.isFinite ? rawValue : 0.998 }
        /// 0.998 per millisecond: a long glide (about half a second's worth of the release velocity).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond: stops quickly.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The size of the content in points (NaN, infinities and negatives become 0).
    open var contentSize: CGSize = .zero {
        didSet {
            let clean = CGSize(width: max(0, contentSize.width.finite()), height: max(0, contentSize.height.finite()))
            if clean != contentSize { contentSize = clean }
            if contentSize != oldValue { contentGeometryDidChange() }
        }
    }

    /// The content point shown at the top left: `bounds.origin`. Setting it is
    /// `setContentOffset(_:animated: false)`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Extra space around the content the offset may scroll to, in points (non-finite edges become 0).
    open var contentInset: EdgeInsets = .zero {
        didSet {
            let clean = EdgeInsets(top: contentInset.top.finite(), left: contentInset.left.finite(), bottom: contentInset.bottom.finite(), right: contentInset.right.finite())
            if clean != contentInset { contentInset = clean }
            if contentInset != oldValue { contentGeometryDidChange() }
        }
    }

    /// `contentInset` plus the safe-area insets chosen by `contentInsetAdjustmentBehavior`:
    /// content can scroll under bars and its end still clears them.
    public private(set) var adjustedContentInset: EdgeInsets = .zero

    /// Which safe-area insets are added to `contentInset`. Default: `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { contentGeometryDidChange() } }
    }

    /// Whether the user can scroll (drag and wheel). Turning it off stops any motion.
    open var isScrollEnabled = true {
        didSet {
            guard isScrollEnabled != oldValue else { return }
            scrollPan.isEnabled = isScrollEnabled
            catcher.isEnabled = isScrollEnabled
            if !isScrollEnabled { stopMotion() }
        }
    }

    /// Whether drags and momentum go past the edges and spring back. Default: true.
    open var bounces = true

    /// Whether a vertical drag rubber-bands even when the content fits. Default: false.
    open var alwaysBounceVertical = false

    /// Whether a horizontal drag rubber-bands even when the content fits. Default: false.
    open var alwaysBounceHorizontal = false

    /// How fast momentum decays after a drag. Default: `.normal`.
    open var decelerationRate: DecelerationRate = .normal

    /// Whether the vertical indicator shows while scrolling. Default: true.
    open var showsVerticalScrollIndicator = true {
        didSet { updateIndicators() }
    }

    /// Whether the horizontal indicator shows while scrolling. Default: true.
    open var showsHorizontalScrollIndicator = true {
        didSet { updateIndicators() }
    }

    /// The delegate told about scrolling (held weakly).
    open weak var delegate: ScrollViewDelegate?

    /// Whether the user is dragging the content.
    public private(set) var isDragging = false

    /// Whether the content is moving by itself after a drag (momentum or bounce).
    public private(set) var isDecelerating = false

    /// The recognizer that drags the content; it begins only along axes that scroll.
    public var panGestureRecognizer: PanGestureRecognizer { scrollPan }

    /// Called when the adjusted content inset changed. The default does nothing.
    open func adjustedContentInsetDidChange() {}

    // MARK: Internal state

    let scrollPan = ScrollPanGestureRecognizer()
    let catcher = ScrollCatchGestureRecognizer()
    private let gestureDelegate = ScrollGestureDelegate()
    let verticalIndicator = ScrollIndicator()
    let horizontalIndicator = ScrollIndicator()
    /// The motion running now (momentum, bounce, glide), if any.
    private(set) var motion: ScrollMotion?
    /// The offset the drag started from, before rubber-banding.
    private var dragOrigin: CGPoint = .zero
    /// The rubber-band constant of UIKit's formula.
    static let rubberBandCoefficient: CGFloat = 0.55

    // MARK: Life cycle

    /// Creates a scroll view with the given frame; it clips its content.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        scrollPan.delegate = gestureDelegate
        catcher.delegate = gestureDelegate
        gestureDelegate.pan = scrollPan
        gestureDelegate.catcher = catcher
        scrollPan.addTarget(self, action: ScrollView.panChanged)
        catcher.addTarget(self, action: ScrollView.catchChanged)
        scrollPan.allowsDirection = { [weak self] t in self?.allowsDrag(along: t) ?? false }
        catcher.onPress = { [weak self] in self?.catchMovingContent() ?? false }
        addGestureRecognizer(catcher)
        addGestureRecognizer(scrollPan)
        addSubview(horizontalIndicator)
        addSubview(verticalIndicator)
    }

    /// The content origin: setting a new origin scrolls (and tells the delegate).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            let origin = newValue.sanitized.origin
            // Indicators move first, so the area they leave is damaged where it is shown now.
            if origin != old { updateIndicators(origin: origin) }
            if origin != old, newValue.size == super.bounds.size, AnimationContext.current == nil, tracks[.boundsOrigin] == nil,
                let window, window.recordScrollCopy(of: self, by: CGPoint(x: origin.x - old.x, y: origin.y - old.y))
            {
                // The window moves the pixels already shown: no repaint of the whole view.
                modelBoundsOrigin = origin
                updateSafeAreaInsetsIfNeeded()
            } else {
                super.bounds = newValue
            }
            if super.bounds.origin != old { offsetDidChange() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateIndicators()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    /// Keeps the indicators in front of content added later.
    open override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        guard !(subview is ScrollIndicator) else { return }
        bringSubviewToFront(horizontalIndicator)
        bringSubviewToFront(verticalIndicator)
    }

    // MARK: Offset

    /// Scrolls to `offset`; animated, it glides there over `Theme.scrollAnimationDuration`
    /// (ease-in-out) and then tells the delegate `scrollViewDidEndScrollingAnimation`.
    /// Any running motion stops. The offset is not clamped (as in UIKit). A non-finite
    /// coordinate keeps its current value, with a diagnostic.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        var target = offset
        let current = contentOffset
        if !offset.x.isFinite || !offset.y.isFinite {
            Diagnostics.report("ScrollView: setContentOffset with a non-finite offset \(offset); the current value is kept for it")
            if !offset.x.isFinite { target.x = current.x }
            if !offset.y.isFinite { target.y = current.y }
        }
        stopMotion()
        if animated {
            startGlide(to: target, duration: Theme.current.scrollAnimationDuration, curve: .easeInEaseOut)
        } else {
            moveContent(to: target)
        }
    }

    /// Scrolls the least needed to show `rect` (content coordinates) inside the area not
    /// covered by the adjusted insets; already visible, nothing moves.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let r = rect.sanitized
        let visible = bounds.inset(by: adjustedContentInset)
        let limits = offsetLimits
        var target = contentOffset
        if r.minY < visible.minY { target.y -= visible.minY - r.minY } else if r.maxY > visible.maxY { target.y += min(r.maxY - visible.maxY, r.minY - visible.minY) }
        if r.minX < visible.minX { target.x -= visible.minX - r.minX } else if r.maxX > visible.maxX { target.x += min(r.maxX - visible.maxX, r.minX - visible.minX) }
        target = CGPoint(x: target.x.clamped(to: limits.x), y: target.y.clamped(to: limits.y))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Sets the offset without stopping motion (the motion's own frames, drags).
    func moveContent(to offset: CGPoint) {
        var b = bounds
        b.origin = offset
        bounds = b
    }

    private func offsetDidChange() {
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }

    /// The offsets the content rests between, per axis.
    var offsetLimits: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let i = adjustedContentInset, size = bounds.size
        let minX = -i.left, minY = -i.top
        let maxX = max(minX, contentSize.width + i.right - size.width)
        let maxY = max(minY, contentSize.height + i.bottom - size.height)
        return (minX...maxX, minY...maxY)
    }

    /// Whether a drag moves the content sideways.
    var scrollsHorizontally: Bool {
        let limits = offsetLimits.x
        return limits.upperBound > limits.lowerBound || alwaysBounceHorizontal
    }

    /// Whether a drag moves the content up and down.
    var scrollsVertically: Bool {
        let limits = offsetLimits.y
        return limits.upperBound > limits.lowerBound || alwaysBounceVertical
    }

    /// `value` on the window's device-pixel grid.
    func pixelAligned(_ value: CGFloat) -> CGFloat {
        let scale = window?.scale ?? 1
        return (value * scale).rounded() / scale
    }

    private func contentGeometryDidChange() {
        updateAdjustedContentInset()
        setNeedsLayout()
        updateIndicators()
    }

    private func updateAdjustedContentInset() {
        let safe = safeAreaInsets
        var adjusted = contentInset
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .automatic: (vertical, horizontal) = (true, contentSize.width > bounds.width || alwaysBounceHorizontal)
        case .scrollableAxes:
            (vertical, horizontal) = (contentSize.height > bounds.height || alwaysBounceVertical, contentSize.width > bounds.width || alwaysBounceHorizontal)
        }
        if vertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        }
        if horizontal {
            adjusted.left += safe.left
            adjusted.right += safe.right
        }
        let old = adjustedContentInset
        guard adjusted != old else { return }
        adjustedContentInset = adjusted
        // Content resting at its top (or left) edge stays there, under the new inset.
        if !isDragging, motion == nil {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -adjusted.top }
            if offset.x == -old.left { offset.x = -adjusted.left }
            if offset != contentOffset { moveContent(to: offset) }
        }
        adjustedContentInsetDidChange()
        setNeedsLayout()
    }

    // MARK: Wheel

    /// Glides the content by a wheel step along the axes that can scroll, clamped to the
    /// content; steps that come while a glide runs add to its target. A step along no
    /// scrollable axis goes to the superview.
    @discardableResult
    open override func scrollWheel(dx: CGFloat, dy: CGFloat) -> Bool {
        let limits = offsetLimits
        let alongX = isScrollEnabled && dx.isFinite && dx != 0 && limits.x.upperBound > limits.x.lowerBound
        let alongY = isScrollEnabled && dy.isFinite && dy != 0 && limits.y.upperBound > limits.y.lowerBound
        guard alongX || alongY else { return super.scrollWheel(dx: dx, dy: dy) }
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
        startGlide(to: target, duration: Theme.current.scrollWheelAnimationDuration, curve: .easeOut)
        return true
    }

    private func startGlide(to target: CGPoint, duration: TimeInterval, curve: CubicBezier) {
        let current = contentOffset
        guard target != current else { return }
        guard let loop = window?.frameLoop, duration.isFinite, duration > 0 else {
            moveContent(to: target)
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        let now = loop.clock.now
        func glide(_ from: CGFloat, _ to: CGFloat) -> ScrollAxisMotion? {
            from == to ? nil : .glide(from: from, to: to, at: now, duration: duration, curve: curve, limits: min(from, to)...max(from, to))
        }
        let glideMotion = ScrollMotion(kind: .animation, x: glide(current.x, target.x), y: glide(current.y, target.y), scrollView: self)
        motion = glideMotion
        showIndicators()
        loop.add(glideMotion)
    }

    // MARK: Dragging

    private func allowsDrag(along translation: CGPoint) -> Bool {
        let horizontal = scrollsHorizontally, vertical = scrollsVertically
        if horizontal && vertical { return true }
        if vertical { return abs(translation.y) >= abs(translation.x) }
        if horizontal { return abs(translation.x) >= abs(translation.y) }
        return false
    }

    private func panChanged(_ pan: ScrollPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            dragOrigin = unbandedOffset(contentOffset)
            pan.setTranslation(.zero, in: self)
            showIndicators()
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            let t = pan.translation(in: self)
            var raw = dragOrigin
            if scrollsHorizontally { raw.x -= t.x }
            if scrollsVertically { raw.y -= t.y }
            let banded = rubberBanded(raw)
            moveContent(to: CGPoint(x: pixelAligned(banded.x), y: pixelAligned(banded.y)))
        case .ended, .cancelled:
            isDragging = false
            let v = pan.state == .ended ? pan.velocity(in: self) : .zero
            let velocity = CGPoint(x: scrollsHorizontally ? -v.x : 0, y: scrollsVertically ? -v.y : 0)
            let willDecelerate = startDeceleration(velocity: velocity)
            delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
            if willDecelerate {
                delegate?.scrollViewWillBeginDecelerating(self)
            } else {
                fadeIndicators()
            }
        case .possible, .failed:
            break
        }
    }

    /// Starts momentum (or a spring back inside the edges) with `velocity` in offset points
    /// per second; returns whether anything moves.
    @discardableResult
    private func startDeceleration(velocity: CGPoint) -> Bool {
        let limits = offsetLimits
        let offset = contentOffset
        guard let loop = window?.frameLoop else {
            moveContent(to: CGPoint(x: offset.x.clamped(to: limits.x), y: offset.y.clamped(to: limits.y)))
            return false
        }
        let now = loop.clock.now
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
    private func unbandedOffset(_ offset: CGPoint) -> CGPoint {
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

    // MARK: Motion

    /// A press landed while the content moves by itself: it stops where it is. Returns
    /// whether there was motion to stop (then the press goes no further).
    private func catchMovingContent() -> Bool {
        guard motion != nil else { return false }
        stopMotion()
        showIndicators()
        return true
    }

    private func catchChanged(_ catcher: ScrollCatchGestureRecognizer) {
        guard catcher.state == .ended || catcher.state == .cancelled, !isDragging, motion == nil else { return }
        // Released without a drag: settle inside the edges if the press caught a bounce.
        if !startDeceleration(velocity: .zero) { fadeIndicators() }
    }

    func motionDidFinish(_ finished: ScrollMotion) {
        guard motion === finished else { return }
        motion = nil
        switch finished.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        if motion == nil, !isDragging { fadeIndicators() }
    }

    /// Stops any motion where it is, without delegate calls.
    private func stopMotion() {
        motion?.cancel()
        motion = nil
        isDecelerating = false
    }

    // MARK: Indicators

    private func showIndicators() {
        View.performWithoutAnimation {
            verticalIndicator.alpha = 1
            horizontalIndicator.alpha = 1
        }
        updateIndicators()
    }

    private func fadeIndicators() {
        guard verticalIndicator.alpha > 0 || horizontalIndicator.alpha > 0 else { return }
        let theme = Theme.current
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
        let b = CGRect(origin: origin ?? bounds.origin, size: bounds.size), i = adjustedContentInset, limits = offsetLimits, theme = Theme.current
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
