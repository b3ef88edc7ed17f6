import Foundation

/// A spinner above a scroll view's content that the user pulls down to refresh — UIKit's
/// `UIRefreshControl`.
///
/// Set it as a scroll view's (or a `TableViewController`'s) `refreshControl`. Pulling the
/// content down past `Theme.lists.refreshPullDistance` and letting go begins refreshing and
/// sends `.valueChanged`; so do F5 and Ctrl+R on a focused table. While refreshing, the
/// spinner shows above the content, which keeps `Theme.lists.refreshControlHeight` of space
/// at its top; `endRefreshing()` gives the space back (the content glides up).
/// `beginRefreshing()` shows the spinner without sending the action, as in UIKit.
@MainActor
open class RefreshControl: Control, ScrollViewTopAccessory {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// Whether the control is refreshing.
    public private(set) var isRefreshing = false

    /// The scroll view it belongs to.
    weak var scrollView: ScrollView?
    /// The space added at the top of the content while refreshing.
    private var insetAdded: CGFloat = 0

    /// Creates a refresh control; its spinner is drawn in its ``View/tintColor``, which
    /// starts grey (142, 142, 147) as UIKit's (set it to nil to inherit the superview's).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        alpha = 0
        tintColor = Color(rgb: 142, 142, 147)
    }

    /// Creates a refresh control.
    public convenience init() { self.init(frame: .zero) }

    /// Shows the spinner and keeps room for it; the action is not sent. Already refreshing:
    /// nothing happens.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        alpha = 1
        setNeedsDisplay()
        guard let scrollView else { return }
        let height = theme.lists.refreshControlHeight
        let atTop = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top
        insetAdded = height
        scrollView.contentInset.top += height
        if atTop && !scrollView.isDragging {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top), animated: true)
        }
    }

    /// Hides the spinner; the content glides back over its space. Not refreshing: nothing
    /// happens.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        guard let scrollView else {
            alpha = 0
            return
        }
        scrollView.contentInset.top -= insetAdded
        insetAdded = 0
        let top = -scrollView.adjustedContentInset.top
        if scrollView.contentOffset.y < top, !scrollView.isDragging {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
        }
        View.animate(withDuration: theme.scrollAnimationDuration, animations: { self.alpha = 0 })
    }

    /// The user asked for a refresh (a pull, F5, Ctrl+R): begins refreshing and sends
    /// `.valueChanged`. Returns whether it did (not while refreshing or disabled).
    @discardableResult
    func refreshByUser() -> Bool {
        guard isEnabled, !isRefreshing else { return false }
        beginRefreshing()
        sendActions(for: .valueChanged)
        return true
    }

    // MARK: Following the scroll view

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        let height = theme.lists.refreshControlHeight
        let frame = CGRect(x: 0, y: -height, width: scrollView.bounds.width, height: height)
        if self.frame != frame { self.frame = frame }
        guard !isRefreshing else { return }
        // The spinner fades in as the content is pulled down.
        let pulled = -scrollView.contentOffset.y - scrollView.adjustedContentInset.top
        let shown = min(1, max(0, pulled / theme.lists.refreshPullDistance))
        if alpha != shown { View.performWithoutAnimation { alpha = shown } }
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView) {
        let pulled = -scrollView.contentOffset.y - scrollView.adjustedContentInset.top
        if pulled >= theme.lists.refreshPullDistance { refreshByUser() }
    }

    /// Draws the spinner: twelve spokes, darker towards the leading one.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let color: Color = tintColor
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for i in 0..<12 {
            let angle = CGFloat(i) / 12 * 2 * .pi
            let shade = 0.25 + 0.75 * CGFloat(i) / 11
            for step in 0..<4 {
                let r = 5 + CGFloat(step) * 1.6
                let p = CGPoint(x: center.x + r * sin(angle), y: center.y - r * cos(angle))
                context.fill(CGRect(x: p.x - 1, y: p.y - 1, width: 2, height: 2), color: color.withAlphaComponent(shade))
            }
        }
    }
}

extension ScrollView {
    /// The refresh control above the content — UIKit's `UIScrollView.refreshControl`.
    /// Setting one adds it above the content; nil removes it (a refresh in progress ends).
    public var refreshControl: RefreshControl? {
        get { topAccessory as? RefreshControl }
        set {
            guard newValue !== refreshControl else { return }
            if let old = refreshControl {
                old.endRefreshing()
                old.removeFromSuperview()
                old.scrollView = nil
            }
            topAccessory = newValue
            guard let control = newValue else { return }
            control.scrollView = self
            addSubview(control)
            control.scrollViewDidScroll(self)
        }
    }
}
