import Foundation
import Testing

@testable import WidgetKitLite

/// `View.layer`: one state with the view, its defaults, its bad values, and what the
/// renderer draws of it (rounded clips of content, borders over subviews, shadows
/// rasterised once).
@MainActor @Suite struct LayerStylingTests {
    /// 0…255 channels of the pixel at (x, y).
    private func rgb(_ f: Fixture, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let c = f.screen.snapshot().pixel(x: x, y: y)
        return (Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()))
    }

    private func expectMatchesFullRepaint(_ f: Fixture, sourceLocation: SourceLocation = #_sourceLocation) {
        let same = f.screen.snapshot().pixels == f.screen.fullRepaint().pixels
        #expect(same, "incremental frame equals a full repaint", sourceLocation: sourceLocation)
    }

    // MARK: API and state

    @Test func theLayerAndTheViewAreOneState() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(view.layer === view.layer, "one layer per view")
        view.layer.cornerRadius = 12
        #expect(view.cornerRadius == 12)
        view.cornerRadius = 6
        #expect(view.layer.cornerRadius == 6)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!view.layer.masksToBounds)
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.alpha = 0.25
        #expect(view.layer.opacity == 0.25)
        view.layer.backgroundColor = Color.systemRed.cgColor
        #expect(view.backgroundColor == .systemRed)
        view.backgroundColor = .white
        #expect(view.layer.backgroundColor == Color.white.cgColor)
        view.layer.isHidden = true
        #expect(view.isHidden)
        view.layer.shouldRasterize = true
        #expect(view.shouldRasterize)
        #expect(Color(cgColor: Color.systemBlue.cgColor) == .systemBlue)
    }

    @Test func defaultsAreCoreAnimations() {
        let layer = View().layer
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == Color.black.cgColor)
        #expect(layer.shadowColor == Color.black.cgColor)
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowPath == nil)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(layer.cornerCurve == .circular)
        #expect(layer.opacity == 1)
        let path = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 4)
        layer.shadowPath = path.cgPath
        #expect(layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func badValuesGiveOneLineAndADefinedValue() {
        let view = View()
        let layer = view.layer
        var lines = capturingDiagnostics {
            layer.borderWidth = -2
            layer.shadowRadius = .nan
            layer.cornerRadius = -5
        }
        #expect(lines.count == 3, "\(lines)")
        #expect(layer.borderWidth == 0 && layer.shadowRadius == 0 && layer.cornerRadius == 0)
        lines = capturingDiagnostics {
            layer.shadowOpacity = 2
            layer.opacity = -1
            layer.shadowOffset = CGSize(width: CGFloat.infinity, height: 2)
        }
        #expect(lines.count == 3, "\(lines)")
        #expect(layer.shadowOpacity == 1 && layer.opacity == 0 && layer.shadowOffset == CGSize(width: 0, height: 2))
        lines = capturingDiagnostics { layer.shadowOpacity = .nan }
        #expect(lines.count == 1 && layer.shadowOpacity == 0)
        lines = capturingDiagnostics { layer.borderWidth = 1.5 }
        #expect(lines.isEmpty)
        #expect(view.alpha == 0, "the view's alpha is the layer's opacity")
    }

    // MARK: Animation

    @Test func layerPropertiesAnimateInViewAnimate() {
        let f = Fixture()
        let card = View(frame: CGRect(x: 20, y: 20, width: 80, height: 60))
        card.backgroundColor = .white
        f.root.addSubview(card)
        f.screen.runFrame()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            card.layer.cornerRadius = 20
            card.layer.shadowOpacity = 0.8
            card.layer.shadowRadius = 11
            card.layer.shadowOffset = CGSize(width: 4, height: 10)
            card.layer.borderWidth = 4
            card.layer.opacity = 0.5
        }
        #expect(card.layer.cornerRadius == 20 && card.layer.shadowOpacity == 0.8, "the model changes at once")
        var shown = card.layer.presentation()
        #expect(shown?.cornerRadius == 0 && shown?.shadowOpacity == 0 && shown?.shadowRadius == 3)
        #expect(shown?.shadowOffset == CGSize(width: 0, height: -3) && shown?.borderWidth == 0 && shown?.opacity == 1)
        f.screen.advance(by: 0.5)
        shown = card.layer.presentation()
        #expect(abs((shown?.cornerRadius ?? 0) - 10) < 1e-6)
        #expect(abs((shown?.shadowOpacity ?? 0) - 0.4) < 1e-6)
        #expect(abs((shown?.shadowRadius ?? 0) - 7) < 1e-6)
        #expect(shown?.shadowOffset == CGSize(width: 2, height: 3.5))
        #expect(abs((shown?.borderWidth ?? 0) - 2) < 1e-6)
        #expect(abs((shown?.opacity ?? 0) - 0.75) < 1e-6)
        #expect(card.presentation.cornerRadius == shown?.cornerRadius, "the view's presentation is the same state")
        f.screen.advance(by: 0.5)
        shown = card.layer.presentation()
        #expect(shown?.cornerRadius == 20 && abs((shown?.shadowOpacity ?? 0) - 0.8) < 1e-6 && shown?.shadowRadius == 11)
        #expect(shown?.shadowOffset == CGSize(width: 4, height: 10) && shown?.borderWidth == 4 && shown?.opacity == 0.5)
        f.expectIdle()
        expectMatchesFullRepaint(f)
    }

    @Test func borderColorAnimatesAndAnimatorsScrubLayerProperties() {
        let f = Fixture()
        let card = View(frame: CGRect(x: 20, y: 20, width: 80, height: 60))
        card.layer.borderWidth = 2
        card.layer.borderColor = Color.black.cgColor
        f.root.addSubview(card)
        f.screen.runFrame()
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
            card.layer.borderColor = Color.white.cgColor
            card.layer.shadowOpacity = 1
            card.layer.cornerRadius = 16
        }
        animator.fractionComplete = 0
        #expect(card.layer.presentation()?.shadowOpacity == 0 && card.layer.presentation()?.cornerRadius == 0)
        animator.fractionComplete = 0.5
        let half = card.layer.presentation()
        #expect(abs((half?.shadowOpacity ?? 0) - 0.5) < 1e-6 && abs((half?.cornerRadius ?? 0) - 8) < 1e-6)
        #expect(abs((half?.borderColor?.components?[0] ?? 0) - 0.5) < 0.01)
        animator.fractionComplete = 1
        #expect(card.layer.presentation()?.shadowOpacity == 1 && card.layer.presentation()?.cornerRadius == 16)
        animator.stopAnimation(true)
        #expect(card.layer.shadowOpacity == 1 && card.layer.borderColor == Color.white.cgColor)
        f.expectIdle()
    }

    // MARK: Rendering

    @Test func masksToBoundsClipsAnImageToTheRoundedShapeAntiAliased() {
        let f = Fixture(width: 60, height: 60)
        let image = ImageView(image: makeImage(width: 40, height: 40, color: Color(rgb: 255, 0, 0)))
        image.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        image.layer.cornerRadius = 12
        image.layer.masksToBounds = true
        f.root.addSubview(image)
        f.screen.runFrame()
        #expect(rgb(f, 10, 10) == (255, 255, 255), "the corner pixel shows the page")
        #expect(rgb(f, 49, 49) == (255, 255, 255), "and the opposite corner")
        #expect(rgb(f, 30, 30) == (255, 0, 0), "the middle is the image")
        #expect(rgb(f, 10, 30) == (255, 0, 0), "the straight edge is not cut")
        // Along the corner's diagonal, one pixel is partly covered: anti-aliased.
        let diagonal = (0..<6).map { rgb(f, 10 + $0, 10 + $0).g }
        #expect(diagonal.contains { $0 > 20 && $0 < 235 }, "\(diagonal)")
        // Without the clip the image is square, as Core Animation without masksToBounds.
        image.layer.masksToBounds = false
        f.screen.runFrame()
        #expect(rgb(f, 10, 10) == (255, 0, 0))
        expectMatchesFullRepaint(f)
    }

    @Test func maskedCornersRoundOnlyTheCornersGiven() {
        let f = Fixture(width: 60, height: 60)
        let card = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        card.backgroundColor = Color(rgb: 0, 0, 255)
        card.layer.cornerRadius = 12
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        f.root.addSubview(card)
        f.screen.runFrame()
        #expect(rgb(f, 10, 10) == (255, 255, 255), "a rounded top corner")
        #expect(rgb(f, 10, 49) == (0, 0, 255), "a square bottom corner")
        #expect(rgb(f, 49, 49) == (0, 0, 255))
    }

    @Test func theBorderIsDrawnInsideTheBoundsOverSubviews() {
        let f = Fixture(width: 60, height: 60)
        let box = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        box.layer.borderWidth = 4
        box.layer.borderColor = Color(rgb: 0, 0, 255).cgColor
        let fill = View(frame: box.bounds)
        fill.backgroundColor = Color(rgb: 255, 0, 0)
        box.addSubview(fill)
        f.root.addSubview(box)
        f.screen.runFrame()
        #expect(rgb(f, 10, 30) == (0, 0, 255), "the border over the subview")
        #expect(rgb(f, 13, 30) == (0, 0, 255), "4 points wide")
        #expect(rgb(f, 14, 30) == (255, 0, 0), "then the subview")
        #expect(rgb(f, 9, 30) == (255, 255, 255), "nothing outside the bounds")
        #expect(rgb(f, 30, 30) == (255, 0, 0))
        box.layer.borderWidth = 0
        f.screen.runFrame()
        #expect(rgb(f, 10, 30) == (255, 0, 0))
        expectMatchesFullRepaint(f)
    }

    @Test func theShadowFallsUnderTheViewAndIsRasterisedOnce() {
        let f = Fixture(width: 200, height: 120)
        let card = View(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        f.root.backgroundColor = Color(rgb: 200, 200, 200)
        f.root.addSubview(card)
        f.screen.runFrame()
        #expect(rgb(f, 50, 64).r < 190, "darker below the card")
        #expect(rgb(f, 50, 4).r == 200, "nothing far above it")
        #expect(rgb(f, 50, 40) == (255, 255, 255), "the card over its shadow")
        let renderer = f.window.renderer
        #expect(renderer.shadowRasterizations == 1)
        // Moving, fading and animating the shadow's opacity and offset reuse the image.
        View.animate(withDuration: 0.5, delay: 0, options: .curveLinear) {
            card.frame.origin.x = 110
            card.layer.shadowOpacity = 0.2
            card.layer.shadowOffset = CGSize(width: 3, height: 3)
            card.alpha = 0.8
        }
        f.screen.advance(by: 0.6)
        #expect(renderer.shadowRasterizations == 1, "no blur while moving")
        #expect(rgb(f, 50, 64).r == 200, "no trail where the shadow was")
        expectMatchesFullRepaint(f)
        card.layer.shadowRadius = 2
        f.screen.runFrame()
        #expect(renderer.shadowRasterizations == 2, "a new radius is a new image")
        card.layer.masksToBounds = true
        f.screen.runFrame()
        #expect(rgb(f, 140, 64).r == 200, "masksToBounds clips the shadow away, as in Core Animation")
        expectMatchesFullRepaint(f)
    }

    @Test func evictedShadowAndBorderStoresAreDrawnAgain() {
        let f = Fixture(width: 120, height: 80)
        let card = View(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = .white
        card.layer.borderWidth = 2
        card.layer.shadowOpacity = 0.5
        f.root.addSubview(card)
        f.screen.runFrame()
        card.isHidden = true
        f.screen.runFrame()
        f.window.renderer.releaseScratch()
        card.isHidden = false
        let lines = capturingDiagnostics { f.screen.runFrame() }
        #expect(lines.isEmpty, "\(lines)")
        #expect(f.window.renderer.shadowRasterizations == 2)
        expectMatchesFullRepaint(f)
    }

    @Test func aShadowPathShapesTheShadow() {
        let f = Fixture(width: 120, height: 80)
        f.root.backgroundColor = .white
        let view = View(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = .zero
        view.layer.shadowPath = BezierPath(rect: CGRect(x: 40, y: 0, width: 20, height: 10)).cgPath
        f.root.addSubview(view)
        f.screen.runFrame()
        #expect(rgb(f, 70, 25) == (0, 0, 0), "the path's rectangle, outside the bounds")
        #expect(rgb(f, 30, 30) == (255, 255, 255), "not the view's own rectangle")
        expectMatchesFullRepaint(f)
    }
}
