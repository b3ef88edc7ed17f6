import Foundation

@testable import WidgetKitLite

/// Text samples (weights, sizes, alignments, colours), wrapped text at 2×, and shaping
/// (kerning, ligatures, Arabic, CJK fallback, combining marks) drawn by a view on white.
extension GoldenScene {
    static let text: [GoldenScene] = [samples, scaleTwo, shaping]

    private static let samples = GoldenScene("text-samples", width: 240, height: 96) { screen in
        let lines: [(String, Font, Color, TextAlignment)] = [
            ("Settings › General — ok…", .systemFont(ofSize: 17), .black, .left),
            ("Semibold title", .systemFont(ofSize: 17, weight: .semibold), .black, .center),
            ("Tab label 10 pt", .systemFont(ofSize: 10), .systemBlue, .right),
            ("Wrapped body text that runs on", .systemFont(ofSize: 13), .darkGray, .left),
        ]
        var y: CGFloat = 4
        let view = TextSampleView()
        for (text, font, color, alignment) in lines {
            let layout = TextLayout(text: text, font: font, scale: 1, maxWidth: 232, numberOfLines: 1)
            view.samples.append(.init(layout: layout, at: CGPoint(x: 4, y: y), width: 232, alignment: alignment, color: color))
            y += layout.size.height + 2
        }
        show(view, on: screen)
    }

    private static let scaleTwo = GoldenScene("text-scale2", width: 120, height: 50, scale: 2) { screen in
        let layout = TextLayout(
            text: "Crisp at 2× — wraps at words", font: .systemFont(ofSize: 15), scale: 2, maxWidth: 110, numberOfLines: 2)
        let view = TextSampleView()
        view.samples = [.init(layout: layout, at: CGPoint(x: 6, y: 6), width: 220, alignment: .left, color: .black)]
        show(view, on: screen)
    }

    private static let shaping = GoldenScene("text-shaping", width: 260, height: 130) { screen in
        let view = TextSampleView()
        var y: CGFloat = 4
        for text in ["AVA Wave: kerned", "office ffi fl ligatures", "سلام عليكم — Arabic", "中文 fallback, e\u{301} x\u{301}"] {
            let line = TextLayout(text: text, font: .systemFont(ofSize: 17), scale: 1, maxWidth: 250, numberOfLines: 1)
            view.samples.append(.init(layout: line, at: CGPoint(x: 5, y: y), width: 250, alignment: .left, color: .black))
            y += line.size.height + 10
        }
        show(view, on: screen)
    }

    /// Shows `view` over a white window it fills.
    @MainActor
    private static func show(_ view: TextSampleView, on screen: SceneScreen) {
        let (window, root) = screen.makeWindowWithRootView()
        view.frame = window.bounds
        root.addSubview(view)
        screen.runFrame()
    }
}

/// A view drawing laid-out text at device positions, as a label would.
@MainActor
final class TextSampleView: View {
    /// One laid-out text: its box's top-left and width in device pixels.
    struct Sample {
        let layout: TextLayout
        let at: CGPoint
        let width: CGFloat
        let alignment: TextAlignment
        let color: Color
    }

    var samples: [Sample] = [] {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        for sample in samples {
            let at = CGPoint(x: context.origin.x + sample.at.x, y: context.origin.y + sample.at.y)
            context.draw(sample.layout, at: at, width: sample.width, alignment: sample.alignment, color: sample.color)
        }
    }
}
