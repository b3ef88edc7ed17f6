import Foundation

import WidgetKitLite

/// Custom drawing with paths, gradients, clips and image renderers, in views'
/// `draw(_:)` (UIKit's override point, drawing into the current context), at 1× and 2×.
extension GoldenScene {
    static let drawing: [GoldenScene] = [CGFloat(1), 2].flatMap { scale in
        [
            scene("drawing-strokes", scale: scale) { StrokesView(frame: $0) },
            scene("drawing-fills", scale: scale) { FillsView(frame: $0) },
            scene("drawing-image-renderer", scale: scale) { RendererView(frame: $0) },
        ]
    }

    private static func scene(
        _ name: String, scale: CGFloat, make: @escaping @MainActor @Sendable (CGRect) -> View
    ) -> GoldenScene {
        GoldenScene("\(name)-\(Int(scale))x", width: 200, height: 120, scale: scale) { screen in
            let (_, root) = screen.makeWindowWithRootView()
            let view = make(CGRect(x: 0, y: 0, width: 200, height: 120))
            view.backgroundColor = .white
            root.addSubview(view)
            screen.runFrame()
        }
    }
}

/// Curves, a dashed stroke with round caps, and the three joins.
private final class StrokesView: View {
    override func draw(_ rect: CGRect) {
        let curve = BezierPath()
        curve.move(to: CGPoint(x: 10, y: 50))
        curve.addCurve(to: CGPoint(x: 90, y: 50), controlPoint1: CGPoint(x: 20, y: -10), controlPoint2: CGPoint(x: 70, y: 110))
        curve.addQuadCurve(to: CGPoint(x: 130, y: 20), controlPoint: CGPoint(x: 120, y: 60))
        curve.addArc(withCenter: CGPoint(x: 160, y: 35), radius: 22, startAngle: .pi, endAngle: .pi / 2, clockwise: true)
        curve.lineWidth = 3
        Color.systemBlue.setStroke()
        curve.stroke()

        let dashed = BezierPath()
        dashed.move(to: CGPoint(x: 12, y: 75))
        dashed.addLine(to: CGPoint(x: 188, y: 75))
        dashed.lineWidth = 4
        dashed.lineCapStyle = .round
        dashed.setLineDash([8, 7], count: 2, phase: 0)
        Color.systemRed.setStroke()
        dashed.stroke()

        for (i, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
            let zigzag = BezierPath()
            let x = 20 + CGFloat(i) * 62
            zigzag.move(to: CGPoint(x: x, y: 112))
            zigzag.addLine(to: CGPoint(x: x + 18, y: 88))
            zigzag.addLine(to: CGPoint(x: x + 36, y: 112))
            zigzag.addLine(to: CGPoint(x: x + 44, y: 96))
            zigzag.lineWidth = 7
            zigzag.lineJoinStyle = join
            zigzag.lineCapStyle = i == 2 ? .square : .butt
            Color(white: 0.25).setStroke()
            zigzag.stroke()
        }
    }
}

/// An even-odd star, linear and radial gradients, and a clip to an oval.
private final class FillsView: View {
    override func draw(_ rect: CGRect) {
        let star = BezierPath()
        for i in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let p = CGPoint(x: 35 + 28 * cos(angle), y: 38 + 28 * sin(angle))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.close()
        star.usesEvenOddFillRule = true
        Color.systemOrange.setFill()
        star.fill()

        guard let context = GraphicsContext.current else { return }
        let gradient = CGGradient(colors: [.systemBlue, .systemPink, .systemYellow], locations: [0, 0.6, 1])
        context.saveGState()
        context.clip(to: CGRect(x: 75, y: 8, width: 50, height: 60))
        context.drawLinearGradient(gradient, start: CGPoint(x: 75, y: 8), end: CGPoint(x: 125, y: 68))
        context.restoreGState()

        let radial = CGGradient(colors: [.white, .systemGreen, Color.systemGreen.withAlphaComponent(0)])
        context.drawRadialGradient(
            radial, startCenter: CGPoint(x: 158, y: 30), startRadius: 2, endCenter: CGPoint(x: 165, y: 38), endRadius: 28)

        context.saveGState()
        BezierPath(ovalIn: CGRect(x: 20, y: 76, width: 160, height: 38)).addClip()
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 180, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        Color.black.withAlphaComponent(0.5).setFill()
        context.fill(CGRect(x: 90, y: 70, width: 20, height: 50))
        context.restoreGState()
    }
}

/// An image made by a renderer, drawn plainly and rotated.
private final class RendererView: View {
    static let badge: Image = {
        var format = GraphicsImageRendererFormat()
        format.scale = 2
        let renderer = GraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format)
        return renderer.image { context in
            Color.systemIndigo.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            Color.white.setFill()
            BezierPath(roundedRect: CGRect(x: 6, y: 6, width: 28, height: 28), cornerRadius: 8).fill()
            Color.systemIndigo.setStroke()
            let check = BezierPath()
            check.move(to: CGPoint(x: 12, y: 20))
            check.addLine(to: CGPoint(x: 18, y: 27))
            check.addLine(to: CGPoint(x: 29, y: 13))
            check.lineWidth = 4
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            check.stroke()
        }
    }()

    override func draw(_ rect: CGRect) {
        Self.badge.draw(in: CGRect(x: 10, y: 10, width: 40, height: 40))
        Self.badge.draw(at: CGPoint(x: 60, y: 10))
        guard let context = GraphicsContext.current else { return }
        context.saveGState()
        context.translateBy(x: 150, y: 60)
        context.rotate(by: .pi / 6)
        context.scaleBy(x: 1.5, y: 1)
        Self.badge.draw(in: CGRect(x: -20, y: -20, width: 40, height: 40))
        context.restoreGState()
        Color.systemTeal.setStroke()
        context.stroke(CGRect(x: 10.5, y: 70.5, width: 80, height: 40))
    }
}
