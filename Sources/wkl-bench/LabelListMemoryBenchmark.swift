@preconcurrency import Glibc
import Foundation
@_spi(Benchmarks) import WidgetKitLite

/// The label list's memory, alone in its process (`wkl-bench --label-list-memory`): a
/// 900×640 window holding a 200-row list of plain views, each with a white background, two
/// labels in 600×24 and 600×20 pt frames with short texts and a one-point separator drawn in
/// `draw(_:in:)`, scrolled from the top to the bottom and back twice by the mouse wheel
/// (`HeadlessScreen.scroll`, 40 pt a step, three frames apart). Resident memory is read after
/// start-up and after each pass, with the window's backing-store bytes: the first pass must
/// grow resident memory by at most 16 MB and the second not at all.
@MainActor
enum LabelListMemoryBenchmark {
    /// A row: two labels and a hairline drawn by the view itself.
    final class LabelRow: View {
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

    static let size = CGSize(width: 900, height: 640)
    static let rows = 200
    static let rowHeight: CGFloat = 45
    static let wheelStep: CGFloat = 40

    static func run() -> [String: Any] {
        let screen = HeadlessScreen(size: size)
        let window = screen.makeWindow()
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: size.width, height: CGFloat(rows) * rowHeight)
        for index in 0..<rows {
            let row = LabelRow(frame: CGRect(x: 0, y: CGFloat(index) * rowHeight, width: size.width, height: rowHeight))
            row.title.text = "Row \(index + 1)"
            row.detail.text = "Detail \(index + 1)"
            scroll.addSubview(row)
        }
        window.addSubview(scroll)
        screen.advance(by: 0.1)
        var samples: [String: Any] = ["startMB": ListBenchmarks.residentMB()]
        var storeBytes: [Int] = []
        let end = scroll.contentSize.height - scroll.bounds.height
        let point = CGPoint(x: size.width / 2, y: size.height / 2)
        for pass in 1...2 {
            var peakStores = 0
            for direction in [CGFloat(1), -1] {
                var steps = 0
                while direction > 0 ? scroll.contentOffset.y < end : scroll.contentOffset.y > 0, steps < 10_000 {
                    screen.scroll(dy: direction * wheelStep, at: point)
                    screen.advance(by: 3 / HeadlessScreen.framesPerSecond)
                    peakStores = max(peakStores, RenderBenchmark.storeBytes(of: window))
                    steps += 1
                }
            }
            screen.advance(by: 1)
            storeBytes.append(peakStores)
            samples["afterPass\(pass)MB"] = ListBenchmarks.residentMB()
            samples["peakStoreBytesPass\(pass)"] = peakStores
            samples["storeBytesAtRestPass\(pass)"] = RenderBenchmark.storeBytes(of: window)
        }
        samples["storeBudgetBytes"] = RenderBenchmark.storeBudget(of: window)
        samples["peakMB"] = ListMemoryBenchmark.peakResidentMB()
        return samples
    }
}
