// The code of the "Blur" article, compiled and run by `swift test`.
// Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

@MainActor
private func addBar(to view: View) -> VisualEffectView {
    let bar = VisualEffectView(effect: BlurEffect(style: .systemChromeMaterial))
    bar.frame = CGRect(x: 0, y: 556, width: 800, height: 44)
    let caption = Label(frame: bar.contentView.bounds)
    caption.text = "12 albums"
    caption.textAlignment = .center
    bar.contentView.addSubview(caption)
    view.addSubview(bar)
    return bar
}

@MainActor
private func roundedPanel() -> VisualEffectView {
    let panel = VisualEffectView(effect: BlurEffect(style: .systemThinMaterial))
    panel.frame = CGRect(x: 40, y: 40, width: 240, height: 120)
    panel.layer.cornerRadius = 12
    panel.clipsToBounds = true
    return panel
}

// MARK: Checks

@MainActor @Suite struct BlurExample {
    @Test func theBarBlursTheStripesUnderIt() {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600))
        let window = screen.makeWindow()
        let view = View(frame: window.bounds)
        view.backgroundColor = .white
        window.addSubview(view)
        for x in stride(from: 0, to: 800, by: 8) {
            let stripe = View(frame: CGRect(x: CGFloat(x), y: 0, width: 4, height: 600))
            stripe.backgroundColor = .black
            view.addSubview(stripe)
        }
        let bar = addBar(to: view)
        view.addSubview(roundedPanel())
        screen.runFrame()
        let image = screen.snapshot()
        #expect(image.pixel(x: 1, y: 300).red < 0.01, "sharp stripes above the bar")
        let under = (0..<8).map { image.pixel(x: 100 + $0, y: 590).red }
        #expect(under.max()! - under.min()! < 0.03, "no stripes under the bar: \(under)")
        #expect(bar.contentView.subviews.count == 1)
    }
}
