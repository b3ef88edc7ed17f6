@preconcurrency import Glibc
import Foundation
@_spi(Benchmarks) import WidgetKitLite

/// Table view measurements: the cost of a scrolling frame against the number of rows,
/// creation against the number of rows, and resident memory over a full scroll.
@MainActor
enum ListBenchmarks {
    /// A data source of `rows` rows with a title, a detail and a disclosure indicator.
    final class Rows: TableViewDataSource {
        let rows: Int
        private(set) var cellRequests = 0
        init(rows: Int) { self.rows = rows }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            cellRequests += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Book \(indexPath.row + 1)"
            cell.detailTextLabel?.text = "Shelf \(indexPath.row % 40)"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// A subtitle cell.
    final class BookCell: TableViewCell {
        required init?(coder: NSCoder) { nil }

        required init(style: CellStyle, reuseIdentifier: String?) { super.init(style: .subtitle, reuseIdentifier: reuseIdentifier) }
    }

    static func run(quick: Bool) -> [String: Any] {
        var out: [String: Any] = [:]
        let frames = quick ? 120 : 400
        var scrolling: [String: Any] = [:]
        for rows in [100, 10_000] {
            scrolling[String(rows)] = scroll(rows: rows, frames: frames, startRow: 0)
        }
        scrolling["10000fromRow9000"] = scroll(rows: 10_000, frames: frames, startRow: 9000)
        let small = (scrolling["100"] as? [String: Any])?["totalP50ms"] as? Double ?? 0
        let large = (scrolling["10000"] as? [String: Any])?["totalP50ms"] as? Double ?? 0
        scrolling["ratio10000over100"] = small > 0 ? large / small : 0
        out["scrolling"] = scrolling
        var creation: [String: Any] = [:]
        _ = create(rows: 100)  // warms the font and glyph caches
        for rows in [100, 1_000, 10_000, 100_000] { creation[String(rows)] = create(rows: rows) }
        out["creation"] = creation
        out["memory"] = memoryOverFullScroll(rows: 10_000)
        out["diffable"] = DiffableBenchmark.run(quick: quick)
        return out
    }

    static func makeTable(rows: Int, screen: HeadlessScreen) -> (TableView, Rows) {
        let window = screen.makeWindow()
        let table = TableView(frame: window.bounds, style: .plain)
        table.rowHeight = 60
        table.register(BookCell.self, forCellReuseIdentifier: "row")
        let source = Rows(rows: rows)
        table.dataSource = source
        window.addSubview(table)
        return (table, source)
    }

    /// Frame work while the table scrolls 13 pt per frame (about 780 pt/s) from `startRow`.
    static func scroll(rows: Int, frames: Int, startRow: Int) -> [String: Any] {
        let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800))
        let (table, source) = makeTable(rows: rows, screen: screen)
        defer { withExtendedLifetime(source) {} }
        screen.advance(by: 0)
        table.scrollToRow(at: IndexPath(row: startRow, section: 0), at: .top, animated: false)
        screen.advance(by: 0)
        return scrollBackAndForth(table, on: screen, frames: frames)
    }

    /// The frame timings of `frames` frames while `scrollView` scrolls 13 pt per frame,
    /// turning at its ends.
    static func scrollBackAndForth(_ scrollView: ScrollView, on screen: HeadlessScreen, frames: Int) -> [String: Any] {
        screen.resetFrameTimings()
        let limit = scrollView.contentSize.height - scrollView.bounds.height
        var y = scrollView.contentOffset.y
        var direction: CGFloat = 1
        for _ in 0..<frames {
            if y + 13 * direction > limit || y + 13 * direction < 0 { direction = -direction }
            y += 13 * direction
            scrollView.contentOffset = CGPoint(x: 0, y: y)
            screen.runFrame()
        }
        return Benchmarks.Summary(frames: screen.frameTimings).json
    }

    /// Time to create a table of `rows` rows and lay it out (the visible cells made and
    /// configured), median of 5; the first frame's paint after it; and the cells asked for.
    static func create(rows: Int) -> [String: Any] {
        var layouts: [Double] = [], paints: [Double] = []
        var requests = 0
        for _ in 0..<5 {
            let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800))
            let t0 = Benchmarks.now()
            let (table, source) = makeTable(rows: rows, screen: screen)
            table.layoutIfNeeded()
            let t1 = Benchmarks.now()
            screen.runFrame()
            let t2 = Benchmarks.now()
            layouts.append(t1 - t0)
            paints.append(t2 - t1)
            requests = source.cellRequests
            withExtendedLifetime(table) {}
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] * 1000 }
        return ["createAndLayoutMs": median(layouts), "firstPaintMs": median(paints), "cellRequests": requests]
    }

    /// Resident memory before, halfway through and after scrolling a table from the top to
    /// the bottom, 400 pt per frame.
    static func memoryOverFullScroll(rows: Int) -> [String: Any] {
        let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800))
        let (table, source) = makeTable(rows: rows, screen: screen)
        screen.advance(by: 0)
        var samples: [Double] = [residentMB()]
        let end = table.contentSize.height - table.bounds.height
        var y: CGFloat = 0
        var step = 0
        while y < end {
            y = min(end, y + 400)
            table.contentOffset = CGPoint(x: 0, y: y)
            screen.runFrame()
            step += 1
            if step % 100 == 0 { samples.append(residentMB()) }
        }
        samples.append(residentMB())
        let mid = samples[samples.count / 2]
        return [
            "rssStartMB": samples[0], "rssMidMB": mid, "rssEndMB": samples.last ?? 0, "rssMaxMB": samples.max() ?? 0, "cellRequests": source.cellRequests,
            "frames": step,
        ]
    }

    /// The process's resident set in MB (from /proc/self/statm).
    static func residentMB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
