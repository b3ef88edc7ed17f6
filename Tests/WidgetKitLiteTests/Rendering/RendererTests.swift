import Foundation
import Testing

@testable import WidgetKitLite

/// A view that counts its `draw(_:in:)` calls and draws a block and a one-point separator.
@MainActor
private final class CountingView: View {
    static var draws = 0

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        Self.draws += 1
        context.fill(CGRect(x: 10, y: 10, width: 40, height: 20), color: .systemBlue)
        context.fill(CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), color: Color(rgb: 198, 198, 200))
    }
}

/// A list row: a label and a separator drawn in `draw(_:in:)`.
@MainActor
private final class SeparatorRow: View {
    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        context.fill(CGRect(x: 16, y: bounds.height - 1, width: bounds.width - 16, height: 1), color: Color(rgb: 198, 198, 200))
    }
}

@MainActor @Suite struct RendererTests {
    /// A page full of views that draw.
    private func page() -> ViewController {
        let vc = ViewController()
        vc.view.backgroundColor = .white
        for i in 0..<12 {
            let v = CountingView(frame: CGRect(x: 0, y: 50 + CGFloat(i) * 40, width: 300, height: 40))
            vc.view.addSubview(v)
            let label = Label(text: "Row \(i)")
            label.frame.origin = CGPoint(x: 60, y: 50 + CGFloat(i) * 40)
            vc.view.addSubview(label)
        }
        return vc
    }

    @Test func pushAndPopFramesDoNotDrawPages() {
        let f = TabsFixture(width: 400, height: 600)
        let p = page()
        f.screen.advance(by: 0.5)
        CountingView.draws = 0
        f.navA.pushViewController(p, animated: true)
        let atCall = CountingView.draws
        #expect(atCall > 0, "the pushed page is drawn at the call")
        f.screen.advance(by: 0.5)
        #expect(CountingView.draws == atCall, "no transition frame draws the page")
        #expect(f.navA.topViewController === p)

        CountingView.draws = 0
        f.navA.popViewController(animated: true)
        f.screen.advance(by: 0.5)
        #expect(CountingView.draws == 0, "popping composites what is stored")
        f.expectIdle()
    }

    @Test func storesAreSizedToWhatIsPainted() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let row = SeparatorRow(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        window.addSubview(row)
        screen.advance(by: 0)
        // The separator's 384×1 pixels, not the row's 400×44.
        #expect(window.renderer.layerBytes == 384 * 1 * 4)
        #expect(screen.snapshot().pixel(x: 200, y: 43) != screen.snapshot().pixel(x: 200, y: 42))
    }

    @Test func storesBeyondTheBudgetAreEvictedAndDrawnAgain() {
        var budget = LayerMemoryBudget()
        budget.fixed = 16 * 1024
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), layerMemoryBudget: budget)
        let window = screen.makeWindow()
        var labels: [Label] = []
        for i in 0..<20 {
            let label = Label(text: "Label number \(i)")
            label.frame.origin = CGPoint(x: 10, y: 10 + CGFloat(i) * 28)
            window.addSubview(label)
            labels.append(label)
        }
        screen.advance(by: 0)
        let before = screen.snapshot()
        // A frame that repaints one label: the others' stores, least recently used, go.
        labels[0].textColor = .systemBlue
        labels[0].textColor = .label
        screen.runFrame()
        #expect(window.renderer.layerBytes <= 16 * 1024 + 100 * 40 * 4)
        // Everything repainted: evicted labels are drawn again, the same pixels.
        window.damageAll()
        screen.runFrame()
        #expect(screen.snapshot().pixels == before.pixels)
    }

    @Test func longListKeepsBoundedFlatStores() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600))
        let window = screen.makeWindow()
        let scroll = ScrollView(frame: window.bounds)
        scroll.backgroundColor = .white
        let rowHeight: CGFloat = 44
        for i in 0..<200 {
            let row = SeparatorRow(frame: CGRect(x: 0, y: CGFloat(i) * rowHeight, width: 400, height: rowHeight))
            let label = Label(text: "Row number \(i) of the long list")
            label.frame.origin = CGPoint(x: 16, y: 12)
            row.addSubview(label)
            scroll.addSubview(row)
        }
        scroll.contentSize = CGSize(width: 400, height: 200 * rowHeight)
        window.addSubview(scroll)
        screen.advance(by: 0)
        let end = 200 * rowHeight - 600
        func pass() -> Int {
            var peak = 0
            var y: CGFloat = 0
            while y < end {
                y = min(end, y + 90)
                scroll.contentOffset = CGPoint(x: 0, y: y)
                screen.runFrame()
                peak = max(peak, window.renderer.layerBytes)
            }
            while y > 0 {
                y = max(0, y - 90)
                scroll.contentOffset = CGPoint(x: 0, y: y)
                screen.runFrame()
                peak = max(peak, window.renderer.layerBytes)
            }
            return peak
        }
        let first = pass()
        screen.advance(by: 0.1)
        let atRest = window.renderer.layerBytes
        let second = pass()
        screen.advance(by: 0.1)
        // Stores of all 200 rows would hold about 3.5 MB; only the visible rows (about 14)
        // and those just scrolled past keep theirs.
        #expect(first < 1_000_000)
        #expect(second <= first, "flat on a second pass")
        #expect(atRest <= first)
        #expect(window.renderer.layerBytes == atRest)
        let image = screen.snapshot()
        #expect(image.pixel(x: 100, y: 43) != image.pixel(x: 100, y: 40), "the first separator is painted again")
    }
}
