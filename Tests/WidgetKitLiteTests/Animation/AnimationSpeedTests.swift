import Foundation
import Testing
import WidgetKitLite

/// The animation speed belongs to a screen's windows: screens in one process do not share it.
@MainActor
struct AnimationSpeedTests {
    /// A screen whose window shows a navigation stack and a box: `start()` pushes a page and
    /// fades the box, `sample()` reads what they show.
    @MainActor
    final class Scene {
        let screen: HeadlessScreen
        let window: Window
        let nav = NavigationController(rootViewController: ViewController())
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var page: ViewController?

        init(speed: Double) {
            screen = HeadlessScreen(size: CGSize(width: 400, height: 300), animationSpeed: speed)
            window = screen.makeWindow()
            window.rootViewController = nav
            window.addSubview(box)
            screen.advance(by: 0)
        }

        func start() {
            let page = ViewController()
            self.page = page
            nav.pushViewController(page, animated: true)
            View.animate(withDuration: 0.2, delay: 0.05, options: .curveLinear) { self.box.alpha = 0 }
        }

        func sample() -> [CGFloat] {
            [page?.view.presentation.frame.minX ?? -1, nav.viewControllers[0].view.presentation.frame.minX, box.presentation.alpha]
        }
    }

    static let steps: [TimeInterval] = [0.05, 0.1, 0.1, 0.15, 0.2, 0.3, 0.5]

    /// The samples of one scene run alone, at the offsets of `steps`.
    private func alone(speed: Double) -> [[CGFloat]] {
        let scene = Scene(speed: speed)
        scene.start()
        return Self.steps.map { step in
            scene.screen.advance(by: step)
            return scene.sample()
        }
    }

    @Test func twoScreensKeepTheirOwnSpeeds() {
        let slowAlone = alone(speed: 0.5)
        let normalAlone = alone(speed: 1)
        #expect(slowAlone != normalAlone, "the slow screen runs slower")
        #expect(slowAlone[1][2] > 0 && slowAlone[1][2] < 1 && normalAlone[3][2] == 0)

        let slow = Scene(speed: 0.5)
        let normal = Scene(speed: 1)
        slow.start()
        normal.start()
        var slowTogether: [[CGFloat]] = []
        var normalTogether: [[CGFloat]] = []
        for step in Self.steps {
            slow.screen.advance(by: step)
            normal.screen.advance(by: step)
            slowTogether.append(slow.sample())
            normalTogether.append(normal.sample())
        }
        #expect(slowTogether == slowAlone)
        #expect(normalTogether == normalAlone)
    }

    /// The fade at half speed lasts twice as long: 0.1 s delay, then 0.4 s.
    @Test func halfSpeedDoublesDurationAndDelay() {
        let scene = Scene(speed: 0.5)
        scene.start()
        scene.screen.advance(by: 0.1)
        #expect(scene.box.presentation.alpha == 1)
        scene.screen.advance(by: 0.2)
        #expect(abs(scene.box.presentation.alpha - 0.5) < 1e-9)
        scene.screen.advance(by: 0.2)
        #expect(scene.box.presentation.alpha == 0)
    }

    /// An animation started on a view in no window takes the speed of the window it joins.
    @Test func detachedAnimationTakesTheSpeedOfTheWindowItJoins() {
        let scene = Scene(speed: 0.25)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        View.animate(withDuration: 0.1, delay: 0, options: .curveLinear) { view.alpha = 0 }
        let animator = ViewPropertyAnimator(duration: 0.1, curve: .linear) { view.frame.origin.x = 100 }
        animator.startAnimation()
        scene.window.addSubview(view)
        scene.screen.advance(by: 0.2)
        #expect(abs(view.presentation.alpha - 0.5) < 1e-9)
        #expect(abs(view.presentation.frame.minX - 50) < 1e-9)
        scene.screen.advance(by: 0.2)
        #expect(view.presentation.alpha == 0 && view.presentation.frame.minX == 100)
    }

    /// Changing a screen's speed leaves running animations alone; the next one takes it.
    @Test func runningAnimationsKeepTheSpeedTheyStartedWith() {
        let scene = Scene(speed: 1)
        View.animate(withDuration: 0.2, delay: 0, options: .curveLinear) { scene.box.alpha = 0 }
        scene.screen.animationSpeed = 0.5
        scene.screen.advance(by: 0.1)
        #expect(abs(scene.box.presentation.alpha - 0.5) < 1e-9)
        scene.screen.advance(by: 0.1)
        #expect(scene.box.presentation.alpha == 0)
        View.animate(withDuration: 0.2, delay: 0, options: .curveLinear) { scene.box.alpha = 1 }
        scene.screen.advance(by: 0.2)
        #expect(abs(scene.box.presentation.alpha - 0.5) < 1e-9)
    }
}
