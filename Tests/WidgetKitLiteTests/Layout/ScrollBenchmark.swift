import Foundation
import Testing
@_spi(Benchmarks) @testable import WidgetKitLite

/// Prints the cost of scrolling a 300-row list at 1280×800 under the bars (the demo's Library
/// page): frame work per scroll frame and pixels repainted, by copy and by full repaint.
/// Runs only with `WKL_BENCH=1`; meant for a release build:
/// `WKL_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter ScrollBenchmark`.
/// It asserts nothing about time.
@MainActor @Suite struct ScrollBenchmark {
    nonisolated static let enabled = ProcessInfo.processInfo.environment["WKL_BENCH"] == "1"

    @Test(.enabled(if: enabled)) func scrollingTheLibraryList() {
        for opaque in [true, false] {
            let f = TabsFixture(width: 1280, height: 800)
            let page = BookListPage()
            f.navA.pushViewController(page, animated: false)
            page.scrollView.backgroundColor = opaque ? .white : nil
            f.screen.advance(by: 0.5)
            let stats = f.window.frameLoop!.statistics
            // Warm up: every row's text rasterised once.
            f.screen.scroll(dy: 100_000, at: CGPoint(640, 400))
            f.screen.advance(by: 1)
            f.screen.scroll(dy: -100_000, at: CGPoint(640, 400))
            f.screen.advance(by: 2)

            stats.reset()
            for _ in 0..<40 {
                f.screen.scroll(dy: 40, at: CGPoint(640, 400))
                f.screen.advance(by: 0.1)
            }
            let wheel = stats.samples.filter { $0.pixelsPainted > 0 }
            f.screen.advance(by: 2)

            stats.reset()
            f.screen.drag(from: CGPoint(640, 600), to: CGPoint(640, 200), duration: 0.2)
            f.screen.advance(by: 3)
            let fling = stats.samples.filter { $0.pixelsPainted > 0 }
            f.screen.advance(by: 2)

            let label = opaque ? "copy" : "full repaint"
            print(Self.summary("wheel, \(label)", wheel))
            print(Self.summary("fling, \(label)", fling))
        }
    }

    static func summary(_ name: String, _ samples: [FrameTiming]) -> String {
        func percentile(_ values: [Double], _ p: Double) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
        }
        let total = samples.map { $0.total * 1000 }, paint = samples.map { $0.paint * 1000 }
        let pixels = samples.map { Double($0.pixelsPainted) }
        return String(
            format: "%@: %d frames, frame work p50 %.3f ms p99 %.3f ms (paint p50 %.3f ms), pixels repainted p50 %.0f mean %.0f (of %d)",
            name, samples.count, percentile(total, 0.5), percentile(total, 0.99), percentile(paint, 0.5),
            percentile(pixels, 0.5), pixels.reduce(0, +) / Double(max(1, pixels.count)), 1280 * 800)
    }
}

/// The demo's Library list, rebuilt here (the demo is an executable): 300 rows of a title,
/// a subtitle and a separator in a vertical stack, in an opaque scroll view under the bars.
@MainActor
final class BookListPage: ViewController {
    let scrollView = ScrollView(frame: .zero)
    let bottomBar = BottomBar(text: "Bottom bar")
    /// Rows and list clip, as in the demo: each view's painted extent is then its frame (no
    /// walk of the subtree). `WKL_BENCH_UNCLIPPED=1` measures without.
    nonisolated static let clipsRows = ProcessInfo.processInfo.environment["WKL_BENCH_UNCLIPPED"] != "1"

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentInset.bottom = bottomBar.height
        let list = StackView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 0))
        list.axis = .vertical
        list.clipsToBounds = Self.clipsRows
        for index in 1...300 {
            let row = View(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 60))
            row.clipsToBounds = Self.clipsRows
            let title = Label(text: "Book \(index)")
            title.frame.origin = CGPoint(x: 20, y: 10)
            let subtitle = Label(text: "Grace Hopper · \(1950 + index % 70)", font: .systemFont(ofSize: 13), color: Theme.light.secondaryLabelColor)
            subtitle.frame.origin = CGPoint(x: 20, y: 34)
            let separator = View(frame: CGRect(x: 20, y: 59, width: view.bounds.width - 20, height: 1))
            separator.backgroundColor = Theme.light.barSeparatorColor
            row.addSubview(title)
            row.addSubview(subtitle)
            row.addSubview(separator)
            list.addArrangedSubview(row)
        }
        list.frame.size.height = list.intrinsicContentSize.height
        scrollView.addSubview(list)
        scrollView.contentSize = list.frame.size
        view.addSubview(scrollView)
        view.addSubview(bottomBar)
    }
}
