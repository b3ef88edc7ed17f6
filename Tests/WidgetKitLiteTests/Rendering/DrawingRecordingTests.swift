import Foundation
import Testing

@testable import WidgetKitLite

/// A recording context's calls, replayed into a drawing context, paint what the same calls
/// made on that context directly paint, at any whole-pixel origin (the store's) and scale,
/// including text placed at half pixels (rounding there depends on the device position).
@MainActor @Suite struct DrawingRecordingTests {
    /// Draws a bit of everything a view can: fills, outlines, an image, a tinted template,
    /// text at a point and laid-out text placed from the context's origin (as Label does).
    private func drawEverything(in context: GraphicsContext) {
        let scale = context.scale
        context.fill(CGRect(x: 1.25, y: 0.5, width: 10, height: 6.5), color: .systemRed)
        context.fill(CGRect(x: 3, y: 8, width: 12, height: 9), color: .systemBlue, cornerRadius: 3.5)
        context.stroke(CGRect(x: 0.5, y: 0.5, width: 30, height: 20), color: .black, width: 1)
        context.stroke(CGRect(x: 2, y: 22, width: 26, height: 12), color: .systemGreen, width: 1.5, cornerRadius: 4)
        let image = Image(width: 3, height: 2, pixels: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x8080_8080, 0, 0xFFFF_FFFF])
        context.draw(image, in: CGRect(x: 18.5, y: 3.25, width: 9, height: 5))
        context.draw(image.withRenderingMode(.alwaysTemplate), in: CGRect(x: 18, y: 10, width: 6, height: 4), tintColor: .systemBlue)
        context.draw("Hi", at: CGPoint(x: 2.25, y: 35.5), font: .systemFont(ofSize: 10), color: .black)
        let layout = TextLayout(text: "Label", font: .systemFont(ofSize: 9), scale: scale, maxWidth: nil, numberOfLines: 1)
        context.draw(
            layout, at: CGPoint(x: context.origin.x, y: context.origin.y + (3.5 * scale).rounded(.down) + 0.5),
            width: 30 * scale, alignment: .center, color: .darkGray)
    }

    @Test(arguments: [1.0, 2.0, 1.5] as [CGFloat])
    func aReplayedRecordingPaintsWhatDrawingDirectlyPaints(scale: CGFloat) {
        let recorder = GraphicsContext(recordingAt: scale)
        drawEverything(in: recorder)
        #expect(recorder.recording.map { !$0.calls.isEmpty } == true)
        for origin in [CGPoint(x: 0, y: 0), CGPoint(x: -1, y: -3), CGPoint(x: -7, y: -2), CGPoint(x: 4, y: 5)] {
            let size = Int(50 * scale)
            let direct = Bitmap(width: size, height: size)
            let drawing = GraphicsContext(canvas: direct.canvas, origin: origin, scale: scale)
            drawEverything(in: drawing)
            let replayed = Bitmap(width: size, height: size)
            recorder.recording?.replay(into: GraphicsContext(canvas: replayed.canvas, origin: origin, scale: scale))
            let directPixels = Image(copying: direct.canvas).pixels
            #expect(directPixels.contains { $0 != 0 })
            let same = Image(copying: replayed.canvas).pixels == directPixels
            #expect(same, "origin \(origin)")
        }
    }

    @Test func aRecordingSaysWhereItDrawsAndDrawsNothing() {
        let recorder = GraphicsContext(recordingAt: 2)
        recorder.fill(CGRect(x: 1, y: 2, width: 3, height: 4), color: .black)
        #expect(recorder.paintedExtent == PixelRect(x: 2, y: 4, width: 6, height: 8))
        #expect(!recorder.drewUnbounded)
        let empty = GraphicsContext(recordingAt: 2)
        empty.fill(.zero, color: .black)
        #expect(!empty.didDraw)
    }
}
