import Foundation

/// Observes and vets tab switches — UIKit's `UITabBarControllerDelegate`.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user may switch to `viewController`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Called after the user switched to `viewController`.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Allows every switch.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

/// A container of tabs with a tab bar at the bottom — UIKit's `UITabBarController`.
///
/// While the bar is not `isHidden`, the selected child's bottom safe area includes the bar's
/// height × its visibility — whatever the bar's frame, as UIKit does, so an app that moves
/// the bar's frame itself and compensates with `additionalSafeAreaInsets` works unchanged.
/// `setTabBar(hidden:animated:along:)` does better: it animates the bar *and* the children's
/// safe area in one animation, so what is pinned to the safe area glides with the bar.
///
/// Rules: selecting an index out of range is a no-op with one diagnostic; switching tabs
/// while a navigation transition runs finishes that transition first; clicking the selected
/// tab pops its navigation stack to the root.
@MainActor
open class TabBarController: ViewController {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The bar of tabs.
    public let tabBar = TabBar()
    /// The delegate asked about and told of tab switches by the user.
    public weak var delegate: TabBarControllerDelegate?
    /// The bar's visibility, 0 (out of the window) … 1 (shown); animates.
    let visibility = AnimatedValue(value: 1)
    private var storedViewControllers: [ViewController]?
    private var storedSelectedIndex = 0
    private var laidOutSize: CGSize?
    /// Counts the bar's re-layouts for a new size (a transition checks for one meanwhile).
    private var resizeLayouts = 0

    /// Creates a tab bar controller with no tabs.
    public override init() {
        super.init()
    }

    /// The children, one per tab.
    open var viewControllers: [ViewController]? {
        get { storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. Controllers with another parent are refused with a diagnostic.
    open func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
        let list = controllers ?? []
        guard Set(list.map(ObjectIdentifier.init)).count == list.count else {
            return Diagnostics.report("TabBarController: duplicate view controllers; ignored")
        }
        if let foreign = list.first(where: { $0.parent != nil && $0.parent !== self }) {
            return Diagnostics.report("TabBarController: \(type(of: foreign)) belongs to another container; ignored")
        }
        let old = selectedViewController
        let appearing = isViewLoaded && (appearanceState == .appeared || appearanceState == .appearing)
        for child in children where !list.contains(where: { $0 === child }) {
            if child === old, appearing { child.beginAppearanceTransition(false, animated: false) }
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
            if child === old, appearing { child.endAppearanceTransition() }
        }
        for vc in list where vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        storedViewControllers = controllers
        storedSelectedIndex = list.isEmpty ? 0 : min(storedSelectedIndex, list.count - 1)
        tabBar.setItems(list.map(\.tabBarItem), selected: selectedViewController?.tabBarItem)
        if isViewLoaded, let selected = selectedViewController, selected !== old {
            // A previous tab that was removed above has already disappeared.
            showSelected(previous: list.contains { $0 === old } ? old : nil, appearing: appearing)
        }
    }

    /// The index of the selected tab. Out of range: a no-op with a diagnostic.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(index: newValue) }
    }

    /// The selected child.
    open var selectedViewController: ViewController? {
        get {
            guard let list = storedViewControllers, list.indices.contains(storedSelectedIndex) else { return nil }
            return list[storedSelectedIndex]
        }
        set {
            guard let vc = newValue, let index = storedViewControllers?.firstIndex(where: { $0 === vc }) else {
                return Diagnostics.report("TabBarController: selectedViewController is not one of the tabs; ignored")
            }
            select(index: index)
        }
    }

    private func select(index: Int) {
        guard let list = storedViewControllers, list.indices.contains(index) else {
            return Diagnostics.report("TabBarController: selected index \(index) is out of range 0..<\(storedViewControllers?.count ?? 0); ignored")
        }
        guard index != storedSelectedIndex else { return }
        let old = selectedViewController
        (old as? NavigationController)?.finishTransitionsImmediately()
        storedSelectedIndex = index
        tabBar.select(list[index].tabBarItem)
        if isViewLoaded { showSelected(previous: old, appearing: appearanceState == .appeared || appearanceState == .appearing) }
    }

    /// A click on tab `index`: asks the delegate, switches, or pops to the root when it is
    /// already selected.
    func userSelected(index: Int) {
        guard let list = storedViewControllers, list.indices.contains(index) else { return }
        let vc = list[index]
        if index == storedSelectedIndex {
            (vc as? NavigationController)?.popToRootViewController(animated: true)
            return
        }
        guard delegate?.tabBarController(self, shouldSelect: vc) ?? true else { return }
        select(index: index)
        delegate?.tabBarController(self, didSelect: vc)
    }

    override var visibleChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = nil
        visibility.owner = view
        view.addSubview(tabBar)
        tabBar.onSelect = { [weak self] index in self?.userSelected(index: index) }
        tabBar.onHiddenChange = { [weak self] in self?.updateChildInsets() }
        visibility.onChange = { [weak self] in self?.updateChildInsets() }
        if selectedViewController != nil { showSelected(previous: nil, appearing: false) }
    }

    private func showSelected(previous: ViewController?, appearing: Bool) {
        guard let selected = selectedViewController else { return }
        if appearing {
            previous?.beginAppearanceTransition(false, animated: false)
            selected.beginAppearanceTransition(true, animated: false)
        }
        previous?.viewIfLoaded?.removeFromSuperview()
        let childView: View = selected.view
        childView.frame = view.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(childView, belowSubview: tabBar)
        // The bar shows the new tab's state: hidden while its stack hides the bottom bar.
        let hide = (selected as? NavigationController).map { $0.hidesBottomBar(for: $0.viewControllers) } ?? false
        if hide != (visibility.value == 0) {
            View.performWithoutAnimation {
                visibility.value = hide ? 0 : 1
                layoutBar()
            }
        }
        updateChildInsets()
        if appearing {
            previous?.endAppearanceTransition()
            selected.endAppearanceTransition()
        }
        // Raster ahead: the new tab's page is drawn at the switch, not in the next frame.
        view.window?.prepareToShow(childView)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The bar is re-laid out only when the size changes: a frame the app sets survives.
        if laidOutSize != view.bounds.size {
            laidOutSize = view.bounds.size
            resizeLayouts += 1
            View.performWithoutAnimation { layoutBar() }
        }
    }

    /// Places the bar for the model visibility: straight down out of the window when hidden.
    private func layoutBar() { placeBar(visibility: visibility.value) }

    /// Places the bar `visibility` (0…1) of its height into the window from the bottom.
    private func placeBar(visibility: CGFloat) {
        let b = view.bounds
        let height = view.theme.tabBarHeight + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: b.height - height * visibility, width: b.width, height: height)
    }

    /// The selected child's bottom inset follows the *presented* visibility every frame.
    private func updateChildInsets() {
        guard let child = selectedViewController?.viewIfLoaded else { return }
        let bottom = tabBar.isHidden ? 0 : view.theme.tabBarHeight * visibility.presentedValue
        View.performWithoutAnimation {
            child.containerSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
        }
    }

    /// Whether the bar's frame has no area in common with the controller's view.
    public var isTabBarHidden: Bool {
        guard isViewLoaded, laidOutSize != nil else { return visibility.value == 0 }
        return !tabBar.frame.overlaps(view.bounds)
    }

    /// Slides the tab bar out of (or back into) the window, and the selected child's safe
    /// area with it, in one animation. No-op when already in that state. With a coordinator
    /// the bar moves with the transition (same duration and curve, scrubbed when
    /// interactive) and, if it is cancelled, the bar and every safe-area inset return
    /// exactly to where they were. With `animated: false` everything lands at once. With
    /// `Accessibility.isReduceMotionEnabled` the bar fades out (or in) where it rests instead
    /// of sliding, and is moved out of the window once hidden. The app's
    /// `additionalSafeAreaInsets` are left alone.
    open func setTabBar(hidden: Bool, animated: Bool = true, along coordinator: ViewControllerTransitionCoordinator? = nil) {
        guard hidden != isTabBarHidden || hidden != (visibility.value == 0) else { return }
        let target: CGFloat = hidden ? 0 : 1
        // With reduce motion the bar fades where it rests instead of sliding: it is put in
        // place (transparent) before showing, and moved out once hidden.
        let fades = Accessibility.isReduceMotionEnabled && (coordinator?.isAnimated ?? animated)
        let change = { [self] in
            visibility.value = target
            if fades { tabBar.alpha = target } else { layoutBar() }
        }
        if fades {
            View.performWithoutAnimation {
                if !hidden, visibility.value == 0 { tabBar.alpha = 0 }
                placeBar(visibility: 1)
            }
        }
        // After a fade: the bar where its visibility puts it, opaque.
        let settleFade = { [weak self] in
            guard let self, fades else { return }
            View.performWithoutAnimation {
                self.layoutBar()
                self.tabBar.alpha = 1
            }
        }
        if let coordinator, coordinator.isAnimated {
            let layoutsAtStart = resizeLayouts
            coordinator.animate(
                alongsideTransition: { _ in change() },
                completion: { [weak self] context in
                    guard let self else { return }
                    settleFade()
                    // A resize meanwhile placed the bar outside the transition: a cancel must put it back.
                    if context.isCancelled, resizeLayouts != layoutsAtStart { View.performWithoutAnimation { self.layoutBar() } }
                    updateChildInsets()
                })
        } else if animated {
            let theme = view.theme
            View.animate(
                withDuration: theme.tabBarAnimationDuration, delay: 0, options: .init(curve: theme.tabBarAnimationCurve), animations: change,
                completion: { finished in if finished { settleFade() } })
        } else {
            View.performWithoutAnimation(change)
        }
        updateChildInsets()
    }
}
