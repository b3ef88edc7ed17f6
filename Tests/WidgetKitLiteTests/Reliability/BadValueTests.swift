import Foundation
import Testing
import WidgetKitLite

/// NaN and infinite values at the API boundary: one diagnostic line, a defined result, and
/// frames that still paint (no `Int(nan)` trap in the pixel path).
@MainActor @Suite struct BadValueTests {
    nonisolated static let nonFinite: [CGFloat] = [.nan, .infinity, -.infinity]

    /// A view that draws with whatever geometry it is given.
    final class Scribble: View {
        var value: CGFloat = .nan
        override func draw(_ rect: CGRect, in context: GraphicsContext) {
            context.fill(CGRect(x: value, y: 0, width: 10, height: value), color: .red, cornerRadius: value)
            context.stroke(CGRect(x: 1, y: 1, width: value, height: 8), color: .blue, width: value, cornerRadius: value)
            context.stroke(bounds, color: .blue, width: 2, cornerRadius: value)
            context.draw("x", at: CGPoint(x: value, y: value), font: .systemFont(ofSize: value), color: .black)
        }
    }

    private func expectPaintsLikeAFullRepaint(_ f: Fixture, sourceLocation: SourceLocation = #_sourceLocation) {
        f.screen.advance(by: 0.1)
        #expect(f.screen.snapshot() == f.screen.fullRepaint(), sourceLocation: sourceLocation)
    }

    @Test(arguments: nonFinite) func framesBecomeFiniteWithOneLine(_ bad: CGFloat) {
        let f = Fixture()
        let view = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.backgroundColor = .red
        f.root.addSubview(view)
        var lines = capturingDiagnostics { view.frame = CGRect(x: bad, y: 20, width: 30, height: bad) }
        #expect(lines.count == 1 && lines[0].contains("View.frame"), "\(lines)")
        #expect(view.frame == CGRect(x: 0, y: 20, width: 30, height: 0))
        lines = capturingDiagnostics {
            view.center = CGPoint(x: bad, y: 5)
            view.bounds = CGRect(x: 0, y: bad, width: 40, height: 40)
            _ = View(frame: CGRect(x: 0, y: 0, width: bad, height: 1))
        }
        #expect(lines.count == 3, "\(lines)")
        #expect(view.frame.width == 40 && view.bounds.origin == .zero)
        expectPaintsLikeAFullRepaint(f)
        f.expectIdle()
    }

    @Test(arguments: nonFinite) func alphaAndCornerRadiusBecomeFiniteWithOneLineEach(_ bad: CGFloat) {
        let f = Fixture()
        let view = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.backgroundColor = .red
        f.root.addSubview(view)
        let lines = capturingDiagnostics {
            view.alpha = bad
            view.cornerRadius = bad
        }
        #expect(lines.count == 2, "\(lines)")
        #expect(view.alpha == (bad == .infinity ? 1 : 0) && view.cornerRadius == 0)
        expectPaintsLikeAFullRepaint(f)
        f.expectIdle()
    }

    @Test(arguments: nonFinite) func animationsToNonFiniteValuesPaint(_ bad: CGFloat) {
        let f = Fixture()
        let view = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.backgroundColor = .red
        f.root.addSubview(view)
        let lines = capturingDiagnostics {
            View.animate(withDuration: 0.3) {
                view.frame = CGRect(x: bad, y: bad, width: bad, height: 40)
                view.alpha = bad
            }
        }
        #expect(lines.count == 2, "\(lines)")
        f.screen.advance(by: 0.15)
        #expect(view.presentation.frame.minX.isFinite && view.presentation.alpha.isFinite)
        expectPaintsLikeAFullRepaint(f)
        f.screen.advance(by: 0.3)
        f.expectIdle()
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity]) func durationsAndDelaysApplyAtOnceWithOneLine(_ bad: Double) {
        let f = Fixture()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.root.addSubview(view)
        var completions = 0
        let lines = capturingDiagnostics {
            View.animate(withDuration: bad, animations: { view.alpha = 0.5 }, completion: { _ in completions += 1 })
            View.animate(withDuration: 0.2, delay: bad, options: [], animations: { view.frame.origin.x = 20 })
            let animator = ViewPropertyAnimator(duration: bad, curve: .linear) { view.frame.origin.y = 30 }
            animator.startAnimation(afterDelay: bad)
        }
        #expect(lines.count == 4, "\(lines)")
        f.screen.advance(by: 0.25)
        #expect(completions == 1 && view.presentation.alpha == 0.5 && view.presentation.frame.origin == CGPoint(x: 20, y: 30))
        f.expectIdle()
    }

    @Test func fractionCompleteNaNScrubsToTheStart() {
        let f = Fixture()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.root.addSubview(view)
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        let lines = capturingDiagnostics { animator.fractionComplete = .nan }
        #expect(lines.count == 1 && animator.fractionComplete == 0 && view.presentation.frame.minX == 0)
        animator.stopAnimation(true)
        f.expectIdle()
    }

    @Test func scalesAndSpeedsFallBackToOne() {
        var screen: HeadlessScreen?
        var lines = capturingDiagnostics { screen = HeadlessScreen(size: CGSize(width: 20, height: 20), scale: .nan) }
        #expect(lines.count == 1 && screen?.scale == 1)
        #expect(HeadlessScreen(size: CGSize(width: 20, height: 20), scale: 1000).scale == 8)
        let speed = Application.shared.animationSpeed
        lines = capturingDiagnostics { Application.shared.animationSpeed = .nan }
        #expect(lines.count == 1 && Application.shared.animationSpeed == 1)
        Application.shared.animationSpeed = speed
        lines = capturingDiagnostics { screen = HeadlessScreen(size: CGSize(width: 20, height: 20), animationSpeed: -2) }
        #expect(lines.count == 1 && screen?.animationSpeed == 1)
        lines = capturingDiagnostics { screen?.animationSpeed = .infinity }
        #expect(lines.count == 1 && screen?.animationSpeed == 1)
    }

    @Test(arguments: nonFinite) func customDrawingWithNonFiniteGeometryPaints(_ bad: CGFloat) {
        let f = Fixture()
        let view = Scribble(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        view.value = bad
        f.root.addSubview(view)
        expectPaintsLikeAFullRepaint(f)
        f.expectIdle()
    }

    @Test func pointerInputAtNonFiniteLocationsIsDelivered() {
        let f = Fixture()
        var taps = 0
        let view = View(frame: f.root.bounds)
        view.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        f.root.addSubview(view)
        f.screen.click(at: CGPoint(x: CGFloat.nan, y: .infinity))
        f.screen.drag(from: CGPoint(x: -CGFloat.infinity, y: 0), to: CGPoint(x: CGFloat.nan, y: 5), duration: .nan)
        f.screen.scroll(dx: .nan, dy: .infinity, at: CGPoint(x: CGFloat.nan, y: 0))
        f.screen.advance(by: .nan)
        #expect(taps >= 1)
        f.expectIdle()
    }

    @Test func colorComponentsAreClamped() {
        let c = Color(red: .nan, green: 2, blue: -.infinity, alpha: .infinity)
        #expect(c.red == 0 && c.green == 1 && c.blue == 0 && c.alpha == 1)
    }
}
