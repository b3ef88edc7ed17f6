import Foundation
import Testing
import WidgetKitLite

/// `View.transform`: geometry, hit testing, conversion, animation and rendering.
@MainActor @Suite struct TransformTests {
    private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.origin, b.origin, tolerance) && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    @Test func frameIsTheBoundingBoxCenterAndBoundsStay() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 2)
        #expect(view.center == CGPoint(x: 60, y: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(close(view.frame, CGRect(x: 35, y: 0, width: 50, height: 80)))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(view.frame, CGRect(x: 40, y: -10, width: 40, height: 100)))
        // Setting the frame under a transform sets the centre and the bounds' size.
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(view.center == CGPoint(x: 10, y: 5))
        #expect(view.bounds.size == CGSize(width: 20, height: 10))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func aTapHitsARotatedButtonWhereItShows() {
        let f = Fixture()
        let bar = View(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        f.root.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Upright, the bar covers x 100…200, y 100…120; turned about its centre (150, 110)
        // it covers x 140…160, y 60…160.
        #expect(f.window.hitTest(CGPoint(x: 150, y: 65)) === bar)
        #expect(f.window.hitTest(CGPoint(x: 150, y: 155)) === bar)
        #expect(f.window.hitTest(CGPoint(x: 110, y: 110)) === f.root)
        #expect(f.window.hitTest(CGPoint(x: 190, y: 110)) === f.root)
        var taps = 0
        let button = Button(frame: CGRect(x: 20, y: 20, width: 80, height: 30))
        button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
        button.transform = CGAffineTransform(translationX: 100, y: 0).scaledBy(x: 2, y: 2)
        f.root.addSubview(button)
        f.screen.click(at: CGPoint(x: 40, y: 35))
        #expect(taps == 0)
        f.screen.click(at: CGPoint(x: 75, y: 35))
        #expect(taps == 0)
        f.screen.click(at: CGPoint(x: 160 + 60, y: 35 + 20))
        #expect(taps == 1)
    }

    @Test func convertGoesThroughTheTransformsInBetween() {
        let f = Fixture()
        let outer = View(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        f.root.addSubview(outer)
        let inner = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        outer.addSubview(inner)
        outer.transform = CGAffineTransform(scaleX: 2, y: 2)
        // outer's (0, 0) shows at its centre (150, 100) less 2 × 50.
        #expect(close(outer.convert(CGPoint.zero, to: f.root), CGPoint(x: 50, y: 0)))
        #expect(close(inner.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 80, y: 30)))
        #expect(close(inner.convert(CGPoint(x: 80, y: 30), from: nil), CGPoint(x: 5, y: 5)))
        #expect(close(f.root.convert(CGPoint(x: 80, y: 30), to: inner), CGPoint(x: 5, y: 5)))
        #expect(close(inner.convert(CGRect(x: 0, y: 0, width: 20, height: 10), to: f.root), CGRect(x: 70, y: 20, width: 40, height: 20)))
        outer.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let box = outer.convert(outer.bounds, to: f.root)
        let side = 100 * 2.0.squareRoot()
        #expect(close(box, CGRect(x: 150 - side / 2, y: 100 - side / 2, width: side, height: side), 1e-9))
        let round = inner.convert(inner.convert(CGPoint(x: 3, y: 7), to: f.root), from: f.root)
        #expect(close(round, CGPoint(x: 3, y: 7), 1e-9))
    }

    @Test func aScaleOfZeroIsNotHitAndConvertsToADefinedValueWithOneLine() {
        let f = Fixture()
        let flat = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        f.root.addSubview(flat)
        flat.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(f.window.hitTest(CGPoint(x: 125, y: 125)) === f.root)
        var converted = CGPoint.zero
        let lines = capturingDiagnostics { converted = flat.convert(CGPoint(x: 125, y: 125), from: nil) }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("cannot be inverted") == true)
        #expect(converted == CGPoint(x: 25, y: 25))
        // Out of a flattened view every point lands on its centre.
        #expect(flat.convert(CGPoint(x: 3, y: 4), to: nil) == CGPoint(x: 125, y: 125))
        f.screen.runFrame()
        #expect(f.red(125, 125) == 255)
    }

    @Test func aNonFiniteTransformIsReportedAndReplaced() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let lines = capturingDiagnostics { view.transform = CGAffineTransform(scaleX: .nan, y: 1) }
        #expect(lines.count == 1)
        #expect(view.transform == .identity)
    }

    @Test func transformAnimatesByComponents() {
        let f = Fixture()
        let box = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        f.root.addSubview(box)
        box.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        box.alpha = 0
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            box.transform = .identity
            box.alpha = 1
        }
        #expect(box.transform == .identity)
        #expect(box.presentation.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        f.screen.advance(by: 0.5)
        let half = box.presentation.transform
        #expect(abs(half.a - 0.75) < 1e-9 && abs(half.d - 0.75) < 1e-9 && abs(half.b) < 1e-9 && abs(half.c) < 1e-9)
        #expect(abs(box.presentation.alpha - 0.5) < 1e-9)
        f.screen.advance(by: 0.5)
        #expect(box.presentation.transform == .identity)
        f.expectIdle()

        // A rotation turns: halfway through a quarter turn is an eighth of a turn, full size.
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
            box.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        animator.startAnimation()
        #expect(box.presentation.transform == .identity)
        f.screen.advance(by: 0.5)
        let eighth = CGAffineTransform(rotationAngle: .pi / 4), shown = box.presentation.transform
        #expect(abs(shown.a - eighth.a) < 1e-9 && abs(shown.b - eighth.b) < 1e-9 && abs(shown.c - eighth.c) < 1e-9)
        f.screen.advance(by: 0.5)
        #expect(box.presentation.transform == CGAffineTransform(rotationAngle: .pi / 2))
        f.expectIdle()
    }

    @Test func aPopAnimationDrawsTheContentOnce() {
        let f = Fixture()
        let drawing = CountingDrawView(frame: CGRect(x: 100, y: 80, width: 60, height: 40))
        f.root.addSubview(drawing)
        f.screen.runFrame()
        let draws = drawing.draws
        drawing.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        drawing.alpha = 0
        View.animate(withDuration: 0.3) {
            drawing.transform = .identity
            drawing.alpha = 1
        }
        f.screen.advance(by: 0.35)
        #expect(drawing.draws == draws)
        f.expectIdle()
    }

    @Test func rotatedEdgesAreAntialiasedAndDamageFollowsTheView() {
        let f = Fixture()
        let square = View(frame: CGRect(x: 100, y: 60, width: 80, height: 80))
        square.backgroundColor = .black
        f.root.addSubview(square)
        square.transform = CGAffineTransform(rotationAngle: .pi / 7)
        f.screen.runFrame()
        let image = f.screen.snapshot()
        // Along a row through the rotated square, the edge takes intermediate greys.
        var levels = Set<Int>()
        for x in 80..<220 { levels.insert(Int((image.pixel(x: x, y: 75).red * 255).rounded())) }
        #expect(levels.contains { $0 > 10 && $0 < 245 })
        #expect(f.red(140, 100) == 0)
        // Where it showed upright, outside the turned square, is white; its turned corners
        // stick out above and below.
        #expect(f.red(101, 61) == 255)
        #expect(f.red(125, 55) == 0)
        #expect(f.red(155, 145) == 0)
        // Back to upright: where the turned corners showed is repainted.
        square.transform = .identity
        f.screen.runFrame()
        #expect(f.red(101, 61) == 0)
        #expect(f.red(125, 55) == 255)
        #expect(f.red(155, 145) == 255)
    }
}

/// A view that counts its `draw(_:in:)` calls.
private final class CountingDrawView: View {
    var draws = 0
    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        draws += 1
        context.fill(bounds, color: .systemRed)
    }
}
