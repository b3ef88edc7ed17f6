// The code of the "Drawing" article, compiled and run by `swift test`. Written as an app
// writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// A progress ring: a grey track and a blue arc, drawn in `draw(_:)`.
final class ProgressRingView: View {
    var progress: CGFloat = 0.25 {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 6

        let track = BezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        track.lineWidth = 8
        Color(white: 0.9).setStroke()
        track.stroke()

        let arc = BezierPath(
            arcCenter: center, radius: radius, startAngle: -.pi / 2,
            endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = 8
        arc.lineCapStyle = .round
        Color.systemBlue.setStroke()
        arc.stroke()
    }
}

/// A card with a gradient header clipped to its rounded corners.
final class GradientCardView: View {
    override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        let card = BezierPath(roundedRect: bounds, cornerRadius: 12)
        context.saveGState()
        card.addClip()
        let gradient = CGGradient(colors: [.systemIndigo, .systemTeal], locations: [0, 1])
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: bounds.width, y: bounds.height),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        context.restoreGState()
    }
}

/// A dashed selection outline.
@MainActor
func strokeSelection(_ rect: CGRect) {
    let outline = BezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
    outline.setLineDash([4, 3], count: 2, phase: 0)
    Color.systemBlue.setStroke()
    outline.stroke()
}

/// A 24-point avatar badge made once with an image renderer, at 2 pixels per point.
@MainActor
func makeAvatarBadge(initialColor: Color) -> Image {
    var format = GraphicsImageRendererFormat()
    format.scale = 2
    let renderer = GraphicsImageRenderer(size: CGSize(width: 24, height: 24), format: format)
    return renderer.image { context in
        initialColor.setFill()
        BezierPath(ovalIn: context.format.bounds).fill()
        Color.white.setStroke()
        let ring = BezierPath(ovalIn: context.format.bounds.insetBy(dx: 2, dy: 2))
        ring.lineWidth = 1.5
        ring.stroke()
    }
}

/// A star that keeps a hole in the middle: the even-odd rule.
@MainActor
func makeStar(center: CGPoint, radius: CGFloat) -> BezierPath {
    let star = BezierPath()
    for i in 0..<5 {
        let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
        let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if i == 0 { star.move(to: point) } else { star.addLine(to: point) }
    }
    star.close()
    star.usesEvenOddFillRule = true
    return star
}

/// Rotating a picture about its centre with the context's transform.
final class TiltedPictureView: View {
    var picture = Image.empty

    override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        context.saveGState()
        context.translateBy(x: bounds.midX, y: bounds.midY)
        context.rotate(by: .pi / 12)
        picture.draw(in: CGRect(x: -30, y: -20, width: 60, height: 40))
        context.restoreGState()
    }
}

// MARK: Checks

extension Examples {
    @MainActor @Suite struct Drawing {
        /// Whether two colours agree within 1/100 per component.
        func isClose(_ a: Color, _ b: Color) -> Bool {
            abs(a.red - b.red) < 0.01 && abs(a.green - b.green) < 0.01 && abs(a.blue - b.blue) < 0.01
                && abs(a.alpha - b.alpha) < 0.01
        }
        let blue = Color(rgb: 0, 122, 255)

        @Test func theRingDrawsItsProgress() {
            let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
            let window = screen.makeWindow()
            let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            ring.backgroundColor = .white
            window.addSubview(ring)
            screen.advance(by: 0)
            // The arc runs clockwise from the top: the right side is blue, the left grey.
            #expect(isClose(screen.snapshot().pixel(x: 94, y: 50), blue))
            #expect(isClose(screen.snapshot().pixel(x: 6, y: 50), Color(white: 0.9)))
            ring.progress = 0.75
            screen.advance(by: 0)
            #expect(isClose(screen.snapshot().pixel(x: 6, y: 50), blue))
        }

        @Test func theCardIsClippedToItsCorners() {
            let screen = HeadlessScreen(size: CGSize(width: 100, height: 60), scale: 1)
            let window = screen.makeWindow()
            let card = GradientCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            window.addSubview(card)
            screen.advance(by: 0)
            let image = screen.snapshot()
            #expect(image.pixel(x: 0, y: 0) != image.pixel(x: 50, y: 30))
            #expect(image.pixel(x: 50, y: 30).alpha == 1)
        }

        @Test func theBadgeAndTheStarAreDrawn() {
            let badge = makeAvatarBadge(initialColor: .systemRed)
            #expect(badge.width == 48 && badge.height == 48 && badge.scale == 2)
            #expect(isClose(badge.pixel(x: 24, y: 24), Color(rgb: 255, 59, 48)) && badge.pixel(x: 0, y: 0) == .clear)
            let star = makeStar(center: CGPoint(x: 50, y: 50), radius: 40)
            #expect(!star.contains(CGPoint(x: 50, y: 50)) && star.contains(CGPoint(x: 50, y: 14)))
            let selected = GraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
                strokeSelection(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
            #expect(isClose(selected.pixel(x: 1, y: 0), blue) && selected.pixel(x: 5, y: 0) == .clear)
            let tilted = TiltedPictureView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            tilted.picture = badge
            let screen = HeadlessScreen(size: CGSize(width: 80, height: 80), scale: 1)
            screen.makeWindow().addSubview(tilted)
            screen.advance(by: 0)
            #expect(isClose(screen.snapshot().pixel(x: 40, y: 40), Color(rgb: 255, 59, 48)))
        }
    }
}
