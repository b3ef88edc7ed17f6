import Foundation
import Testing
@testable import WidgetKitLite

/// Drawing paths, gradients and clips through `GraphicsContext` and
/// `GraphicsImageRenderer`, checked pixel by pixel where the answer is known exactly.
@MainActor @Suite struct PathDrawingTests {
    private func render(width: CGFloat = 20, height: CGFloat = 20, scale: CGFloat = 1, _ body: (GraphicsImageRendererContext) -> Void) -> Image {
        var format = GraphicsImageRendererFormat()
        format.scale = scale
        return GraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image(actions: body)
    }

    @Test func aRendererImageHasTheFormatsScaleAndSize() {
        let image = render(width: 10.5, height: 4, scale: 2) { context in
            Color.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(image.width == 21 && image.height == 8 && image.scale == 2)
        #expect(image.pixel(x: 1, y: 1) == .red)
        #expect(image.pixel(x: 2, y: 2) == .clear)
    }

    @Test func anOpaqueFormatStartsBlackAndEndsOpaque() {
        var format = GraphicsImageRendererFormat()
        format.opaque = true
        let image = GraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            Color.white.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        #expect(image.pixel(x: 3, y: 0) == .black)
        #expect(image.pixel(x: 0, y: 0).alpha == 1 && abs(image.pixel(x: 0, y: 0).red - 0.5) < 0.01)
    }

    @Test func pngDataDecodesToTheSameImage() throws {
        let renderer = GraphicsImageRenderer(size: CGSize(width: 6, height: 6))
        let draw: (GraphicsImageRendererContext) -> Void = { _ in
            Color.systemGreen.setFill()
            BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 6, height: 6)).fill()
        }
        let data = renderer.pngData(actions: draw)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkl-renderer-\(UUID()).png")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try Image(contentsOfPNG: url) == renderer.image(actions: draw))
    }

    /// A pixel-aligned square path fills whole pixels exactly, like a rectangle fill.
    @Test func anAlignedSquarePathFillsWholePixels() {
        let image = render { _ in
            Color.blue.setFill()
            BezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)).fill()
        }
        #expect(image.pixel(x: 5, y: 5) == .blue && image.pixel(x: 14, y: 14) == .blue)
        #expect(image.pixel(x: 4, y: 5) == .clear && image.pixel(x: 15, y: 14) == .clear)
    }

    /// A half-pixel-wide edge covers half a pixel: alpha 128 of 255.
    @Test func fractionalEdgesAreAntialiased() {
        let image = render { _ in
            Color.black.setFill()
            BezierPath(rect: CGRect(x: 5, y: 5, width: 10.5, height: 10)).fill()
        }
        #expect(image.premultipliedPixel(x: 15, y: 8) >> 24 == 128)
    }

    /// The even-odd star has a hole; the non-zero one does not.
    @Test func evenOddAndNonZeroFillDiffer() {
        func star(evenOdd: Bool) -> Image {
            render(width: 60, height: 60) { _ in
                let path = BezierPathTests.star(center: CGPoint(x: 30, y: 30), radius: 28)
                path.usesEvenOddFillRule = evenOdd
                Color.black.setFill()
                path.fill()
            }
        }
        #expect(star(evenOdd: false).pixel(x: 30, y: 30) == .black)
        #expect(star(evenOdd: true).pixel(x: 30, y: 30) == .clear)
        #expect(star(evenOdd: true).pixel(x: 30, y: 8) == .black)
    }

    /// A stroke's width is centred on the path: a 2-point line along y = 10 paints rows 9
    /// and 10; butt caps stop at the ends, square caps go half the width further.
    @Test func strokesAreCentredAndCapped() {
        func line(_ cap: CGLineCap) -> Image {
            render { _ in
                let path = BezierPath()
                path.move(to: CGPoint(x: 5, y: 10))
                path.addLine(to: CGPoint(x: 15, y: 10))
                path.lineWidth = 2
                path.lineCapStyle = cap
                path.stroke()
            }
        }
        let butt = line(.butt), square = line(.square)
        #expect(butt.pixel(x: 5, y: 9) == .black && butt.pixel(x: 14, y: 10) == .black)
        #expect(butt.pixel(x: 10, y: 8) == .clear && butt.pixel(x: 10, y: 11) == .clear && butt.pixel(x: 4, y: 9) == .clear)
        #expect(square.pixel(x: 4, y: 9) == .black && square.pixel(x: 15, y: 10) == .black && square.pixel(x: 3, y: 9) == .clear)
    }

    /// A miter join sharper than the limit is bevelled.
    @Test func theMiterLimitBevelsSharpCorners() {
        func corner(limit: CGFloat) -> Image {
            render(width: 40, height: 60) { _ in
                let path = BezierPath()
                path.move(to: CGPoint(x: 10, y: 55))
                path.addLine(to: CGPoint(x: 20, y: 15))
                path.addLine(to: CGPoint(x: 30, y: 55))
                path.lineWidth = 4
                path.miterLimit = limit
                path.stroke()
            }
        }
        // The miter's tip is 2 / sin(14°) ≈ 8.2 points above the corner (a ratio of 4.1);
        // the bevel cuts across about 0.5 point above it.
        #expect(corner(limit: 10).pixel(x: 20, y: 12) == .black)
        #expect(corner(limit: 2).pixel(x: 20, y: 12) == .clear)
    }

    /// Clipping to an oval keeps drawing inside it, anti-aliased at its edge; restoring the
    /// state lifts the clip.
    @Test func clipsAreAntialiasedAndRestored() {
        let image = render(width: 40, height: 20) { context in
            context.cgContext.saveGState()
            BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
            Color.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            context.cgContext.restoreGState()
            context.fill(CGRect(x: 30, y: 0, width: 10, height: 20))
        }
        #expect(image.pixel(x: 10, y: 10) == .black)
        #expect(image.pixel(x: 0, y: 0) == .clear && image.pixel(x: 25, y: 10) == .clear)
        let edge = image.pixel(x: 2, y: 3).alpha
        #expect(edge > 0 && edge < 1)
        #expect(image.pixel(x: 35, y: 10) == .black)
    }

    @Test func linearGradientsRunFromStartToEnd() {
        let gradient = CGGradient(colors: [.black, .white])
        let image = render(width: 256, height: 2) { context in
            context.cgContext.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 256, y: 0))
        }
        #expect(image.pixel(x: 0, y: 0).red < 0.01 && image.pixel(x: 255, y: 0).red > 0.99)
        #expect(abs(image.pixel(x: 128, y: 1).red - 0.5) < 0.01)
        // Without options nothing is drawn beyond the ends.
        let short = render(width: 20, height: 2) { context in
            context.cgContext.drawLinearGradient(gradient, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0))
        }
        #expect(short.pixel(x: 2, y: 0) == .clear && short.pixel(x: 17, y: 0) == .clear && short.pixel(x: 10, y: 0).alpha == 1)
    }

    @Test func radialGradientsFillTheirCircles() {
        let gradient = CGGradient(colors: [.white, .black], locations: [0, 1])
        let image = render(width: 40, height: 40) { context in
            context.cgContext.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0, endCenter: CGPoint(x: 20, y: 20), endRadius: 20)
        }
        #expect(image.pixel(x: 20, y: 20).red > 0.95)
        #expect(abs(image.pixel(x: 30, y: 20).red - 0.5) < 0.05)
        #expect(image.pixel(x: 1, y: 1) == .clear)
    }

    /// A rotated image lands where the transform puts it.
    @Test func imagesFollowTheCurrentTransform() {
        let red = render(width: 10, height: 4) { context in
            Color.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 4))
        }
        let image = render(width: 20, height: 20) { context in
            context.cgContext.translateBy(x: 10, y: 0)
            context.cgContext.rotate(by: .pi / 2)
            red.draw(in: CGRect(x: 0, y: 0, width: 10, height: 4))
        }
        // Rotated a quarter clockwise about (10, 0): the strip covers x 6…10, y 0…10.
        #expect(image.pixel(x: 8, y: 5) == .red)
        #expect(image.pixel(x: 12, y: 5) == .clear && image.pixel(x: 8, y: 12) == .clear)
    }

    /// Drawing in a view's `draw(_:)` goes to the view's context through `current`.
    @Test func aViewsDrawHasACurrentContext() {
        final class Dot: View {
            var sawContext = false
            override func draw(_ rect: CGRect) {
                sawContext = GraphicsContext.current != nil
                Color.red.setFill()
                BezierPath(rect: CGRect(x: 2, y: 2, width: 4, height: 4)).fill()
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 20, height: 20), scale: 1)
        let window = screen.makeWindow()
        let dot = Dot(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(dot)
        screen.advance(by: 0)
        #expect(dot.sawContext)
        #expect(screen.snapshot().pixel(x: 3, y: 3) == .red)
        #expect(GraphicsContext.current == nil)
    }

    /// Bad input: a renderer of zero, negative or NaN size, or a NaN path, gives one line
    /// and a defined result.
    @Test(arguments: [CGSize.zero, CGSize(width: -4, height: 10), CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity)])
    func aBadRendererSizeGivesOneLineAndATransparentPixel(_ size: CGSize) {
        var image = Image.empty
        var ran = false
        let lines = capturingDiagnostics {
            image = GraphicsImageRenderer(size: size).image { _ in
                ran = true
                Color.red.setFill()
                BezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
            }
        }
        #expect(lines.count == 1 && lines[0].contains("GraphicsImageRenderer"), "\(lines)")
        #expect(ran && image.width == 1 && image.height == 1 && image.pixel(x: 0, y: 0) == .clear)
    }

    @Test func aPathWithNaNDrawsItsFiniteElements() {
        var image = Image.empty
        let lines = capturingDiagnostics {
            image = render { _ in
                let path = BezierPath()
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: 20, y: 0))
                path.addLine(to: CGPoint(x: CGFloat.nan, y: CGFloat.nan))
                path.addLine(to: CGPoint(x: 20, y: 20))
                path.addLine(to: CGPoint(x: 0, y: 20))
                path.close()
                path.fill()
            }
        }
        #expect(lines.count == 1, "\(lines)")
        #expect(image.pixel(x: 10, y: 10) == .black)
    }
}
