import Foundation

/// A row of dots, one per page, that shows and changes the current page — UIKit's
/// `UIPageControl`.
///
/// The dots (`Theme.indicators.pageIndicatorDiameter`, 7 pt, 16 pt apart) are centred in the
/// bounds; the current page's is drawn in `currentPageIndicatorTintColor`, the others in
/// `pageIndicatorTintColor`. A click on the left half goes to the previous page, on the right
/// half to the next, and sends `.valueChanged`; at the first or last page such a click does
/// nothing. While focused, Left and Right do the same. Setting `currentPage` in code sends
/// nothing. With `hidesForSinglePage`, a control of one page (or none) draws nothing and
/// ignores clicks.
///
/// A negative `numberOfPages` becomes 0 with one diagnostic line; `currentPage` is clamped to
/// the pages there are (0 when there are none), as in UIKit.
@MainActor
open class PageControl: Control {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// How many dots there are (default 0, never negative).
    open var numberOfPages: Int {
        get { storedPages }
        set {
            let pages = max(0, newValue)
            if newValue < 0 { Diagnostics.report("PageControl.numberOfPages: negative value \(newValue); using 0") }
            guard pages != storedPages else { return }
            storedPages = pages
            storedCurrent = min(storedCurrent, max(0, pages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The page whose dot is highlighted, within `0..<numberOfPages` (default 0).
    open var currentPage: Int {
        get { storedCurrent }
        set {
            let page = min(max(0, newValue), max(0, storedPages - 1))
            guard page != storedCurrent else { return }
            storedCurrent = page
            setNeedsDisplay()
        }
    }

    /// Whether a control of one page (or none) is hidden. Default: false.
    open var hidesForSinglePage = false {
        didSet { if hidesForSinglePage != oldValue { setNeedsDisplay() } }
    }

    /// The other pages' dots; nil uses `Theme.indicators.pageIndicatorColor`.
    open var pageIndicatorTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// The current page's dot; nil uses `Theme.indicators.currentPageIndicatorColor`.
    open var currentPageIndicatorTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    private var storedPages = 0
    private var storedCurrent = 0

    /// Creates a page control of no pages with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "page-control"
    }

    /// Creates a page control of no pages with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    /// The size that shows `pageCount` dots: 16 pt per dot after the first (7 pt), 8 pt of
    /// room on either side, 26 pt tall; zero width for no pages.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let t = theme.indicators
        let pages = max(0, pageCount)
        let width = pages == 0 ? 0 : CGFloat(pages - 1) * t.pageIndicatorSpacing + t.pageIndicatorDiameter + 2 * t.pageControlPadding
        return CGSize(width: width, height: t.pageControlHeight)
    }

    /// `size(forNumberOfPages: numberOfPages)`.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: storedPages) }

    /// `size(forNumberOfPages: numberOfPages)`, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: storedPages) }

    /// Whether the control shows nothing (`hidesForSinglePage` with one page or none).
    private var isCollapsed: Bool { storedPages == 0 || (hidesForSinglePage && storedPages <= 1) }

    /// Goes one page back or forward; sends `.valueChanged` when the page changed.
    private func move(by delta: Int) {
        let page = min(max(0, storedCurrent + delta), max(0, storedPages - 1))
        guard page != storedCurrent else { return }
        storedCurrent = page
        setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    // MARK: Input

    open override func beginTracking(_ touch: Touch, with event: WidgetKitLite.Event?) -> Bool { !isCollapsed }

    open override func endTracking(_ touch: Touch?, with event: WidgetKitLite.Event?) {
        guard let touch, isTouchInside, bounds.contains(touch.location(in: self)) else { return }
        move(by: touch.location(in: self).x < bounds.midX ? -1 : 1)
    }

    /// A collapsed page control does not take the focus.
    open override var canBecomeFocused: Bool { super.canBecomeFocused && !isCollapsed }

    /// Left and Right go to the previous and next page while focused; other keys go up the
    /// responder chain.
    open override func pressesBegan(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        guard isEnabled, isFocused, !isCollapsed, let press = presses.first(where: { $0.modifiers.isEmpty }) else {
            super.pressesBegan(presses, with: event)
            return
        }
        switch press.name.lowercased() {
        case "left": move(by: -1)
        case "right": move(by: 1)
        default: super.pressesBegan(presses, with: event)
        }
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        guard !isCollapsed else { return }
        let t = theme.indicators
        let d = t.pageIndicatorDiameter
        let rowWidth = CGFloat(storedPages - 1) * t.pageIndicatorSpacing + d
        let x0 = bounds.midX - rowWidth / 2, y = bounds.midY - d / 2
        let other = fadedForState(pageIndicatorTintColor ?? .theme(\.indicators.pageIndicatorColor))
        let current = fadedForState(currentPageIndicatorTintColor ?? .theme(\.indicators.currentPageIndicatorColor))
        for page in 0..<storedPages {
            let dot = CGRect(x: x0 + CGFloat(page) * t.pageIndicatorSpacing, y: y, width: d, height: d)
            context.fill(dot, color: page == storedCurrent ? current : other, cornerRadius: d / 2)
        }
        super.draw(rect, in: context)
    }
}
