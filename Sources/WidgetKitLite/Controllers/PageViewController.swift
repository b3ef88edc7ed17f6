import Foundation

/// Pages side by side that the user turns one at a time — UIKit's `UIPageViewController`
/// in its scroll style.
///
/// A horizontal drag moves the page with the pointer; released past half the width (or
/// flicked faster than `Theme.containers.pageFlickVelocity`) it snaps to the next or
/// previous page, else back. The Left and Right arrow keys turn the page while the
/// controller is in the responder chain. The data source gives the neighbours; where it
/// returns nil, the pages end (a drag that way does not move). When the data source gives
/// a `presentationCount(for:)` above 0, a page control at the bottom shows the page.
///
/// Rules: only the `.scroll` style and `.horizontal` orientation are laid out (the others
/// are accepted and laid out so, with one diagnostic); `setViewControllers` takes one
/// controller (the first of several, with a diagnostic; an empty list is ignored with one).
@MainActor
open class PageViewController: ViewController {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// How pages turn — UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        /// A page curl (laid out as `.scroll`).
        case pageCurl
        /// Pages side by side that slide.
        case scroll
    }

    /// Which way pages follow each other — UIKit's `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom (laid out as `.horizontal`).
        case vertical
    }

    /// Which way `setViewControllers(_:direction:animated:completion:)` turns —
    /// UIKit's `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        /// To a later page: the new page comes from the right.
        case forward
        /// To an earlier page: the new page comes from the left.
        case reverse
    }

    /// Options of `init(transitionStyle:navigationOrientation:options:)` — UIKit's
    /// `UIPageViewController.OptionsKey` (accepted, not used).
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The space between pages.
        public static let interPageSpacing = OptionsKey(rawValue: "interPageSpacing")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// Which way pages follow each other.
    public let navigationOrientation: NavigationOrientation
    /// Gives the pages before and after the shown one; nil: the user cannot turn pages.
    public weak var dataSource: PageViewControllerDataSource? {
        didSet { updatePageControl(resetIndex: true) }
    }
    /// Told of the turns the user makes.
    public weak var delegate: PageViewControllerDelegate?

    /// The page shown (one controller, or none before `setViewControllers`).
    public var viewControllers: [ViewController]? { current.map { [$0] } }

    /// The page shown.
    var current: ViewController?
    /// The neighbour a drag uncovers (before: left, after: right), with the drag's offset.
    var drag: (offset: CGFloat, before: ViewController?, after: ViewController?)?
    /// Whether a snap animation runs.
    var isSnapping = false
    /// The page control at the bottom (shown when the data source gives a count).
    public let pageControl = PageControl()
    /// The page control's page, counted from `presentationIndex(for:)`.
    var presentationIndex = 0
    let pan = PanGestureRecognizer()

    /// Creates a page view controller (`.scroll` and `.horizontal` are laid out; other
    /// values are taken as those).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init()
        if style != .scroll || navigationOrientation != .horizontal {
            Diagnostics.report("PageViewController: only the horizontal scroll style is laid out; \(style), \(navigationOrientation) is shown as it")
        }
    }

    /// Shows `viewControllers.first` — sliding it in from the `direction` side when
    /// `animated` — then calls `completion` with whether it finished.
    open func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard let page = viewControllers?.first else {
            Diagnostics.report("PageViewController.setViewControllers: no view controller; ignored")
            completion?(false)
            return
        }
        if (viewControllers?.count ?? 0) > 1 { Diagnostics.report("PageViewController.setViewControllers: shows one page; the others are ignored") }
        finishRunningTurn()
        updatePageControl(resetIndex: true)
        turn(to: page, forward: direction == .forward, animated: animated && isViewLoaded && view.window != nil, fromOffset: 0, byUser: false, completion: completion)
    }

    override var visibleChildren: [ViewController] { current.map { [$0] } ?? [] }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.clipsToBounds = true
        pan.addTarget(self, action: PageViewController.panned)
        view.addGestureRecognizer(pan)
        view.addSubview(pageControl)
        pageControl.isUserInteractionEnabled = false
        addKeyCommand(KeyCommand(input: KeyCommand.inputLeftArrow) { [weak self] _ in self?.turnByKey(forward: false) })
        addKeyCommand(KeyCommand(input: KeyCommand.inputRightArrow) { [weak self] _ in self?.turnByKey(forward: true) })
        if let current { install(current) }
        updatePageControl(resetIndex: false)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let height = view.theme.containers.pageControlHeight
        pageControl.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if drag == nil, !isSnapping { current?.viewIfLoaded?.frame = bounds }
    }
}
