import Foundation

/// Observes a navigation controller's pages — UIKit's `UINavigationControllerDelegate`.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called before `viewController` is shown (at the start of a transition).
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called after `viewController` is shown (at the end of a transition).
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}

/// A stack of pages with a navigation bar and animated push and pop — UIKit's
/// `UINavigationController`.
///
/// Push: the new page slides in from the right edge while the old one moves left by 30 %
/// of the width under a dimming shadow, 0.35 s ease-in-out (`Theme`); the pages' own views
/// move. Pop is the reverse, also interactively by dragging from the left edge.
///
/// Rules for calls at awkward moments (each tested):
/// - `viewControllers` changes at once, in call order. A push or pop during a running
///   transition is queued; when the transition ends, the screen goes to the stack every
///   queued call leads to in one transition (animated if any of them asked for it), so a
///   flood of calls never builds a backlog of animations. Pages passed over on the way get
///   no appearance callbacks. Reading the stack costs the same however many calls wait.
/// - Pushing a controller already in the stack (or waiting to be pushed), or one that has
///   another parent, is a no-op with one diagnostic line.
/// - Popping the root is a no-op with one diagnostic line and returns nil.
/// - `show(_:sender:)` of a page in the stack pushes (this controller overrides it).
/// - While a page with `hidesBottomBarWhenPushed` is in the stack above the root, the tab
///   bar slides out with the transition and back with the pop.
@MainActor
open class NavigationController: ViewController {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The bar at the top.
    public let navigationBar = NavigationBar()
    /// The pages, root first. Changes at once; the screen follows with transitions. Setting
    /// it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { resultingStack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The delegate told about shown pages.
    public weak var delegate: NavigationControllerDelegate?

    /// The page on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }
    /// The page on screen (the top one, or the one being left while a transition runs).
    public var visibleViewController: ViewController? { displayedStack.last }

    /// How many times a stack operation was applied to a stack (a probe of the cost of
    /// queued calls: one per accepted call, none per read).
    private(set) var stackOperationsApplied = 0
    /// `committedStack` with every queued operation applied: what `viewControllers` reads.
    private var resulting = PageStack([])
    private var resultingStack: [ViewController] { resulting.pages }
    /// The pages on screen, root first (lags `viewControllers` while transitions run).
    private(set) var displayedStack: [ViewController] = []
    /// The stack the screen shows, or the running transition leads to.
    private var committedStack: [ViewController] = []
    /// Operations called during a transition, applied after it in call order.
    private var queued: [(operation: StackOperation, animated: Bool)] = []
    private(set) var activeTransition: TransitionDriver?
    private let dimmingView = View()
    /// The interactive pop, if one is being dragged.
    private var interactivePop: (driver: TransitionDriver, popped: ViewController)?
    /// The left-edge pan that drives the interactive pop.
    let edgePanRecognizer = InteractivePopGestureRecognizer()

    /// The bar's visibility, 0 (slid up out of the view) … 1 (shown); animates.
    let barVisibility = AnimatedValue(value: 1)
    /// How much of the large title area the top page asks for, 0 … 1; animates with pushes
    /// and pops between pages with and without large titles.
    let largeTitleVisibility = AnimatedValue(value: 0)
    /// The model value of `isNavigationBarHidden`.
    var barHiddenModel = false
    /// The top page's scroll view the bar follows (large title, scroll-edge appearance).
    weak var trackedScrollView: ScrollView?
    /// Set while the bar is placed, so the offset changes it causes do not place it again.
    var isPlacingBar = false

    /// The recognizer that pops the top page when the user drags from the left edge — UIKit's
    /// `interactivePopGestureRecognizer`. It does not begin at the root or while a transition runs.
    public var interactivePopGestureRecognizer: GestureRecognizer? { edgePanRecognizer }

    /// A change of the stack, applied to whatever the stack is when its turn comes.
    enum StackOperation {
        case push(ViewController)
        case pop
        case popTo(ViewController)
        case replace([ViewController])

        /// Applies the operation to `stack` in place (a push appends without copying).
        func apply(to stack: inout PageStack) {
            switch self {
            case let .push(vc):
                if !stack.contains(vc) { stack.append(vc) }
            case .pop:
                if stack.pages.count > 1 { stack.removeLast(1) }
            case let .popTo(vc):
                guard stack.contains(vc), let i = stack.pages.firstIndex(where: { $0 === vc }) else { return }
                stack.removeLast(stack.pages.count - 1 - i)
            case let .replace(list):
                stack = PageStack(list)
            }
        }
    }

    /// Pages with O(1) membership, for the stack queued calls lead to.
    struct PageStack {
        private(set) var pages: [ViewController]
        private var members: Set<ObjectIdentifier>

        init(_ pages: [ViewController]) {
            self.pages = pages
            members = Set(pages.map(ObjectIdentifier.init))
        }

        func contains(_ page: ViewController) -> Bool { members.contains(ObjectIdentifier(page)) }

        mutating func append(_ page: ViewController) {
            pages.append(page)
            members.insert(ObjectIdentifier(page))
        }

        mutating func removeLast(_ count: Int) {
            for page in pages.suffix(count) { members.remove(ObjectIdentifier(page)) }
            pages.removeLast(count)
        }
    }

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        if rootViewController.parent != nil {
            Diagnostics.report("NavigationController: the root view controller already has a parent; it is moved here")
            rootViewController.parent?.removeChildForReuse(rootViewController)
        }
        committedStack = [rootViewController]
        resulting = PageStack(committedStack)
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
        displayedStack = [rootViewController]
        title = rootViewController.title
    }

    /// Creates an empty navigation controller (set `viewControllers` before showing it).
    public override init() {
        super.init()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        // The pages cover the container: no background of its own to paint under them.
        view.backgroundColor = nil
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.isUserInteractionEnabled = false
        dimmingView.isHidden = true
        view.addSubview(navigationBar)
        barVisibility.owner = view
        largeTitleVisibility.owner = view
        barVisibility.onChange = { [weak self] in self?.placeNavigationBar() }
        largeTitleVisibility.onChange = { [weak self] in self?.placeNavigationBar() }
        navigationBar.onSettingsChange = { [weak self] in self?.updateNavigationBar(transition: nil) }
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        if let top = displayedStack.last { installPage(top) }
        updateNavigationBar(transition: nil)
        installEdgePan()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        placeNavigationBar(findingScrollView: true)
        if activeTransition == nil {
            for vc in displayedStack.suffix(1) where vc.isViewLoaded { vc.view.frame = b }
            dimmingView.frame = b
        }
        placeSearchBar()
    }

    override var visibleChildren: [ViewController] { displayedStack.last.map { [$0] } ?? [] }

    /// Pushes `vc` — UIKit's navigation controller shows a page by pushing it.
    open override func show(_ vc: ViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    // MARK: Hiding the bar

    /// Whether the bar is hidden (slid up out of the view). Setting it is
    /// `setNavigationBarHidden(_:animated: false)`.
    public var isNavigationBarHidden: Bool {
        get { barHiddenModel }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; animated, it slides up out of the view (or back down) and the
    /// pages' safe area top follows it every frame. Called during a push or pop (in a
    /// page's `viewWillAppear`), it moves with the transition — scrubbed by an interactive
    /// pop and put back when the pop is cancelled; otherwise it takes
    /// `Theme.navigationBarHideDuration`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        let target: CGFloat = hidden ? 0 : 1
        guard hidden != barHiddenModel || barVisibility.value != target else { return }
        barHiddenModel = hidden
        let change = { [self] in barVisibility.value = target }
        if animated, let transition = activeTransition, !transition.isFinished {
            transition.animate(
                alongsideTransition: { _ in change() },
                completion: { [weak self] context in
                    guard let self, context.isCancelled else { return }
                    // The bar went back with the cancelled transition.
                    barHiddenModel = barVisibility.value == 0
                    placeNavigationBar()
                })
        } else if animated, isViewLoaded, view.window != nil {
            let theme = view.theme
            View.animate(withDuration: theme.navigationBarHideDuration, delay: 0, options: .init(curve: theme.navigationTransitionCurve), animations: change)
        } else {
            View.performWithoutAnimation(change)
        }
    }

    // MARK: Pushing and popping

    /// Pushes `viewController` on the stack; animated, it slides in from the right.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !resulting.contains(viewController) else {
            return Diagnostics.report("NavigationController: cannot push \(type(of: viewController)): it is already in the stack; ignored")
        }
        guard viewController.parent == nil || viewController.parent === self else {
            return Diagnostics.report("NavigationController: cannot push \(type(of: viewController)): it belongs to another container; ignored")
        }
        enqueue(.push(viewController), animated: animated)
    }

    /// Pops the top page and returns it; at the root it does nothing and returns nil.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else {
            Diagnostics.report("NavigationController: cannot pop the root view controller; ignored")
            return nil
        }
        let popped = viewControllers.last
        enqueue(.pop, animated: animated)
        return popped
    }

    /// Pops every page above the root; returns them (nil when already at the root).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops pages until `viewController` is on top; returns the popped pages. A controller
    /// not in the stack is a no-op with a diagnostic (nil).
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
            Diagnostics.report("NavigationController: popToViewController: \(type(of: viewController)) is not in the stack; ignored")
            return nil
        }
        let popped = Array(viewControllers[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        enqueue(.popTo(viewController), animated: animated)
        return popped
    }

    /// Replaces the stack; animated, it pushes or pops to the new top. Duplicates or an
    /// empty list are refused with a diagnostic.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        guard !controllers.isEmpty else { return Diagnostics.report("NavigationController: setViewControllers with an empty list; ignored") }
        guard Set(controllers.map(ObjectIdentifier.init)).count == controllers.count else {
            return Diagnostics.report("NavigationController: setViewControllers with duplicates; ignored")
        }
        if let foreign = controllers.first(where: { $0.parent != nil && $0.parent !== self }) {
            return Diagnostics.report("NavigationController: \(type(of: foreign)) belongs to another container; ignored")
        }
        enqueue(.replace(controllers), animated: animated)
    }

    /// Ends a running transition at once (at its end) and runs every queued operation
    /// without animation — used before switching tabs.
    func finishTransitionsImmediately() {
        // The end of each transition starts the next queued one: none may animate now.
        isFinishingImmediately = true
        defer { isFinishingImmediately = false }
        if interactivePop != nil { endInteractivePop(cancelled: false) }
        activeTransition?.finishImmediately()
        runPending()
    }

    /// Set while `finishTransitionsImmediately` runs: every transition lands at once.
    private var isFinishingImmediately = false

    /// Whether a transition is running or queued.
    public var isTransitioning: Bool { activeTransition != nil || !queued.isEmpty }

    // MARK: Interactive pop

    /// Starts an interactive pop (from the edge gesture). Refused at the root and while a
    /// transition runs.
    @discardableResult
    func beginInteractivePop() -> Bool {
        guard canBeginInteractivePop else { return false }
        let popped = committedStack[committedStack.count - 1]
        run(to: Array(committedStack.dropLast()), animated: true, interactive: true)
        guard let driver = activeTransition else { return false }
        interactivePop = (driver, popped)
        return true
    }

    /// Whether an interactive pop may start now: above the root, on screen, no transition running or queued.
    var canBeginInteractivePop: Bool {
        activeTransition == nil && queued.isEmpty && committedStack.count > 1 && isViewLoaded && view.window != nil
    }

    /// Scrubs the interactive pop to `percent`.
    func updateInteractivePop(_ percent: CGFloat) {
        interactivePop?.driver.update(percent)
    }

    /// Releases the interactive pop: it completes or cancels from where it is.
    func endInteractivePop(cancelled: Bool) {
        guard let pop = interactivePop else { return }
        interactivePop = nil
        if cancelled {
            // The page comes back; calls queued meanwhile now apply on top of it.
            committedStack.append(pop.popped)
            replayQueue()
        }
        pop.driver.finishInteractive(cancelled: cancelled)
    }

    // MARK: Transitions

    private func enqueue(_ operation: StackOperation, animated: Bool) {
        queued.append((operation, animated))
        stackOperationsApplied += 1
        operation.apply(to: &resulting)
        if activeTransition == nil { runPending() }
    }

    /// `resultingStack` again from `committedStack`, after the committed stack changed under
    /// the queue (a cancelled pop): once per such change, never per read.
    private func replayQueue() {
        var stack = PageStack(committedStack)
        for entry in queued {
            stackOperationsApplied += 1
            entry.operation.apply(to: &stack)
        }
        resulting = stack
    }

    /// Goes to the stack every queued call leads to, in one transition.
    private func runPending() {
        guard activeTransition == nil, !queued.isEmpty else { return }
        let animated = queued.contains { $0.animated }
        queued.removeAll()
        run(to: resultingStack, animated: animated, interactive: false)
    }

    /// The bottom bar is hidden while any page above the root asks for it.
    func hidesBottomBar(for stack: [ViewController]) -> Bool {
        stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    private var isOnScreen: Bool { isViewLoaded && view.window?.frameLoop != nil }

    private func run(to newStack: [ViewController], animated requestedAnimation: Bool, interactive: Bool) {
        let oldStack = displayedStack
        committedStack = newStack
        replayQueue()
        for vc in newStack where vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        guard isViewLoaded else {
            displayedStack = newStack
            removeChildren(notIn: newStack)
            return
        }
        guard let to = newStack.last else { return }
        let from = oldStack.last
        if from === to {
            displayedStack = newStack
            removeChildren(notIn: newStack)
            updateNavigationBar(transition: nil)
            return
        }
        let isPush = !oldStack.contains { $0 === to }
        let animated = requestedAnimation && isOnScreen && !isFinishingImmediately
        let width = view.bounds.width
        let transition = TransitionDriver(
            from: from, to: to, container: view, duration: view.theme.navigationTransitionDuration,
            curve: view.theme.navigationTransitionCurve, animated: animated, interactive: interactive)
        activeTransition = transition
        let appearing = appearanceState == .appeared || appearanceState == .appearing
        let toView: View = to.view
        // With reduce motion the incoming page cross-fades in place, over the outgoing one
        // (push or pop), instead of sliding; interactive pops scrub the fade.
        let fades = animated && Accessibility.isReduceMotionEnabled
        View.performWithoutAnimation {
            toView.frame = fades ? view.bounds : view.bounds.offsetBy(dx: isPush ? width : -width * view.theme.navigationParallaxFraction, dy: 0)
            if fades { toView.alpha = 0 }
            toView.containerSafeAreaInsets = EdgeInsets(top: pageTopInset(for: to), left: 0, bottom: 0, right: 0)
            if let fromView = from?.viewIfLoaded {
                if fades {
                    view.insertSubview(toView, aboveSubview: fromView)
                } else if isPush {
                    view.insertSubview(dimmingView, aboveSubview: fromView)
                    view.insertSubview(toView, aboveSubview: dimmingView)
                } else {
                    view.insertSubview(toView, belowSubview: fromView)
                    view.insertSubview(dimmingView, aboveSubview: toView)
                }
            } else {
                view.insertSubview(toView, belowSubview: navigationBar)
            }
            dimmingView.frame = view.bounds
            dimmingView.isHidden = !animated || fades
            dimmingView.alpha = isPush ? 0 : view.theme.navigationDimmingAlpha
            toView.layoutIfNeeded()
        }
        if let tabs = tabBarController, tabs.selectedViewController === self {
            tabs.setTabBar(hidden: hidesBottomBar(for: newStack), animated: animated, along: transition)
        }
        if appearing {
            from?.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        displayedStack = newStack
        updateNavigationBar(transition: animated ? transition : nil)
        // While the pages only slide, each is composited from one cached bitmap.
        if animated {
            for page in [from?.viewIfLoaded, toView].compactMap({ $0 }) where !page.shouldRasterize {
                page.shouldRasterize = true
                transition.animate(alongsideTransition: nil) { _ in page.shouldRasterize = false }
            }
        }
        transition.record {
            toView.frame = view.bounds
            if fades {
                toView.alpha = 1
            } else {
                from?.viewIfLoaded?.frame = view.bounds.offsetBy(dx: isPush ? -width * view.theme.navigationParallaxFraction : width, dy: 0)
            }
            dimmingView.alpha = isPush ? view.theme.navigationDimmingAlpha : 0
        }
        transition.onEnd = { [weak self] driver in
            // A cancelled fade leaves the page it took out transparent: opaque again for
            // its next showing.
            if fades { View.performWithoutAnimation { toView.alpha = 1 } }
            self?.transitionDidEnd(driver, from: from, to: to, oldStack: oldStack, appearing: appearing, animated: animated)
        }
        // Raster ahead: both pages are drawn now, so no transition frame draws a page.
        if animated, let window = view.window {
            for page in [toView, from?.viewIfLoaded].compactMap({ $0 }) { window.prepareToShow(page) }
        }
        transition.start()
    }

    private func transitionDidEnd(
        _ transition: TransitionDriver, from: ViewController?, to: ViewController, oldStack: [ViewController], appearing: Bool, animated: Bool
    ) {
        dimmingView.isHidden = true
        dimmingView.removeFromSuperview()
        if transition.isCancelled {
            displayedStack = oldStack
            committedStack = oldStack
            replayQueue()
            to.view.removeFromSuperview()
            if appearing {
                to.beginAppearanceTransition(false, animated: animated)
                from?.beginAppearanceTransition(true, animated: animated)
                to.endAppearanceTransition()
                from?.endAppearanceTransition()
            }
            updateNavigationBar(transition: nil)
        } else {
            from?.viewIfLoaded?.removeFromSuperview()
            removeChildren(notIn: displayedStack)
            if appearing {
                from?.endAppearanceTransition()
                to.endAppearanceTransition()
            }
            delegate?.navigationController(self, didShow: to, animated: animated)
        }
        activeTransition = nil
        view.setNeedsLayout()
        runPending()
    }

    private func removeChildren(notIn stack: [ViewController]) {
        let kept = Set((stack + resultingStack).map(ObjectIdentifier.init))
        // Newest first: a popped page is near the end of `children`, where removing is cheap.
        for child in children.reversed() where !kept.contains(ObjectIdentifier(child)) {
            child.willMove(toParent: nil)
            if child.viewIfLoaded?.superview === view { child.view.removeFromSuperview() }
            child.removeFromParent()
        }
    }

    private func installPage(_ page: ViewController) {
        let pageView: View = page.view
        pageView.frame = view.bounds
        pageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pageView.containerSafeAreaInsets = EdgeInsets(top: pageTopInset(for: page), left: 0, bottom: 0, right: 0)
        view.insertSubview(pageView, belowSubview: navigationBar)
    }

    func updateNavigationBar(transition: TransitionDriver?) {
        guard isViewLoaded, let top = displayedStack.last else { return }
        let previous = displayedStack.count > 1 ? displayedStack[displayedStack.count - 2] : nil
        let backTitle = top.navigationItem.hidesBackButton ? nil : previous.map { $0.navigationItem.backButtonTitle ?? $0.displayTitle ?? "Back" }
        navigationBar.show(title: top.displayTitle, backTitle: backTitle, animatedWith: transition)
        navigationBar.showItems(of: top.navigationItem, animatedWith: transition)
        navigationBar.showTitleView(top.navigationItem.titleView)
        let large: CGFloat = displaysLargeTitle(top) ? 1 : 0
        if largeTitleVisibility.value != large {
            if let transition { transition.record { largeTitleVisibility.value = large } } else { View.performWithoutAnimation { largeTitleVisibility.value = large } }
        }
        placeNavigationBar(findingScrollView: true)
        for page in displayedStack { page.navigationItem.onChange = { [weak self] in self?.updateNavigationBar(transition: nil) } }
        placeSearchBar()
    }

    override func transitionCoordinatorForChildren() -> ViewControllerTransitionCoordinator? { activeTransition }
}
