import Foundation
import WidgetKitLite

/// A page of the demo: a column of buttons at the top left, empty content that toggles the
/// bottom bar when clicked, and the bottom bar pinned to the safe area.
///
/// The buttons are placed by frames in `viewDidLayoutSubviews`, unless the page lays itself
/// out with Auto Layout (`usesAutoLayout`, as the Settings and picture pages do): then they
/// are pinned with constraints to the view's layout margins, at the same places.
class DemoPage: ViewController, TracedPage {
    required init?(coder: NSCoder) { nil }

    let depth: Int
    let serial = DemoPage.nextSerial()
    private static var pagesCreated = 0

    /// The serial number of the next page created (of any kind).
    static func nextSerial() -> Int {
        pagesCreated += 1
        return pagesCreated
    }
    let bottomBar = BottomBar(text: "Bottom bar · click the page to fade it")
    private(set) var buttons: [Button] = []
    private var tabBarButton: Button?
    static let margin: CGFloat = 20
    static let spacing: CGFloat = 10

    init(title: String, depth: Int) {
        self.depth = depth
        super.init()
        self.title = title
    }

    var app: DemoApp? { (tabBarController as? DemoTabBarController)?.app }

    /// Whether the page lays out with constraints only (no frames): its buttons are then
    /// pinned by `pinButtons()`, and subclasses pin their own views.
    class var usesAutoLayout: Bool { false }

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
        view.addSubview(bottomBar)
        if Self.usesAutoLayout { pinButtons() }
        view.addGestureRecognizer(TapGestureRecognizer(target: self, action: DemoPage.contentTapped))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateTabBarButton()
        applyBottomBarStyle()
    }

    /// The window scale the page's intrinsic sizes were last measured at.
    private var measuredScale: CGFloat?

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        remeasureForWindowScale()
    }

    /// Works around the toolkit keeping the intrinsic sizes that constraints took before the
    /// page joined its window: text measured at scale 1 is a little narrower than at 2, and
    /// a button sized so truncates its title. Re-measures the page once it knows its scale
    /// (the first layout in the window; the view has no window yet in `viewWillAppear`).
    private func remeasureForWindowScale() {
        guard Self.usesAutoLayout, let scale = view.window?.scale, scale != measuredScale else { return }
        measuredScale = scale
        view.invalidateIntrinsicContentSizes()
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

    /// Pins the buttons in a column at the top left of the layout margins (`margin` from the
    /// safe area's top and the view's leading edge), `spacing` apart: where the frame layout
    /// puts them on the other pages, so the column does not move between tabs.
    private func pinButtons() {
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: Self.margin, leading: Self.margin, bottom: Self.margin, trailing: Self.margin)
        let margins = view.layoutMarginsGuide
        var constraints: [NSLayoutConstraint] = []
        for (i, button) in buttons.enumerated() {
            button.translatesAutoresizingMaskIntoConstraints = false
            constraints.append(button.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
            constraints.append(
                i == 0
                    ? button.topAnchor.constraint(equalTo: margins.topAnchor)
                    : button.topAnchor.constraint(equalTo: buttons[i - 1].bottomAnchor, constant: Self.spacing))
        }
        NSLayoutConstraint.activate(constraints)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !Self.usesAutoLayout else { return }
        layoutButtons()
    }

    /// Places the buttons by frames in a column at the top left (pages that show them
    /// elsewhere override this).
    func layoutButtons() {
        var y = view.safeAreaInsets.top + Self.margin
        for button in buttons {
            let size = button.sizeThatFits(.zero)
            button.frame = CGRect(x: Self.margin, y: y, width: size.width, height: size.height)
            y += size.height + Self.spacing
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

extension View {
    /// Invalidates the intrinsic content size of this view and of every view under it.
    func invalidateIntrinsicContentSizes() {
        invalidateIntrinsicContentSize()
        for sub in subviews { sub.invalidateIntrinsicContentSizes() }
    }
}
