import Foundation
import Testing
@testable import WidgetKitLite

/// A page that hides the navigation bar while it is shown, as UIKit apps do in
/// `viewWillAppear`.
@MainActor
final class BarlessPage: ViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

/// `setNavigationBarHidden(_:animated:)` and `isNavigationBarHidden`.
@MainActor @Suite struct NavigationBarHidingTests {
    @Test func hidingSlidesTheBarUpAndTheSafeAreaFollows() {
        let scene = LargeTitleScene(prefersLargeTitles: false)
        let nav = scene.navigation, page = scene.root
        nav.setNavigationBarHidden(true, animated: true)
        #expect(nav.isNavigationBarHidden)
        scene.screen.advance(by: 0.165)
        let y = scene.bar.frame.minY
        #expect(y < 0 && y > -44, "mid-way up")
        #expect(scene.bar.frame.height == 44)
        #expect(abs(page.view.safeAreaInsets.top - scene.bar.frame.maxY) < 0.01, "the safe area glides with the bar")
        scene.screen.advance(by: 0.2)
        #expect(scene.bar.frame.minY == -44 && scene.bar.isHidden && page.view.safeAreaInsets.top == 0)
        nav.setNavigationBarHidden(false, animated: true)
        #expect(!nav.isNavigationBarHidden)
        scene.screen.advance(by: 0.165)
        #expect(scene.bar.frame.minY > -44 && scene.bar.frame.minY < 0 && !scene.bar.isHidden)
        scene.screen.advance(by: 0.2)
        #expect(scene.bar.frame.minY == 0 && page.view.safeAreaInsets.top == 44)
    }

    @Test func withoutAnimationItLandsAtOnce() {
        let scene = LargeTitleScene(prefersLargeTitles: false)
        scene.navigation.isNavigationBarHidden = true
        #expect(scene.bar.frame.minY == -44 && scene.root.view.safeAreaInsets.top == 0)
        #expect(scene.root.scrollView.contentOffset.y == 0, "the content at its top edge follows the inset")
        scene.navigation.isNavigationBarHidden = false
        #expect(scene.bar.frame.minY == 0 && scene.root.view.safeAreaInsets.top == 44)
    }

    @Test func hiddenInViewWillAppearItMovesWithThePush() throws {
        let scene = LargeTitleScene(prefersLargeTitles: false)
        let page = BarlessPage()
        scene.navigation.pushViewController(page, animated: true)
        #expect(scene.navigation.isNavigationBarHidden)
        scene.screen.advance(by: 0.175)
        let transition = try #require(scene.navigation.activeTransition)
        let progress = transition.percentComplete
        #expect(progress > 0 && progress < 1)
        #expect(abs(scene.bar.frame.minY + 44 * progress) < 0.01, "the bar moves with the transition's progress")
        #expect(abs(page.view.safeAreaInsets.top - 44 * (1 - progress)) < 0.01)
        scene.screen.advance(by: 0.2)
        #expect(scene.bar.frame.minY == -44 && page.view.safeAreaInsets.top == 0)
        scene.navigation.popViewController(animated: true)
        scene.screen.advance(by: 0.175)
        #expect(scene.bar.frame.minY > -44 && scene.bar.frame.minY < 0)
        scene.screen.advance(by: 0.2)
        #expect(!scene.navigation.isNavigationBarHidden && scene.bar.frame.minY == 0 && scene.root.view.safeAreaInsets.top == 44)
    }

    @Test func anInteractivePopScrubsTheBarInAndACancelHidesItAgain() throws {
        let scene = LargeTitleScene(prefersLargeTitles: false)
        let page = BarlessPage()
        scene.navigation.pushViewController(page, animated: false)
        scene.screen.advance(by: 0)
        #expect(scene.navigation.isNavigationBarHidden && scene.bar.frame.minY == -44)
        scene.screen.press(at: CGPoint(x: 5, y: 150))
        for x in stride(from: 15, through: 105, by: 10) {
            scene.screen.advance(by: 1.0 / 60)
            scene.screen.move(to: CGPoint(x: CGFloat(x), y: 150))
        }
        scene.screen.advance(by: 1.0 / 60)
        let progress = try #require(scene.navigation.activeTransition).percentComplete
        #expect(progress > 0.1 && progress < 0.5)
        #expect(abs(scene.bar.frame.minY + 44 * (1 - progress)) < 0.01, "the bar comes down with the finger")
        scene.screen.advance(by: 0.3)
        scene.screen.release(at: CGPoint(x: 105, y: 150))
        scene.screen.advance(by: 0.5)
        #expect(scene.navigation.topViewController === page)
        #expect(scene.navigation.isNavigationBarHidden && scene.bar.frame.minY == -44 && page.view.safeAreaInsets.top == 0)
    }
}

/// `show(_:sender:)` and `showDetailViewController(_:sender:)`.
@MainActor @Suite struct ShowViewControllerTests {
    /// A container that handles detail requests itself, as a split view controller does.
    final class DetailContainer: ViewController {
        var details: [ViewController] = []
        override func showDetailViewController(_ vc: ViewController, sender: Any?) { details.append(vc) }
    }

    @Test func showInsideANavigationControllerPushes() {
        let scene = LargeTitleScene(prefersLargeTitles: false)
        let page = ViewController()
        scene.root.show(page, sender: nil)
        #expect(scene.navigation.viewControllers.last === page)
        scene.screen.advance(by: 0.5)
        #expect(scene.navigation.visibleViewController === page && scene.navigation.presentedViewController == nil)
    }

    @Test func showOutsideANavigationControllerPresents() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let root = ViewController()
        screen.makeWindow().rootViewController = root
        screen.advance(by: 0)
        let page = ViewController()
        root.show(page, sender: nil)
        screen.advance(by: 1)
        #expect(root.presentedViewController === page)
    }

    @Test func showDetailGoesToTheContainerThatHandlesIt() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let container = DetailContainer()
        let list = ViewController()
        let nav = NavigationController(rootViewController: list)
        container.addChild(nav)
        container.view.addSubview(nav.view)
        nav.didMove(toParent: container)
        screen.makeWindow().rootViewController = container
        screen.advance(by: 0)
        let detail = ViewController()
        list.showDetailViewController(detail, sender: nil)
        #expect(container.details.count == 1 && container.details[0] === detail)
        #expect(container.presentedViewController == nil && nav.viewControllers.count == 1)
    }

    @Test func showDetailWithNoContainerHandlingItPresents() {
        let scene = LargeTitleScene(prefersLargeTitles: false)
        let detail = ViewController()
        scene.root.showDetailViewController(detail, sender: nil)
        scene.screen.advance(by: 1)
        #expect(scene.navigation.presentedViewController === detail && scene.navigation.viewControllers.count == 1)
    }
}
