import Foundation
import WidgetKitLite

/// A page of the demo: a column of buttons at the top left, empty content that toggles the
/// bottom bar when clicked, and the bottom bar pinned to the safe area.
class DemoPage: ViewController {
    let depth: Int
    /// A number that tells pages apart in the trace (1, 2, … in order of creation).
    let serial: Int
    private static var pagesCreated = 0
    let bottomBar = BottomBar(text: "Bottom bar · click the page to fade it")
    private(set) var buttons: [Button] = []
    private var tabBarButton: Button?
    /// A view laid out under the buttons, as wide as the page's readable column (the
    /// Settings tab's name field).
    var accessory: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessory, isViewLoaded { view.addSubview(accessory) }
        }
    }
    static let accessoryWidth: CGFloat = 320
    static let margin: CGFloat = 20
    static let spacing: CGFloat = 10

    init(title: String, depth: Int) {
        self.depth = depth
        Self.pagesCreated += 1
        serial = Self.pagesCreated
        super.init()
        self.title = title
    }

    var app: DemoApp? { (tabBarController as? DemoTabBarController)?.app }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        var buttons = [
            Button(title: "Push page", style: .filled, primaryAction: Action { [weak self] _ in self?.app?.push(fullScreen: false) }),
            Button(title: "Push full-screen page", style: .filled, primaryAction: Action { [weak self] _ in self?.app?.push(fullScreen: true) }),
        ]
        let tabButton = Button(title: "Hide tab bar", style: .filled, primaryAction: Action { [weak self] _ in self?.app?.toggleTabBar() })
        tabBarButton = tabButton
        buttons.append(tabButton)
        if depth > 1 {
            buttons.append(Button(title: "Pop", style: .filled, primaryAction: Action { [weak self] _ in self?.app?.pop() }))
        }
        for button in buttons { view.addSubview(button) }
        self.buttons = buttons
        if let accessory { view.addSubview(accessory) }
        view.addSubview(bottomBar)
        view.addGestureRecognizer(TapGestureRecognizer(target: self, action: DemoPage.contentTapped))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateTabBarButton()
        applyBottomBarStyle()
    }

    /// Colours the bottom bar in the look chosen in Settings, for this page's appearance.
    func applyBottomBarStyle() {
        guard let style = app?.settings.bottomBarStyle, isViewLoaded else { return }
        bottomBar.backgroundColor = style.color(in: view.theme)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyBottomBarStyle()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        updateTabBarButton()
    }

    func updateTabBarButton() {
        tabBarButton?.title = (tabBarController?.isTabBarHidden ?? false) ? "Show tab bar" : "Hide tab bar"
        view.setNeedsLayout()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var y = view.safeAreaInsets.top + Self.margin
        for button in buttons {
            let size = button.sizeThatFits(.zero)
            button.frame = CGRect(x: Self.margin, y: y, width: size.width, height: size.height)
            y += size.height + Self.spacing
        }
        if let accessory {
            let width = min(Self.accessoryWidth, view.bounds.width - 2 * Self.margin)
            accessory.frame = CGRect(x: Self.margin, y: y + Self.spacing, width: max(0, width), height: NameSetting.height)
        }
    }

    func contentTapped(_ gesture: TapGestureRecognizer) {
        toggleBottomBar()
    }

    func toggleBottomBar() {
        bottomBar.toggle()
        let tab = (navigationController?.parent as? TabBarController)?.viewControllers?.firstIndex { $0 === navigationController } ?? -1
        Trace.event("bar", ["hidden": bottomBar.isBarHidden ? 1 : 0, "page": Double(serial), "depth": Double(depth), "tab": Double(tab)])
    }
}
