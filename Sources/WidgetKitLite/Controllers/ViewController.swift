import Foundation

/// Manages a view and its life cycle — UIKit's `UIViewController`.
///
/// The view is created lazily (`loadView()`, then `viewDidLoad()`). Appearance callbacks
/// come in UIKit's order. Containers (navigation and tab bar controllers) add children
/// with `addChild(_:)` and give their views safe-area insets for the bars they show.
///
/// A view controller is a ``Responder``: the next responder of its root view; its own
/// ``next`` is its view's superview.
@MainActor
open class ViewController: Responder {
    private var loadedView: View?

    /// Creates a view controller.
    public override init() { super.init() }

    /// Creates a view controller — UIKit's designated initializer. There are no nibs: a
    /// `nibNameOrNil` other than nil is ignored with one diagnostic line, and the view is
    /// made by `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        if let nibNameOrNil { Diagnostics.report("ViewController: nib \"\(nibNameOrNil)\" ignored (there are no nibs); the view is made by loadView()") }
    }

    /// Returns nil — UIKit's `init(coder:)`, which decodes a controller from a storyboard:
    /// there are none (make controllers in code). A subclass that declares an initializer
    /// of its own writes `required init?(coder: NSCoder)` as UIKit subclasses do.
    public required init?(coder: NSCoder) { nil }

    /// The root view, loaded on first access.
    public var view: View! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = View(frame: defaultViewFrame) }
                loadedView?.owningViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Creates the root view. The default makes a plain white view as large as the screen,
    /// resizing with its superview, so `viewDidLoad()` can lay out from `view.bounds`.
    open func loadView() {
        let v = View(frame: defaultViewFrame)
        v.backgroundColor = .systemBackground
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = v
    }

    /// As large as the screen of the window this controller is shown in, when it is
    /// already in one; otherwise `Theme.defaultScreenSize` (the view is resized when shown).
    var defaultViewFrame: CGRect {
        var controller: ViewController? = self
        while let c = controller {
            if let window = c.viewIfLoaded?.window, let host = window.host { return CGRect(origin: .zero, size: host.screenSize) }
            controller = c.parent
        }
        return CGRect(origin: .zero, size: Theme.light.defaultScreenSize)
    }

    /// Called once after the view was loaded.
    open func viewDidLoad() {}
    /// Called when the appearance of the controller's view changed (see
    /// `View.traitCollectionDidChange(_:)`); restyle the page here. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// The traits of the controller's view (light when it is not loaded).
    public var traitCollection: TraitCollection {
        viewIfLoaded?.traitCollection ?? TraitCollection(userInterfaceStyle: .light)
    }
    /// The handlers of `registerForTraitChanges(_:handler:)`, called after
    /// `traitCollectionDidChange(_:)`.
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the view's safe-area insets changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// Updates the constraints of the controller's view; called in the layout phase after
    /// `view.setNeedsUpdateConstraints()`. Override it to change constraints in one batch and
    /// call super last (the default updates the view's own constraints).
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// The smallest layout margins the root view keeps: 20 points on the leading and trailing
    /// edges (UIKit's regular width), none at the top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    }

    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins` (true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.layoutMarginsChanged() } }
    }

    /// A title shown by navigation bars and tab bar items.
    open var title: String? {
        didSet { titleDidChange() }
    }

    func titleDidChange() {
        if storedTabBarItem?.title == nil || storedTabBarItem?.title == oldTitleForItem { storedTabBarItem?.title = title }
        oldTitleForItem = title
        navigationController?.updateNavigationBar(transition: nil)
        tabBarController?.tabBar.setNeedsItemsUpdate()
    }
    private var oldTitleForItem: String?

    /// Insets added to the safe area the containers give; negative values are allowed and
    /// the resulting insets are clamped at 0.
    open var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            loadedView?.updateSafeAreaInsetsIfNeeded()
        }
    }

    // MARK: Input (responder chain, key commands)

    /// Key commands added with `addKeyCommand(_:)`.
    var registeredKeyCommands: [KeyCommand] = []

    /// The key commands this controller answers while it is in the responder chain. The
    /// default returns those added with `addKeyCommand(_:)` (nil when there are none).
    open override var keyCommands: [KeyCommand]? { registeredKeyCommands.isEmpty ? nil : registeredKeyCommands }

    /// Touches its view passed on unhandled. The default passes them to the view's superview.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { viewIfLoaded?.superview?.touchesBegan(touches, with: event) }

    /// Touches its view passed on unhandled. The default passes them to the view's superview.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { viewIfLoaded?.superview?.touchesMoved(touches, with: event) }

    /// Touches its view passed on unhandled. The default passes them to the view's superview.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { viewIfLoaded?.superview?.touchesEnded(touches, with: event) }

    /// Touches its view passed on unhandled. The default passes them to the view's superview.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { viewIfLoaded?.superview?.touchesCancelled(touches, with: event) }

    /// Key presses its view passed on unhandled. The default passes them to the view's superview.
    open override func pressesBegan(_ presses: Set<KeyPress>, with event: Event?) { viewIfLoaded?.superview?.pressesBegan(presses, with: event) }

    /// A key went up; the default passes it to the next responder (the view's superview).
    open override func pressesEnded(_ presses: Set<KeyPress>, with event: Event?) { viewIfLoaded?.superview?.pressesEnded(presses, with: event) }

    /// The next responder: the superview of its view — the window for a window's root view
    /// controller; the presentation's container for a presented one (UIKit names the
    /// presenting controller: here a presentation confines the chain, so the presenter's
    /// key commands do not run while a sheet is up); nil while the view is in no superview.
    open override var next: Responder? { viewIfLoaded?.superview }

    // MARK: Containment

    /// The child view controllers.
    public private(set) var children: [ViewController] = []
    /// The container this controller is a child of.
    public private(set) weak var parent: ViewController?

    /// Adds `child` as a child (calls `willMove(toParent:)`; the caller adds its view and then
    /// calls `child.didMove(toParent:)`, as in UIKit).
    open func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent (the caller removes its view).
    open func removeFromParent() {
        guard let parent else { return }
        // From the end: the newest child goes first when a stack is popped.
        if let index = parent.children.lastIndex(where: { $0 === self }) { parent.children.remove(at: index) }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Appearance

    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    var appearanceState: AppearanceState = .disappeared
    var isRootOfWindow = false

    /// Starts an appearance change: calls `viewWillAppear`/`viewWillDisappear` once.
    func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            viewWillAppear(animated)
            forwardAppearance(isAppearing, animated: animated, begin: true)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            viewWillDisappear(animated)
            forwardAppearance(isAppearing, animated: animated, begin: true)
        default:
            break
        }
    }

    /// Ends an appearance change: calls `viewDidAppear`/`viewDidDisappear` once.
    func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(lastAppearanceAnimated)
            forwardAppearance(true, animated: lastAppearanceAnimated, begin: false)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(lastAppearanceAnimated)
            forwardAppearance(false, animated: lastAppearanceAnimated, begin: false)
        default:
            break
        }
    }

    private var lastAppearanceAnimated = false

    /// Forwards appearance to the children that are visible (containers override).
    func forwardAppearance(_ isAppearing: Bool, animated: Bool, begin: Bool) {
        lastAppearanceAnimated = animated
        for child in visibleChildren {
            if begin {
                child.beginAppearanceTransition(isAppearing, animated: animated)
            } else {
                child.endAppearanceTransition()
            }
        }
    }

    /// The children whose views are on screen when this controller is (containers override).
    var visibleChildren: [ViewController] { children }

    // MARK: Containers

    /// The nearest navigation controller above this controller.
    public var navigationController: NavigationController? { ancestor(of: NavigationController.self) }
    /// The nearest tab bar controller above this controller.
    public var tabBarController: TabBarController? { ancestor(of: TabBarController.self) }

    /// The coordinator of the container transition this controller takes part in, if one is
    /// running (set when a pushed page gets `viewWillAppear`).
    public var transitionCoordinator: ViewControllerTransitionCoordinator? {
        var current = parent
        while let container = current {
            if let coordinator = container.transitionCoordinatorForChildren() { return coordinator }
            current = container.parent
        }
        return transitionCoordinatorForChildren() ?? presentationTransitionCoordinator
    }

    /// Shows `vc` where this controller's containers show pages — UIKit's
    /// `show(_:sender:)`. The default asks the parent (a navigation controller pushes); a
    /// controller with no parent presents `vc`. Containers override it.
    open func show(_ vc: ViewController, sender: Any?) {
        if let parent {
            parent.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail of a split view — UIKit's
    /// `showDetailViewController(_:sender:)`. The default asks the parent (a split view
    /// controller overrides it); a controller with no parent presents `vc`.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if let parent {
            parent.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Presentations made by or of this controller (`ViewController+Presentation.swift`).
    var presentationState = PresentationState()

    /// A container's running transition (containers override).
    func transitionCoordinatorForChildren() -> ViewControllerTransitionCoordinator? { nil }

    /// What a navigation bar shows for this page.
    public private(set) lazy var navigationItem: NavigationItem = NavigationItem()

    /// What a tab bar shows for this controller.
    public var tabBarItem: TabBarItem {
        get {
            if let item = storedTabBarItem { return item }
            let item = TabBarItem(title: title, glyph: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.tabBar.setNeedsItemsUpdate()
        }
    }
    private var storedTabBarItem: TabBarItem?

    /// Whether the tab bar hides while this page is pushed on a navigation stack.
    open var hidesBottomBarWhenPushed = false

    /// The title shown by bars: the navigation item's, else the controller's.
    var displayTitle: String? { navigationItem.title ?? title }

    /// Detaches `child` so another container can adopt it.
    func removeChildForReuse(_ child: ViewController) {
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }

    func ancestor<T: ViewController>(of type: T.Type) -> T? {
        var current = parent
        while let c = current {
            if let match = c as? T { return match }
            current = c.parent
        }
        return nil
    }
}
