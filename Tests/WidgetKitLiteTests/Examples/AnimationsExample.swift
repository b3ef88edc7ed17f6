// The code of the "Animations and transitions" article, compiled and run by `swift test`.
// Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

/// A page whose header fades in alongside the push that shows it, and back out if an
/// interactive pop is abandoned.
final class ProfileViewController: ViewController {
    let header = View()
    private(set) var endedCancelled: Bool?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        header.frame = CGRect(x: 0, y: 44, width: 400, height: 80)
        header.backgroundColor = .systemBlue
        view.addSubview(header)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        header.alpha = 0
        transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.header.alpha = 1
            },
            completion: { context in
                self.endedCancelled = context.isCancelled
            })
    }
}

extension Examples {
    @MainActor @Suite struct AnimationsAndTransitions {
        @Test func modelAndPresentation() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let window = screen.makeWindow()
            let box = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(box)

            View.animate(withDuration: 1, animations: { box.frame.origin.x = 200 })
            #expect(box.frame.minX == 200)  // the model: the end value, at once
            #expect(box.presentation.frame.minX == 0)  // the screen: still at the start
            screen.advance(by: 0.5)
            #expect(box.presentation.frame.minX == 100)  // half way along ease-in-ease-out
            screen.advance(by: 0.5)
            #expect(box.presentation.frame.minX == 200)
        }

        @Test func theAnimatorsStates() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let window = screen.makeWindow()
            let box = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(box)

            let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
            #expect(animator.state == .inactive)
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning)
            screen.advance(by: 0.25)
            animator.pauseAnimation()
            animator.fractionComplete = 0.5  // scrub while paused
            #expect(box.presentation.alpha == 0.5)
            animator.stopAnimation(false)  // stopped: waits for finishAnimation
            #expect(animator.state == .stopped)
            animator.finishAnimation(at: .current)  // keeps what is on screen
            #expect(animator.state == .inactive && box.alpha == 0.5)
        }

        @Test func stopAnimationTrueKeepsTheValueOnScreen() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let window = screen.makeWindow()
            let box = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(box)

            var completed = false
            let fade = ViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: { box.alpha = 0 },
                completion: { _ in completed = true })
            screen.advance(by: 0.25)
            fade.stopAnimation(true)
            #expect(box.alpha == 0.75 && fade.state == .inactive)
            screen.advance(by: 1)
            #expect(!completed)  // no completion after stopAnimation(true)
        }

        @Test func alongsideTheTransition() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let window = screen.makeWindow()
            let navigation = NavigationController(rootViewController: ViewController())
            window.rootViewController = navigation
            let profile = ProfileViewController()
            navigation.pushViewController(profile, animated: true)
            screen.advance(by: 0.175)
            #expect(abs(profile.header.presentation.alpha - 0.5) < 1e-6, "same duration and curve as the push")
            screen.advance(by: 0.175)
            #expect(profile.header.presentation.alpha == 1 && profile.endedCancelled == false)
        }
    }
}
