// The code of the "Porting from UIKit" article, compiled and run by `swift test`.
// Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code: hiding the tab bar alongside a push

/// A page that hides the tab bar while it is on the stack: the built-in flag.
final class PhotoViewController: ViewController {
    required init?(coder: NSCoder) { nil }

    override init() {
        super.init()
        hidesBottomBarWhenPushed = true
    }
}

/// The same, spelled out: the tab bar moves with the push or pop, through the coordinator.
final class PlayerViewController: ViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tabBarController?.setTabBar(hidden: true, animated: animated, along: transitionCoordinator)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tabBarController?.setTabBar(hidden: false, animated: animated, along: transitionCoordinator)
    }
}

// MARK: Article code: toggling a bar's fade with a property animator

/// A page with a translucent bar pinned to the safe-area bottom; a tap anywhere fades it
/// out or back in, turning around mid-fade without a jump.
final class ReaderViewController: ViewController {
    let toolbar = View()
    private var fade: ViewPropertyAnimator?
    private(set) var isToolbarHidden = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        toolbar.backgroundColor = Color.black.withAlphaComponent(0.35)
        view.addSubview(toolbar)
        view.addGestureRecognizer(TapGestureRecognizer(target: self, action: ReaderViewController.userDidTap))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let bottom = bounds.maxY - view.safeAreaInsets.bottom
        toolbar.frame = CGRect(x: 0, y: bottom - 100, width: bounds.width, height: 100)
    }

    func userDidTap(_ gesture: TapGestureRecognizer) {
        setToolbarHidden(!isToolbarHidden)
    }

    func setToolbarHidden(_ hidden: Bool) {
        fade?.stopAnimation(true)
        isToolbarHidden = hidden
        fade = ViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0, options: .curveEaseIn,
            animations: { self.toolbar.alpha = hidden ? 0 : 1 })
    }
}

/// The same with the toolkit's `BottomBar`, which pins and fades itself.
final class ArticleViewController: ViewController {
    let bottomBar = BottomBar(text: "Chapter 1")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(bottomBar)
        view.addGestureRecognizer(
            TapGestureRecognizer { [weak self] _ in
                guard let bar = self?.bottomBar else { return }
                bar.setBarHidden(!bar.isBarHidden, animated: true)
            })
    }
}

// MARK: Checks

@MainActor
private func tabsShowing(_ page: ViewController) -> (HeadlessScreen, TabBarController, NavigationController) {
    let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
    let window = screen.makeWindow()
    let navigation = NavigationController(rootViewController: page)
    let tabs = TabBarController()
    tabs.viewControllers = [navigation, ViewController()]
    window.rootViewController = tabs
    screen.advance(by: 0)
    return (screen, tabs, navigation)
}

extension Examples {
    @MainActor @Suite struct PortingFromUIKit {
        @Test(arguments: [false, true])
        func theTabBarSlidesOutWithThePushAndBackWithThePop(spelledOut: Bool) {
            let (screen, tabs, navigation) = tabsShowing(ViewController())
            let root = navigation.viewControllers[0]
            #expect(!tabs.isTabBarHidden && root.view.safeAreaInsets.bottom == 49)
            navigation.pushViewController(spelledOut ? PlayerViewController() : PhotoViewController(), animated: true)
            screen.advance(by: 0.175)
            let halfway = tabs.tabBar.presentation.frame.minY
            #expect(halfway > 251 && halfway < 300, "the bar moves with the push")
            screen.advance(by: 0.175)
            #expect(tabs.isTabBarHidden)
            #expect(navigation.topViewController?.view.safeAreaInsets.bottom == 0)
            navigation.popViewController(animated: true)
            screen.advance(by: 0.35)
            #expect(!tabs.isTabBarHidden && root.view.safeAreaInsets.bottom == 49)
        }

        @Test func aTapMidFadeTurnsTheToolbarAround() {
            let reader = ReaderViewController()
            let (screen, _, _) = tabsShowing(reader)
            #expect(abs(reader.toolbar.frame.maxY - (300 - 49)) < 1e-9, "on the tab bar")
            screen.click(at: CGPoint(x: 200, y: 120))
            #expect(reader.isToolbarHidden && reader.toolbar.alpha == 0)
            screen.advance(by: 0.25)
            let midway = reader.toolbar.presentation.alpha
            #expect(midway > 0 && midway < 1)
            screen.click(at: CGPoint(x: 200, y: 120))
            #expect(!reader.isToolbarHidden && abs(reader.toolbar.presentation.alpha - midway) < 1e-9, "no jump")
            screen.advance(by: 0.5)
            #expect(reader.toolbar.presentation.alpha == 1)
        }

        @Test func theBottomBarFadesOnATap() {
            let article = ArticleViewController()
            let (screen, _, _) = tabsShowing(article)
            #expect(abs(article.bottomBar.frame.maxY - (300 - 49)) < 1e-9, "on the tab bar")
            screen.click(at: CGPoint(x: 200, y: 120))
            #expect(article.bottomBar.isBarHidden)
            screen.advance(by: 0.5)
            #expect(article.bottomBar.presentation.alpha == 0)
        }
    }
}

// MARK: Article code: what differs

/// Target–action without `#selector`: a method reference, or a closure.
final class InboxViewController: ViewController {
    private(set) var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(TapGestureRecognizer(target: self, action: InboxViewController.userDidTap))
        let refresh = Button(title: "Refresh")
        refresh.addAction(Action { [weak self] _ in self?.reload() }, for: .primaryActionTriggered)
        view.addSubview(refresh)
    }

    func userDidTap(_ gesture: TapGestureRecognizer) {
        taps += 1
    }

    func reload() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { [weak self] in
            self?.title = "Updated"
        }
    }
}

extension Examples {
    @MainActor @Suite struct PortingDifferences {
        @Test func methodReferencesAndClosuresReplaceSelectors() async {
            let screen = HeadlessScreen(size: CGSize(width: 300, height: 200))
            let window = screen.makeWindow()
            let inbox = InboxViewController()
            window.rootViewController = inbox
            screen.click(at: CGPoint(x: 150, y: 150))
            #expect(inbox.taps == 1)
            inbox.reload()
            await withCheckedContinuation { continuation in
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { continuation.resume() }
            }
            #expect(inbox.title == "Updated")
        }

        @Test func rectanglesThatOnlyShareAnEdge() {
            let a = CGRect(x: 0, y: 0, width: 100, height: 100)
            let b = CGRect(x: 100, y: 0, width: 100, height: 100)
            let overlap = !a.intersection(b).isEmpty  // false everywhere: they only share an edge
            #expect(!overlap)
            let velocity = CGVector(dx: 120, dy: 0)
            #expect(velocity.dx == 120)
        }
    }
}
