import Foundation
import Testing
import WidgetKitLite

/// A tab bar controller of two navigation stacks with a bottom bar, built with the public API.
@MainActor
private final class TabsApp {
    let tabs = TabBarController()
    let navigation: NavigationController
    let page = ViewController()
    let bar = BottomBar(text: "Bar")

    init() {
        page.title = "Home"
        navigation = NavigationController(rootViewController: page)
        let other = NavigationController(rootViewController: ViewController())
        tabs.viewControllers = [navigation, other]
    }

    func show(on screen: HeadlessScreen) -> Window {
        let window = screen.makeWindow()
        window.rootViewController = tabs
        page.view.addSubview(bar)
        screen.advance(by: 0)
        return window
    }

    /// A push into a page that hides the tab bar, and a bottom-bar fade: both animate.
    func startAnimations() {
        let pushed = ViewController()
        pushed.title = "Detail"
        pushed.hidesBottomBarWhenPushed = true
        bar.setBarHidden(true, animated: true)
        navigation.pushViewController(pushed, animated: true)
    }
}

/// The frame context comes from the tree, not from the order things were created in.
@MainActor @Suite struct ContextTests {
    /// What `size`/`scale` shows after a push and a fade advanced by `seconds`, alone in the
    /// process as far as this test can arrange.
    private func shownAlone(size: CGSize, scale: CGFloat, seconds: TimeInterval) -> Image {
        let screen = HeadlessScreen(size: size, scale: scale)
        let app = TabsApp()
        _ = app.show(on: screen)
        app.startAnimations()
        screen.advance(by: seconds)
        return screen.snapshot()
    }

    @Test(arguments: [false, true])
    func twoScreensAreIndependent(controllersFirst: Bool) {
        let small = CGSize(width: 320, height: 240), large = CGSize(width: 500, height: 400)
        let expectedA = shownAlone(size: small, scale: 1, seconds: 0.1)
        let expectedB = shownAlone(size: large, scale: 2, seconds: 0.25)

        // Both trees built before either screen exists (or after both): sizes and scales
        // still come from the screen each is shown on.
        var appA: TabsApp?, appB: TabsApp?
        if controllersFirst {
            appA = TabsApp()
            appB = TabsApp()
        }
        let screenB = HeadlessScreen(size: large, scale: 2)
        let screenA = HeadlessScreen(size: small, scale: 1)
        if !controllersFirst {
            appB = TabsApp()
            appA = TabsApp()
        }
        _ = appB!.show(on: screenB)
        _ = appA!.show(on: screenA)
        appA!.startAnimations()
        appB!.startAnimations()
        screenA.advance(by: 0.1)
        screenB.advance(by: 0.25)

        let shotA = screenA.snapshot(), shotB = screenB.snapshot()
        #expect(shotA.width == 320 && shotA.height == 240)
        #expect(shotB.width == 1000 && shotB.height == 800)
        #expect(shotA == expectedA, "screen A shows what it shows alone")
        #expect(shotB == expectedB, "screen B shows what it shows alone")
        #expect(appA!.page.view.bounds.size == small)
        #expect(appB!.page.view.bounds.size == large)
    }

    @Test func animationOfADetachedViewStartsWhenItJoins() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200))
        let window = screen.makeWindow()
        screen.advance(by: 5)
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 100 }) { finished = $0 }
        #expect(box.frame.origin.x == 100, "the model value changes at once")
        #expect(box.presentation.frame.origin.x == 0, "nothing moves while the view is in no window")
        screen.advance(by: 2)
        #expect(box.presentation.frame.origin.x == 0)
        #expect(finished == nil)

        window.addSubview(box)
        #expect(box.presentation.frame.origin.x == 0, "it starts when it joins, from that time")
        screen.advance(by: 0.25)
        #expect(abs(box.presentation.frame.origin.x - 25) < 1e-9)
        screen.advance(by: 0.75)
        #expect(box.presentation.frame.origin.x == 100)
        #expect(finished == true)
    }

    @Test func propertyAnimatorOfADetachedViewStartsWhenItJoins() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200))
        let window = screen.makeWindow()
        screen.advance(by: 3)
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
        animator.startAnimation()
        screen.advance(by: 1)
        #expect(box.presentation.alpha == 1)
        #expect(animator.state == .active)
        window.addSubview(box)
        screen.advance(by: 0.5)
        #expect(abs(box.presentation.alpha - 0.5) < 1e-9)
        screen.advance(by: 0.5)
        #expect(animator.state == .inactive)
        #expect(box.presentation.alpha == 0)
    }

    /// A resumed animator runs the rest of its duration at the animation speed once, not
    /// once more per start.
    @Test func resumingDoesNotSlowTheAnimatorAgain() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), animationSpeed: 0.5)
        let window = screen.makeWindow()
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.x = 100 }
        animator.startAnimation()
        screen.advance(by: 0.5)  // a quarter of the 2 s run
        animator.pauseAnimation()
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        animator.startAnimation()
        screen.advance(by: 0.5)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9, "still 2 s for the whole run")
        animator.pauseAnimation()
        animator.startAnimation()
        screen.advance(by: 1)
        #expect(animator.state == .inactive)
        #expect(box.presentation.frame.origin.x == 100)
    }

    @Test func windowsOpenNothingUntilShown() {
        // Creating windows must not open a display (this process may have none).
        let window = Window(size: CGSize(width: 300, height: 200))
        window.rootViewController = ViewController()
        #expect(window.scale == 1)
        #expect(window.bounds.size == CGSize(width: 300, height: 200))
    }
}
