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
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

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
        public init(rawValue: CGFloat) { self.rawValue = rawValue.isFinite ? rawValue : Self.normalRate }
        /// 0.998 per millisecond: a long glide (about half a second's worth of the release velocity).
        public static let normal = DecelerationRate(rawValue: normalRate)
        private static let normalRate: CGFloat = 0.998
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

    /// Whether a released drag comes to rest on a multiple of the bounds size (a page):
    /// the next page in the direction of a fling, else the nearest one. Default: false.
    open var isPagingEnabled = false

    /// Whether a click on the navigation bar above scrolls this view to its top — UIKit's
    /// tap on the status bar. The bar scrolls the first such scroll view of its top page.
    /// Default: true.
    open var scrollsToTop = true

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
    public internal(set) var isDragging = false

    /// Whether the content is moving by itself after a drag (momentum or bounce).
    public internal(set) var isDecelerating = false

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
    var motion: ScrollMotion?
    /// The offset the drag started from, before rubber-banding.
    var dragOrigin: CGPoint = .zero
    /// The offset limits last seen, and whether they changed since the content last rested
    /// inside them (see `keepOffsetInsideChangedLimits`).
    var lastOffsetLimits: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>)?
    var offsetLimitsChanged = false
    /// What follows the offset and the drags from above the content (the refresh control,
    /// `ScrollView.refreshControl`).
    var topAccessory: ScrollViewTopAccessory?
    /// Told after every change of the offset by the container whose bar follows this
    /// scroll view (a navigation controller's large title and scroll-edge appearance).
    var contentOffsetObserver: (() -> Void)?
    /// The share of the drag with an enclosing sheet, while a drag inside a sheet lasts.
    var dragHandoff: ScrollDragHandoff?
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
                let window, window.renderer.recordScroll(of: self, by: CGPoint(x: origin.x - old.x, y: origin.y - old.y))
            {
                // Only recorded: the frame decides whether the pixels already shown are moved
                // (a copy) or the view is repainted.
                modelBoundsOrigin = origin
                updateSafeAreaInsetsIfNeeded()
            } else {
                super.bounds = newValue
            }
            if super.bounds.origin != old { offsetDidChange() }
        }
    }

    /// Glides the content by a wheel step along the axes that can scroll, clamped to the
    /// content; steps that come while a glide runs add to its target. A step along no
    /// scrollable axis goes to the superview.
    @discardableResult
    open override func scrollWheel(dx: CGFloat, dy: CGFloat) -> Bool {
        glide(byWheelStep: dx, dy) || super.scrollWheel(dx: dx, dy: dy)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        keepOffsetInsideChangedLimits()
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
            startGlide(to: target, duration: theme.scrollAnimationDuration, curve: theme.scrollAnimationCurve.bezier)
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

    func offsetDidChange() {
        setNeedsLayout()
        topAccessory?.scrollViewDidScroll(self)
        contentOffsetObserver?()
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

    /// When the limits change (the content shrank, the view grew) the content at rest is
    /// brought inside the new ones at once, as UIKit adjusts the offset after a change of
    /// content size or frame: a table scrolled to its end stays at its end when rows go, with
    /// no blank space under the last row. While a drag or a motion runs it waits for the
    /// motion's end (a drag's release springs back inside by itself). An offset the app set
    /// outside the limits stays until they change.
    func keepOffsetInsideChangedLimits() {
        let limits = offsetLimits
        if let last = lastOffsetLimits, last.x != limits.x || last.y != limits.y { offsetLimitsChanged = true }
        lastOffsetLimits = limits
        guard offsetLimitsChanged, !isDragging, motion == nil else { return }
        offsetLimitsChanged = false
        let offset = contentOffset
        let inside = CGPoint(x: offset.x.clamped(to: limits.x), y: offset.y.clamped(to: limits.y))
        if inside != offset { moveContent(to: inside) }
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

    func contentGeometryDidChange() {
        updateAdjustedContentInset()
        setNeedsLayout()
        updateIndicators()
    }

    func updateAdjustedContentInset() {
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
}
