import Foundation
import Testing

@testable import WidgetKitLite

/// A list row of plain views: a white background, two labels in 600×24 and 600×20 pt frames
/// and a one-point separator drawn in `draw(_:in:)`.
@MainActor
private final class TwoLabelRow: View {
    required init?(coder: NSCoder) { nil }

    let title = Label()
    let detail = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        title.font = .systemFont(ofSize: 17)
        detail.font = .systemFont(ofSize: 13)
        title.frame = CGRect(x: 16, y: 0, width: 600, height: 24)
        detail.frame = CGRect(x: 16, y: 24, width: 600, height: 20)
        addSubview(title)
        addSubview(detail)
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        context.fill(CGRect(x: 16, y: bounds.height - 1, width: bounds.width - 16, height: 1), color: Color(white: 0.78))
    }
}

/// Backing-store memory measured by the renderer's own accounting (`LayerCache.totalBytes`):
/// stores sized to what views paint, a budget scaled to the window, flat on a second pass.
@MainActor @Suite struct StoreMemoryTests {
    @Test func labelStoreCoversItsGlyphsNotItsFrame() {
        let screen = HeadlessScreen(size: CGSize(width: 900, height: 640))
        let window = screen.makeWindow()
        let label = Label(text: "Row 1")
        label.frame = CGRect(x: 16, y: 0, width: 600, height: 24)
        window.addSubview(label)
        screen.advance(by: 0)
        let slot = window.renderer.layers.existingRecord(for: label)?.content
        #expect(slot != nil)
        guard let slot else { return }
        // Its glyphs, antialiased edges included: far less than the 600×24 frame.
        #expect(slot.size.width < 100 && slot.size.height <= 24)
        #expect(window.renderer.layerBytes == slot.bytes)
        // Every pixel that differs from the background lies in the store.
        let image = screen.snapshot()
        let background = image.pixel(x: 800, y: 600)
        var inked = PixelRect.zero
        for y in 0..<40 {
            for x in 0..<700 where image.pixel(x: x, y: y) != background {
                inked = inked.union(PixelRect(x: x, y: y, width: 1, height: 1))
            }
        }
        #expect(!inked.isEmpty)
        let stored = PixelRect(x: 16 + slot.offset.x, y: slot.offset.y, width: slot.size.width, height: slot.size.height)
        #expect(stored.contains(inked))
    }

    @Test func centeredAndRightAlignedLabelsKeepTheirPixels() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 120))
        let window = screen.makeWindow()
        for (i, alignment) in [TextAlignment.left, .center, .right].enumerated() {
            let label = Label(text: "Qgjy Éé")
            label.textAlignment = alignment
            label.frame = CGRect(x: 10, y: 10 + CGFloat(i) * 30, width: 280, height: 30)
            window.addSubview(label)
        }
        screen.advance(by: 0)
        let full = Bitmap(width: 300, height: 120)
        Renderer.paintAll(window, into: full.canvas, clearColor: Pixel.opaqueBlack)
        #expect(screen.snapshot().pixels == Image(copying: full.canvas).pixels)
        #expect(window.renderer.layerBytes < 3 * 280 * 30 * 4 / 2)
    }

    @Test func budgetScalesWithTheWindowsPixels() {
        let small = Renderer.budget(for: PixelSize(width: 100, height: 100))
        #expect(small == LayerMemoryBudget().floor)
        let window = Renderer.budget(for: PixelSize(width: 1920, height: 1080))
        #expect(window == Int(Double(1920 * 1080 * 4) * LayerMemoryBudget().windowMultiple))
        let screen = HeadlessScreen(size: CGSize(width: 1600, height: 1000))
        let shown = screen.makeWindow()
        #expect(shown.renderer.layers.budget == Renderer.budget(for: PixelSize(width: 1600, height: 1000)))
        screen.resize(to: CGSize(width: 2000, height: 1200))
        screen.advance(by: 0.1)
        #expect(shown.renderer.layers.budget == Renderer.budget(for: PixelSize(width: 2000, height: 1200)))
    }

    @Test func wheelScrolledLabelListKeepsStoresWithinTheVisibleAreaAndFlat() {
        let size = CGSize(width: 900, height: 640)
        let screen = HeadlessScreen(size: size)
        let window = screen.makeWindow()
        let scroll = ScrollView(frame: window.bounds)
        let rowHeight: CGFloat = 45
        scroll.contentSize = CGSize(width: size.width, height: 200 * rowHeight)
        for index in 0..<200 {
            let row = TwoLabelRow(frame: CGRect(x: 0, y: CGFloat(index) * rowHeight, width: size.width, height: rowHeight))
            row.title.text = "Row \(index + 1)"
            row.detail.text = "Detail \(index + 1)"
            scroll.addSubview(row)
        }
        window.addSubview(scroll)
        screen.advance(by: 0.1)
        let end = scroll.contentSize.height - scroll.bounds.height
        let point = CGPoint(x: 450, y: 320)
        func pass() -> (peak: Int, atRest: Int) {
            var peak = 0
            for direction in [CGFloat(1), -1] {
                var steps = 0
                while direction > 0 ? scroll.contentOffset.y < end : scroll.contentOffset.y > 0, steps < 2000 {
                    screen.scroll(dy: 40 * direction, at: point)
                    screen.advance(by: 3 / HeadlessScreen.framesPerSecond)
                    peak = max(peak, window.renderer.layerBytes)
                    steps += 1
                }
            }
            screen.advance(by: 1)
            return (peak, window.renderer.layerBytes)
        }
        let first = pass()
        let second = pass()
        let windowBytes = 900 * 640 * 4
        // The stores of every row sized to their frames would hold about 21 MB; sized to what
        // they paint, even all 200 rows' stores hold less than the window's own pixels.
        #expect(first.peak <= windowBytes)
        #expect(first.peak <= window.renderer.layers.budget)
        // At rest only the visible rows (about 15) keep stores.
        #expect(first.atRest <= windowBytes / 16)
        #expect(second.peak <= first.peak, "flat on a second pass")
        #expect(second.atRest == first.atRest)
    }
}
