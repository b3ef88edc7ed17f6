import Foundation
import Testing
import WidgetKitLite

/// Misuse that UIKit answers with an exception and that no other suite covers: each is a
/// no-op with one diagnostic line, and the state stays consistent.
@MainActor @Suite struct MisuseTests {
    private func names(_ nav: NavigationController) -> [String] { nav.viewControllers.map { ($0 as! LoggingPage).name } }

    @Test func poppingToAControllerNotInTheStack() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P"), animated: false)
        var result: [ViewController]?
        let lines = capturingDiagnostics { result = f.navA.popToViewController(f.page("X"), animated: true) }
        #expect(lines.count == 1 && result == nil && names(f.navA) == ["A", "P"])
        f.expectIdle()
    }

    @Test func settingAnEmptyADuplicateOrAForeignStack() {
        let f = TabsFixture()
        let p = f.page("P")
        let lines = capturingDiagnostics {
            f.navA.setViewControllers([], animated: true)
            f.navA.setViewControllers([f.rootA, p, p], animated: true)
            f.navA.setViewControllers([f.rootA, f.rootB], animated: true)
        }
        #expect(lines.count == 3 && names(f.navA) == ["A"] && f.rootB.parent === f.navB)
        f.expectIdle()
    }

    @Test func tabsWithDuplicatesOrAForeignControllerOrAStrangerSelected() {
        let f = TabsFixture()
        let lines = capturingDiagnostics {
            f.tabs.viewControllers = [f.navA, f.navA]
            f.tabs.viewControllers = [f.navA, f.rootB]
            f.tabs.selectedViewController = f.page("X")
        }
        #expect(lines.count == 3)
        #expect(f.tabs.viewControllers?.count == 2 && f.tabs.selectedIndex == 0 && f.tabs.selectedViewController === f.navA)
        f.expectIdle()
    }

    @Test func aRootThatAlreadyHasAParentIsMoved() {
        let f = TabsFixture()
        var nav: NavigationController?
        let lines = capturingDiagnostics { nav = NavigationController(rootViewController: f.rootB) }
        #expect(lines.count == 1 && f.rootB.parent === nav && f.navB.children.isEmpty)
    }

    @Test func animatorMisuseNotCoveredElsewhere() {
        let f = Fixture()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.root.addSubview(view)
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
        var lines = capturingDiagnostics { animator.continueAnimation(withTimingParameters: nil, durationFactor: 1) }
        #expect(lines.count == 1 && animator.state == .inactive)
        animator.startAnimation()
        f.screen.advance(by: 0.5)
        animator.stopAnimation(false)
        lines = capturingDiagnostics { animator.addAnimations { view.alpha = 0 } }
        #expect(lines.count == 1 && animator.state == .stopped && view.alpha == 1)
        animator.finishAnimation(at: .current)
        f.expectIdle()
    }

    @Test func gestureRecognizerMisuse() {
        let f = Fixture()
        let tap = TapGestureRecognizer { _ in }
        let lines = capturingDiagnostics {
            f.root.removeGestureRecognizer(tap)
            tap.require(toFail: tap)
            f.root.addGestureRecognizer(tap)
            _ = tap.location(ofTouch: 3, in: f.root)
        }
        #expect(lines.count == 3, "\(lines)")
        #expect(f.root.gestureRecognizers.count == 1)
        f.expectIdle()
    }
}
