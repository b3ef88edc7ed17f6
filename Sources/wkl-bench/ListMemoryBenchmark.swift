@preconcurrency import Glibc
import Foundation
import WidgetKitLite

/// The memory budget's list app, alone in its process (`wkl-bench --list-memory`): a
/// 1280×800 window holding a 200-row list whose rows are a label over a one-point separator
/// drawn in `draw(_:in:)`, scrolled from the top to the bottom and back twice, 40 pt a
/// frame. Resident memory is read after start-up and after each pass: the second pass must
/// not grow it (the stores of rows scrolled away are given back).
@MainActor
enum ListMemoryBenchmark {
    /// A row: a label, and a hairline drawn by the view itself.
    final class SeparatedRow: View {
        required init?(coder: NSCoder) { nil }

        let label = Label()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            label.font = .systemFont(ofSize: 17)
            addSubview(label)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: bounds.height - 1)
        }

        override func draw(_ rect: CGRect, in context: GraphicsContext) {
            context.fill(CGRect(x: 16, y: bounds.height - 1, width: bounds.width - 16, height: 1), color: Color(white: 0.78))
        }
    }

    static let rows = 200
    static let rowHeight: CGFloat = 44

    static func run() -> [String: Any] {
        let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800))
        let window = screen.makeWindow()
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: window.bounds.width, height: CGFloat(rows) * rowHeight)
        for index in 0..<rows {
            let row = SeparatedRow(
                frame: CGRect(x: 0, y: CGFloat(index) * rowHeight, width: window.bounds.width, height: rowHeight))
            row.label.text = "Row \(index + 1) · a label long enough to cover part of the row"
            scroll.addSubview(row)
        }
        window.addSubview(scroll)
        screen.advance(by: 0.1)
        var samples = ["startMB": ListBenchmarks.residentMB()]
        let end = scroll.contentSize.height - scroll.bounds.height
        for pass in 1...2 {
            var y: CGFloat = 0
            while y < end {
                y = min(end, y + 40)
                scroll.contentOffset = CGPoint(x: 0, y: y)
                screen.runFrame()
            }
            while y > 0 {
                y = max(0, y - 40)
                scroll.contentOffset = CGPoint(x: 0, y: y)
                screen.runFrame()
            }
            screen.advance(by: 1)
            samples["afterPass\(pass)MB"] = ListBenchmarks.residentMB()
        }
        samples["peakMB"] = peakResidentMB()
        return samples
    }

    /// The process's peak resident set (`VmHWM`) in MB.
    static func peakResidentMB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }
}
